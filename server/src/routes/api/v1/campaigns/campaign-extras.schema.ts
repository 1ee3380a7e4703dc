import { Type, type Static } from '@sinclair/typebox';
import { campaignStatuses } from '../../../../../../src/domain/campaigns/campaign-status';
import { currencies, placementPricingTypes, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';
import { Campaign } from './campaigns.schema';

export const CampaignEvent = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    action: Type.String({ description: 'created, updated, publish, pause, resume, cancel, complete, revert, old_video_branding; from the matching job: start_matching, queue_outreach, start_outreach, activate.' }),
    from_status: Nullable(StringEnum(campaignStatuses)),
    to_status: Nullable(StringEnum(campaignStatuses)),
    note: Nullable(Type.String()),
    actor: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), name: Nullable(Type.String()) }, { additionalProperties: false })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'CampaignEvent', additionalProperties: false },
);
export const PaginatedCampaignEventList = paginated(ref(CampaignEvent), 'PaginatedCampaignEventList');
const { page, page_size } = pageQuery(['created_at'], '-created_at').properties;
/** Always newest first. */
export const CampaignEventQuery = Type.Object({ page, page_size });

export const PlacementRate = Type.Object(
  {
    placement_type: StringEnum(placementTypes),
    platform: StringEnum(platforms),
    label: Type.String(),
    cpm_rate: Type.String({ description: 'Suggested rate per 1,000 views (in the default currency).' }),
    fixed_price: Type.String({ description: 'Suggested price per placement (in the default currency).' }),
  },
  { $id: 'CampaignPlacementRate', additionalProperties: false },
);

export const CampaignDefaults = Type.Object(
  {
    currency: StringEnum(currencies),
    placement_pricing: StringEnum(placementPricingTypes),
    start_date: Type.String({ format: 'date', description: 'Tomorrow (UTC).' }),
    end_date: Type.String({ format: 'date', description: 'start_date + 30 days.' }),
    rates: Type.Array(ref(PlacementRate)),
  },
  { $id: 'CampaignDefaults', additionalProperties: false },
);

export const TypeExposure = Type.Object(
  {
    placement_type: StringEnum(placementTypes),
    platform: StringEnum(platforms),
    expected_views: Type.Integer({ description: 'Expected views of one placement: median followers x view_ratio.' }),
    median_followers: Type.Integer(),
    view_ratio: Type.Number(),
    sample_size: Type.Integer({ description: 'Linked accounts with a follower count on this platform (0: baseline).' }),
    source: StringEnum(['social_accounts', 'baseline'] as const),
  },
  { $id: 'CampaignTypeExposure', additionalProperties: false },
);
export const TypeExposureList = Type.Object({ results: Type.Array(ref(TypeExposure)) }, { $id: 'CampaignTypeExposureList', additionalProperties: false });

export const OldVideoBranding = Type.Object(
  {
    video_urls: Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 100, description: '1-20 YouTube watch or youtu.be links.' }),
    position: Type.String({ maxLength: 10, description: 'start, middle or end.' }),
    price_per_video: Type.String({ maxLength: 32, description: 'Positive, at most 2 decimals.' }),
  },
  { $id: 'CampaignOldVideoBranding', additionalProperties: false },
);

export const BrandSpend = Type.Object(
  {
    currency: StringEnum(currencies),
    budget: Type.String({ description: 'Budgets of the campaigns that are neither draft nor canceled.' }),
    committed: Type.String({ description: 'Placements total of those campaigns.' }),
  },
  { $id: 'BrandSpend', additionalProperties: false },
);

export const BrandDashboard = Type.Object(
  {
    brand_id: Type.String({ format: 'uuid' }),
    active_campaigns: Type.Integer({ description: 'Campaigns in outreach_pending, outreach_in_progress or active (SPEC activeCampaigns).' }),
    total_influencers: Type.Integer({
      description: 'Influencers working on the brand’s campaigns (SPEC totalInfluencers). A real count: 0 until the marketplace (invites) exists.',
    }),
    total_reach: Type.Integer({ description: 'Expected views of every placement of the campaigns that are neither draft nor canceled (SPEC totalReach).' }),
    recent_campaigns: Type.Array(ref(Campaign), { description: 'The 5 newest campaigns.' }),
    spend: Type.Array(ref(BrandSpend), { description: 'Budget vs committed, per currency.' }),
  },
  { $id: 'BrandDashboard', additionalProperties: false },
);

export type CampaignEventView = Static<typeof CampaignEvent>;
export type TypeExposureView = Static<typeof TypeExposure>;
export type OldVideoBrandingBody = Static<typeof OldVideoBranding>;
export type BrandDashboardView = Static<typeof BrandDashboard>;

export const campaignExtrasComponents = [
  CampaignEvent, PaginatedCampaignEventList, PlacementRate, CampaignDefaults, TypeExposure, TypeExposureList, OldVideoBranding, BrandSpend, BrandDashboard,
];
