import { count, record, text } from '../social/provider-http';
import type { InstagramInsightValues } from './instagram.types';

/**
 * Media insight metrics per media_product_type (integrations.md §2.3). Asking a media for a metric its type does not
 * have fails the whole call (e.g. profile_visits on a REEL), so each type asks only for its own. Removed metrics
 * (impressions, plays, video_views, engagement, clips_replays_count, ig_reels_aggregated_all_plays_count) are never
 * asked. profile_activity is left out: it answers a breakdown by action type, not one number.
 */
const COMMON = ['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions'];

export const INSIGHT_METRICS_BY_TYPE: Record<'FEED' | 'REELS' | 'STORY' | 'AD', readonly string[]> = {
  FEED: [...COMMON, 'profile_visits', 'follows'],
  REELS: [...COMMON, 'ig_reels_avg_watch_time', 'ig_reels_video_view_total_time', 'reels_skip_rate', 'reposts'],
  STORY: ['views', 'reach', 'shares', 'total_interactions', 'replies', 'navigation', 'follows', 'profile_visits'],
  AD: COMMON,
};

export function insightMetricsFor(mediaProductType: string): readonly string[] {
  const type = mediaProductType.toUpperCase();
  return type in INSIGHT_METRICS_BY_TYPE ? INSIGHT_METRICS_BY_TYPE[type as keyof typeof INSIGHT_METRICS_BY_TYPE] : COMMON;
}

const FIELD: Record<string, keyof InstagramInsightValues> = {
  views: 'views',
  reach: 'reach',
  likes: 'likes',
  comments: 'comments',
  shares: 'shares',
  saved: 'saved',
  total_interactions: 'totalInteractions',
  profile_visits: 'profileVisits',
  follows: 'follows',
  replies: 'replies',
  navigation: 'navigation',
  reposts: 'reposts',
  ig_reels_avg_watch_time: 'avgWatchTimeSeconds',
  ig_reels_video_view_total_time: 'totalWatchTimeSeconds',
  reels_skip_rate: 'reelsSkipRate',
};
const MILLISECONDS = new Set(['ig_reels_avg_watch_time', 'ig_reels_video_view_total_time']);

export const emptyInsightValues = (): InstagramInsightValues => ({
  views: null, reach: null, likes: null, comments: null, shares: null, saved: null, totalInteractions: null, profileVisits: null,
  follows: null, replies: null, navigation: null, reposts: null, avgWatchTimeSeconds: null, totalWatchTimeSeconds: null, reelsSkipRate: null,
});

/** {"data":[{"name":"reach","period":"lifetime","values":[{"value":12}], ...}]}: a metric not in `data` stays null. */
export function parseInsights(body: unknown): { values: InstagramInsightValues; reported: number } {
  const values = emptyInsightValues();
  const data = record(body)?.data;
  let reported = 0;
  for (const item of Array.isArray(data) ? data : []) {
    const metric = record(item);
    const name = text(metric?.name);
    const field = name ? FIELD[name] : undefined;
    if (!name || !field) continue;
    const first = Array.isArray(metric?.values) ? record(metric.values[0]) : null;
    const value = count(first?.value) ?? count(record(metric?.total_value)?.value);
    if (value === null) continue;
    values[field] = MILLISECONDS.has(name) ? value / 1000 : value;
    reported += 1;
  }
  return { values, reported };
}
