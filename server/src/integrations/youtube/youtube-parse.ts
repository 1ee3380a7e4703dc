import { ProviderRequestError } from '../social/provider-errors';
import { count, record, text } from '../social/provider-http';
import type { YoutubeChannel, YoutubeDailyMetric, YoutubeDailyRow, YoutubeTokens, YoutubeVideoStats } from './youtube.types';

/** Reading YouTube's answers into our types. Numbers arrive as JSON strings (uint64); missing is null, never 0. */

export function parseTokens(body: unknown, now: Date): YoutubeTokens {
  const token = record(body);
  const accessToken = text(token?.access_token);
  if (!accessToken) throw new ProviderRequestError('youtube', 'token endpoint answered without an access_token', { status: 200 });
  const expiresIn = count(token?.expires_in) ?? 3600;
  return {
    accessToken,
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
    refreshToken: text(token?.refresh_token),
    grantedScopes: (text(token?.scope) ?? '').split(/\s+/).filter(Boolean),
  };
}

function largestThumbnail(thumbnails: unknown): string | null {
  const all = record(thumbnails);
  for (const size of ['maxres', 'high', 'medium', 'default']) {
    const url = text(record(all?.[size])?.url);
    if (url) return url;
  }
  return null;
}

export function parseChannel(item: Record<string, unknown>): YoutubeChannel {
  const snippet = record(item.snippet);
  const statistics = record(item.statistics);
  const uploads = record(record(item.contentDetails)?.relatedPlaylists)?.uploads;
  const hidden = statistics?.hiddenSubscriberCount === true;
  return {
    id: text(item.id) ?? '',
    title: text(snippet?.title) ?? '',
    description: text(snippet?.description) ?? '',
    customUrl: text(snippet?.customUrl),
    publishedAt: text(snippet?.publishedAt),
    thumbnailUrl: largestThumbnail(snippet?.thumbnails),
    country: text(snippet?.country),
    viewCount: count(statistics?.viewCount),
    subscriberCount: hidden ? null : count(statistics?.subscriberCount),
    hiddenSubscriberCount: hidden,
    videoCount: count(statistics?.videoCount),
    uploadsPlaylistId: text(uploads),
  };
}

export function parseVideo(item: Record<string, unknown>): YoutubeVideoStats {
  const snippet = record(item.snippet);
  const statistics = record(item.statistics);
  return {
    id: text(item.id) ?? '',
    channelId: text(snippet?.channelId),
    title: text(snippet?.title),
    publishedAt: text(snippet?.publishedAt),
    viewCount: count(statistics?.viewCount),
    likeCount: count(statistics?.likeCount),
    commentCount: count(statistics?.commentCount),
  };
}

export const itemsOf = (body: unknown): Record<string, unknown>[] => {
  const items = record(body)?.items;
  return Array.isArray(items) ? items.map(record).filter((item): item is Record<string, unknown> => item !== null) : [];
};

/**
 * A reports.query result table: columns are found by their header names (not positions), `rows` may be missing
 * (no data), and a requested metric absent from the headers is null in every row.
 */
export function parseResultTable(body: unknown, metrics: readonly YoutubeDailyMetric[]): { rows: YoutubeDailyRow[]; columns: string[] } {
  const table = record(body);
  const headers = Array.isArray(table?.columnHeaders) ? table.columnHeaders : null;
  if (!headers) throw new ProviderRequestError('youtube', 'analytics answered without columnHeaders', { status: 200 });
  const columns = headers.map((header) => text(record(header)?.name) ?? '');
  const dayAt = columns.indexOf('day');
  if (dayAt < 0) throw new ProviderRequestError('youtube', 'analytics answered without a day column', { status: 200 });
  const rawRows = Array.isArray(table?.rows) ? table.rows : [];
  const rows = rawRows
    .filter((row): row is unknown[] => Array.isArray(row))
    .map((row) => {
      const result: YoutubeDailyRow = { day: String(row[dayAt]) };
      for (const metric of metrics) {
        const at = columns.indexOf(metric);
        result[metric] = at < 0 ? null : count(row[at]);
      }
      return result;
    })
    .sort((a, b) => a.day.localeCompare(b.day));
  return { rows, columns };
}
