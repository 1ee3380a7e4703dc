import type { CampaignDefaults, CampaignTypeExposureList } from '../../api/generated/api';
import { baselineFollowers, placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { formatNumber } from '../../domain/format/display-format';
import type { PlacementRowValues } from './wizard-form-values';

export type SuggestedRates = Record<PlacementType, { cpm: string; fixed: string }>;
export type TypeExposure = Record<PlacementType, number>;

const types = Object.keys(placementTypeInfo) as PlacementType[];

/** Suggested prices per type from GET campaigns/defaults/, the shared table when it has not answered. */
export function suggestedRates(defaults: CampaignDefaults | undefined): SuggestedRates {
  const served = new Map(defaults?.rates.map((rate) => [rate.placement_type, rate]));
  return Object.fromEntries(types.map((type) => {
    const rate = served.get(type);
    return [type, { cpm: rate?.cpm_rate ?? placementTypeInfo[type].cpmRate, fixed: rate?.fixed_price ?? placementTypeInfo[type].fixedPrice }];
  })) as SuggestedRates;
}

/** Expected views of one placement per type (GET campaigns/type-exposure/), else the platform baseline x view ratio. */
export function typeExposure(list: CampaignTypeExposureList | undefined): TypeExposure {
  const served = new Map(list?.results.map((row) => [row.placement_type, row.expected_views]));
  return Object.fromEntries(types.map((type) => {
    const info = placementTypeInfo[type];
    return [type, served.get(type) ?? Math.round(baselineFollowers[info.platform] * info.viewRatio)];
  })) as TypeExposure;
}

/** quantity x expected views of one placement, each capped at the CPM view cap (as the server counts it). */
export function placementReach(row: Pick<PlacementRowValues, 'type' | 'quantity' | 'pricing_type' | 'view_cap'>, exposure: TypeExposure): number {
  const quantity = Math.max(0, Math.trunc(Number(row.quantity)) || 0);
  const cap = row.pricing_type === 'cpm' && String(row.view_cap).trim() !== '' ? Number(row.view_cap) : null;
  const views = exposure[row.type] ?? 0;
  return quantity * (cap !== null && cap > 0 ? Math.min(views, cap) : views);
}

/** Expected views in full, grouped as every other count (src/domain/format). */
export const formatCount = formatNumber;
