import { json, type FakeReply, type FakeRequest } from '../social/fake-http';
import type { YoutubeFakeState, YoutubeFakeVideo } from './youtube-fake-state';
import { pacificQuotaDay } from './youtube-quota';

/**
 * The Data API (/youtube/v3/channels, /youtube/v3/videos) and Analytics API (/v2/reports) of the fake, answering with
 * Google's JSON error envelope (integrations.md §1.2-1.3): 401 authError / required, 403 quotaExceeded once the day's
 * units are spent (the day rolls over at Pacific midnight of the fake's clock), 403 insufficientPermissions when the
 * token lacks the scope, 400 for more than 50 video ids or an unsupported report query.
 */
type GoogleErrorItem = { message: string; domain: string; reason: string; location?: string; locationType?: string };
const googleError = (code: number, message: string, errors: GoogleErrorItem[], status?: string) =>
  json(code, { error: { code, message, errors, ...(status ? { status } : {}) } });

const credentialsHelp = 'Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const quotaMessage = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

const missingCredentials = () => googleError(401, `Request is missing required authentication credential. ${credentialsHelp}`, [
  { message: 'Login Required.', domain: 'global', reason: 'required', location: 'Authorization', locationType: 'header' },
], 'UNAUTHENTICATED');
const invalidCredentials = () => googleError(401, `Request had invalid authentication credentials. ${credentialsHelp}`, [
  { message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' },
], 'UNAUTHENTICATED');
const insufficientScope = () => googleError(403, 'Request had insufficient authentication scopes.', [
  { message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' },
], 'PERMISSION_DENIED');
const badRequest = (message: string, reason = 'badRequest', location?: string) =>
  googleError(400, message, [{ message, domain: 'global', reason, ...(location ? { location, locationType: 'parameter' } : {}) }]);

const readonlyScopes = ['https://www.googleapis.com/auth/youtube.readonly', 'https://www.googleapis.com/auth/youtube'];
const analyticsScope = 'https://www.googleapis.com/auth/yt-analytics.readonly';

function authenticate(state: YoutubeFakeState, request: FakeRequest) {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer (\S+)$/i.exec(header)?.[1] ?? request.url.searchParams.get('access_token');
  if (!bearer) return { reply: missingCredentials() };
  const token = state.accessToken(bearer);
  return token ? { token } : { reply: invalidCredentials() };
}

/** Charges one unit, or answers 403 quotaExceeded when the Pacific day's units are spent. */
function chargeQuota(state: YoutubeFakeState): FakeReply | null {
  const day = pacificQuotaDay(state.now());
  if (state.quota.day !== day) Object.assign(state.quota, { day, used: 0 });
  if (state.quota.used >= state.quota.limit) return googleError(403, quotaMessage, [{ message: quotaMessage, domain: 'youtube.quota', reason: 'quotaExceeded' }]);
  state.quota.used += 1;
  return null;
}

const parts = (request: FakeRequest) => new Set((request.url.searchParams.get('part') ?? '').split(',').map((part) => part.trim()));

export function fakeDataApi(state: YoutubeFakeState, request: FakeRequest, resource: string): FakeReply {
  const auth = authenticate(state, request);
  if (!auth.token) return auth.reply;
  const charged = chargeQuota(state);
  if (charged) return charged;
  if (!request.url.searchParams.get('part')) return badRequest('Required parameter: part', 'required', 'part');
  if (resource === 'channels') return channels(state, request, auth.token.accountId, auth.token.scopes);
  if (resource === 'videos') return videos(state, request);
  if (resource === 'playlistItems') return playlistItems(state, request);
  return googleError(404, 'Not Found', [{ message: 'Not Found', domain: 'global', reason: 'notFound' }]);
}

function channels(state: YoutubeFakeState, request: FakeRequest, accountId: string, scopes: string[]): FakeReply {
  if (request.url.searchParams.get('mine') !== 'true') return badRequest('No filter selected. Expected one of: mine, id, forHandle.', 'missingRequiredParameter');
  if (!scopes.some((scope) => readonlyScopes.includes(scope))) return insufficientScope();
  const channel = state.accounts.get(accountId)?.channel ?? null;
  const base = { kind: 'youtube#channelListResponse', etag: 'fake-etag' };
  // A Google account without a channel: no `items` at all.
  if (!channel) return json(200, { ...base, pageInfo: { totalResults: 0, resultsPerPage: 5 } });
  const wanted = parts(request);
  const own = [...state.videos.values()].filter((video) => video.channelId === channel.id);
  const thumbnail = (size: number) => ({ url: `https://yt3.example/${channel.id}=s${size}`, width: size, height: size });
  const item: Record<string, unknown> = { kind: 'youtube#channel', etag: 'fake-etag', id: channel.id };
  if (wanted.has('snippet')) {
    item.snippet = {
      title: channel.title, description: channel.description ?? '', customUrl: channel.customUrl, publishedAt: channel.publishedAt ?? '2015-01-01T00:00:00Z',
      thumbnails: { default: thumbnail(88), medium: thumbnail(240), high: thumbnail(800) }, country: channel.country,
      localized: { title: channel.title, description: channel.description ?? '' },
    };
  }
  if (wanted.has('statistics')) {
    item.statistics = {
      viewCount: String(own.reduce((sum, video) => sum + state.viewsOf(video), 0)),
      subscriberCount: channel.hiddenSubscriberCount ? '0' : String(channel.subscriberCount),
      hiddenSubscriberCount: channel.hiddenSubscriberCount ?? false,
      videoCount: String(own.length),
    };
  }
  if (wanted.has('contentDetails')) item.contentDetails = { relatedPlaylists: { likes: '', uploads: uploadsPlaylistOf(channel.id) } };
  return json(200, { ...base, pageInfo: { totalResults: 1, resultsPerPage: 5 }, items: [item] });
}

/** YouTube's uploads playlist of a channel: UC... -> UU... */
export const uploadsPlaylistOf = (channelId: string) => `UU${channelId.slice(2)}`;

/** playlistItems.list of an uploads playlist: the channel's videos, newest first, maxResults (default 5, at most 50). */
function playlistItems(state: YoutubeFakeState, request: FakeRequest): FakeReply {
  const playlistId = request.url.searchParams.get('playlistId');
  if (!playlistId) return badRequest('No filter selected. Expected one of: id, playlistId.', 'missingRequiredParameter');
  const channelId = [...state.accounts.values()].map((account) => account.channel?.id).find((id) => id && uploadsPlaylistOf(id) === playlistId);
  if (!channelId) return googleError(404, 'The playlist identified with the request\'s <code>playlistId</code> parameter cannot be found.', [{ message: 'Playlist not found', domain: 'youtube.playlistItem', reason: 'playlistNotFound', location: 'playlistId', locationType: 'parameter' }]);
  const max = Math.min(Math.max(Number(request.url.searchParams.get('maxResults') ?? 5) || 5, 0), 50);
  const own = [...state.videos.values()].filter((video) => video.channelId === channelId).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const items = own.slice(0, max).map((video) => ({
    kind: 'youtube#playlistItem', etag: 'fake-etag', id: `pi-${video.id}`, contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt },
  }));
  return json(200, { kind: 'youtube#playlistItemListResponse', etag: 'fake-etag', items, pageInfo: { totalResults: own.length, resultsPerPage: max } });
}

function videos(state: YoutubeFakeState, request: FakeRequest): FakeReply {
  const raw = request.url.searchParams.get('id');
  if (!raw) return badRequest('No filter selected. Expected one of: chart, id, myRating.', 'missingRequiredParameter');
  const ids = raw.split(',').map((id) => id.trim()).filter(Boolean);
  // [unconfirmed wording] the reference only says more than 50 ids fail.
  if (ids.length > 50) return badRequest('The request specifies more than 50 video ids.', 'invalidFilters', 'id');
  const wanted = parts(request);
  const items = ids.flatMap((id) => {
    const video = state.videos.get(id);
    return video ? [videoItem(state, video, wanted)] : []; // unknown or private ids are simply missing
  });
  return json(200, { kind: 'youtube#videoListResponse', etag: 'fake-etag', items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
}

function videoItem(state: YoutubeFakeState, video: YoutubeFakeVideo, wanted: Set<string>) {
  const views = state.viewsOf(video);
  const item: Record<string, unknown> = { kind: 'youtube#video', etag: 'fake-etag', id: video.id };
  if (wanted.has('snippet')) {
    item.snippet = { publishedAt: video.publishedAt, channelId: video.channelId, title: video.title, description: '', thumbnails: {}, channelTitle: '', categoryId: '22', liveBroadcastContent: 'none' };
  }
  if (wanted.has('statistics')) {
    item.statistics = {
      viewCount: String(views),
      ...(video.likesHidden ? {} : { likeCount: String(Math.round(views * 0.04)) }),
      favoriteCount: '0',
      ...(video.commentsDisabled ? {} : { commentCount: String(Math.round(views * 0.005)) }),
    };
  }
  return item;
}

export { analyticsScope, authenticate, badRequest, insufficientScope };
