import { platformLabels } from '../campaigns/campaign-labels';
import { formatCompactPlain, formatFixedPlain, formatIntegerPlain, plainStyles } from './plain-number-format';

/**
 * The one place that turns amounts, counts and dates into text, for every screen, notification and e-mail (the
 * server imports these same functions). Decisions: docs/decisions.md "One format for money, dates and counts".
 * Nothing here depends on the machine's locale or time zone, so a browser, the server and a test read alike.
 */
export const displayLocale = 'en-IN';

/**
 * Each currency is written in its conventional locale, whoever reads it, so one amount is one string everywhere:
 * INR with Indian grouping and paise only when there are some, USD and EUR always with cents.
 */
const currencyStyles: Record<string, { locale: string; symbol: string; cents: 'always' | 'when-nonzero' }> = {
  INR: { locale: 'en-IN', symbol: '₹', cents: 'when-nonzero' },
  USD: { locale: 'en-US', symbol: '$', cents: 'always' },
  EUR: { locale: 'de-DE', symbol: '€', cents: 'always' },
};

function currencyStyle(currency: string) {
  const known = currencyStyles[currency.toUpperCase()];
  if (known) return known;
  // A currency the product does not offer yet: its narrow symbol, US grouping, cents.
  let symbol = `${currency} `;
  try {
    symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0).find((p) => p.type === 'currency')?.value ?? symbol;
  } catch {
    // Not an ISO code: keep the code itself in front of the figure.
  }
  return { locale: 'en-US', symbol, cents: 'always' as const };
}

// Building an Intl formatter loads locale data and costs far more than formatting with it (about 40 ms on a phone's
// first screen of a dashboard, which formats dozens of figures): each formatter is built once and kept, and the common
// values do not need one at all (plain-number-format.ts: the first formatter of a page loads ICU's data, 80-180 ms on a
// phone).
const numberFormats = new Map<string, Intl.NumberFormat>();
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const toNumber = (amount: string | number | null | undefined) => {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? value : null;
};

/**
 * '100000.00' INR -> '₹1,00,000', '23615.5' INR -> '₹23,615.50', 1200 USD -> '$1,200.00', 1200 EUR -> '€1.200,00',
 * -50 INR -> '-₹50'; '' for no amount.
 */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  const value = toNumber(amount);
  if (value === null) return '';
  const style = currencyStyle(currency);
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  const digits = style.cents === 'always' || !Number.isInteger(rounded) ? 2 : 0;
  const plain = plainStyles[style.locale as keyof typeof plainStyles];
  const figure =
    (plain && formatFixedPlain(rounded, digits, plain)) ??
    numberFormat(style.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(rounded);
  return `${value < 0 && rounded !== 0 ? '-' : ''}${style.symbol}${figure}`;
}

/** Counts in full: 100000 -> '1,00,000'. */
export const formatNumber = (value: number) => formatIntegerPlain(value, plainStyles[displayLocale]) ?? numberFormat(displayLocale).format(value);

/** Followers, reach and views, one style in every column: 740000 -> '740K', 1234567 -> '1.2M', 950 -> '950'. */
export const formatCompact = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? ''
    : (formatCompactPlain(value) ?? numberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value));

/** Time zone of the readers who have not chosen one (settings default, e-mails to unknown recipients). */
export const defaultTimeZone = 'UTC';

// Month names are ours, not ICU's: CLDR versions differ ('Sep' or 'Sept'), and a browser and Node must agree.
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

// One formatter per time zone, built on first use (see numberFormats above).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string) {
  // UTC (calendar days, and readers who chose no zone) is the Date's own UTC fields: no Intl formatter to build.
  if (timeZone === 'UTC') {
    const pad = (value: number) => String(value).padStart(2, '0');
    return { day: date.getUTCDate(), month: monthNames[date.getUTCMonth()], year: String(date.getUTCFullYear()), time: `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` };
  }
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      // An unknown zone in stored settings must not break a page: read it as UTC.
      return partsOf(date, defaultTimeZone);
    }
    dateTimeFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: Number(parts.day), month: monthNames[Number(parts.month) - 1], year: parts.year, time: `${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}` };
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : isCalendarDay(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '2026-11-26' -> '26 Nov 2026'. A calendar day (YYYY-MM-DD) has no time zone and is never shifted; a timestamp is
 * the day it is in `timeZone` (the reader's setting, UTC by default).
 */
export function formatDay(value: string | Date | null | undefined, timeZone: string = defaultTimeZone): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, typeof value === 'string' && isCalendarDay(value) ? 'UTC' : timeZone);
  return `${p.day} ${p.month} ${p.year}`;
}

/** A moment in the reader's time zone, 24-hour: '25 Nov 2026, 11:54'; '' for no or an unreadable value. */
export function formatDateTime(value: string | Date | null | undefined, timeZone: string = defaultTimeZone): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, timeZone);
  return `${p.day} ${p.month} ${p.year}, ${p.time}`;
}

/** A month of a chart's axis: '2026-09' -> 'Sep'; '' when unreadable. */
export function formatMonth(month: string): string {
  const m = /^\d{4}-(\d{2})$/.exec(month);
  return m ? (monthNames[Number(m[1]) - 1] ?? '') : '';
}

/** '26 Nov 2026 – 25 Dec 2026', one side only when the other is missing, '' when neither is set. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined, timeZone: string = defaultTimeZone): string {
  const from = formatDay(start, timeZone);
  const to = formatDay(end, timeZone);
  if (from && to) return `${from} – ${to}`;
  return from ? `From ${from}` : to ? `Until ${to}` : '';
}

export const formatPlatforms = (platforms: readonly string[]) =>
  platforms.map((p) => platformLabels[p as keyof typeof platformLabels] ?? p).join(', ');

/** "1 video", "2 videos": a count with its noun (English plural by default). */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${formatNumber(count)} ${count === 1 ? singular : plural}`;
