/**
 * Reading the query of an OAuth redirect back to us (Google and Instagram use the same names).
 * The caller still checks `state` against the stored one (oauthStateMatches) before using the code.
 */
export type OAuthCallback =
  | { outcome: 'code'; code: string; state: string | null }
  /** The user pressed Cancel / Deny (`error=access_denied`): not a failure, show "not linked". */
  | { outcome: 'denied'; state: string | null; error: string; description: string | null }
  | { outcome: 'error'; state: string | null; error: string; description: string | null }
  | { outcome: 'invalid'; state: string | null };

/**
 * Instagram appends `#_` to its redirect (`?code=...&state=...#_`). Browsers drop the fragment, but a code copied or
 * relayed by a client can still carry it, and Instagram refuses the code with it: strip it.
 */
export function stripInstagramCodeSuffix(code: string): string {
  return code.trim().replace(/#_?$/, '');
}

type Query = URLSearchParams | Record<string, unknown>;

const read = (query: Query, name: string): string | null => {
  const raw = query instanceof URLSearchParams ? query.get(name) : query[name];
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
};

export function readOAuthCallback(query: Query): OAuthCallback {
  const rawState = read(query, 'state');
  const state = rawState === null ? null : stripInstagramCodeSuffix(rawState) || null;
  const error = read(query, 'error');
  if (error) {
    const description = read(query, 'error_description');
    return error === 'access_denied' ? { outcome: 'denied', state, error, description } : { outcome: 'error', state, error, description };
  }
  const raw = read(query, 'code');
  const code = raw === null ? '' : stripInstagramCodeSuffix(raw);
  return code ? { outcome: 'code', code, state } : { outcome: 'invalid', state };
}
