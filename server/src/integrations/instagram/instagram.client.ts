import { stripInstagramCodeSuffix } from '../social/oauth-callback';
import { ProviderRequestError } from '../social/provider-errors';
import { count, providerRequest, record, text, type ProviderHttp, type ProviderResponse } from '../social/provider-http';
import { codeExchangeError, graphError, readGraphError } from './graph-errors';
import { emptyInsightValues, insightMetricsFor, parseInsights } from './instagram-insights';
import { parseInstagramUsage } from './instagram-usage';
import {
  INSTAGRAM_SCOPES,
  instagramDefaultEndpoints,
  type InstagramClientOptions,
  type InstagramEndpoints,
  type InstagramLongLivedToken,
  type InstagramMedia,
  type InstagramMediaInsights,
  type InstagramMediaPage,
  type InstagramProfile,
  type InstagramShortLivedToken,
  type InstagramUsage,
} from './instagram.types';

/**
 * Instagram API with Instagram Login over global fetch: consent URL, code -> short-lived token -> long-lived token
 * (60 days) -> refresh, then profile, media and media insights on the Graph host. One call, one request; errors are
 * the shared classes of ../social/provider-errors (docs/social-integrations.md).
 */
export interface InstagramClient {
  authorizationUrl(request: { redirectUri: string; state: string; forceAuthentication?: boolean }): string;
  exchangeCode(request: { code: string; redirectUri: string }): Promise<InstagramShortLivedToken>;
  exchangeLongLived(shortLivedToken: string): Promise<InstagramLongLivedToken>;
  refreshLongLived(longLivedToken: string): Promise<InstagramLongLivedToken>;
  me(accessToken: string): Promise<{ profile: InstagramProfile; usage: InstagramUsage | null }>;
  recentMedia(accessToken: string, page?: { limit?: number; after?: string | null }): Promise<InstagramMediaPage>;
  mediaInsights(accessToken: string, mediaId: string, mediaProductType: string): Promise<InstagramMediaInsights>;
}

export const PROFILE_FIELDS = 'user_id,username,name,account_type,profile_picture_url,followers_count,follows_count,media_count';
export const MEDIA_FIELDS = 'id,caption,media_type,media_product_type,permalink,shortcode,timestamp,like_count,comments_count,media_url,thumbnail_url';
const SHORT_LIVED_SECONDS = 3600;

const join = (base: string, path: string) => new URL(`${base.replace(/\/+$/, '')}${path}`);

/** Instagram ids can exceed 2^53 and some answers send them as bare numbers: keep them as strings. */
const keepIdsAsText = (raw: string) => raw.replace(/"(user_id|id)"(\s*):(\s*)(\d+)(?=\s*[,}\]])/g, '"$1"$2:$3"$4"');

const permissionsOf = (value: unknown): string[] | null => {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  const list = text(value);
  return list === null ? null : list.split(/[,\s]+/).filter(Boolean);
};

