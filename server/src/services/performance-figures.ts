import {
  cpeOf, cpmOf, cpvOf, engagementRate, plannedCpmCents, sumReported,
} from '../../../src/domain/analytics/analytics-formulas';
import { combineProvenance, interactionFigures, type StatsProvenance } from '../../../src/domain/analytics/analytics-rules';
import { fromCents } from '../../../src/domain/campaigns/campaign-money';
import type { DeliveredItemRow, StatsSums } from '../repositories/performance.repository';
import type { PerformanceFiguresView } from '../routes/api/v1/analytics/analytics.schema';

/** Counted figures a group adds up (each null until something reports it). */
export const countedFigures = ['views', 'engaged_views', 'paid_views', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;
export type CountedFigure = (typeof countedFigures)[number];

/** A group of a report being added up: counts, spend, and what was agreed and delivered. */
export interface Accumulator {
  counts: Record<CountedFigure, bigint | null>;
  estimated: Record<CountedFigure, boolean>;
  spendCents: bigint;
  /** True once CPM spend from estimated views is in the sum. */
  spendEstimated: boolean;
  planned: Array<{ rateCents: bigint; projectedViews: bigint }>;
  plannedPlacements: number | null;
  deliveredPlacements: number | null;
  /** Anything at all: readings, spend, agreed or delivered placements. */
  touched: boolean;
}

export function emptyAccumulator(withPlacements: boolean): Accumulator {
  // Literals rather than built from `countedFigures`: a report makes one per content item, and this is its hot path.
  return {
    counts: { views: null, engaged_views: null, paid_views: null, reach: null, likes: null, comments: null, shares: null, saves: null },
    estimated: { views: false, engaged_views: false, paid_views: false, reach: false, likes: false, comments: false, shares: false, saves: false },
    spendCents: 0n,
    spendEstimated: false,
    planned: [],
    plannedPlacements: withPlacements ? 0 : null,
    deliveredPlacements: withPlacements ? 0 : null,
    touched: false,
  };
}

const big = (text: string | null) => (text === null ? null : BigInt(text));

/** Adds one item's (or one day's) sums of readings. */
export function addSums(acc: Accumulator, sums: StatsSums) {
  for (const figure of countedFigures) {
    const value = big(sums[figure]);
    if (value === null) continue;
    acc.counts[figure] = (acc.counts[figure] ?? 0n) + value;
    if (sums[`${figure}_estimated`]) acc.estimated[figure] = true;
    acc.touched = true;
  }
}

/** Adds one content item's range figures: all of them estimated when an estimated reading is among them. */
export function addItemSums(acc: Accumulator, item: DeliveredItemRow) {
  for (const figure of countedFigures) {
    const value = big(item[figure]);
    if (value === null) continue;
    acc.counts[figure] = (acc.counts[figure] ?? 0n) + value;
    if (item.estimated) acc.estimated[figure] = true;
    acc.touched = true;
  }
}

export function addSpend(acc: Accumulator, cents: bigint, estimated: boolean) {
  acc.spendCents += cents;
  if (estimated && cents !== 0n) acc.spendEstimated = true;
  if (cents !== 0n) acc.touched = true;
}

/** Adds another accumulator (a content item into its group). */
export function merge(into: Accumulator, from: Accumulator) {
  for (const figure of countedFigures) {
    const value = from.counts[figure];
    if (value !== null) into.counts[figure] = (into.counts[figure] ?? 0n) + value;
    if (from.estimated[figure]) into.estimated[figure] = true;
  }
  into.spendCents += from.spendCents;
  into.spendEstimated ||= from.spendEstimated;
  into.touched ||= from.touched;
}

const provenanceOf = (acc: Accumulator, figure: CountedFigure): StatsProvenance | null =>
  acc.counts[figure] === null ? null : acc.estimated[figure] ? 'estimated' : 'first_party';

const toNumber = (value: bigint | null) => (value === null ? null : Number(value));

/** The published figures of a group (formulas in src/domain/analytics/analytics-formulas.ts). */
export function figuresOf(acc: Accumulator): PerformanceFiguresView {
  const interactions = interactionFigures.map((figure) => acc.counts[figure]);
  const engagements = sumReported(interactions);
  const engagementsProvenance = interactionFigures.map((figure) => provenanceOf(acc, figure)).reduce(combineProvenance, null);
  const spendProvenance: StatsProvenance = acc.spendEstimated ? 'estimated' : 'first_party';
  const paid = acc.counts.paid_views;
  const rate = engagementRate(engagements, acc.counts.views);
  const cpm = cpmOf(acc.spendCents, paid);
  const cpv = cpvOf(acc.spendCents, paid);
  const cpe = cpeOf(acc.spendCents, engagements);
  const planned = plannedCpmCents(acc.planned);
  const withSpend = (value: string | number | null, other: StatsProvenance | null) => (value === null ? null : combineProvenance(spendProvenance, other));
  return {
    views: toNumber(acc.counts.views),
    engaged_views: toNumber(acc.counts.engaged_views),
    paid_views: toNumber(paid),
    reach: toNumber(acc.counts.reach),
    likes: toNumber(acc.counts.likes),
    comments: toNumber(acc.counts.comments),
    shares: toNumber(acc.counts.shares),
    saves: toNumber(acc.counts.saves),
    engagements: toNumber(engagements),
    engagement_rate: rate,
    spend: fromCents(acc.spendCents),
    cpm,
    cpv,
    cpe,
    planned_cpm: planned === null ? null : fromCents(planned),
    delivered_placements: acc.deliveredPlacements,
    planned_placements: acc.plannedPlacements,
    provenance: {
      views: provenanceOf(acc, 'views'),
      engaged_views: provenanceOf(acc, 'engaged_views'),
      paid_views: provenanceOf(acc, 'paid_views'),
      reach: provenanceOf(acc, 'reach'),
      likes: provenanceOf(acc, 'likes'),
      comments: provenanceOf(acc, 'comments'),
      shares: provenanceOf(acc, 'shares'),
      saves: provenanceOf(acc, 'saves'),
      engagements: engagementsProvenance,
      engagement_rate: rate === null ? null : combineProvenance(engagementsProvenance, provenanceOf(acc, 'views')),
      spend: spendProvenance,
      cpm: withSpend(cpm, provenanceOf(acc, 'paid_views')),
      cpv: withSpend(cpv, provenanceOf(acc, 'paid_views')),
      cpe: withSpend(cpe, engagementsProvenance),
      // Our own records: the agreements and the review of the content.
      planned_cpm: planned === null ? null : 'first_party',
      delivered_placements: acc.deliveredPlacements === null ? null : 'first_party',
      planned_placements: acc.plannedPlacements === null ? null : 'first_party',
    },
  };
}
