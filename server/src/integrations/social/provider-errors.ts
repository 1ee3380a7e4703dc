/**
 * What can go wrong when we call YouTube or Instagram, as the caller must act on it (docs/social-integrations.md).
 * Every error a social client throws is one of these; anything else is a bug in our code.
 *
 *   NeedsReconnectError             the stored grant is dead: mark the account needs_reconnect, ask its owner to link again
 *   AuthorizationCodeRejectedError  the code from the OAuth callback cannot be used (reused, expired, PKCE mismatch): start over
 *   TokenInvalidError               the access token was refused: refresh it once, then retry; a second refusal is a reconnect
 *   QuotaExceededError              the daily quota is spent: defer the work until `resetsAt`, it is not a failure
 *   TransientProviderError          network, timeout, 5xx: retry with backoff (`retryAfterMs` when the provider said)
 *   RateLimitedError                (a TransientProviderError) throttled: wait at least `retryAfterMs`, then retry
 *   ProviderRequestError            the provider refused the request itself (bad parameter, wrong credentials,
 *                                   unsupported query) or answered something unreadable: retrying will not help
 *
 * Messages never carry tokens, codes or secrets: URLs are reported by path only.
 */
export type SocialProvider = 'youtube' | 'instagram';

export interface ProviderErrorDetails {
  /** HTTP status of the provider's answer; null when none arrived (network error, timeout). */
  status?: number | null;
  /** The provider's own code, e.g. invalid_grant, quotaExceeded, authError, 190/463, 80002. */
  providerCode?: string | null;
  cause?: unknown;
}

export abstract class ProviderError extends Error {
  abstract readonly kind: 'needs_reconnect' | 'code_rejected' | 'token_invalid' | 'quota_exceeded' | 'transient' | 'rate_limited' | 'rejected';
  /** Whether the same call may succeed later without anyone acting (only transient and rate-limited errors). */
  abstract readonly retryable: boolean;
  readonly status: number | null;
  readonly providerCode: string | null;

  constructor(
    readonly provider: SocialProvider,
    message: string,
    details: ProviderErrorDetails = {},
  ) {
    super(`${provider}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status ?? null;
    this.providerCode = details.providerCode ?? null;
  }
}

/** The refresh token / long-lived token is revoked, expired or lacks a needed scope: only the owner linking again helps. */
export class NeedsReconnectError extends ProviderError {
  readonly kind = 'needs_reconnect' as const;
  readonly retryable = false;
}

/** The authorization code (or its PKCE verifier / redirect URI) was refused at the token endpoint. */
export class AuthorizationCodeRejectedError extends ProviderError {
  readonly kind = 'code_rejected' as const;
  readonly retryable = false;
}

/** The access token was refused (YouTube 401 authError). Refresh once and retry; do not loop. */
export class TokenInvalidError extends ProviderError {
  readonly kind = 'token_invalid' as const;
  readonly retryable = false;
}

/** YouTube 403 quotaExceeded: nothing more today. `resetsAt` is the next midnight in America/Los_Angeles. */
export class QuotaExceededError extends ProviderError {
  readonly kind = 'quota_exceeded' as const;
  readonly retryable = false;

  constructor(provider: SocialProvider, message: string, readonly resetsAt: Date, details: ProviderErrorDetails = {}) {
    super(provider, message, details);
  }
}

/** Network failure, timeout or 5xx: the same call may work later. */
export class TransientProviderError extends ProviderError {
  readonly kind: 'transient' | 'rate_limited' = 'transient';
  readonly retryable = true;

  /** @param retryAfterMs how long the provider asked us to wait (Retry-After, estimated_time_to_regain_access); null: use your backoff */
  constructor(provider: SocialProvider, message: string, readonly retryAfterMs: number | null = null, details: ProviderErrorDetails = {}) {
    super(provider, message, details);
  }
}

/** Throttled (Instagram codes 4, 17, 32, 613, 80002; Google 429 / rateLimitExceeded). */
export class RateLimitedError extends TransientProviderError {
  override readonly kind = 'rate_limited' as const;
}

/** The provider refused the request as such, or answered something we cannot read: a bug or a configuration problem. */
export class ProviderRequestError extends ProviderError {
  readonly kind = 'rejected' as const;
  readonly retryable = false;
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
