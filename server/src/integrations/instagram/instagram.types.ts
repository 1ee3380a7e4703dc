/** Instagram API with Instagram Login (Business Login for Instagram): no Facebook Page needed. */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights'] as const;

export interface InstagramEndpoints {
  /** Where the user is sent to consent: https://www.instagram.com/oauth/authorize. */
  authorizeBaseUrl: string;
  /** Short-lived token exchange: POST https://api.instagram.com/oauth/access_token. */
  oauthBaseUrl: string;
  /** Graph host for long-lived tokens, profile, media and insights. */
  graphBaseUrl: string;
  /** Graph API version in paths, e.g. v25.0. */
  apiVersion: string;
}

export const instagramDefaultEndpoints: InstagramEndpoints = {
  authorizeBaseUrl: 'https://www.instagram.com',
  oauthBaseUrl: 'https://api.instagram.com',
  graphBaseUrl: 'https://graph.instagram.com',
  apiVersion: 'v25.0',
};

export interface InstagramClientOptions extends Partial<InstagramEndpoints> {
  /** The Instagram app id (not the Facebook app id) and its secret. */
  appId: string;
  appSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  /** Called with every usage report the Graph host sends (errors included), for a per-account backoff. */
  onUsage?: (usage: InstagramUsage) => void;
}

/**
 * Rate-limit usage from X-Business-Use-Case-Usage and X-App-Usage (percentages of the allowance).
 * Back off while `backOff` is true: any counter at 90 % or more, or Instagram named a time to regain access.
 */
export interface InstagramUsage {
  /** The highest of call_count, total_cputime, total_time over both headers, 0-100 (may exceed 100). */
  maxPercent: number;
  /** estimated_time_to_regain_access, in minutes (0 when not throttled). */
  regainAccessMinutes: number;
  backOff: boolean;
  /** regainAccessMinutes in ms, or null when Instagram named no time. */
  retryAfterMs: number | null;
}

export const USAGE_BACKOFF_PERCENT = 90;

export interface InstagramShortLivedToken {
  /** Valid 1 hour: exchange it for a long-lived token at once (exchangeLongLived). */
  accessToken: string;
  /** The IG professional account id (`user_id`), kept as a string: it does not fit a JS number. */
  userId: string;
  permissions: string[];
  expiresAt: Date;
}

export interface InstagramLongLivedToken {
  /** Valid 60 days; refreshable once at least 24 h old and not yet expired (refreshLongLived). */
  accessToken: string;
  tokenType: string;
  expiresAt: Date;
  /** Sometimes sent with a refresh; null when absent. */
  permissions: string[] | null;
}

export interface InstagramProfile {
  /** `user_id`: the IG professional account id used in /<IG_ID>/ paths and webhooks. */
  userId: string;
  /** `id`: app-scoped, differs per app. */
  appScopedId: string | null;
  username: string;
  name: string | null;
  /** BUSINESS or MEDIA_CREATOR. */
  accountType: string | null;
  profilePictureUrl: string | null;
  followersCount: number | null;
  followsCount: number | null;
  mediaCount: number | null;
}

export type InstagramMediaProductType = 'FEED' | 'REELS' | 'STORY' | 'AD';

export interface InstagramMedia {
  id: string;
  caption: string | null;
  /** IMAGE, VIDEO or CAROUSEL_ALBUM. */
  mediaType: string | null;
  mediaProductType: string | null;
  permalink: string | null;
  shortcode: string | null;
  /** ISO 8601 with Z (Instagram sends +0000). */
  postedAt: string | null;
  /** Organic likes and comments only. */
  likeCount: number | null;
  commentsCount: number | null;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
}

export interface InstagramMediaPage {
  media: InstagramMedia[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  usage: InstagramUsage | null;
}

/** Every metric is null when Instagram did not report it (not applicable to the type, no data yet): never 0. */
export interface InstagramInsightValues {
  views: number | null;
  reach: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saved: number | null;
  totalInteractions: number | null;
  profileVisits: number | null;
  follows: number | null;
  replies: number | null;
  navigation: number | null;
  reposts: number | null;
  /** ig_reels_avg_watch_time, converted from ms. */
  avgWatchTimeSeconds: number | null;
  /** ig_reels_video_view_total_time, converted from ms. */
  totalWatchTimeSeconds: number | null;
  /** reels_skip_rate, a float as sent. */
  reelsSkipRate: number | null;
}

export interface InstagramMediaInsights {
  /** ok; no_data (empty `data`: too new, or expired story); not_enough_viewers (error #10): all values null. */
  status: 'ok' | 'no_data' | 'not_enough_viewers';
  values: InstagramInsightValues;
  /** The metric names asked for, chosen by media product type. */
  requested: string[];
  usage: InstagramUsage | null;
}
