import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { InvalidTokenError } from './invalid-token.error';

/** Small allowance for clocks that disagree between the issuer and this server. */
export const clockToleranceSeconds = 5;

export interface TokenVerifierOptions {
  /** Key lookup by the token's header (jose JWKS function): local for built-in, remote for Clerk. */
  keys: JWTVerifyGetKey;
  /** Asymmetric algorithms only; `none` and HMAC can never be listed, so a forged header cannot choose them. */
  algorithms: readonly ('EdDSA' | 'RS256' | 'ES256' | 'PS256')[];
  issuer: string;
  /** Checked when set (built-in tokens carry aud = PUBLIC_URL). */
  audience?: string;
  /** When non-empty, `azp` must be one of these origins (Clerk). */
  authorizedParties?: readonly string[];
}

export type VerifiedPayload = JWTPayload & { sub: string };

const compactJws = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) return `claim ${error.claim} ${error.reason}`;
  if (error instanceof errors.JWKSNoMatchingKey) return 'unknown signing key';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm not allowed';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof errors.JOSEError) return error.code;
  return 'verification failed';
}

/**
 * One verifier for both identity modes: signature against the issuer's JWKS with an explicit algorithm
 * allow-list, then issuer, audience or authorized party, expiry (with a few seconds of tolerance) and `sub`.
 * Every refusal becomes InvalidTokenError; a key set that cannot be fetched is rethrown as is (5xx).
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const algorithms = [...options.algorithms];
  return async function verify(token: string): Promise<VerifiedPayload> {
    if (!compactJws.test(token)) throw new InvalidTokenError('malformed');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        algorithms,
        issuer: options.issuer,
        ...(options.audience ? { audience: options.audience } : {}),
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      // An unreachable key set is our outage, not the caller's fault: let it surface as a server error.
      if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) throw error;
      throw new InvalidTokenError(reasonOf(error), { cause: error });
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw new InvalidTokenError('missing sub');
    const parties = options.authorizedParties ?? [];
    if (parties.length > 0 && (typeof payload.azp !== 'string' || !parties.includes(payload.azp))) {
      throw new InvalidTokenError('authorized party not allowed');
    }
    return payload as VerifiedPayload;
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** A string claim or null (claims are attacker-chosen shapes until checked). */
export const stringClaim = (payload: JWTPayload, name: string): string | null => {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};
