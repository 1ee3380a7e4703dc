import type { PerformanceFigures } from '../../api/generated/api';
import { figureLabels, provenanceLabels } from '../../domain/analytics/analytics.texts';
import { platformLabels } from '../../domain/campaigns/campaign-labels';
import { placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { formatCompact, formatMoney, formatNumber } from '../../domain/format/display-format';
import { analyticsTexts as t } from './analytics.texts';

export type Provenance = 'first_party' | 'estimated';
export type FigureName = keyof PerformanceFigures['provenance'];
export type Grouping = 'day' | 'placement' | 'platform' | 'influencer' | 'campaign';

/** Counts in full in tables ('1,20,000'), compact on cards ('120K'); '—' when the platform reports nothing. */
export const count = (value: number | null | undefined, compact = false) =>
  value === null || value === undefined ? t.none : compact ? formatCompact(value) : formatNumber(value);

/** Engagement rate in percent, 2 decimals as the API computes it. */
export const percent = (value: number | null | undefined) => (value === null || value === undefined ? t.none : `${value.toFixed(2)}%`);

/** An amount of the report's currency; CPV and CPE keep their 4 decimals (a view costs a fraction of a cent). */
export function amount(value: string | null | undefined, currency: string, exact = false): string {
  if (value === null || value === undefined) return t.none;
  if (!exact) return formatMoney(value, currency);
  const sign = formatMoney(0, currency).replace(/[\d.,\s]/g, '');
  return `${sign}${value}`;
}

export const provenanceText = (provenance: Provenance | null | undefined) => (provenance ? provenanceLabels[provenance] : null);

export const figureLabel = (name: FigureName) => figureLabels[name];

/** Whether any figure of these is estimated (the page then explains what "Estimated" means). */
export const hasEstimates = (figures: readonly PerformanceFigures[]) =>
  figures.some((f) => Object.values(f.provenance).includes('estimated'));

/** What a group of a breakdown is called on screen: placement types and platforms by their names. */
export function groupLabel(grouping: Grouping, key: string, label: string): string {
  if (grouping === 'placement') return placementTypeInfo[key as PlacementType]?.label ?? label;
  if (grouping === 'platform') return platformLabels[key as keyof typeof platformLabels] ?? label;
  return label || key;
}
