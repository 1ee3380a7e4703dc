import { Type } from '@sinclair/typebox';
import { campaignStatuses } from '../../../../../../src/domain/campaigns/campaign-status';
import { currencies, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { contentVerificationStatuses } from '../../../../../../src/domain/marketplace/verification-status';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { CollateralFile } from '../campaigns/campaign-collateral.schema';
import { Nullable, ref, StringEnum } from '../shared.schema';

const uuid = Type.String({ format: 'uuid' });
const day = Type.String({ format: 'date' });
const amount = (description?: string) => Type.String({ description: description ?? 'Amount with 2 decimals.' });
const strict = { additionalProperties: false } as const;

export const RosterIdParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The accepted roster row (invite) id.' }) });

const summaryFields = {
  id: uuid,
  name: Type.String(),
  status: StringEnum(campaignStatuses),
  brand: Type.Object({ id: uuid, name: Type.String(), logo_url: Nullable(Type.String()) }, strict),
  start_date: Nullable(day),
  end_date: Nullable(day),
  currency: StringEnum(currencies),
  platforms: Type.Array(StringEnum(platforms)),
};
export const ActiveCampaignSummary = Type.Object(summaryFields, { $id: 'ActiveCampaignSummary', ...strict });
export const ActiveCampaignDetail = Type.Object(
  { ...summaryFields, description: Nullable(Type.String()), objective: Nullable(Type.String()) },
  { $id: 'ActiveCampaignDetail', ...strict },
);

export const AgreedPay = Type.Object(
  {
    offered_amount: Nullable(amount('What the brand offered for every placement.')),
    requested_compensation: Nullable(Type.String({ description: 'What the influencer asked for in the application.' })),
    currency: StringEnum(currencies),
  },
  { $id: 'AgreedPay', ...strict },
);

export const ActiveCampaign = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Roster row id: /campaigns/active/{id}.' }),
    accepted_at: Nullable(Type.String({ format: 'date-time' })),
    campaign: ref(ActiveCampaignSummary),
    agreed_pay: ref(AgreedPay),
    placements_total: Type.Integer({ description: 'Offered placement lines.' }),
    placements_submitted: Type.Integer({ description: 'Lines with at least one submission.' }),
    placements_verified: Type.Integer({ description: 'Lines with verified content (verified or rebuttal_approved).' }),
    next_deadline: Nullable(Type.String({ format: 'date', description: 'Deadline of the open lines; null when all are verified or the campaign is over.' })),
  },
  { $id: 'ActiveCampaign', ...strict },
);
export const PaginatedActiveCampaignList = paginated(ref(ActiveCampaign), 'PaginatedActiveCampaignList');

export const activeOrderFields = ['accepted_at', 'name', 'start_date', 'end_date'] as const;
export const ActiveCampaignListQuery = Type.Object({
  ...pageQuery(activeOrderFields, '-accepted_at').properties,
  status: Type.Optional(StringEnum(['active', 'completed', 'all'] as const, {
    description: 'active (default): outreach_*, active or paused campaigns; completed; all.',
  })),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Campaign or brand name contains (wildcards match literally).' })),
});

export const ActiveCampaignProgress = Type.Object(
  {
    placements_total: Type.Integer(),
    placements_submitted: Type.Integer(),
    placements_verified: Type.Integer(),
    next_deadline: Nullable(day),
    earned: amount('Amounts of the lines with verified content.'),
    pending: amount('Amounts still to earn: open lines of a live campaign, or content under review.'),
  },
  { $id: 'ActiveCampaignProgress', ...strict },
);

export const ActiveCampaignDashboard = Type.Object(
  {
    id: uuid,
    accepted_at: Nullable(Type.String({ format: 'date-time' })),
    campaign: ref(ActiveCampaignDetail),
    brief: Type.Object({
      message: Nullable(Type.String({ description: "The brand's invite message." })),
      collateral: Nullable(Type.Object({
        guidelines: Type.String(), talking_points: Type.Array(Type.String()), dos: Type.Array(Type.String()),
        donts: Type.Array(Type.String()), links: Type.Array(Type.String()), asset_ids: Type.Array(Type.String()),
      })),
      files: Type.Array(ref(CollateralFile), { description: 'The files the brand attached, by name, with their download addresses.' }),
    }, strict),
    application: Nullable(Type.Object({
      proposed_content: Type.String(),
      previous_work: Type.Array(Type.String()),
      expected_delivery_date: Nullable(day),
      requested_compensation: Nullable(Type.String()),
      additional_notes: Type.String(),
    }, strict)),
    agreed_pay: ref(AgreedPay),
    progress: ref(ActiveCampaignProgress),
  },
  { $id: 'ActiveCampaignDashboard', ...strict },
);

