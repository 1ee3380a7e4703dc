import { json, recordOf, startFakeHttp, type FakeReply, type FakeRequest } from '../social/fake-http';
import { fakeInsights, fakeMe, fakeMedia } from './instagram-fake-graph';
import { fakeAuthorizePage, fakeCodeExchange, fakeExchangeLongLived, fakeRefreshLongLived, graphFail } from './instagram-fake-oauth';
import { createInstagramFakeState, type InstagramFakeMedia, type InstagramFakeState, type InstagramFakeUser } from './instagram-fake-state';
import type { InstagramEndpoints } from './instagram.types';

export type { InstagramFakeMedia, InstagramFakeState, InstagramFakeToken, InstagramFakeUser } from './instagram-fake-state';

/**
 * A local Instagram (Instagram Login + Graph host) answering like the documented API (docs/social-integrations.md):
 *   GET  /oauth/authorize[/]              302 to redirect_uri?code=...&state=...#_ (or error=access_denied)
 *   POST /oauth/access_token              short-lived token, wrapped or flat (state.tokenResponse); {error_type,...} errors
 *   GET  [/vNN.0]/access_token            ig_exchange_token -> 60-day token
 *   GET  [/vNN.0]/refresh_access_token    ig_refresh_token (>= 24 h old, not expired)
 *   GET  /vNN.0/me, /vNN.0/me/media, /vNN.0/{media-id}/insights
 * Every Graph answer carries X-App-Usage and X-Business-Use-Case-Usage from state.usage; call_count >= 100 answers
 * (#80002). One server plays www.instagram.com, api.instagram.com and graph.instagram.com. `createInstagramFake` is
 * the same world as a request handler without a server: the sandbox mode serves it under /sandbox/instagram.
 */
export interface InstagramFakeOptions {
  appId?: string;
  appSecret?: string;
  redirectUris?: string[];
  now?: () => Date;
  users?: InstagramFakeUser[];
  media?: InstagramFakeMedia[];
  /** Graph version the fake serves in paths (default v25.0); other versions answer 400 like an unknown version. */
  apiVersion?: string;
  host?: string;
}

export interface RunningInstagramFake {
  url: string;
  endpoints: InstagramEndpoints;
  state: InstagramFakeState;
  close(): Promise<void>;
}

function usageHeaders(state: InstagramFakeState, userId: string | null): Record<string, string> {
  const { callCount, totalCputime, totalTime, regainAccessMinutes } = state.usage;
  const app = { call_count: callCount, total_cputime: totalCputime, total_time: totalTime };
  const business = { type: 'instagram', ...app, estimated_time_to_regain_access: regainAccessMinutes };
  return { 'x-app-usage': JSON.stringify(app), 'x-business-use-case-usage': JSON.stringify({ [userId ?? '0']: [business] }) };
}

export interface InstagramFake {
  state: InstagramFakeState;
  apiVersion: string;
  /** Answers one request; paths as on Instagram's hosts (/oauth/authorize, /oauth/access_token, /vNN.0/me, ...). */
  handle(request: FakeRequest): FakeReply;
}

/** The endpoints of a fake served at `base` (no trailing slash): one origin plays every Instagram host. */
export const instagramFakeEndpoints = (base: string, apiVersion: string): InstagramEndpoints => ({
  authorizeBaseUrl: base, oauthBaseUrl: base, graphBaseUrl: base, apiVersion,
});

export function createInstagramFake(options: Omit<InstagramFakeOptions, 'host'> = {}): InstagramFake {
  const apiVersion = options.apiVersion ?? 'v25.0';
  const state = createInstagramFakeState({
    appId: options.appId ?? '990000000000001',
    appSecret: options.appSecret ?? 'fake-instagram-app-secret',
    now: options.now ?? (() => new Date()),
    redirectUris: options.redirectUris ?? null,
  });
  for (const user of options.users ?? []) state.addUser(user);
  state.addMedia(...(options.media ?? []));

  const graphRoute = (request: FakeRequest, path: string): FakeReply => {
    if (state.outage.remaining > 0) {
      state.outage.remaining -= 1;
      return graphFail(state.outage.status, 2, 'An unexpected error has occurred. Please retry your request later.', undefined, 'OAuthException');
    }
    if (state.usage.callCount >= 100) return graphFail(400, 80002, '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.', undefined, 'IGApiException');
    if (path === '/access_token') return fakeExchangeLongLived(state, request);
    if (path === '/refresh_access_token') return fakeRefreshLongLived(state, request);
    if (path === '/me') return fakeMe(state, request);
    const media = /^\/([\w-]+)\/media$/.exec(path);
    if (media) return fakeMedia(state, request, media[1]);
    const insights = /^\/([\w-]+)\/insights$/.exec(path);
    if (insights) return fakeInsights(state, request, insights[1]);
    return graphFail(400, 100, `Unsupported get request: ${path}`, undefined, 'GraphMethodException');
  };

  const handle = (request: FakeRequest): FakeReply => {
    state.requests.push(recordOf(request, state.now()));
    const path = request.url.pathname.replace(/\/+$/, '') || '/';
    if (path === '/oauth/authorize') return fakeAuthorizePage(state, request);
    if (path === '/oauth/access_token') return fakeCodeExchange(state, request);
    const versioned = /^\/(v\d+\.\d+)(\/.*)$/.exec(path);
    if (versioned && versioned[1] !== apiVersion) return graphFail(400, 2635, `(#2635) You are calling a deprecated or unknown version of the Graph API (${versioned[1]}).`);
    const graphPath = versioned ? versioned[2] : path;
    // The token endpoints live at the root; the data endpoints need a version prefix.
    if (!versioned && !['/access_token', '/refresh_access_token'].includes(graphPath)) return json(404, { error: { message: `fake: no route ${path}`, code: 803 } });
    const reply = graphRoute(request, graphPath);
    const userId = state.tokens.get(request.url.searchParams.get('access_token') ?? '')?.userId ?? null;
    return { ...reply, headers: { ...usageHeaders(state, userId), ...reply.headers } };
  };
  return { state, apiVersion, handle };
}

export async function startInstagramFake(options: InstagramFakeOptions = {}): Promise<RunningInstagramFake> {
  const { state, apiVersion, handle } = createInstagramFake(options);
  const server = await startFakeHttp(handle, options.host);
  return { url: server.url, endpoints: instagramFakeEndpoints(server.url, apiVersion), state, close: server.close };
}
