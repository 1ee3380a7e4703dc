import type { Campaign, CampaignDefaults, CampaignPlacement, CampaignTypeExposureList } from '../../../api/generated/api';
import { placementCostCents, fromCents } from '../../../domain/campaigns/campaign-money';
import { placementTypeInfo, type PlacementType } from '../../../domain/campaigns/campaign-options';
import { rolePermissions } from '../../../domain/brands/team-permissions';
import { sampleCampaign } from '../../../domain/campaigns/campaign.fixtures';
import { suggestedRates } from '../placement-estimates';

/** A saved draft as GET campaigns/{id}/ answers it: the shared sample campaign (publishable) unless overridden. */
export function apiCampaign(overrides: Partial<Campaign> = {}): Campaign {
  const sample = sampleCampaign();
  const placements = sample.placements.map((placement, index) => ({
    ...placement,
    id: `p${index + 1}`,
    type: placement.type as PlacementType,
    pricing_type: placement.pricing_type as 'cpm' | 'fixed',
    platform: placementTypeInfo[placement.type as PlacementType].platform,
    cost: fromCents(placementCostCents(placement)),
    expected_views: 1000,
    video_url: null,
    position: null,
  }));
  return {
    ...sample,
    id: 'c1',
    brand_id: 'b1',
    status: 'draft',
    role: 'admin',
    permissions: [...rolePermissions[overrides.role ?? 'admin']],
    objective: 'awareness',
    currency: 'INR',
    placement_pricing: 'alacarte',
    cpm_basis: 'views',
    placements,
    placements_total: '70000.00',
    uncapped_cpm_placements: 0,
    over_budget: false,
    expected_views: 2000,
    platforms: ['youtube', 'instagram'],
    allowed_actions: ['publish', 'cancel'],
    paused_from_status: null,
    published_at: null,
    created_by: 'u1',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** An old-video branding placement as the server answers it (one fixed-price video). */
export const oldVideoPlacement = (video_url: string, position: 'start' | 'middle' | 'end' = 'start', rate = '3000.00', id = video_url): CampaignPlacement => ({
  id, type: 'yt_old_video_branding', platform: 'youtube', quantity: 1, pricing_type: 'fixed', rate, view_cap: null, cost: rate,
  expected_views: 2500, video_url, position,
});

/** A draft holding only what the first POST sends. */
export const newDraft = (overrides: Partial<Campaign> = {}) =>
  apiCampaign({ description: null, objective: null, start_date: null, end_date: null, budget: null, placements: [], placements_total: '0.00',
    target_categories: [], target_languages: [], target_locations: [], ...overrides });

export function campaignDefaults(): CampaignDefaults {
  const { start_date, end_date } = sampleCampaign();
  const rates = suggestedRates(undefined);
  return {
    currency: 'INR', placement_pricing: 'alacarte', start_date, end_date,
    rates: (Object.keys(rates) as PlacementType[]).map((type) => ({
      placement_type: type, platform: placementTypeInfo[type].platform, label: placementTypeInfo[type].label,
      cpm_rate: rates[type].cpm, fixed_price: rates[type].fixed,
    })),
  };
}

export const typeExposureList = (): CampaignTypeExposureList => ({
  results: (Object.keys(placementTypeInfo) as PlacementType[]).map((type) => ({
    placement_type: type, platform: placementTypeInfo[type].platform, expected_views: 10_000, median_followers: 40_000,
    sample_size: 3, source: 'social_accounts', view_ratio: placementTypeInfo[type].viewRatio,
  })),
});
