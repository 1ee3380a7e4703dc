import { placementsTotal, placementCostCents, fromCents, toCents } from '../../../src/domain/campaigns/campaign-money';
import { platformOf, platforms, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { effectivePermissions, hasTeamPermission, type TeamMemberFlags } from '../../../src/domain/brands/team-permissions';
import { allowedActions } from '../../../src/domain/campaigns/campaign-status';
import type { CampaignPlacementRow, CampaignRow, NewCampaign, NewCampaignPlacement } from '../db/schema/campaigns.schema';
import type { BrandRole } from '../repositories/brands.repository';
import type { CampaignView, PlacementInputBody, PlacementView } from '../routes/api/v1/campaigns/campaigns.schema';

/** The caller's membership in the campaign's brand: the role and per-member flags (null = the role's defaults). */
export type CampaignCaller = TeamMemberFlags & { role: BrandRole };

/** Expected views of one placement of each type (GET campaigns/type-exposure/). */
export type ExposureByType = Record<PlacementType, number>;

export const emptyCriteria = { platforms: [], min_followers: null, max_followers: null, min_engagement: null };
export const emptyCollateral = { guidelines: '', talking_points: [], dos: [], donts: [], links: [], asset_ids: [] };

/** What actions the API lets a user take (matcher steps are the marketplace job's, never a user's). */
const userActions = new Set(['publish', 'pause', 'resume', 'cancel', 'complete', 'revert']);

function placementView(row: CampaignPlacementRow, exposure: ExposureByType): PlacementView {
  const perPlacement = row.viewCap ? Math.min(row.viewCap, exposure[row.type]) : exposure[row.type];
  return {
    id: row.id,
    type: row.type,
    platform: platformOf(row.type),
    quantity: row.quantity,
    pricing_type: row.pricingType,
    rate: row.rate,
    view_cap: row.viewCap,
    video_url: row.videoUrl,
    position: row.brandingPosition,
    cost: fromCents(placementCostCents({ quantity: row.quantity, pricing_type: row.pricingType, rate: row.rate, view_cap: row.viewCap })),
    expected_views: perPlacement * row.quantity,
  };
}

export function toCampaignView(row: CampaignRow, placementRows: CampaignPlacementRow[], caller: CampaignCaller, exposure: ExposureByType): CampaignView {
  const placements = placementRows.map((placement) => placementView(placement, exposure));
  const totals = placementsTotal(placements);
  const budget = toCents(row.budget);
  return {
    id: row.id,
    brand_id: row.brandId,
    created_by: row.createdBy,
    role: caller.role,
    // The flags the server checks for this caller, so the SPA offers what they allow (not what the role would).
    permissions: [...effectivePermissions(caller)],
    status: row.status,
    paused_from_status: row.pausedFromStatus,
    // Publishing and status changes need campaigns.edit (campaign-workflow.service.ts).
    allowed_actions: !hasTeamPermission(caller, 'campaigns.edit') ? [] : allowedActions(row.status, row.pausedFromStatus).filter((action) => userActions.has(action)),
    name: row.name,
    description: row.description,
    objective: row.objective,
    start_date: row.startDate,
    end_date: row.endDate,
    budget: row.budget,
    currency: row.currency,
    placement_pricing: row.placementPricing,
    cpm_basis: row.cpmBasis,
    platforms: row.platforms as CampaignView['platforms'],
    target_categories: row.targetCategories,
    target_languages: row.targetLanguages,
    target_locations: row.targetLocations,
    influencer_criteria: row.influencerCriteria ?? emptyCriteria,
    collateral: row.collateral ?? emptyCollateral,
    placements,
    placements_total: totals.total,
    uncapped_cpm_placements: totals.uncapped.length,
    over_budget: budget !== null && totals.totalCents > budget,
    expected_views: placements.reduce((sum, placement) => sum + placement.expected_views, 0),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The campaign fields of a validated body as columns (only the fields present). */
export function campaignColumns(body: Record<string, unknown>): Partial<NewCampaign> {
  const map: Record<string, keyof NewCampaign> = {
    name: 'name', description: 'description', objective: 'objective', start_date: 'startDate', end_date: 'endDate', budget: 'budget',
    currency: 'currency', placement_pricing: 'placementPricing', cpm_basis: 'cpmBasis', target_categories: 'targetCategories', target_languages: 'targetLanguages',
    target_locations: 'targetLocations', influencer_criteria: 'influencerCriteria', collateral: 'collateral',
  };
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(map)) {
    if (body[field] !== undefined) columns[column] = field === 'description' && body[field] === '' ? null : body[field];
  }
  if (typeof columns.budget === 'string') columns.budget = fromCents(toCents(columns.budget as string) ?? 0n);
  return columns as Partial<NewCampaign>;
}

export function placementColumns(placements: PlacementInputBody[]): Array<Omit<NewCampaignPlacement, 'campaignId' | 'position'>> {
  return placements.map((p) => ({
    type: p.type as PlacementType,
    quantity: p.quantity,
    pricingType: p.pricing_type as 'cpm' | 'fixed',
    rate: fromCents(toCents(p.rate) ?? 0n),
    viewCap: p.view_cap ?? null,
    videoUrl: p.video_url || null,
    brandingPosition: (p.position || null) as NewCampaignPlacement['brandingPosition'],
  }));
}

/** Platforms of the placements and of the influencer criteria, in SPEC order (the list's platform filter). */
export function campaignPlatforms(placementTypes: readonly PlacementType[], criteriaPlatforms: readonly string[] = []): string[] {
  const used = new Set<string>([...placementTypes.map(platformOf), ...criteriaPlatforms]);
  return platforms.filter((platform) => used.has(platform));
}
