import { fromCents, placementCostCents, toCents } from '../../../src/domain/campaigns/campaign-money';
import {
  baselineFollowers, defaultCampaignDates, defaultCurrency, defaultPlacementPricing, placementTypeInfo, placementTypes, type PlacementType,
} from '../../../src/domain/campaigns/campaign-options';
import type { UserRow } from '../db/schema/users.schema';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { CampaignStatsRepository } from '../repositories/campaign-stats.repository';
import type { BrandDashboardView, TypeExposureView } from '../routes/api/v1/campaigns/campaign-extras.schema';
import type { CampaignAccess } from './campaign-access';
import { toCampaignView, type ExposureByType } from './campaign-view';

const activeStatuses = ['outreach_pending', 'outreach_in_progress', 'active'] as const;
const recentCount = 5;

/** Defaults of the campaign wizard, type exposure and the brand dashboard. */
export function createCampaignPlanningService(deps: { stats: CampaignStatsRepository; campaigns: CampaignsRepository; access: CampaignAccess }) {
  /** GET campaigns/defaults/ */
  function defaults(today: Date = new Date()) {
    const { startDate, endDate } = defaultCampaignDates(today);
    return {
      currency: defaultCurrency,
      placement_pricing: defaultPlacementPricing,
      start_date: startDate,
      end_date: endDate,
      rates: placementTypes.map((type) => ({
        placement_type: type,
        platform: placementTypeInfo[type].platform,
        label: placementTypeInfo[type].label,
        cpm_rate: placementTypeInfo[type].cpmRate,
        fixed_price: placementTypeInfo[type].fixedPrice,
      })),
    };
  }

  /**
   * GET campaigns/type-exposure/: per placement type, the median followers of the linked accounts of its platform
   * (the stored social-account metrics) times the type's view ratio; the platform baseline when none has followers.
   */
  async function typeExposure(): Promise<TypeExposureView[]> {
    const medians = new Map((await deps.stats.followerMedians()).map((row) => [row.platform, row]));
    return placementTypes.map((type) => {
      const { platform, viewRatio } = placementTypeInfo[type];
      const measured = medians.get(platform);
      const medianFollowers = Math.round(measured && measured.accounts > 0 ? measured.median : baselineFollowers[platform]);
      return {
        placement_type: type,
        platform,
        expected_views: Math.round(medianFollowers * viewRatio),
        median_followers: medianFollowers,
        view_ratio: viewRatio,
        sample_size: measured?.accounts ?? 0,
        source: measured && measured.accounts > 0 ? ('social_accounts' as const) : ('baseline' as const),
      };
    });
  }

  async function exposureByType(): Promise<ExposureByType> {
    const rows = await typeExposure();
    return Object.fromEntries(rows.map((row) => [row.placement_type, row.expected_views])) as Record<PlacementType, number>;
  }

  /** GET brands/{id}/dashboard/: members only (404 otherwise). */
  async function dashboard(user: UserRow, brandId: string): Promise<BrandDashboardView> {
    const member = await deps.access.memberIn(user, brandId);
    const exposure = await exposureByType();
    const committed = await deps.stats.committedCampaigns(brandId);
    const recent = await deps.stats.recent(brandId, recentCount);
    const placements = await deps.campaigns.placementsOf([...new Set([...committed, ...recent].map((c) => c.id))]);
    const placementsOf = (id: string) => placements.filter((p) => p.campaignId === id);
    const spend = new Map<string, { budget: bigint; committed: bigint }>();
    let totalReach = 0;
    for (const campaign of committed) {
      const entry = spend.get(campaign.currency) ?? { budget: 0n, committed: 0n };
      entry.budget += toCents(campaign.budget) ?? 0n;
      for (const view of toCampaignView(campaign, placementsOf(campaign.id), member, exposure).placements) totalReach += view.expected_views;
      for (const p of placementsOf(campaign.id)) {
        entry.committed += placementCostCents({ quantity: p.quantity, pricing_type: p.pricingType, rate: p.rate, view_cap: p.viewCap });
      }
      spend.set(campaign.currency, entry);
    }
    return {
      brand_id: brandId,
      active_campaigns: await deps.stats.countInStatuses(brandId, [...activeStatuses]),
      total_influencers: await deps.stats.countWorkingInfluencers(brandId),
      total_reach: totalReach,
      recent_campaigns: recent.map((campaign) => toCampaignView(campaign, placementsOf(campaign.id), member, exposure)),
      spend: [...spend.entries()].map(([currency, entry]) => ({
        currency: currency as BrandDashboardView['spend'][number]['currency'],
        budget: fromCents(entry.budget),
        committed: fromCents(entry.committed),
      })),
    };
  }

  return { defaults, typeExposure, exposureByType, dashboard };
}

export type CampaignPlanningService = ReturnType<typeof createCampaignPlanningService>;
