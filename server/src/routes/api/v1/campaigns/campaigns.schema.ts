import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { allTeamPermissions } from '../../../../../../src/domain/brands/team-permissions';
import { brandingPositions, campaignObjectives } from '../../../../../../src/domain/campaigns/campaign-options';
import { brandStatusActions, campaignStatuses } from '../../../../../../src/domain/campaigns/campaign-status';
import { cpmBases } from '../../../../../../src/domain/analytics/analytics-rules';
import { campaignPricingTypes, currencies, placementPricingTypes, placementTypes, platforms, teamRoles } from '../../../../../../src/domain/constants';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

// Requests only bound lengths and types; the rules and their messages are src/domain/campaigns (400 with field errors).
const text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
/** null first: Ajv's type coercion would otherwise turn a null into 0 or ''. */
const NullFirst = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
/**
 * null or the schema for values where Ajv's coercion of a null-typed branch would turn 0 into null (budget 0 must be a
 * 400, not a cleared budget): `const: null` is never coerced.
 */
const NullExact = <T extends TSchema>(schema: T) => Type.Union([Type.Unsafe<null>({ const: null }), schema]);
const amount = (description: string) => text(32, `${description} Positive, at most 2 decimals, as a numeric string (numbers are accepted).`);
const list = (maxLength: number, description: string) => Type.Array(text(maxLength), { maxItems: 100, description });
const oneOf = (values: readonly string[]) => `One of ${values.join(', ')}.`;

export const PlacementInput = Type.Object(
  {
    type: text(40, oneOf(placementTypes)),
    quantity: Type.Integer({ description: '1-100.' }),
    pricing_type: text(10, oneOf(campaignPricingTypes)),
    rate: amount('CPM: price per 1,000 views; fixed: price per placement.'),
    view_cap: Type.Optional(NullExact(Type.Integer({ description: 'CPM only: most views paid for per placement.' }))),
    video_url: Type.Optional(NullFirst(text(2048, 'yt_old_video_branding: the YouTube video (watch or youtu.be link).'))),
    position: Type.Optional(NullFirst(text(10, `yt_old_video_branding: ${oneOf(brandingPositions)}`))),
  },
  { $id: 'CampaignPlacementInput', additionalProperties: false },
);

export const InfluencerCriteria = Type.Object(
  {
    platforms: Type.Array(text(20), { maxItems: 10, description: oneOf(platforms) }),
    min_followers: NullExact(Type.Integer()),
    max_followers: NullExact(Type.Integer({ description: 'At least min_followers.' })),
    min_engagement: NullExact(Type.Number({ description: 'Percent, 0-100.' })),
  },
  { $id: 'CampaignInfluencerCriteria', additionalProperties: false },
);

export const Collateral = Type.Object(
  {
    guidelines: text(10000, 'At most 5000 characters.'),
    talking_points: list(1000, 'At most 20, each at most 300 characters.'),
    dos: list(1000, 'At most 20, each at most 300 characters.'),
    donts: list(1000, 'At most 20, each at most 300 characters.'),
    links: list(2048, 'http(s) URLs, at most 10.'),
    asset_ids: Type.Array(text(64), { maxItems: 100, description: 'Ids of files you uploaded (POST assets/), at most 20.' }),
  },
  { $id: 'CampaignCollateral', additionalProperties: false },
);

const editableFields = {
  name: text(400, '3-100 characters.'),
  description: NullFirst(text(2000, '10-500 characters; required to publish.')),
  objective: NullFirst(text(40, `${oneOf(campaignObjectives)} Required to publish.`)),
  start_date: NullFirst(text(10, 'YYYY-MM-DD; not in the past when publishing.')),
  end_date: NullFirst(text(10, 'YYYY-MM-DD, after start_date.')),
  budget: NullExact(amount('Total budget.')),
  currency: text(3, oneOf(currencies)),
  placement_pricing: text(10, oneOf(placementPricingTypes)),
  cpm_basis: text(20, `${oneOf(cpmBases)} The view count CPM placements are paid on (default views; docs/analytics.md). Drafts only.`),
  target_categories: list(100, 'Categories of src/domain/constants.'),
  target_languages: list(100, 'Languages of src/domain/constants.'),
  target_locations: list(200, 'Free text, 2-100 characters each.'),
  influencer_criteria: ref(InfluencerCriteria),
  collateral: ref(Collateral),
  placements: Type.Array(ref(PlacementInput), { maxItems: 100, description: 'Replaces every placement (at most 50).' }),
};

/** POST campaigns/: a new draft of one of my brands; only the name is required. */
export const CampaignCreate = Type.Object(
  { brand_id: Type.String({ format: 'uuid' }), ...Type.Partial(Type.Object(editableFields)).properties, name: editableFields.name },
  { $id: 'CampaignCreate', additionalProperties: false },
);

