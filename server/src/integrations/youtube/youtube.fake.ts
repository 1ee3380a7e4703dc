import { json, recordOf, startFakeHttp, type FakeReply, type FakeRequest } from '../social/fake-http';
import { fakeDataApi } from './youtube-fake-api';
import { fakeReports } from './youtube-fake-analytics';
import { fakeConsentPage, fakeTokenEndpoint } from './youtube-fake-oauth';
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
 *   GET  /v2/reports                reports.query, dimensions=day
 * One server plays all four hosts: `endpoints` is what the client is configured with.
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
}

export interface RunningYoutubeFake {
  url: string;
  endpoints: YoutubeEndpoints;
  state: YoutubeFakeState;
  close(): Promise<void>;
}

export async function startYoutubeFake(options: YoutubeFakeOptions = {}): Promise<RunningYoutubeFake> {
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

  const route = (request: FakeRequest): FakeReply => {
    state.requests.push(recordOf(request, state.now()));
    const path = request.url.pathname;
    if (state.outage.remaining > 0) {
      state.outage.remaining -= 1;
      const { status } = state.outage;
      return json(status, { error: { code: status, message: 'The service is currently unavailable.', errors: [{ message: 'Backend Error', domain: 'global', reason: 'backendError' }], status: 'UNAVAILABLE' } });
    }
    if (path === '/o/oauth2/v2/auth') return fakeConsentPage(state, request);
    if (path === '/token') return fakeTokenEndpoint(state, request);
    const data = /^\/youtube\/v3\/([a-zA-Z]+)$/.exec(path);
    if (data) return fakeDataApi(state, request, data[1]);
    if (path === '/v2/reports') return fakeReports(state, request);
    return json(404, { error: { code: 404, message: `fake: no route ${path}`, errors: [], status: 'NOT_FOUND' } });
  };
  const server = await startFakeHttp(route, options.host);
  return {
    url: server.url,
    endpoints: {
      authBaseUrl: server.url,
      tokenBaseUrl: server.url,
      dataApiBaseUrl: `${server.url}/youtube/v3`,
      analyticsBaseUrl: `${server.url}/v2`,
    },
    state,
    close: server.close,
  };
}
