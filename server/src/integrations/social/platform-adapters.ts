import type { SocialPlatform } from '../../../../src/domain/social/social-connect.rules';
import type { AccountSnapshot } from '../../repositories/social-connections.repository';
import type { InstagramClient } from '../instagram/instagram.client';
import { INSTAGRAM_SCOPES } from '../instagram/instagram.types';
import type { YoutubeClient } from '../youtube/youtube.client';
import { keepRefreshToken } from '../youtube/youtube.client';
import { YOUTUBE_SCOPES } from '../youtube/youtube.types';

/**
 * One interface over both platforms for connecting, refreshing, reading and revoking (docs/social-integrations.md
 * "Connecting accounts"). The clients underneath are the same in every mode; only their base URLs differ.
 */
export interface GrantedTokens {
  accessToken: string;
  /** YouTube's refresh token when Google sent one; null: keep the stored one (Instagram has none). */
  refreshToken: string | null;
  expiresAt: Date;
  issuedAt: Date;
  scopes: string[];
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  issuedAt: Date | null;
}

export interface PlatformAdapter {
  platform: SocialPlatform;
  usesPkce: boolean;
  authorizationUrl(request: { redirectUri: string; state: string; codeChallenge: string | null }): string;
  exchange(request: { code: string; redirectUri: string; codeVerifier: string | null }): Promise<GrantedTokens>;
  /** The scopes a connection needs that the person did not grant (empty: all granted, or the platform did not say). */
  missingScopes(granted: readonly string[]): string[];
  /** Whether the stored access token should be refreshed before use (`now` against its expiry and age). */
  shouldRefresh(tokens: StoredTokens, now: Date): boolean;
  /** Whether a refresh can work at all (Instagram cannot refresh an expired or too young token). */
  canRefresh(tokens: StoredTokens, now: Date): boolean;
  refresh(tokens: StoredTokens): Promise<GrantedTokens>;
  /** What the account looks like now; null when the signed-in account has no channel / professional account. */
  snapshot(accessToken: string): Promise<AccountSnapshot | null>;
  /** Ends the grant at the platform; absent where the platform documents no revocation (Instagram Login). */
  revoke?: (token: string) => Promise<void>;
  /**
   * Where a submitted piece of content lives, asked with this account's token (docs/marketplace.md "Content
   * ownership"): YouTube answers any video's channel (videos.list, 1 quota unit); Instagram lists only the account's
   * own media, so it is found there (`ownerExternalId` = `ownExternalId`) or not at all. `after` pages Instagram's
   * search: one call reads one page, and `nextPage` says where the next one starts (null: nothing more to read).
   */
  locateContent(accessToken: string, request: { contentId: string; ownExternalId: string; after?: string | null }): Promise<ContentLocation>;
}

export type ContentLocation =
  | { kind: 'found'; ownerExternalId: string }
  | { kind: 'missing'; nextPage: string | null; searched: number };

/** Instagram's largest page of media: the ownership search reads 100 at a time. */
export const instagramMediaPageSize = 100;

const HOUR_MS = 3_600_000;
/** YouTube access tokens live an hour: refresh in the last 5 minutes. */
const youtubeRefreshMarginMs = 5 * 60_000;
/** Instagram: refresh tokens at least 24 h old that expire within 10 days (integrations.md §2.2). */
export const instagramMinAgeMs = 24 * HOUR_MS;
export const instagramRefreshWindowMs = 10 * 24 * HOUR_MS;
/** How many recent uploads the average views and engagement are read from. */
export const recentMediaSampled = 10;

const round2 = (value: number) => Math.round(value * 100) / 100;
const mean = (values: number[]) => (values.length ? Math.round(values.reduce((sum, value) => sum + value, 0) / values.length) : null);

export function createYoutubeAdapter(client: YoutubeClient, now: () => Date): PlatformAdapter {
  return {
    platform: 'youtube',
    usesPkce: true,
    authorizationUrl: ({ redirectUri, state, codeChallenge }) => {
      if (!codeChallenge) throw new TypeError('YouTube needs a PKCE code challenge.');
      return client.authorizationUrl({ redirectUri, state, codeChallenge });
    },
    async exchange({ code, redirectUri, codeVerifier }) {
      if (!codeVerifier) throw new TypeError('YouTube needs the PKCE code verifier.');
      const tokens = await client.exchangeCode({ code, redirectUri, codeVerifier });
      return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt, issuedAt: now(), scopes: tokens.grantedScopes };
    },
    missingScopes: (granted) => (granted.length === 0 ? [] : YOUTUBE_SCOPES.filter((scope) => !granted.includes(scope))),
    shouldRefresh: (tokens, at) => tokens.expiresAt === null || tokens.expiresAt.getTime() - at.getTime() <= youtubeRefreshMarginMs,
    canRefresh: (tokens) => tokens.refreshToken !== null,
    async refresh(tokens) {
      if (!tokens.refreshToken) throw new TypeError('No refresh token stored.');
      const fresh = await client.refreshAccessToken(tokens.refreshToken);
      // Google sends no refresh token on a refresh: the stored one stays (never overwritten with nothing).
      return { accessToken: fresh.accessToken, refreshToken: keepRefreshToken(tokens.refreshToken, fresh), expiresAt: fresh.expiresAt, issuedAt: now(), scopes: fresh.grantedScopes };
    },
    async snapshot(accessToken) {
      const own = await client.ownChannel(accessToken);
      if (own.kind === 'no_channel') return null;
      const { channel } = own;
      const ids = channel.uploadsPlaylistId ? (await client.recentUploads(accessToken, channel.uploadsPlaylistId, recentMediaSampled)).videoIds : [];
      const videos = ids.length ? (await client.videoStats(accessToken, ids)).videos : [];
      const views = videos.map((video) => video.viewCount).filter((value): value is number => value !== null);
      const totalViews = views.reduce((sum, value) => sum + value, 0);
      const interactions = videos.reduce((sum, video) => sum + (video.likeCount ?? 0) + (video.commentCount ?? 0), 0);
      const handle = channel.customUrl && channel.customUrl.startsWith('@') ? channel.customUrl : `@${channel.id}`;
      return {
        externalId: channel.id,
        handle,
        title: channel.title || null,
        profileUrl: channel.customUrl ? `https://www.youtube.com/${handle}` : `https://www.youtube.com/channel/${channel.id}`,
        followers: channel.subscriberCount,
        mediaCount: channel.videoCount,
        recentAverageViews: mean(views),
        // Video engagement: (likes + comments) / views of the recent uploads, in percent.
        averageEngagement: totalViews > 0 ? round2((interactions / totalViews) * 100) : null,
      };
    },
    revoke: (token) => client.revokeToken(token),
    async locateContent(accessToken, { contentId }) {
      // part=snippet carries channelId; one videos.list call costs 1 unit whatever the parts (youtube-quota.ts).
      const { videos } = await client.videoStats(accessToken, [contentId]);
      const video = videos.find((item) => item.id === contentId);
      return video?.channelId ? { kind: 'found', ownerExternalId: video.channelId } : { kind: 'missing', nextPage: null, searched: 1 };
    },
  };
}