const statusCounts = Type.Object(Object.fromEntries(contentVerificationStatuses.map((status) => [status, Type.Integer()])), strict);
export const ActiveCampaignStats = Type.Object(
  {
    id: uuid,
    submissions: Type.Object({ total: Type.Integer(), by_status: statusCounts }, strict),
    placements_total: Type.Integer(),
    placements_submitted: Type.Integer(),
    placements_verified: Type.Integer(),
    earnings: Type.Object({ currency: StringEnum(currencies), agreed: amount(), earned: amount(), pending: amount() }, strict),
  },
  { $id: 'ActiveCampaignStats', ...strict },
);

export const ActivePlacement = Type.Object(
  {
    placement_id: uuid,
    type: StringEnum(placementTypes),
    label: Type.String(),
    platform: Nullable(StringEnum(platforms)),
    quantity: Type.Integer(),
    pricing_type: Type.String(),
    rate: Type.String(),
    amount: amount('What this line pays once its content is verified.'),
    deadline: Nullable(Type.String({ format: 'date', description: 'The application delivery date, else the campaign end date.' })),
    latest_submission: Nullable(Type.Object({ id: uuid, status: StringEnum(contentVerificationStatuses), submitted_at: Type.String({ format: 'date-time' }) }, strict)),
    submissions: Type.Integer({ description: 'How many times content was submitted for this line.' }),
    verified: Type.Boolean(),
  },
  { $id: 'ActivePlacement', ...strict },
);
export const ActivePlacementList = Type.Object(
  { currency: StringEnum(currencies), results: Type.Array(ref(ActivePlacement)) },
  { $id: 'ActivePlacementList', ...strict },
);

export const SubmissionEvent = Type.Object(
  {
    id: uuid,
    action: Type.String(),
    actor_role: Type.String({ description: 'influencer, brand or operator.' }),
    actor_name: Nullable(Type.String()),
    from_status: Nullable(StringEnum(contentVerificationStatuses)),
    to_status: StringEnum(contentVerificationStatuses),
    message: Nullable(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'ActiveSubmissionEvent', ...strict },
);

export const ActiveSubmission = Type.Object(
  {
    id: uuid,
    placement_id: uuid,
    placement_type: StringEnum(placementTypes),
    platform: Nullable(StringEnum(platforms)),
    content_url: Nullable(Type.String()),
    asset_id: Nullable(uuid),
    note: Nullable(Type.String()),
    status: StringEnum(contentVerificationStatuses),
    ownership_checked: Type.Boolean({ description: 'true: the platform confirmed the link is on the influencer\'s connected account (the YouTube video\'s channel, or the Instagram account\'s own media); false: not verified (an unconnected account, the platform did not answer, or an uploaded file). docs/marketplace.md "Content ownership".' }),
    submitted_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    events: Type.Array(ref(SubmissionEvent), { description: 'Review history, newest first.' }),
  },
  { $id: 'ActiveSubmission', ...strict },
);
export const PaginatedActiveSubmissionList = paginated(ref(ActiveSubmission), 'PaginatedActiveSubmissionList');
const { page, page_size } = pageQuery(['submitted_at'], '-submitted_at').properties;
export const ActiveContentQuery = Type.Object({
  page,
  page_size,
  status: Type.Optional(StringEnum(contentVerificationStatuses)),
  placement_id: Type.Optional(uuid),
});

export const activeCampaignsComponents = [
  ActiveCampaignSummary, ActiveCampaignDetail, AgreedPay, ActiveCampaign, PaginatedActiveCampaignList, ActiveCampaignProgress, ActiveCampaignDashboard,
  ActiveCampaignStats, ActivePlacement, ActivePlacementList, SubmissionEvent, ActiveSubmission, PaginatedActiveSubmissionList,
];
