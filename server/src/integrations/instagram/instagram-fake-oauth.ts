import { json, redirect, type FakeReply, type FakeRequest } from '../social/fake-http';
import { HOUR_MS, LONG_LIVED_SECONDS, type InstagramFakeState, type InstagramFakeToken } from './instagram-fake-state';

/**
 * Instagram Login as integrations.md §2.2 documents it: the consent redirect appends `#_`; the code exchange answers
 * wrapped or flat, and errors as {error_type, code, error_message}; ig_exchange_token gives 60 days; ig_refresh_token
 * refuses tokens younger than 24 h or expired. Graph-host errors use the Graph envelope (graphFail).
 */
const oauthFail = (message: string) => json(400, { error_type: 'OAuthException', code: 400, error_message: message });

export const graphFail = (status: number, code: number, message: string, subcode?: number, type = 'OAuthException') =>
  json(status, { error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'AfakeTrace0000' } });

/** Who allows, from the fake's state or from `choice` (the sandbox's consent page: a demo account, or Cancel). */
export type InstagramConsentChoice = { userId: string } | 'deny';

/** null when Instagram would redirect back; otherwise its own error page (unknown app, redirect URI or scopes). */
export function authorizeRequestProblem(state: InstagramFakeState, query: URLSearchParams): FakeReply | null {
  const redirectUri = query.get('redirect_uri') ?? '';
  if (query.get('client_id') !== state.appId) return { status: 400, body: 'Invalid app ID' };
  if (!URL.canParse(redirectUri) || (state.redirectUris && !state.redirectUris.includes(redirectUri))) return { status: 400, body: 'Invalid redirect_uri' };
  const scopes = (query.get('scope') ?? '').split(/[,\s]+/).filter(Boolean);
  // Instagram shows its own error page (no redirect) for scopes it does not know or without the basic one.
  if (!scopes.includes('instagram_business_basic')) return { status: 400, body: 'Invalid Scopes' };
  return null;
}

export function fakeAuthorizePage(state: InstagramFakeState, request: FakeRequest, choice?: InstagramConsentChoice): FakeReply {
  const query = request.url.searchParams;
  const problem = authorizeRequestProblem(state, query);
  if (problem) return problem;
  const redirectUri = query.get('redirect_uri') ?? '';
  const back = new URL(redirectUri);
  const stateParam = query.get('state');
  const scopes = (query.get('scope') ?? '').split(/[,\s]+/).filter(Boolean);
  if ((choice ?? state.consent) === 'deny') {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_reason', 'user_denied');
    back.searchParams.set('error_description', 'The user denied your request');
  } else {
    const userId = typeof choice === 'object' ? choice.userId : state.signedInUserId;
    if (!userId) return { status: 500, body: 'fake: no Instagram account seeded' };
    if (!state.users.has(userId)) return { status: 400, body: 'fake: unknown Instagram account' };
    back.searchParams.set('code', state.newCode({ userId, redirectUri, scopes }));
  }
  if (stateParam !== null) back.searchParams.set('state', stateParam);
  return redirect(`${back.toString()}${back.searchParams.has('code') ? '#_' : ''}`);
}

export function fakeCodeExchange(state: InstagramFakeState, request: FakeRequest): FakeReply {
  const form = request.form;
  if (request.method !== 'POST') return oauthFail('Unsupported method');
  if (form.get('client_id') !== state.appId || form.get('client_secret') !== state.appSecret) return oauthFail('Error validating client secret.');
  if (form.get('grant_type') !== 'authorization_code') return oauthFail('Invalid grant_type');
  // A code still carrying `#_` is not found: the client must strip it.
  const code = state.codes.get(form.get('code') ?? '');
  if (!code || code.used || code.expiresAt <= state.now().getTime()) return oauthFail('Matching code was not found or was already used');
  if (form.get('redirect_uri') !== code.redirectUri) {
    return oauthFail('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request');
  }
  code.used = true;
  const accessToken = state.issueToken(code.userId, 'short', 0, code.scopes);
  if (state.tokenResponse === 'flat') {
    // Written by hand: user_id as a bare 17-digit number, as some real answers send it.
    return { status: 200, body: `{"access_token":"${accessToken}","user_id":${code.userId},"permissions":${JSON.stringify(code.scopes)}}` };
  }
  return json(200, { data: [{ access_token: accessToken, user_id: code.userId, permissions: code.scopes.join(',') }] });
}

/** The token of `access_token`, or the Graph error for a missing, unknown or expired one. */
export function graphToken(state: InstagramFakeState, request: FakeRequest): { token: InstagramFakeToken; value: string } | { reply: FakeReply } {
  const header = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const value = request.url.searchParams.get('access_token') ?? header ?? null;
  if (!value) return { reply: graphFail(400, 2500, 'An active access token must be used to query information about the current user.') };
  const token = state.tokens.get(value);
  if (!token) return { reply: graphFail(400, 190, 'Invalid OAuth access token - Cannot parse access token') };
  if (token.expiresAt <= state.now().getTime()) {
    return { reply: graphFail(400, 190, `Error validating access token: Session has expired on ${new Date(token.expiresAt).toUTCString()}.`, 463) };
  }
  return { token, value };
}

const longLivedAnswer = (state: InstagramFakeState, userId: string, scopes: string[]) => {
  const accessToken = state.issueToken(userId, 'long', 0, scopes);
  return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS, permissions: scopes.join(',') });
};

export function fakeExchangeLongLived(state: InstagramFakeState, request: FakeRequest): FakeReply {
  const query = request.url.searchParams;
  if (query.get('grant_type') !== 'ig_exchange_token') return graphFail(400, 100, 'Unsupported grant_type');
  if (query.get('client_secret') !== state.appSecret) return graphFail(400, 101, 'Error validating client secret.');
  const found = graphToken(state, request);
  if ('reply' in found) return found.reply;
  if (found.token.kind !== 'short') return graphFail(400, 100, '(#100) Only a short-lived token can be exchanged.');
  return longLivedAnswer(state, found.token.userId, found.token.scopes);
}

export function fakeRefreshLongLived(state: InstagramFakeState, request: FakeRequest): FakeReply {
  if (request.url.searchParams.get('grant_type') !== 'ig_refresh_token') return graphFail(400, 100, 'Unsupported grant_type');
  const found = graphToken(state, request);
  if ('reply' in found) return found.reply;
  const { token } = found;
  // [unconfirmed wording] the reference only says such tokens cannot be refreshed.
  if (token.kind !== 'long') return graphFail(400, 100, '(#100) Only a long-lived token can be refreshed.');
  if (state.now().getTime() - token.issuedAt < 24 * HOUR_MS) return graphFail(400, 100, '(#100) The access token must be at least 24 hours old to be refreshed.');
  if (!token.scopes.includes('instagram_business_basic')) return graphFail(400, 10, '(#10) The instagram_business_basic permission is required.');
  return longLivedAnswer(state, token.userId, token.scopes);
}