/** PATCH campaigns/{id}/: any subset; once published only end_date, description and collateral. */
export const CampaignPatch = Type.Partial(Type.Object(editableFields), { $id: 'CampaignPatch', additionalProperties: false });

export const Placement = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: StringEnum(placementTypes),
    platform: StringEnum(platforms),
    quantity: Type.Integer(),
    pricing_type: StringEnum(campaignPricingTypes),
    rate: Type.String(),
    view_cap: Nullable(Type.Integer()),
    video_url: Nullable(Type.String()),
    position: Nullable(StringEnum(brandingPositions)),
    cost: Type.String({ description: 'Committed cost (CPM without view cap: 0.00).' }),
    expected_views: Type.Integer({ description: 'quantity x the type exposure, each capped at view_cap.' }),
  },
  { $id: 'CampaignPlacement', additionalProperties: false },
);

export const Campaign = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    brand_id: Type.String({ format: 'uuid' }),
    created_by: Nullable(Type.String({ format: 'uuid' })),
    role: StringEnum(teamRoles, { description: "The caller's team role in the campaign's brand." }),
    permissions: Type.Array(StringEnum(allTeamPermissions), {
      description: "The caller's effective team permission flags in the campaign's brand (their own flags, else the role's defaults): what the server lets them do.",
    }),
    status: StringEnum(campaignStatuses),
    paused_from_status: Nullable(StringEnum(campaignStatuses)),
    allowed_actions: Type.Array(Type.String(), { description: 'What the caller may do now: publish, pause, resume, cancel, complete, revert.' }),
    name: Type.String(),
    description: Nullable(Type.String()),
    objective: Nullable(StringEnum(campaignObjectives)),
    start_date: Nullable(Type.String({ format: 'date' })),
    end_date: Nullable(Type.String({ format: 'date' })),
    budget: Nullable(Type.String({ description: 'Numeric string, 2 decimals.' })),
    currency: StringEnum(currencies),
    placement_pricing: StringEnum(placementPricingTypes),
    cpm_basis: StringEnum(cpmBases, { description: 'The view count CPM placements are paid on: views, or engaged_views (YouTube only; Instagram content is paid on views).' }),
    platforms: Type.Array(StringEnum(platforms)),
    target_categories: Type.Array(Type.String()),
    target_languages: Type.Array(Type.String()),
    target_locations: Type.Array(Type.String()),
    influencer_criteria: ref(InfluencerCriteria),
    collateral: ref(Collateral),
    placements: Type.Array(ref(Placement)),
    placements_total: Type.String({ description: 'Sum of the placements’ committed cost.' }),
    uncapped_cpm_placements: Type.Integer({ description: 'CPM placements without a view cap (not in the total).' }),
    over_budget: Type.Boolean(),
    expected_views: Type.Integer(),
    published_at: Nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Campaign', additionalProperties: false },
);

export const PaginatedCampaignList = paginated(ref(Campaign), 'PaginatedCampaignList');
export const CampaignIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const orderFields = ['created_at', 'name', 'budget', 'start_date'] as const;
const statusList = `(${campaignStatuses.join('|')})`;
export const CampaignListQuery = Type.Object({
  ...pageQuery(orderFields, '-created_at').properties,
  brand_id: Type.Optional(Type.String({ format: 'uuid', description: 'Only this brand (one of mine).' })),
  status: Type.Optional(Type.String({ pattern: `^${statusList}(,${statusList})*$`, description: 'One status or a comma list.' })),
  platform: Type.Optional(StringEnum(platforms)),
  budget_min: Type.Optional(Type.Number({ minimum: 0 })),
  budget_max: Type.Optional(Type.Number({ minimum: 0 })),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Name or description contains (wildcards match literally).' })),
});
export type CampaignOrdering = (typeof orderFields)[number] | `-${(typeof orderFields)[number]}`;
export interface CampaignListQueryValue {
  page: number; page_size: number; ordering: CampaignOrdering;
  brand_id?: string; status?: string; platform?: string; budget_min?: number; budget_max?: number; search?: string;
}

export const StatusChange = Type.Object(
  { action: StringEnum(brandStatusActions), note: Type.Optional(Type.String({ maxLength: 500 })) },
  { $id: 'CampaignStatusChange', additionalProperties: false },
);

export type CampaignView = Static<typeof Campaign>;
export type PlacementView = Static<typeof Placement>;
export type CampaignCreateBody = Static<typeof CampaignCreate>;
export type CampaignPatchBody = Static<typeof CampaignPatch>;
export type PlacementInputBody = Static<typeof PlacementInput>;
export type StatusChangeBody = Static<typeof StatusChange>;

export const campaignsComponents = [PlacementInput, InfluencerCriteria, Collateral, CampaignCreate, CampaignPatch, Placement, Campaign, PaginatedCampaignList, StatusChange];
