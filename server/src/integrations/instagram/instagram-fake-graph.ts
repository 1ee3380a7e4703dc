import { json, type FakeReply, type FakeRequest } from '../social/fake-http';
import type { InstagramFakeMedia, InstagramFakeState } from './instagram-fake-state';
import { graphFail, graphToken } from './instagram-fake-oauth';

/** /me, /me/media (paged) and /{media-id}/insights of the fake Graph host (integrations.md §2.3). */

const PROFILE_FIELDS = ['id', 'user_id', 'username', 'name', 'account_type', 'profile_picture_url', 'followers_count', 'follows_count', 'media_count'];
const MEDIA_FIELDS = ['id', 'caption', 'media_type', 'media_product_type', 'permalink', 'shortcode', 'timestamp', 'like_count', 'comments_count', 'media_url', 'thumbnail_url'];

/** Metrics each media product type accepts; anything else fails the call like the real API (#100). */
const ALLOWED: Record<InstagramFakeMedia['mediaProductType'], string[]> = {
  FEED: ['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions', 'profile_visits', 'profile_activity', 'follows'],
  REELS: ['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions', 'ig_reels_avg_watch_time', 'ig_reels_video_view_total_time', 'reels_skip_rate', 'reposts', 'crossposted_views', 'facebook_views'],
  STORY: ['views', 'reach', 'shares', 'total_interactions', 'replies', 'navigation', 'follows', 'profile_visits', 'profile_activity'],
  AD: ['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions'],
};

const fieldsOf = (request: FakeRequest, allowed: string[]) => {
  const asked = (request.url.searchParams.get('fields') ?? 'id').split(',').map((field) => field.trim()).filter(Boolean);
  return { asked, unknown: asked.find((field) => !allowed.includes(field)) };
};
const nonexistingField = (field: string, node: string) => graphFail(400, 100, `(#100) Tried accessing nonexisting field (${field}) on node type (${node})`, undefined, 'IGApiException');
const pick = (all: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]));
const igTime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+0000');

export function fakeMe(state: InstagramFakeState, request: FakeRequest): FakeReply {
  const found = graphToken(state, request);
  if ('reply' in found) return found.reply;
  const user = state.users.get(found.token.userId);
  if (!user) return graphFail(400, 190, 'Invalid OAuth access token - Cannot parse access token');
  const { asked, unknown } = fieldsOf(request, PROFILE_FIELDS);
  if (unknown) return nonexistingField(unknown, 'User');
  const all = {
    id: user.appScopedId ?? `app-scoped-${user.userId}`,
    user_id: user.userId,
    username: user.username,
    name: user.name,
    account_type: user.accountType ?? 'MEDIA_CREATOR',
    profile_picture_url: `https://scontent.example/${user.userId}.jpg`,
    followers_count: user.followersCount,
    follows_count: user.followsCount ?? 0,
    media_count: state.mediaOf(user.userId).length,
  };
  return json(200, pick(all, ['id', ...asked]));
}

export function fakeMedia(state: InstagramFakeState, request: FakeRequest, owner: string): FakeReply {
  const found = graphToken(state, request);
  if ('reply' in found) return found.reply;
  if (owner !== 'me' && owner !== found.token.userId) return graphFail(400, 100, `Unsupported get request. Object with ID '${owner}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`, 33, 'GraphMethodException');
  const { asked, unknown } = fieldsOf(request, MEDIA_FIELDS);
  if (unknown) return nonexistingField(unknown, 'Media');
  const all = state.mediaOf(found.token.userId);
  const limit = Math.min(Number(request.url.searchParams.get('limit') ?? 25) || 25, 100);
  const afterRaw = request.url.searchParams.get('after');
  const start = afterRaw ? Number(Buffer.from(afterRaw, 'base64url').toString()) + 1 : 0;
  if (!Number.isInteger(start) || start < 0) return graphFail(400, 100, 'Invalid cursor');
  const page = all.slice(start, start + limit);
  const data = page.map((item) => pick({
    id: item.id,
    caption: item.caption,
    media_type: item.mediaType ?? (item.mediaProductType === 'REELS' ? 'VIDEO' : 'IMAGE'),
    media_product_type: item.mediaProductType,
    permalink: `https://www.instagram.com/${item.mediaProductType === 'REELS' ? 'reel' : 'p'}/${item.shortcode}/`,
    shortcode: item.shortcode,
    timestamp: igTime(item.timestamp),
    like_count: item.likeCount ?? 0,
    comments_count: item.commentsCount ?? 0,
    media_url: `https://scontent.example/${item.id}.jpg`,
  }, ['id', ...asked]));
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
  const paging: Record<string, unknown> = page.length ? { cursors: { before: cursor(start), after: cursor(start + page.length - 1) } } : {};
  if (start + page.length < all.length) {
    const next = new URL(request.url);
    next.searchParams.set('after', cursor(start + page.length - 1));
    paging.next = next.toString();
  }
  return json(200, { data, paging });
}

export function fakeInsights(state: InstagramFakeState, request: FakeRequest, mediaId: string): FakeReply {
  const found = graphToken(state, request);
  if ('reply' in found) return found.reply;
  const media = state.media.get(mediaId);
  if (!media || media.userId !== found.token.userId) {
    return graphFail(400, 100, `Unsupported get request. Object with ID '${mediaId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`, 33, 'GraphMethodException');
  }
  const metrics = (request.url.searchParams.get('metric') ?? '').split(',').filter(Boolean);
  if (!metrics.length) return graphFail(400, 100, '(#100) The parameter metric is required');
  const unsupported = metrics.find((metric) => !ALLOWED[media.mediaProductType].includes(metric));
  // [unconfirmed wording] the reference says asking a type for a metric it lacks fails the call.
  if (unsupported) return graphFail(400, 100, `(#100) The Media Insights API does not support the ${unsupported} metric for this media product type.`, undefined, 'IGApiException');
  if (media.insights === 'not_enough_viewers') return graphFail(400, 10, '(#10) Not enough viewers for the media to show insights', undefined, 'IGApiException');
  if (media.insights === 'empty') return json(200, { data: [] });
  const views = state.viewsOf(media);
  const likes = media.likeCount ?? 0;
  const comments = media.commentsCount ?? 0;
  const shares = Math.floor(views * 0.01);
  const saved = Math.floor(views * 0.02);
  const value: Record<string, number> = {
    views, reach: Math.floor(views * 0.7), likes, comments, shares, saved, total_interactions: likes + comments + shares + saved,
    profile_visits: Math.floor(views * 0.005), profile_activity: Math.floor(views * 0.006), follows: Math.floor(views * 0.001),
    replies: 3, navigation: Math.floor(views * 0.8), reposts: 1, crossposted_views: 0, facebook_views: 0,
    ig_reels_avg_watch_time: 8450, ig_reels_video_view_total_time: views * 8450, reels_skip_rate: 31.5,
  };
  const data = metrics
    .filter((metric) => !(media.missingMetrics ?? []).includes(metric))
    .map((name) => ({ name, period: 'lifetime', values: [{ value: value[name] }], title: name, description: `Fake ${name}`, id: `${media.id}/insights/${name}/lifetime` }));
  return json(200, { data });
}
