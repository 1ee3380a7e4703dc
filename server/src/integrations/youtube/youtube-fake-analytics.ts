import { json, type FakeReply, type FakeRequest } from '../social/fake-http';
import { analyticsScope, authenticate, badRequest, insufficientScope } from './youtube-fake-api';
import type { YoutubeFakeState, YoutubeFakeVideo } from './youtube-fake-state';

/**
 * GET /v2/reports (reports.query) of the fake: `ids=channel==MINE`, `dimensions=day`, optional `filters=video==A,B`.
 * A day's numbers are the growth of the channel's videos on the fake's clock that day; days newer than
 * `analyticsLagDays` have no data yet, and `rows` is left out entirely when no day has data (integrations.md §1.3).
 */
const METRICS: Record<string, (views: number, video: YoutubeFakeVideo) => number> = {
  views: (views) => views,
  engagedViews: (views, video) => Math.floor(views * (video.engagedRatio ?? 0.6)),
  estimatedMinutesWatched: (views) => Math.round(views * 1.5),
  averageViewDuration: (views) => (views > 0 ? 90 : 0),
  likes: (views) => Math.round(views * 0.04),
  comments: (views) => Math.round(views * 0.005),
  shares: (views) => Math.round(views * 0.002),
  subscribersGained: (views) => Math.floor(views / 1000),
  subscribersLost: () => 0,
};

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function fakeReports(state: YoutubeFakeState, request: FakeRequest): FakeReply {
  const auth = authenticate(state, request);
  if (!auth.token) return auth.reply;
  if (!auth.token.scopes.includes(analyticsScope)) return insufficientScope();
  const query = request.url.searchParams;
  const start = Date.parse(`${query.get('startDate')}T00:00:00Z`);
  const end = Date.parse(`${query.get('endDate')}T00:00:00Z`);
  if (query.get('ids') !== 'channel==MINE') return badRequest('The query is not supported.');
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return badRequest('Invalid value at startDate/endDate.', 'invalid');
  const metrics = (query.get('metrics') ?? '').split(',').filter(Boolean);
  const unknown = metrics.find((metric) => !(metric in METRICS));
  if (!metrics.length || unknown) return badRequest(`Unknown identifier (${unknown ?? ''}) given in field parameters.metrics.`, 'invalid');
  if (query.get('dimensions') !== 'day') return badRequest('The query is not supported.');
  const filters = query.get('filters');
  const filterIds = filters ? /^video==([\w,-]+)$/.exec(filters)?.[1]?.split(',') : null;
  if (filters && !filterIds) return badRequest('The query is not supported.');

  const channelId = state.accounts.get(auth.token.accountId)?.channel?.id ?? null;
  const videos = [...state.videos.values()].filter((video) => video.channelId === channelId && (!filterIds || filterIds.includes(video.id)));
  const today = Date.parse(`${state.now().toISOString().slice(0, 10)}T00:00:00Z`);
  const lastDay = Math.min(end, today - state.analyticsLagDays * DAY_MS);
  const rows: (string | number)[][] = [];
  for (let day = start; day <= lastDay; day += DAY_MS) {
    const live = videos.filter((video) => Date.parse(video.publishedAt) < day + DAY_MS);
    if (!live.length) continue;
    const totals = metrics.map((metric) =>
      live.reduce((sum, video) => {
        const grown = state.viewsOf(video, new Date(day + DAY_MS)) - state.viewsOf(video, new Date(day));
        return sum + METRICS[metric](grown, video);
      }, 0));
    rows.push([isoDay(day), ...totals]);
  }
  const columnHeaders = [
    { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
    ...metrics.map((name) => ({ name, columnType: 'METRIC', dataType: 'INTEGER' })),
  ];
  return json(200, { kind: 'youtubeAnalytics#resultTable', columnHeaders, ...(rows.length ? { rows } : {}) });
}
