import { billingTermsOf } from '../../../src/domain/analytics/analytics-billing';
import { divideRounded } from '../../../src/domain/analytics/analytics-formulas';
import type { BrandPerformanceGrouping, DateRange } from '../../../src/domain/analytics/analytics-rules';
import { analyticsLimits } from '../../../src/domain/analytics/analytics.texts';
import { toCents } from '../../../src/domain/campaigns/campaign-money';
import { placementTypeInfo, type CampaignPlatform, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { platformLabels } from '../../../src/domain/constants';
import type { OfferedPlacement } from '../db/schema/marketplace.schema';
import type { AgreedRosterRow, DayStatsRow, DeliveredItemRow } from '../repositories/performance.repository';
import type { PerformanceRowView, TopContentItemView } from '../routes/api/v1/analytics/analytics.schema';
import { addItemSums, addSpend, addSums, emptyAccumulator, figuresOf, merge, type Accumulator } from './performance-figures';

const cents = (amount: string | null | undefined) => (amount ? toCents(amount) ?? 0n : 0n);
/** Thousandths of a cent of CPM spend -> cents, rounded once (per item, or per day of the series). */
const spendCents = (millicents: string | null | undefined) => divideRounded(BigInt(millicents ?? '0'), 1000n);

/** A verified content item with the terms it is paid on (docs/analytics.md "Spend"). */
export interface PricedItem {
  row: DeliveredItemRow;
  platform: CampaignPlatform;
  /** The agreed price of a fixed line, on its first verified item only (a line is paid once). */
  fixedCents: bigint;
  /** Agreed quantity of the line, counted as delivered on its first verified item only. */
  deliveredQuantity: number;
  verifiedDay: string;
}

/**
 * Prices each item from the agreement it was delivered under (the accepted offer's line, `offers` by roster id), else
 * the placement.
 */
export function priceItems(rows: readonly DeliveredItemRow[], offers: ReadonlyMap<string, readonly OfferedPlacement[] | null>): PricedItem[] {
  const seenLines = new Set<string>();
  return rows.map((row) => {
    const line = (offers.get(row.rosterId) ?? []).find((l) => l.placement_id === row.placementId);
    const viewCap = row.viewCap === null ? null : Number(row.viewCap);
    const terms = billingTermsOf(line, { pricingType: row.pricingType, rate: row.rate, viewCap, quantity: Number(row.quantity) });
    const lineKey = `${row.rosterId}:${row.placementId}`;
    const first = !seenLines.has(lineKey);
    seenLines.add(lineKey);
    return {
      row,
      platform: row.platform ?? placementTypeInfo[row.placementType as PlacementType].platform,
      fixedCents: first ? terms.fixedCents : 0n,
      deliveredQuantity: first ? terms.quantity : 0,
      verifiedDay: row.verifiedDay,
    };
  });
}

const inRange = (day: string, range: DateRange) => day >= range.from && day <= range.to;

/** One item's figures within the range: its readings, its CPM spend (rounded per item) and its fixed price. */
function itemAccumulator(item: PricedItem, range: DateRange): Accumulator {
  const acc = emptyAccumulator(false);
  addItemSums(acc, item.row);
  addSpend(acc, spendCents(item.row.cpm_spend_millicents), item.row.estimated);
  if (inRange(item.verifiedDay, range)) addSpend(acc, item.fixedCents, false);
  return acc;
}

interface Group { key: string; label: string; acc: Accumulator }

/** The group key and label of an item or of an agreed line, per grouping. */
function groupOf(grouping: Exclude<BrandPerformanceGrouping, 'day'>, subject: { type: string; campaignId: string; influencerId: string; displayName: string },
  campaignNames: ReadonlyMap<string, string>) {
  const info = placementTypeInfo[subject.type as PlacementType];
  switch (grouping) {
    case 'placement': return { key: subject.type, label: info?.label ?? subject.type };
    case 'platform': return { key: info?.platform ?? 'unknown', label: info ? platformLabels[info.platform] : subject.type };
    case 'influencer': return { key: subject.influencerId, label: subject.displayName };
    case 'campaign': return { key: subject.campaignId, label: campaignNames.get(subject.campaignId) ?? subject.campaignId };
  }
}

const byViews = (a: Group, b: Group) => {
  const av = a.acc.counts.views ?? -1n;
  const bv = b.acc.counts.views ?? -1n;
  return av === bv ? a.label.localeCompare(b.label) || a.key.localeCompare(b.key) : av > bv ? -1 : 1;
};

export interface ReportParts {
  totals: ReturnType<typeof figuresOf>;
  rows: PerformanceRowView[];
  top_content: TopContentItemView[];
}

/** Totals, rows of the grouping and top content of a report (docs/analytics.md "Reports"). */
export function buildReport(input: {
  range: DateRange;
  groupBy: BrandPerformanceGrouping;
  items: readonly PricedItem[];
  dayStats: readonly DayStatsRow[];
  rosters: readonly AgreedRosterRow[];
  campaignNames: ReadonlyMap<string, string>;
}): ReportParts {
  const { range, groupBy, items } = input;
  const perItem = items.map((item) => ({ item, acc: itemAccumulator(item, range) }));
  const totals = emptyAccumulator(true);
  const groups = new Map<string, Group>();
  const groupFor = (subject: Parameters<typeof groupOf>[1]) => {
    if (groupBy === 'day') return null;
    const { key, label } = groupOf(groupBy, subject, input.campaignNames);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, label, acc: emptyAccumulator(true) }));
    return group;
  };
  for (const { item, acc } of perItem) {
    const delivered = item.verifiedDay <= range.to ? item.deliveredQuantity : 0;
    const subject = { type: item.row.placementType, campaignId: item.row.campaignId, influencerId: item.row.influencerId, displayName: item.row.displayName };
    for (const target of [totals, groupFor(subject)?.acc]) {
      if (!target) continue;
      merge(target, acc);
      target.deliveredPlacements = (target.deliveredPlacements ?? 0) + delivered;
      if (delivered > 0) target.touched = true;
    }
  }
  for (const roster of input.rosters) {
    for (const line of roster.offeredPlacements ?? []) {
      const subject = { type: line.type, campaignId: roster.campaignId, influencerId: roster.influencerId, displayName: roster.displayName };
      for (const target of [totals, groupFor(subject)?.acc]) {
        if (!target) continue;
        target.plannedPlacements = (target.plannedPlacements ?? 0) + line.quantity;
        target.touched = true;
        if (line.pricing_type === 'cpm' && line.projected_views) {
          target.planned.push({ rateCents: cents(line.rate), projectedViews: BigInt(line.projected_views) * BigInt(line.quantity) });
        }
      }
    }
  }
  const rows = groupBy === 'day' ? dayRows(input, items) : [...groups.values()].filter((g) => g.acc.touched).sort(byViews)
    .map((g) => ({ key: g.key, label: g.label, figures: figuresOf(g.acc) }));
  const top = perItem.filter(({ acc }) => acc.counts.views !== null)
    .sort((a, b) => (a.acc.counts.views === b.acc.counts.views ? a.item.row.id.localeCompare(b.item.row.id) : (a.acc.counts.views ?? 0n) > (b.acc.counts.views ?? 0n) ? -1 : 1))
    .slice(0, analyticsLimits.topContentCount)
    .map(({ item, acc }) => ({
      submission_id: item.row.id,
      campaign_id: item.row.campaignId,
      influencer: { id: item.row.influencerId, display_name: item.row.displayName },
      platform: item.platform,
      placement_type: item.row.placementType as PlacementType,
      content_url: item.row.contentUrl,
      verified_on: item.verifiedDay,
      figures: figuresOf(acc),
    }));
  return { totals: figuresOf(totals), rows, top_content: top };
}

/** The daily series: days with readings or spend, oldest first. CPM spend is rounded per day. */
function dayRows(input: { range: DateRange; dayStats: readonly DayStatsRow[] }, items: readonly PricedItem[]): PerformanceRowView[] {
  const days = new Map<string, Accumulator>();
  const accOf = (day: string) => {
    let acc = days.get(day);
    if (!acc) days.set(day, (acc = emptyAccumulator(false)));
    return acc;
  };
  for (const stats of input.dayStats) {
    const acc = accOf(stats.day);
    addSums(acc, stats);
    addSpend(acc, spendCents(stats.cpm_spend_millicents), stats.cpm_spend_estimated);
  }
  for (const item of items) {
    if (item.fixedCents !== 0n && inRange(item.verifiedDay, input.range)) addSpend(accOf(item.verifiedDay), item.fixedCents, false);
  }
  // A day whose readings were all removed again (their content deleted) keeps a rollup row of zeros: not a day with data.
  return [...days.entries()].filter(([, acc]) => acc.touched).sort(([a], [b]) => a.localeCompare(b))
    .map(([day, acc]) => ({ key: day, label: day, figures: figuresOf(acc) }));
}
