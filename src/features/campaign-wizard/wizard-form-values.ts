import type { Campaign, CampaignDefaults, CampaignPatch, CampaignPlacement, CampaignPlacementInput } from '../../api/generated/api';
import { defaultCampaignDates, defaultCurrency, defaultPlacementPricing, platformOf, type CampaignPlatform, type PlacementType } from '../../domain/campaigns/campaign-options';

/** Numbers are edited as text and sent as numbers (or null when blank). */
export interface GeneralValues {
  name: string;
  description: string;
  objective: string;
  start_date: string;
  end_date: string;
  budget: string;
  currency: string;
  target_categories: string[];
  target_languages: string[];
  target_locations: string[];
  influencer_criteria: { platforms: string[]; min_followers: string; max_followers: string; min_engagement: string };
}

export interface PlacementRowValues {
  type: PlacementType;
  quantity: string;
  pricing_type: 'cpm' | 'fixed';
  rate: string;
  view_cap: string;
  /**
   * Old-video branding rows only: they are added through POST campaigns/{id}/old-video-branding/ and then travel in the
   * step's PATCH like any row (video link and position included), so saving never drops or duplicates them.
   */
  video_url?: string | null;
  position?: string | null;
}

export interface PlacementsValues {
  platforms: CampaignPlatform[];
  placement_pricing: string;
  placements: PlacementRowValues[];
}

export interface CollateralValues {
  guidelines: string;
  talking_points: string[];
  dos: string[];
  donts: string[];
  links: string[];
  asset_ids: string[];
}

/** What a step form starts from: a saved campaign, or nothing yet (the first step of a new one). */
export type SavedCampaign = Pick<Campaign, 'name' | 'description' | 'objective' | 'start_date' | 'end_date' | 'budget' | 'currency'
  | 'target_categories' | 'target_languages' | 'target_locations' | 'influencer_criteria' | 'placement_pricing' | 'placements' | 'collateral'>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: string | number | null | undefined) => (value === '' || value === null || value === undefined ? null : Number(value));

export function generalValues(campaign: SavedCampaign | undefined, defaults: CampaignDefaults | undefined): GeneralValues {
  const dates = defaultCampaignDates();
  const criteria = campaign?.influencer_criteria;
  return {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    objective: campaign?.objective ?? '',
    start_date: campaign ? text(campaign.start_date) : (defaults?.start_date ?? dates.startDate),
    end_date: campaign ? text(campaign.end_date) : (defaults?.end_date ?? dates.endDate),
    budget: text(campaign?.budget),
    currency: campaign?.currency ?? defaults?.currency ?? defaultCurrency,
    target_categories: campaign?.target_categories ?? [],
    target_languages: campaign?.target_languages ?? [],
    target_locations: campaign?.target_locations ?? [],
    influencer_criteria: {
      platforms: criteria?.platforms ?? [],
      min_followers: text(criteria?.min_followers),
      max_followers: text(criteria?.max_followers),
      min_engagement: text(criteria?.min_engagement),
    },
  };
}

export function generalBody(values: GeneralValues): CampaignPatch & { name: string } {
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  const criteria = values.influencer_criteria;
  return {
    name: values.name.trim(),
    description: blank(values.description),
    objective: blank(values.objective),
    start_date: blank(values.start_date),
    end_date: blank(values.end_date),
    budget: blank(String(values.budget)),
    currency: values.currency,
    target_categories: values.target_categories,
    target_languages: values.target_languages,
    target_locations: values.target_locations.map((location) => location.trim()),
    influencer_criteria: {
      platforms: criteria.platforms,
      min_followers: numberOrNull(criteria.min_followers),
      max_followers: numberOrNull(criteria.max_followers),
      min_engagement: numberOrNull(criteria.min_engagement),
    },
  };
}

type SavedPlacement = Pick<CampaignPlacement, 'type' | 'quantity' | 'pricing_type' | 'rate' | 'view_cap' | 'video_url' | 'position'>;

export const placementRowOf = (placement: SavedPlacement): PlacementRowValues => ({
  type: placement.type,
  quantity: String(placement.quantity),
  pricing_type: placement.pricing_type,
  rate: placement.rate,
  view_cap: text(placement.view_cap),
  video_url: placement.video_url,
  position: placement.position,
});

export const isOldVideoRow = (row: Pick<PlacementRowValues, 'type'>) => row.type === 'yt_old_video_branding';

/**
 * The rows POST old-video-branding/ just added: the server appends them, so they are the last `count` placements it
 * answers. Only these join the form, so unsaved edits (and removals) of the other rows are kept.
 */
export const addedOldVideoRows = (saved: readonly SavedPlacement[], count: number): PlacementRowValues[] =>
  saved.slice(Math.max(0, saved.length - count)).filter(isOldVideoRow).map(placementRowOf);

export function placementsValues(campaign: SavedCampaign | undefined, defaults: CampaignDefaults | undefined): PlacementsValues {
  const placements = (campaign?.placements ?? []).map(placementRowOf);
  const platforms = new Set<CampaignPlatform>(placements.map((placement) => platformOf(placement.type)));
  return {
    platforms: [...platforms],
    placement_pricing: campaign?.placement_pricing ?? defaults?.placement_pricing ?? defaultPlacementPricing,
    placements,
  };
}

/** The rows of the chosen platforms only: unticking a platform drops its placements. */
export function placementInputs(values: PlacementsValues): CampaignPlacementInput[] {
  return values.placements
    .filter((row) => values.platforms.includes(platformOf(row.type)))
    .map((row) => ({
      type: row.type,
      quantity: Number(row.quantity),
      pricing_type: row.pricing_type,
      rate: String(row.rate).trim(),
      view_cap: row.pricing_type === 'cpm' ? numberOrNull(row.view_cap) : null,
      ...(row.video_url ? { video_url: row.video_url } : {}),
      ...(row.position ? { position: row.position } : {}),
    }));
}

export const placementsBody = (values: PlacementsValues): CampaignPatch => ({
  placement_pricing: values.placement_pricing,
  placements: placementInputs(values),
});

export function collateralValues(campaign: SavedCampaign | undefined): CollateralValues {
  const collateral = campaign?.collateral;
  return {
    guidelines: collateral?.guidelines ?? '',
    talking_points: collateral?.talking_points ?? [],
    dos: collateral?.dos ?? [],
    donts: collateral?.donts ?? [],
    links: collateral?.links ?? [],
    asset_ids: collateral?.asset_ids ?? [],
  };
}

export const collateralBody = (values: CollateralValues): CampaignPatch => ({ collateral: { ...values, guidelines: values.guidelines.trim() } });
