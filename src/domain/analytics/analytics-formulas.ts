import { fromCents } from '../campaigns/campaign-money';

/**
 * The formulas of every derived figure, published as they are in the API response (`formulas`) and on the page, so a
 * number can be checked by hand (docs/analytics.md "Formulas"). Amounts are exact: integer cents (bigint), each
 * result rounded once, halves up.
 */
export const analyticsFormulas = {
  engagement_rate: 'engagement_rate = (likes + comments + shares + saves) / views × 100',
  engagements: 'engagements = likes + comments + shares + saves',
  paid_views: "paid_views = the campaign's CPM basis per content item: engaged_views (YouTube, when the campaign pays on engaged views) or views",
  spend:
    'spend = Σ CPM items: agreed CPM rate × paid_views (up to the view cap) / 1000 + Σ fixed items: agreed price, on the day the content was verified',
  cpm: 'cpm = spend / paid_views × 1000',
  cpv: 'cpv = spend / paid_views',
  cpe: 'cpe = spend / engagements',
  planned_cpm: 'planned_cpm = Σ agreed CPM rate × projected views / Σ projected views (CPM placements agreed with the influencers)',
  delivered_placements: 'delivered = agreed placements whose content is verified; planned = placements agreed with the influencers who accepted',
} as const;

/** a / b rounded to the nearest integer, halves away from zero (b > 0). */
export function divideRounded(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('divideRounded needs a positive divisor');
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const rounded = (abs * 2n + b) / (b * 2n);
  return negative ? -rounded : rounded;
}

/** Fixed-point text of `units` with `decimals` decimals: (12345n, 4) -> '1.2345'. */
export function fixedPoint(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const text = `${abs / scale}${decimals > 0 ? `.${String(abs % scale).padStart(decimals, '0')}` : ''}`;
  return negative ? `-${text}` : text;
}

/** What CPM content costs: rate (cents per 1,000 views) × views / 1000, in cents. */
export const cpmCostCents = (rateCents: bigint, views: bigint) => divideRounded(rateCents * views, 1000n);

/**
 * Engagement rate in percent with 2 decimals: (likes + comments + shares + saves) / views × 100. Null without views
 * (none reported, or 0) or without any reported interaction.
 */
export function engagementRate(interactions: bigint | null, views: bigint | null): number | null {
  if (interactions === null || views === null || views <= 0n) return null;
  return Number(fixedPoint(divideRounded(interactions * 10_000n, views), 2));
}

/** Effective CPM: spend / paid views × 1000, as an amount with 2 decimals; null without paid views. */
export const cpmOf = (spendCents: bigint, paidViews: bigint | null): string | null =>
  paidViews === null || paidViews <= 0n ? null : fromCents(divideRounded(spendCents * 1000n, paidViews));

/**
 * Cost per view or per engagement: spend / count, with 4 decimals (a single view costs a fraction of a cent: 2
 * decimals would show most as 0.00); null without any.
 */
export const perUnitCost = (spendCents: bigint, units: bigint | null): string | null =>
  units === null || units <= 0n ? null : fixedPoint(divideRounded(spendCents * 100n, units), 4);
export const cpvOf = perUnitCost;
export const cpeOf = perUnitCost;

/**
 * Planned CPM: the agreed CPM rates weighted by the views each agreement projected (Σ rate × views / Σ views), in
 * cents; null when no CPM placement was agreed.
 */
export function plannedCpmCents(lines: ReadonlyArray<{ rateCents: bigint; projectedViews: bigint }>): bigint | null {
  let weighted = 0n;
  let views = 0n;
  for (const line of lines) {
    weighted += line.rateCents * line.projectedViews;
    views += line.projectedViews;
  }
  return views > 0n ? divideRounded(weighted, views) : null;
}

/** Sums nullable counts: null only when every one is null (nothing reported). */
export function sumReported(values: ReadonlyArray<bigint | null>): bigint | null {
  let total: bigint | null = null;
  for (const value of values) if (value !== null) total = (total ?? 0n) + value;
  return total;
}