export function createInstagramAdapter(client: InstagramClient, now: () => Date): PlatformAdapter {
  const age = (tokens: StoredTokens, at: Date) => (tokens.issuedAt ? at.getTime() - tokens.issuedAt.getTime() : 0);
  return {
    platform: 'instagram',
    usesPkce: false,
    authorizationUrl: ({ redirectUri, state }) => client.authorizationUrl({ redirectUri, state }),
    async exchange({ code, redirectUri }) {
      const short = await client.exchangeCode({ code, redirectUri });
      // The short-lived token lasts an hour: exchange it for the 60-day one at once.
      const long = await client.exchangeLongLived(short.accessToken);
      return { accessToken: long.accessToken, refreshToken: null, expiresAt: long.expiresAt, issuedAt: now(), scopes: long.permissions ?? short.permissions };
    },
    missingScopes: (granted) => (granted.length === 0 ? [] : INSTAGRAM_SCOPES.filter((scope) => !granted.includes(scope))),
    shouldRefresh: (tokens, at) => tokens.expiresAt !== null && tokens.expiresAt.getTime() - at.getTime() <= instagramRefreshWindowMs && age(tokens, at) >= instagramMinAgeMs,
    canRefresh: (tokens, at) => tokens.expiresAt !== null && tokens.expiresAt > at && age(tokens, at) >= instagramMinAgeMs,
    async refresh(tokens) {
      const long = await client.refreshLongLived(tokens.accessToken);
      return { accessToken: long.accessToken, refreshToken: null, expiresAt: long.expiresAt, issuedAt: now(), scopes: long.permissions ?? [] };
    },
    async snapshot(accessToken) {
      const { profile } = await client.me(accessToken);
      // Instagram Login serves professional accounts only; anything else cannot be read as one.
      if (profile.accountType && !['BUSINESS', 'MEDIA_CREATOR'].includes(profile.accountType)) return null;
      const { media } = await client.recentMedia(accessToken, { limit: recentMediaSampled });
      const views: number[] = [];
      for (const item of media) {
        const insights = await client.mediaInsights(accessToken, item.id, item.mediaProductType ?? 'FEED');
        if (insights.values.views !== null) views.push(insights.values.views);
      }
      const followers = profile.followersCount;
      const interactions = media.map((item) => (item.likeCount ?? 0) + (item.commentsCount ?? 0));
      const averageInteractions = interactions.length ? interactions.reduce((sum, value) => sum + value, 0) / interactions.length : null;
      return {
        externalId: profile.userId,
        handle: `@${profile.username}`,
        title: profile.name,
        profileUrl: `https://www.instagram.com/${profile.username}`,
        followers,
        mediaCount: profile.mediaCount,
        recentAverageViews: mean(views),
        // Account engagement: average (likes + comments) of the recent media / followers, in percent.
        averageEngagement: followers && averageInteractions !== null ? round2((averageInteractions / followers) * 100) : null,
      };
    },
    async locateContent(accessToken, { contentId, ownExternalId, after }) {
      // integrations.md §2.3: verify a submitted post by shortcode / permalink against /me/media (newest first).
      const page = await client.recentMedia(accessToken, { limit: instagramMediaPageSize, after: after ?? null });
      const own = page.media.find((item) => item.shortcode === contentId || (item.permalink !== null && shortcodeOfPermalink(item.permalink) === contentId));
      return own ? { kind: 'found', ownerExternalId: ownExternalId } : { kind: 'missing', nextPage: page.nextCursor, searched: page.media.length };
    },
  };
}

/** The shortcode in a media permalink (https://www.instagram.com/reel/CODE/), for media answered without `shortcode`. */
const shortcodeOfPermalink = (permalink: string) => /\/(p|reel|reels|tv)\/([A-Za-z0-9_-]+)\/?/.exec(permalink)?.[2] ?? null;
