import { createHash } from 'node:crypto';
import { json, redirect, type FakeReply, type FakeRequest } from '../social/fake-http';
import { ACCESS_TOKEN_SECONDS, type YoutubeFakeState } from './youtube-fake-state';

/**
 * Google's consent page (GET /o/oauth2/v2/auth) and token endpoint (POST /token) as the reference documents them
 * (integrations.md §1.1): PKCE S256/plain, single-use codes, a refresh token only with access_type=offline on the
 * first consent or prompt=consent, no refresh token on a refresh, invalid_grant for anything revoked or unknown.
 */

const tokenError = (status: number, error: string, description: string) => json(status, { error, error_description: description });

const withQuery = (base: string, params: Record<string, string>) => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
};

/**
 * The consent step: who is signed in and whether they allow comes from the fake's state, or from `choice` (the
 * sandbox's consent page, where the person picks a demo channel or cancels).
 */
export type ConsentChoice = { accountId: string } | 'deny';

/** null when Google would redirect back; otherwise its own error page (unknown client or redirect URI). */
export function consentRequestProblem(state: YoutubeFakeState, query: URLSearchParams): FakeReply | null {
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_id') !== state.clientId) return { status: 401, body: 'Error 401: invalid_client' };
  if (!URL.canParse(redirectUri) || (state.redirectUris && !state.redirectUris.includes(redirectUri))) {
    return { status: 400, body: 'Error 400: redirect_uri_mismatch' };
  }
  return null;
}

export function fakeConsentPage(state: YoutubeFakeState, request: FakeRequest, choice?: ConsentChoice): FakeReply {
  const query = request.url.searchParams;
  const redirectUri = query.get('redirect_uri') ?? '';
  // Google shows its own error page (no redirect) for an unknown client or redirect URI.
  const problem = consentRequestProblem(state, query);
  if (problem) return problem;
  const back = (params: Record<string, string>) => redirect(withQuery(redirectUri, { ...params, ...(query.has('state') ? { state: query.get('state') ?? '' } : {}) }));
  if (query.get('response_type') !== 'code') return back({ error: 'unsupported_response_type' });
  const asked = (query.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const method = query.get('code_challenge_method') ?? 'plain';
  if (!asked.length || (method !== 'S256' && method !== 'plain')) return back({ error: 'invalid_request' });
  if ((choice ?? state.consent) === 'deny') return back({ error: 'access_denied' });
  const accountId = typeof choice === 'object' ? choice.accountId : state.signedInAccountId;
  if (accountId && !state.accounts.has(accountId)) return { status: 400, body: 'fake: unknown Google account' };
  if (!accountId) return { status: 500, body: 'fake: no Google account seeded' };
  const granted = asked.filter((scope) => state.consentScopes === null || state.consentScopes.includes(scope));
  const offline = query.get('access_type') === 'offline';
  const forcedConsent = (query.get('prompt') ?? '').split(' ').includes('consent');
  const code = state.newCode({
    accountId,
    redirectUri,
    codeChallenge: query.get('code_challenge'),
    codeChallengeMethod: method,
    scopes: granted,
    issueRefreshToken: offline && (forcedConsent || !state.consentedAccounts.has(accountId)),
  });
  state.consentedAccounts.add(accountId);
  return back({ code, scope: granted.join(' ') });
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function fakeTokenEndpoint(state: YoutubeFakeState, request: FakeRequest): FakeReply {
  if (request.method !== 'POST') return tokenError(405, 'invalid_request', 'Method not allowed.');
  const form = request.form;
  if (form.get('client_id') !== state.clientId || form.get('client_secret') !== state.clientSecret) {
    return tokenError(401, 'invalid_client', 'Unauthorized');
  }
  const grant = form.get('grant_type');
  if (grant === 'authorization_code') return exchangeCode(state, form);
  if (grant === 'refresh_token') return refresh(state, form);
  return tokenError(400, 'unsupported_grant_type', 'Invalid grant_type: ' + (grant ?? ''));
}

function exchangeCode(state: YoutubeFakeState, form: URLSearchParams): FakeReply {
  const code = state.codes.get(form.get('code') ?? '');
  if (!code || code.expiresAt <= state.now().getTime()) return tokenError(400, 'invalid_grant', 'Malformed auth code.');
  // Single use: a replayed code is refused even though the first exchange succeeded.
  if (code.used) return tokenError(400, 'invalid_grant', 'Bad Request');
  if (form.get('redirect_uri') !== code.redirectUri) return tokenError(400, 'redirect_uri_mismatch', 'Bad Request');
  if (code.codeChallenge !== null) {
    const verifier = form.get('code_verifier');
    if (!verifier) return tokenError(400, 'invalid_grant', 'Missing code verifier.');
    const expected = code.codeChallengeMethod === 'S256' ? s256(verifier) : verifier;
    if (expected !== code.codeChallenge) return tokenError(400, 'invalid_grant', 'Invalid code verifier.');
  }
  code.used = true;
  const body: Record<string, unknown> = {
    access_token: state.newAccessToken(code.accountId, code.scopes),
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: code.scopes.join(' '),
    token_type: 'Bearer',
  };
  if (code.issueRefreshToken) body.refresh_token = state.newRefreshToken(code.accountId, code.scopes);
  return json(200, body);
}

function refresh(state: YoutubeFakeState, form: URLSearchParams): FakeReply {
  const token = state.refreshTokens.get(form.get('refresh_token') ?? '');
  if (!token || token.revoked) return tokenError(400, 'invalid_grant', 'Token has been expired or revoked.');
  // No refresh_token in the answer: Google keeps the old one valid and sends none (postiz-app PR #1884).
  return json(200, {
    access_token: state.newAccessToken(token.accountId, token.scopes),
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: token.scopes.join(' '),
    token_type: 'Bearer',
  });
}

/** POST /revoke (token=...): ends the grant of a refresh token (and its access tokens) or one access token. */
export function fakeRevoke(state: YoutubeFakeState, request: FakeRequest): FakeReply {
  if (request.method !== 'POST') return tokenError(405, 'invalid_request', 'Method not allowed.');
  const value = request.form.get('token') ?? request.url.searchParams.get('token') ?? '';
  const refresh = state.refreshTokens.get(value);
  if (refresh && !refresh.revoked) {
    refresh.revoked = true;
    for (const [token, access] of state.accessTokens) if (access.accountId === refresh.accountId) state.accessTokens.delete(token);
    return json(200, {});
  }
  if (state.accessToken(value)) {
    state.accessTokens.delete(value);
    return json(200, {});
  }
  return tokenError(400, 'invalid_token', 'Token expired or revoked');
}