export function instagramAuthorizationUrl(request: { appId: string; redirectUri: string; state: string; forceAuthentication?: boolean; authorizeBaseUrl?: string }): string {
  const url = join(request.authorizeBaseUrl ?? instagramDefaultEndpoints.authorizeBaseUrl, '/oauth/authorize');
  url.searchParams.set('client_id', request.appId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', INSTAGRAM_SCOPES.join(','));
  url.searchParams.set('state', request.state);
  if (request.forceAuthentication) url.searchParams.set('force_authentication', '1');
  return url.toString();
}

export function createInstagramClient(options: InstagramClientOptions): InstagramClient {
  const endpoints: InstagramEndpoints = { ...instagramDefaultEndpoints, ...definedOnly(options) };
  const now = options.now ?? (() => new Date());
  const http: ProviderHttp = { provider: 'instagram', fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 10_000, now };

  /** A GET on the Graph host; `versioned` puts /vNN.0 in front of the path. */
  async function graph(path: string, params: Record<string, string>, versioned = true): Promise<{ response: ProviderResponse; usage: InstagramUsage | null }> {
    const url = join(endpoints.graphBaseUrl, versioned ? `/${endpoints.apiVersion}${path}` : path);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const response = await providerRequest(http, url, {}, keepIdsAsText);
    const usage = parseInstagramUsage(response.headers);
    if (usage) options.onUsage?.(usage);
    return { response, usage };
  }

  async function graphOk(path: string, params: Record<string, string>, what: string, versioned = true) {
    const result = await graph(path, params, versioned);
    if (result.response.status !== 200) throw graphError(result.response, what, result.usage);
    return result;
  }

  function longLived(body: unknown, what: string): InstagramLongLivedToken {
    const token = record(body);
    const accessToken = text(token?.access_token);
    if (!accessToken) throw new ProviderRequestError('instagram', `${what} answered without an access_token`, { status: 200 });
    return {
      accessToken,
      tokenType: text(token?.token_type) ?? 'bearer',
      expiresAt: new Date(now().getTime() + (count(token?.expires_in) ?? 60 * 86_400) * 1000),
      permissions: permissionsOf(token?.permissions),
    };
  }

  return {
    authorizationUrl: (request) => instagramAuthorizationUrl({ ...request, appId: options.appId, authorizeBaseUrl: endpoints.authorizeBaseUrl }),

    async exchangeCode({ code, redirectUri }) {
      const response = await providerRequest(http, join(endpoints.oauthBaseUrl, '/oauth/access_token'), {
        method: 'POST',
        form: { client_id: options.appId, client_secret: options.appSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code: stripInstagramCodeSuffix(code) },
      }, keepIdsAsText);
      if (response.status !== 200) throw codeExchangeError(response);
      // Documented: {"data":[{access_token,user_id,permissions}]}; observed too: the same fields flat.
      const wrapped = record(response.body)?.data;
      const token = Array.isArray(wrapped) ? record(wrapped[0]) : record(response.body);
      const accessToken = text(token?.access_token);
      const userId = text(token?.user_id);
      if (!accessToken || !userId) throw new ProviderRequestError('instagram', 'oauth/access_token answered without access_token and user_id', { status: 200 });
      return { accessToken, userId, permissions: permissionsOf(token?.permissions) ?? [], expiresAt: new Date(now().getTime() + SHORT_LIVED_SECONDS * 1000) };
    },

    async exchangeLongLived(shortLivedToken) {
      const { response } = await graphOk('/access_token', { grant_type: 'ig_exchange_token', client_secret: options.appSecret, access_token: shortLivedToken }, 'access_token (ig_exchange_token)', false);
      return longLived(response.body, 'access_token');
    },

    async refreshLongLived(longLivedToken) {
      const { response } = await graphOk('/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: longLivedToken }, 'refresh_access_token', false);
      return longLived(response.body, 'refresh_access_token');
    },

    async me(accessToken) {
      const { response, usage } = await graphOk('/me', { fields: PROFILE_FIELDS, access_token: accessToken }, 'me');
      const body = record(response.body);
      const userId = text(body?.user_id);
      const username = text(body?.username);
      if (!userId || !username) throw new ProviderRequestError('instagram', 'me answered without user_id and username', { status: 200 });
      return {
        profile: {
          userId,
          appScopedId: text(body?.id),
          username,
          name: text(body?.name),
          accountType: text(body?.account_type),
          profilePictureUrl: text(body?.profile_picture_url),
          followersCount: count(body?.followers_count),
          followsCount: count(body?.follows_count),
          mediaCount: count(body?.media_count),
        },
        usage,
      };
    },

    async recentMedia(accessToken, page = {}) {
      const params: Record<string, string> = { fields: MEDIA_FIELDS, limit: String(Math.min(Math.max(page.limit ?? 25, 1), 100)), access_token: accessToken };
      if (page.after) params.after = page.after;
      const { response, usage } = await graphOk('/me/media', params, 'me/media');
      const body = record(response.body);
      const data = Array.isArray(body?.data) ? body.data : [];
      const paging = record(body?.paging);
      const after = text(record(paging?.cursors)?.after);
      return { media: data.map(record).filter((item) => item !== null).map(parseMedia), nextCursor: text(paging?.next) && after ? after : null, usage };
    },

    async mediaInsights(accessToken, mediaId, mediaProductType) {
      const requested = [...insightMetricsFor(mediaProductType)];
      const { response, usage } = await graph(`/${encodeURIComponent(mediaId)}/insights`, { metric: requested.join(','), access_token: accessToken });
      if (response.status !== 200) {
        // (#10) Not enough viewers for the media to show insights: a normal state of small posts, not a failure.
        if (readGraphError(response.body)?.code === 10) return { status: 'not_enough_viewers', values: emptyInsightValues(), requested, usage };
        throw graphError(response, 'insights', usage);
      }
      const { values, reported } = parseInsights(response.body);
      return { status: reported ? 'ok' : 'no_data', values, requested, usage };
    },
  };
}

function parseMedia(item: Record<string, unknown>): InstagramMedia {
  const timestamp = text(item.timestamp);
  const parsed = timestamp ? Date.parse(timestamp.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) : NaN;
  return {
    id: text(item.id) ?? '',
    caption: text(item.caption),
    mediaType: text(item.media_type),
    mediaProductType: text(item.media_product_type),
    permalink: text(item.permalink),
    shortcode: text(item.shortcode),
    postedAt: Number.isNaN(parsed) ? null : new Date(parsed).toISOString(),
    likeCount: count(item.like_count),
    commentsCount: count(item.comments_count),
    mediaUrl: text(item.media_url),
    thumbnailUrl: text(item.thumbnail_url),
  };
}

function definedOnly(options: Partial<InstagramEndpoints>): Partial<InstagramEndpoints> {
  const keys = ['authorizeBaseUrl', 'oauthBaseUrl', 'graphBaseUrl', 'apiVersion'] as const;
  return Object.fromEntries(keys.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
}
