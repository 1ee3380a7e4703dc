/**
 * YouTube Data API quota: 10,000 units a day per Google Cloud project by default, every request costs at least one
 * unit (invalid ones too), channels.list, videos.list and playlistItems.list cost 1. The day resets at midnight Pacific Time
 * (developers.google.com/youtube/data/determine_quota_cost).
 */
export const YOUTUBE_DAILY_QUOTA_UNITS = 10_000;

export const YOUTUBE_QUOTA_COST = { 'channels.list': 1, 'videos.list': 1, 'playlistItems.list': 1 } as const;
export type YoutubeQuotaMethod = keyof typeof YOUTUBE_QUOTA_COST;

const pacific = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function pacificParts(at: Date) {
  const parts = Object.fromEntries(pacific.formatToParts(at).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The Pacific calendar day of an instant, YYYY-MM-DD: the quota day it is counted in. */
export function pacificQuotaDay(at: Date): string {
  const { year, month, day } = pacificParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The next midnight in America/Los_Angeles after `now`: 07:00 UTC while daylight saving time is on (PDT, UTC-7),
 * 08:00 UTC otherwise (PST, UTC-8). DST changes at 02:00 local time, so midnight always exists exactly once.
 */
export function nextPacificMidnight(now: Date): Date {
  const today = pacificParts(now);
  for (const utcHour of [7, 8]) {
    const candidate = new Date(Date.UTC(today.year, today.month - 1, today.day + 1, utcHour));
    const local = pacificParts(candidate);
    if (local.hour === 0 && local.minute === 0) return candidate;
  }
  throw new Error('No Pacific midnight found: the runtime lacks time-zone data for America/Los_Angeles.');
}
