import type { VerifiedIdentity } from '../identity/identity.types';

/** The `exp` claim (seconds) of a compact JWT whose signature was already verified; null when absent. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * Remembers successfully verified tokens (keyed by the exact token string) until they expire, at most
 * `maxAgeMs`, so a client's repeated calls skip the signature check. Only successes are cached; the bound
 * on age limits how long a rotated-out signing key keeps working. Least recently used entries go first.
 */
export function createVerifiedTokenCache(options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? 5_000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { identity: VerifiedIdentity; expiresAt: number }>();

  function get(token: string): VerifiedIdentity | null {
    const entry = entries.get(token);
    if (!entry) return null;
    entries.delete(token);
    if (entry.expiresAt <= now()) return null;
    entries.set(token, entry);
    return entry.identity;
  }

  function set(token: string, identity: VerifiedIdentity): void {
    const exp = expiryOf(token);
    const expiresAt = Math.min(now() + maxAgeMs, exp === null ? now() : exp * 1000);
    if (expiresAt <= now()) return;
    entries.delete(token);
    entries.set(token, { identity, expiresAt });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return { get, set, size: () => entries.size };
}

export type VerifiedTokenCache = ReturnType<typeof createVerifiedTokenCache>;
