import type { YoutubeQuotaMethod } from './youtube-quota';

export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/yt-analytics.readonly',
] as const;

export interface YoutubeEndpoints {
  /** Google's authorization server (the consent page lives at /o/oauth2/v2/auth). */
  authBaseUrl: string;
  /** Token endpoint host (POST /token). */
  tokenBaseUrl: string;
  /** YouTube Data API v3, e.g. https://www.googleapis.com/youtube/v3. */
  dataApiBaseUrl: string;
  /** YouTube Analytics API v2, e.g. https://youtubeanalytics.googleapis.com/v2. */
  analyticsBaseUrl: string;
}

export const youtubeDefaultEndpoints: YoutubeEndpoints = {
  authBaseUrl: 'https://accounts.google.com',
  tokenBaseUrl: 'https://oauth2.googleapis.com',
  dataApiBaseUrl: 'https://www.googleapis.com/youtube/v3',
  analyticsBaseUrl: 'https://youtubeanalytics.googleapis.com/v2',
};

export interface YoutubeClientOptions extends Partial<YoutubeEndpoints> {
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** Deadline of one request (default 10,000 ms). */
  timeoutMs?: number;
  /** Clock for token expiry times and the quota reset (tests move it). */
  now?: () => Date;
  /**
   * Called for every Data API request sent, failed ones included (Google charges those too), so the caller can keep
   * the per-project daily ledger. Analytics API calls have their own quota and are not reported.
   */
  onQuotaUnits?: (units: number, method: YoutubeQuotaMethod) => void;
}

export interface YoutubeAuthorizationRequest {
  redirectUri: string;
  /** Unguessable, stored with the session, single use (createOAuthState). */
  state: string;
  /** codeChallengeS256(verifier) of this attempt's verifier (createPkcePair). */
  codeChallenge: string;
  /** Pre-selects the Google account (optional). */
  loginHint?: string;
}

export interface YoutubeTokens {
  accessToken: string;
  /** now + expires_in (about an hour). */
  expiresAt: Date;
  /**
   * The refresh token when Google sent one: normally only on the first consent (exchangeCode with prompt=consent),
   * **never on a refresh**. null means "none was sent", NOT "clear the stored one": keep the stored refresh token
   * whenever this is null (see keepRefreshToken). Overwriting it with an empty value forces a reconnect.
   */
  refreshToken: string | null;
  /** Scopes actually granted; with granular consent a user may untick yt-analytics.readonly. */
  grantedScopes: string[];
}

export interface YoutubeChannel {
  id: string;
  title: string;
  description: string;
  /** "@handle", when the channel has one. */
  customUrl: string | null;
  publishedAt: string | null;
  /** The largest thumbnail offered (high, medium, default). */
  thumbnailUrl: string | null;
  country: string | null;
  viewCount: number | null;
  /** null when the owner hides it (hiddenSubscriberCount) or it is missing. */
  subscriberCount: number | null;
  hiddenSubscriberCount: boolean;
  videoCount: number | null;
  /** contentDetails.relatedPlaylists.uploads: the playlist of the channel's uploads, newest first. */
  uploadsPlaylistId: string | null;
}

/** channels?mine=true: the signed-in Google account may have no YouTube channel at all. */
export type YoutubeOwnChannelResult =
  | { kind: 'channel'; channel: YoutubeChannel; quotaUnits: number }
  | { kind: 'no_channel'; quotaUnits: number };

export interface YoutubeVideoStats {
  id: string;
  channelId: string | null;
  title: string | null;
  publishedAt: string | null;
  /** Data API statistics (strings on the wire). Since 27 Aug 2026 viewCount counts every start from the first frame. */
  viewCount: number | null;
  /** null when hidden by the owner. */
  likeCount: number | null;
  /** null when comments are off. */
  commentCount: number | null;
}

export interface YoutubeVideoStatsResult {
  videos: YoutubeVideoStats[];
  /** Asked for but not returned (deleted, private, unknown) or not a valid id; no error for those. */
  missingIds: string[];
  /** Data API units these calls cost (one per videos.list call, i.e. per 50 ids). */
  quotaUnits: number;
  /** Number of videos.list calls made. */
  calls: number;
}

/** playlistItems.list of the uploads playlist: the newest video ids first. */
export interface YoutubeRecentUploadsResult {
  videoIds: string[];
  quotaUnits: number;
}

export const YOUTUBE_DAILY_METRICS = ['views', 'engagedViews', 'estimatedMinutesWatched', 'likes', 'comments', 'shares'] as const;
export type YoutubeDailyMetric =
  | (typeof YOUTUBE_DAILY_METRICS)[number]
  | 'averageViewDuration'
  | 'subscribersGained'
  | 'subscribersLost';

export interface YoutubeAnalyticsQuery {
  accessToken: string;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  endDate: string;
  /** Default: views, engagedViews, estimatedMinutesWatched, likes, comments, shares. */
  metrics?: readonly YoutubeDailyMetric[];
  /** Only this video's numbers (filters=video==ID); default the whole channel. */
  videoId?: string;
}

/** One day: metrics missing from the answer are null, never 0. */
export type YoutubeDailyRow = { day: string } & Partial<Record<YoutubeDailyMetric, number | null>>;

export interface YoutubeAnalyticsResult {
  /** Oldest first. Empty when YouTube has no data (rows omitted); the series stops 2-3 days before today. */
  rows: YoutubeDailyRow[];
  /** Column names as YouTube returned them. */
  columns: string[];
}
