import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OAuth helpers shared by the social providers: the `state` value (CSRF, one per attempt) and PKCE (RFC 7636, S256).
 * The routes keep both server-side, bound to the session, single use, about 10 minutes (docs/social-integrations.md).
 */

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 7636 §4.1: 43-128 characters of [A-Z a-z 0-9 - . _ ~]. */
const verifierPattern = /^[A-Za-z0-9\-._~]{43,128}$/;

/** A fresh code verifier: 32 random bytes, base64url (43 characters, 256 bits). */
export function createCodeVerifier(): string {
  return base64url(randomBytes(32));
}

/** The S256 challenge for a verifier: base64url(SHA-256(verifier)) without padding. */
export function codeChallengeS256(verifier: string): string {
  if (!verifierPattern.test(verifier)) throw new TypeError('A PKCE code verifier is 43-128 characters of A-Z a-z 0-9 - . _ ~.');
  return base64url(createHash('sha256').update(verifier, 'ascii').digest());
}

export interface PkcePair {
  /** Kept server-side until the callback; sent only to the token endpoint. */
  codeVerifier: string;
  /** Sent in the authorization URL with code_challenge_method=S256. */
  codeChallenge: string;
}

export function createPkcePair(): PkcePair {
  const codeVerifier = createCodeVerifier();
  return { codeVerifier, codeChallenge: codeChallengeS256(codeVerifier) };
}

/** An unguessable OAuth `state`: 32 random bytes, base64url. */
export function createOAuthState(): string {
  return base64url(randomBytes(32));
}

/** Compares the `state` that came back with the one we stored, in constant time. */
export function oauthStateMatches(expected: string, received: string | null | undefined): boolean {
  if (typeof received !== 'string' || !expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
