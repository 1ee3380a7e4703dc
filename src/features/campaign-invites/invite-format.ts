import { formatRelativeTime } from '../../domain/notifications/relative-time';

/** 'in 3 days', 'in 5 hours' (an invite's deadline). */
export const formatRelative = (iso: string, now: number = Date.now()) => formatRelativeTime(iso, now);

/** Today as YYYY-MM-DD in UTC: the date input's minimum is the day after (the rule is "in the future"). */
export const tomorrowIso = (now: number = Date.now()) => new Date(now + 86_400_000).toISOString().slice(0, 10);
