const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatterFor(locale: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * "5 minutes ago", "yesterday", "in 2 hours" for an ISO time, relative to `now`. Anything under a minute
 * (including a slightly fast server clock) is "just now"; an unparsable time gives ''.
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), locale = 'en'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatterFor(locale).format(Math.trunc(seconds / size), unit);
  }
  return formatterFor(locale).format(Math.trunc(seconds / 60), 'minute');
}
