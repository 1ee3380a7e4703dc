import { platformLabels } from '../campaigns/campaign-labels';

/**
 * One locale for every screen so amounts, dates and counts read the same everywhere (brand and influencer side alike)
 * and tests do not depend on the machine's locale.
 */
export const displayLocale = 'en-IN';

/** '100000.00' + INR -> '₹1,00,000'; decimals only when there are cents. */
export function formatMoney(amount: string | number | null | undefined, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(displayLocale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

export const formatNumber = (value: number) => new Intl.NumberFormat(displayLocale).format(value);

/** Reach and views: 1234567 -> '1.2M'. */
export const formatCompact = (value: number) =>
  new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** 'YYYY-MM-DD' (a calendar day, no time zone) or an ISO timestamp -> '24 Nov 2026'. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(displayLocale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined }).format(date);
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(displayLocale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** '1 Dec 2026 – 31 Dec 2026', one side only when the other is missing, '' when neither is set. */
export function formatDateRange(start: string | null, end: string | null): string {
  const from = formatDay(start);
  const to = formatDay(end);
  if (from && to) return `${from} – ${to}`;
  return from ? `From ${from}` : to ? `Until ${to}` : '';
}

export const formatPlatforms = (platforms: readonly string[]) =>
  platforms.map((p) => platformLabels[p as keyof typeof platformLabels] ?? p).join(', ');

/** "1 video", "2 videos": a count with its noun (English plural by default). */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${formatNumber(count)} ${count === 1 ? singular : plural}`;
