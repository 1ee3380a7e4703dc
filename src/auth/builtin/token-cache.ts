/**
 * Keeps the short-lived JWT from GET /api/auth/token and fetches a new one shortly before it expires,
 * so API calls never go out with a token about to lapse. Concurrent callers share one request.
 */
export interface TokenCacheOptions {
  /** Fetches a fresh token; resolves null when there is no session. */
  fetchToken: () => Promise<string | null>;
  /** Refresh this long before `exp` (default 30 s). */
  refreshMarginMs?: number;
  now?: () => number;
}

export interface TokenCache {
  get(): Promise<string | null>;
  /** Offers a token received some other way (the `set-auth-jwt` header of a session response). */
  seed(token: string): void;
  /** Forgets the token (sign-out, user change); an in-flight fetch no longer fills the cache. */
  clear(): void;
}

/**
 * When the token stops being usable, on this browser's clock: received time plus the token's lifetime
 * (`exp - iat`), so a skewed local clock cannot make us send expired tokens; `exp` alone when there is
 * no `iat`; null when the token is not a readable JWT.
 */
export function tokenExpiresAt(token: string, receivedAt: number): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const { exp, iat } = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number') return null;
    return typeof iat === 'number' ? receivedAt + (exp - iat) * 1000 : exp * 1000;
  } catch {
    return null;
  }
}

export function createTokenCache({ fetchToken, refreshMarginMs = 30_000, now = Date.now }: TokenCacheOptions): TokenCache {
  let cached: { token: string; expiresAt: number } | null = null;
  let inFlight: Promise<string | null> | null = null;
  let generation = 0;

  const isFresh = (entry: typeof cached): entry is { token: string; expiresAt: number } =>
    entry !== null && entry.expiresAt - refreshMarginMs > now();

  const remember = (token: string) => {
    const expiresAt = tokenExpiresAt(token, now());
    // A token without a readable expiry is used once and never cached.
    cached = expiresAt === null ? null : { token, expiresAt };
  };

  return {
    async get() {
      if (isFresh(cached)) return cached.token;
      if (!inFlight) {
        const started = generation;
        inFlight = fetchToken()
          .then((token) => {
            if (started === generation && token) remember(token);
            return started === generation ? token : null;
          })
          .finally(() => {
            if (started === generation) inFlight = null;
          });
      }
      return inFlight;
    },
    seed(token) {
      const expiresAt = tokenExpiresAt(token, now());
      if (expiresAt !== null && (!cached || expiresAt > cached.expiresAt)) cached = { token, expiresAt };
    },
    clear() {
      generation += 1;
      cached = null;
      inFlight = null;
    },
  };
}
