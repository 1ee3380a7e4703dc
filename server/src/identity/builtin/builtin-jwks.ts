import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/** An unknown `kid` reloads the key set at most this often, so forged kids cannot hammer the database. */
const minReloadIntervalMs = 10_000;

/**
 * better-auth's own key set (the one served at /api/auth/jwks), read in-process and cached. A token signed
 * by a key this process has not seen yet (rotation, or another process created the first key) triggers one
 * reload; after that an unknown kid is simply refused.
 */
export function createBuiltinJwks(load: () => Promise<JSONWebKeySet>): { keys: JWTVerifyGetKey; refresh: () => Promise<void> } {
  let current: JWTVerifyGetKey | null = null;
  let lastLoad = 0;
  let loading: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    loading ??= load()
      .then((set) => {
        current = createLocalJWKSet(set);
        lastLoad = Date.now();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const keys: JWTVerifyGetKey = async (header, token) => {
    if (!current) await refresh();
    try {
      return await current!(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - lastLoad < minReloadIntervalMs) throw error;
      await refresh();
      return current!(header, token);
    }
  };
  return { keys, refresh };
}
