import type { CampaignPlatform } from '../campaigns/campaign-options';
import { addDays, isoDate } from '../campaigns/campaign-options';
import { analyticsLimits, analyticsMessages as m } from './analytics.texts';

/**
 * Which view count a campaign pays CPM on (docs/analytics.md "CPM basis"). YouTube changed what a view is on 27 Aug
 * 2026: `views` now count from the first frame, the older watch-time-gated count survives as `engaged_views`.
 */
export const cpmBases = ['views', 'engaged_views'] as const;
export type CpmBasis = (typeof cpmBases)[number];

/**
 * `views`: the one count both platforms report (Instagram has no engaged views), available the next day (YouTube
 * Analytics' engagedViews lags 48-72 h), and what the Data API's viewCount says. A brand can choose engaged_views.
 */
export const defaultCpmBasis: CpmBasis = 'views';

/** Platforms that report an engaged-view count; anywhere else a campaign's CPM is paid on views. */
const engagedViewPlatforms: readonly CampaignPlatform[] = ['youtube'];

/** The basis a snapshot of content on `platform` is billed on, for a campaign paying on `campaignBasis`. */
export const cpmBasisFor = (campaignBasis: CpmBasis, platform: CampaignPlatform | null | undefined): CpmBasis =>
  campaignBasis === 'engaged_views' && platform && engagedViewPlatforms.includes(platform) ? 'engaged_views' : 'views';

/**
 * Where a figure comes from: `first_party` = read from the platform's API for an account the influencer connected;
 * `estimated` = anything else (public counts, a screenshot typed in, a model). A sum with one estimate in it is estimated.
 */
export const statsProvenances = ['first_party', 'estimated'] as const;
export type StatsProvenance = (typeof statsProvenances)[number];

export const combineProvenance = (a: StatsProvenance | null, b: StatsProvenance | null): StatsProvenance | null =>
  a === null ? b : b === null ? a : a === 'estimated' || b === 'estimated' ? 'estimated' : 'first_party';

/** The figures a daily snapshot holds: each nullable, null meaning the platform does not report it (never 0). */
export const snapshotFigures = ['views', 'engaged_views', 'likes', 'comments', 'shares', 'saves', 'reach'] as const;
export type SnapshotFigure = (typeof snapshotFigures)[number];

/** Interactions counted by the engagement rate. */
export const interactionFigures = ['likes', 'comments', 'shares', 'saves'] as const satisfies readonly SnapshotFigure[];

/** How a campaign's performance can be broken down (`group_by`). */
export const performanceGroupings = ['day', 'placement', 'platform', 'influencer'] as const;
export type PerformanceGrouping = (typeof performanceGroupings)[number];
/** The brand-wide report can also be broken down by campaign. */
export const brandPerformanceGroupings = [...performanceGroupings, 'campaign'] as const;
export type BrandPerformanceGrouping = (typeof brandPerformanceGroupings)[number];
export const defaultGrouping: PerformanceGrouping = 'day';

/** A real calendar day written YYYY-MM-DD (2026-02-30 and 2026-13-01 are not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD), counting both ends. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export interface DateRange {
  from: string;
  to: string;
}

/**
 * The report's date range (UTC days, both ends included) from the query, or the problems by field. Defaults: `to`
 * today, `from` 29 days before `to` (30 days); at most `analyticsLimits.maxRangeDays` days.
 */
export function resolveDateRange(
  query: { from?: string | null; to?: string | null },
  today: Date = new Date(),
): { range: DateRange; errors: null } | { range: null; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const given = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);
  const from = given(query.from);
  const to = given(query.to);
  if (from !== null && !isIsoDay(from)) errors.from = [m.dateInvalid];
  if (to !== null && !isIsoDay(to)) errors.to = [m.dateInvalid];
  if (Object.keys(errors).length) return { range: null, errors };
  const end = to ?? (from !== null && from > isoDate(today) ? from : isoDate(today));
  const start = from ?? addDays(end, -(analyticsLimits.defaultRangeDays - 1));
  if (start > end) return { range: null, errors: { to: [m.endBeforeStart] } };
  if (daysIn(start, end) > analyticsLimits.maxRangeDays) return { range: null, errors: { to: [m.rangeTooLong] } };
  return { range: { from: start, to: end }, errors: null };
}

/** Every day of the range, oldest first. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
