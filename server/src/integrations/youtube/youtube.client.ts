import { providerRequest, record, text, type ProviderHttp, type ProviderResponse } from '../social/provider-http';
import { apiError, revokeError, tokenEndpointError } from './google-errors';
import { itemsOf, parseChannel, parseResultTable, parseTokens, parseVideo } from './youtube-parse';
import { YOUTUBE_QUOTA_COST, type YoutubeQuotaMethod } from './youtube-quota';
import {
  YOUTUBE_DAILY_METRICS,
  YOUTUBE_SCOPES,
  youtubeDefaultEndpoints,
  type YoutubeAnalyticsQuery,
  type YoutubeAnalyticsResult,
  type YoutubeAuthorizationRequest,
  type YoutubeClientOptions,
  type YoutubeEndpoints,
  type YoutubeOwnChannelResult,
  type YoutubeRecentUploadsResult,
  type YoutubeTokens,
  type YoutubeVideoStatsResult,
} from './youtube.types';

/**
 * Google OAuth 2.0 (web-server flow with PKCE) + YouTube Data API v3 + YouTube Analytics API v2 over global fetch.
 * One call, one request: the client never retries; it throws the typed errors of ../social/provider-errors and the
 * caller (a route or a job) decides. docs/social-integrations.md has the whole contract.
 */
export interface YoutubeClient {
  authorizationUrl(request: YoutubeAuthorizationRequest): string;
  exchangeCode(request: { code: string; redirectUri: string; codeVerifier: string }): Promise<YoutubeTokens>;
  /** Google sends no new refresh token here: the result's refreshToken is null; keep the stored one. */
  refreshAccessToken(refreshToken: string): Promise<YoutubeTokens>;
  ownChannel(accessToken: string): Promise<YoutubeOwnChannelResult>;
  /** The newest `max` (1-50) video ids of a channel's uploads playlist (ownChannel's uploadsPlaylistId). */
  recentUploads(accessToken: string, uploadsPlaylistId: string, max?: number): Promise<YoutubeRecentUploadsResult>;
  /** Revokes a refresh or access token (the grant ends); an already invalid token counts as revoked. */
  revokeToken(token: string): Promise<void>;
  /** Any number of ids: batched 50 per videos.list call, one quota unit each. */
  videoStats(accessToken: string, ids: readonly string[]): Promise<YoutubeVideoStatsResult>;
  analyticsDaily(query: YoutubeAnalyticsQuery): Promise<YoutubeAnalyticsResult>;
}

/** videos.list takes at most 50 ids per call. */
export const YOUTUBE_VIDEO_IDS_PER_CALL = 50;
const videoIdPattern = /^[A-Za-z0-9_-]{6,64}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const join = (base: string, path: string) => new URL(`${base.replace(/\/+$/, '')}${path}`);

