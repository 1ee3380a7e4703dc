/**
 * Thrown by `Identity.verifyAccessToken` for every token the API must refuse: missing, malformed, expired,
 * signed by an unknown key, wrong issuer, audience or authorized party. The auth plugin maps it to 401;
 * `reason` is for logs only and never sent to the client (it would help an attacker tune forgeries).
 */
export class InvalidTokenError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super('The access token is invalid or expired.', options);
    this.name = 'InvalidTokenError';
    this.reason = reason;
  }
}

export function isInvalidTokenError(error: unknown): error is InvalidTokenError {
  return error instanceof InvalidTokenError;
}
