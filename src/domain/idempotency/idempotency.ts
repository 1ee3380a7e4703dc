/**
 * Idempotency keys (DESIGN §9, the Stripe model; docs/idempotency.md): the rule and texts shared by the SPA,
 * which sends a key with every state-changing call, and the API, which stores and replays the first response.
 */

/** Request header carrying the client's key (HTTP header names are case-insensitive). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Response header set on a replayed (stored) response. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';

/** The methods that change state: only these accept a key; GET, HEAD and OPTIONS ignore it. */
export const idempotentMethods: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const idempotencyKeyMaxLength = 255;

/** Printable ASCII, 1–255 characters (a UUID fits; so do the keys of most HTTP clients). */
export const idempotencyKeyPattern = /^[\x20-\x7e]{1,255}$/;

export const isValidIdempotencyKey = (key: string): boolean => idempotencyKeyPattern.test(key);

/** The stored response is replayed for 24 h; afterwards the key is free again. */
export const idempotencyKeyTtlMs = 24 * 60 * 60_000;

/** A first request still running this long is presumed crashed: the key can be taken again (docs/idempotency.md). */
export const idempotencyLockMs = 60_000;

export const idempotencyMessages = {
  invalidKey: `The Idempotency-Key header must be 1–${idempotencyKeyMaxLength} printable ASCII characters.`,
  severalKeys: 'Send one Idempotency-Key header, not several.',
  keyReused:
    'This Idempotency-Key was already used for a different request (another method, path or body). Use a new key for a new request.',
  keyInUse: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
  bodyNotKeyable: 'This request body cannot be used with an Idempotency-Key.',
} as const;

export const idempotencyErrorCodes = {
  invalidKey: 'invalid_idempotency_key',
  keyReused: 'idempotency_key_reused',
  keyInUse: 'idempotency_key_in_use',
} as const;