/** The consent-page URL: offline access (refresh token), forced consent, incremental scopes, PKCE S256. */
export function youtubeAuthorizationUrl(request: YoutubeAuthorizationRequest & { clientId: string; authBaseUrl?: string }): string {
  const url = join(request.authBaseUrl ?? youtubeDefaultEndpoints.authBaseUrl, '/o/oauth2/v2/auth');
  const params: Record<string, string> = {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: YOUTUBE_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  if (request.loginHint) params.login_hint = request.loginHint;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The refresh token to store after a token call: the new one when Google sent one, else the stored one. */
export function keepRefreshToken(stored: string | null, tokens: Pick<YoutubeTokens, 'refreshToken'>): string | null {
  return tokens.refreshToken ?? stored;
}

export function createYoutubeClient(options: YoutubeClientOptions): YoutubeClient {
  const endpoints: YoutubeEndpoints = {
    authBaseUrl: options.authBaseUrl ?? youtubeDefaultEndpoints.authBaseUrl,
    tokenBaseUrl: options.tokenBaseUrl ?? youtubeDefaultEndpoints.tokenBaseUrl,
    dataApiBaseUrl: options.dataApiBaseUrl ?? youtubeDefaultEndpoints.dataApiBaseUrl,
    analyticsBaseUrl: options.analyticsBaseUrl ?? youtubeDefaultEndpoints.analyticsBaseUrl,
  };
  const now = options.now ?? (() => new Date());
  const http: ProviderHttp = { provider: 'youtube', fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 10_000, now };

  async function token(form: Record<string, string>, grant: 'authorization_code' | 'refresh_token'): Promise<YoutubeTokens> {
    const response = await providerRequest(http, join(endpoints.tokenBaseUrl, '/token'), {
      method: 'POST',
      form: { ...form, client_id: options.clientId, client_secret: options.clientSecret, grant_type: grant },
    });
    if (response.status !== 200) throw tokenEndpointError(response, grant, now());
    return parseTokens(response.body, now());
  }

  async function api(url: URL, accessToken: string, what: string, quota: YoutubeQuotaMethod | null): Promise<ProviderResponse> {
    if (quota) options.onQuotaUnits?.(YOUTUBE_QUOTA_COST[quota], quota);
    const response = await providerRequest(http, url, { headers: { authorization: `Bearer ${accessToken}` } });
    if (response.status !== 200) throw apiError(response, what, now());
    return response;
  }

  return {
    authorizationUrl: (request) => youtubeAuthorizationUrl({ ...request, clientId: options.clientId, authBaseUrl: endpoints.authBaseUrl }),

    exchangeCode: ({ code, redirectUri, codeVerifier }) => token({ code, redirect_uri: redirectUri, code_verifier: codeVerifier }, 'authorization_code'),

    refreshAccessToken: (refreshToken) => token({ refresh_token: refreshToken }, 'refresh_token'),

    async ownChannel(accessToken) {
      const url = join(endpoints.dataApiBaseUrl, '/channels');
      url.searchParams.set('part', 'snippet,statistics,contentDetails');
      url.searchParams.set('mine', 'true');
      const response = await api(url, accessToken, 'channels.list', 'channels.list');
      const [item] = itemsOf(response.body);
      const quotaUnits = YOUTUBE_QUOTA_COST['channels.list'];
      return item ? { kind: 'channel', channel: parseChannel(item), quotaUnits } : { kind: 'no_channel', quotaUnits };
    },

    async recentUploads(accessToken, uploadsPlaylistId, max = 10) {
      const url = join(endpoints.dataApiBaseUrl, '/playlistItems');
      url.searchParams.set('part', 'contentDetails');
      url.searchParams.set('playlistId', uploadsPlaylistId);
      url.searchParams.set('maxResults', String(Math.min(Math.max(Math.trunc(max), 1), 50)));
      const response = await api(url, accessToken, 'playlistItems.list', 'playlistItems.list');
      const videoIds = itemsOf(response.body)
        .map((item) => text(record(item.contentDetails)?.videoId))
        .filter((id): id is string => id !== null);
      return { videoIds, quotaUnits: YOUTUBE_QUOTA_COST['playlistItems.list'] };
    },

    async revokeToken(token) {
      const response = await providerRequest(http, join(endpoints.tokenBaseUrl, '/revoke'), { method: 'POST', form: { token } });
      // 400 invalid_token: already revoked or expired, which is what we wanted.
      if (response.status === 200 || (response.status === 400 && text(record(response.body)?.error) === 'invalid_token')) return;
      throw revokeError(response, now());
    },

    async videoStats(accessToken, ids) {
      const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
      const valid = unique.filter((id) => videoIdPattern.test(id));
      const result: YoutubeVideoStatsResult = { videos: [], missingIds: unique.filter((id) => !videoIdPattern.test(id)), quotaUnits: 0, calls: 0 };
      for (let start = 0; start < valid.length; start += YOUTUBE_VIDEO_IDS_PER_CALL) {
        const batch = valid.slice(start, start + YOUTUBE_VIDEO_IDS_PER_CALL);
        const url = join(endpoints.dataApiBaseUrl, '/videos');
        url.searchParams.set('part', 'snippet,statistics');
        url.searchParams.set('id', batch.join(','));
        result.calls += 1;
        result.quotaUnits += YOUTUBE_QUOTA_COST['videos.list'];
        const response = await api(url, accessToken, 'videos.list', 'videos.list');
        const found = new Map(itemsOf(response.body).map((item) => [String(item.id), item]));
        for (const id of batch) {
          const item = found.get(id);
          if (item) result.videos.push(parseVideo(item));
          else result.missingIds.push(id);
        }
      }
      return result;
    },

    async analyticsDaily(query) {
      if (!datePattern.test(query.startDate) || !datePattern.test(query.endDate)) throw new TypeError('startDate and endDate are YYYY-MM-DD.');
      const metrics = query.metrics?.length ? query.metrics : YOUTUBE_DAILY_METRICS;
      const url = join(endpoints.analyticsBaseUrl, '/reports');
      url.searchParams.set('ids', 'channel==MINE');
      url.searchParams.set('startDate', query.startDate);
      url.searchParams.set('endDate', query.endDate);
      url.searchParams.set('metrics', metrics.join(','));
      url.searchParams.set('dimensions', 'day');
      url.searchParams.set('sort', 'day');
      if (query.videoId) url.searchParams.set('filters', `video==${query.videoId}`);
      const response = await api(url, query.accessToken, 'reports.query', null);
      return parseResultTable(response.body, metrics);
    },
  };
}
