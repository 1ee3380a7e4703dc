import { json, recordOf, startFakeHttp, type FakeReply, type FakeRequest } from '../social/fake-http';
import { fakeDataApi } from './youtube-fake-api';
import { fakeReports } from './youtube-fake-analytics';
import { fakeConsentPage, fakeRevoke, fakeTokenEndpoint } from './youtube-fake-oauth';
import { createYoutubeFakeState, type YoutubeFakeAccount, type YoutubeFakeState, type YoutubeFakeVideo } from './youtube-fake-state';
import { YOUTUBE_DAILY_QUOTA_UNITS } from './youtube-quota';
import type { YoutubeEndpoints } from './youtube.types';

export type { YoutubeFakeAccount, YoutubeFakeChannel, YoutubeFakeState, YoutubeFakeVideo } from './youtube-fake-state';

/**
 * A local Google + YouTube that answers like the documented APIs (docs/social-integrations.md, "Fakes"):
 *   GET  /o/oauth2/v2/auth          302 to redirect_uri with code+state (or error=access_denied when state.consent = 'deny')
 *   POST /token                     authorization_code (PKCE S256/plain, single use) and refresh_token (no new refresh token)
 *   GET  /youtube/v3/channels       part=snippet,statistics&mine=true
 *   GET  /youtube/v3/videos         id=... (at most 50; unknown ids are left out)
 *   GET  /youtube/v3/playlistItems  part=contentDetails&playlistId=UU... (the uploads playlist, newest first)
 *   GET  /v2/reports                reports.query, dimensions=day
 *   POST /revoke                    token=... (the grant ends)
 * One server plays all four hosts: `endpoints` is what the client is configured with. `createYoutubeFake` is the same
 * world as a request handler without a server: the sandbox mode serves it under /sandbox/youtube (sandbox/).
 */
export interface YoutubeFakeOptions {
  clientId?: string;
  clientSecret?: string;
  /** When set, only these redirect URIs are accepted (exact match, like Google). */
  redirectUris?: string[];
  /** The fake's clock: token expiry, view growth, the quota day. */
  now?: () => Date;
  /** Data API units per Pacific day (default 10,000). */
  quotaPerDay?: number;
  /** Analytics has no data for the latest N days (default 3). */
  analyticsLagDays?: number;
  accounts?: YoutubeFakeAccount[];
  videos?: YoutubeFakeVideo[];
  /** 127.0.0.1 unless told otherwise. */
  host?: string;
  /** Any free port unless told otherwise (the benchmark uses its own). */
  port?: number;
}

export interface RunningYoutubeFake {
  url: string;
  endpoints: YoutubeEndpoints;
  state: YoutubeFakeState;
  close(): Promise<void>;
}

export interface YoutubeFake {
  state: YoutubeFakeState;
  /** Answers one request; paths as on Google's hosts (/o/oauth2/v2/auth, /token, /youtube/v3/..., /v2/reports). */
  handle(request: FakeRequest): FakeReply;
}

/** The endpoints of a fake served at `base` (no trailing slash): one origin plays every Google host. */
export const youtubeFakeEndpoints = (base: string): YoutubeEndpoints => ({
  authBaseUrl: base,
  tokenBaseUrl: base,
  dataApiBaseUrl: `${base}/youtube/v3`,
  analyticsBaseUrl: `${base}/v2`,
});

export function createYoutubeFake(options: Omit<YoutubeFakeOptions, 'host' | 'port'> = {}): YoutubeFake {
  const state = createYoutubeFakeState({
    clientId: options.clientId ?? 'fake-youtube-client-id',
    clientSecret: options.clientSecret ?? 'fake-youtube-client-secret',
    now: options.now ?? (() => new Date()),
    quotaPerDay: options.quotaPerDay ?? YOUTUBE_DAILY_QUOTA_UNITS,
    redirectUris: options.redirectUris ?? null,
    analyticsLagDays: options.analyticsLagDays ?? 3,
  });
  for (const account of options.accounts ?? []) state.addAccount(account);
  state.addVideos(...(options.videos ?? []));

  const handle = (request: FakeRequest): FakeReply => {
    state.requests.push(recordOf(request, state.now()));
    const path = request.url.pathname;
    if (state.outage.remaining > 0) {
      state.outage.remaining -= 1;
      const { status } = state.outage;
      return json(status, { error: { code: status, message: 'The service is currently unavailable.', errors: [{ message: 'Backend Error', domain: 'global', reason: 'backendError' }], status: 'UNAVAILABLE' } });
    }
    if (path === '/o/oauth2/v2/auth') return fakeConsentPage(state, request);
    if (path === '/token') return fakeTokenEndpoint(state, request);
    if (path === '/revoke') return fakeRevoke(state, request);
    const data = /^\/youtube\/v3\/([a-zA-Z]+)$/.exec(path);
    if (data) return fakeDataApi(state, request, data[1]);
    if (path === '/v2/reports') return fakeReports(state, request);
    return json(404, { error: { code: 404, message: `fake: no route ${path}`, errors: [], status: 'NOT_FOUND' } });
  };
  return { state, handle };
}

export async function startYoutubeFake(options: YoutubeFakeOptions = {}): Promise<RunningYoutubeFake> {
  const { state, handle } = createYoutubeFake(options);
  const server = await startFakeHttp(handle, options.host, options.port);
  return { url: server.url, endpoints: youtubeFakeEndpoints(server.url), state, close: server.close };
}
