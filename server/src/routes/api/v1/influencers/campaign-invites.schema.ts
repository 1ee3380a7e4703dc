import { Type, type Static } from '@sinclair/typebox';
import { campaignObjectives } from '../../../../../../src/domain/campaigns/campaign-options';
import { currencies, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { influencerVisibleInviteStatuses } from '../../../../../../src/domain/marketplace/invite-status';
import { pageQuery, paginated, type PageQuery } from '../../../../plugins/pagination';
import { CollateralFile } from '../campaigns/campaign-collateral.schema';
import { Nullable, ref, StringEnum } from '../shared.schema';

export const inviteOrderFields = ['invited_at', 'expires_at', 'offered_amount'] as const;
export type InviteOrderField = (typeof inviteOrderFields)[number];

const dateTime = (description: string) => Nullable(Type.String({ format: 'date-time', description }));
const isoDate = (description: string) => Nullable(Type.String({ description: `${description} (YYYY-MM-DD).` }));

export const InviteCampaign = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    description: Nullable(Type.String()),
    brand: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), logo_url: Nullable(Type.String()) }),
    objective: Nullable(StringEnum(campaignObjectives)),
    start_date: isoDate('First day of the campaign'),
    end_date: isoDate('Last day of the campaign: the deadline of every placement'),
    currency: StringEnum(currencies),
    platforms: Type.Array(StringEnum(platforms)),
  },
  { $id: 'InviteCampaign' },
);

export const OfferedPlacement = Type.Object(
  {
    placement_id: Type.String({ format: 'uuid' }),
    type: StringEnum(placementTypes),
    quantity: Type.Integer(),
    pricing_type: Type.String({ description: 'cpm or fixed.' }),
    rate: Type.String({ description: 'CPM: per 1,000 views; fixed: per placement.' }),
    projected_views: Nullable(Type.Integer({ description: 'Views a CPM offer assumes.' })),
    amount: Type.String({ description: 'What this line pays.' }),
  },
  { $id: 'OfferedPlacement' },
);

export const CampaignInvite = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The invite (roster row) id.' }),
    status: StringEnum(influencerVisibleInviteStatuses),
    campaign: ref(InviteCampaign),
    offered_amount: Nullable(Type.String({ description: 'Total offered pay in the campaign currency.' })),
    offered_placements: Type.Array(ref(OfferedPlacement)),
    message: Nullable(Type.String({ description: "The brand's note." })),
    invited_at: dateTime('When the invite was sent.'),
    expires_at: dateTime('Answer before this; an invite still unanswered then expires.'),
    responded_at: dateTime('When the influencer accepted or declined.'),
  },
  { $id: 'CampaignInvite' },
);

export const CampaignApplication = Type.Object(
  {
    proposed_content: Type.String(),
    previous_work: Type.Array(Type.String()),
    expected_delivery_date: Type.String({ description: 'YYYY-MM-DD.' }),
    requested_compensation: Type.String(),
    additional_notes: Type.String(),
    agreed_to_terms: Type.Boolean(),
  },
  { $id: 'CampaignApplication' },
);

export const InvitePlacement = Type.Object(
  {
    placement_id: Type.String({ format: 'uuid' }),
    type: StringEnum(placementTypes),
    platform: Nullable(StringEnum(platforms)),
    quantity: Type.Integer(),
    pricing_type: Type.String(),
    rate: Type.String(),
    projected_views: Nullable(Type.Integer()),
    amount: Type.String(),
    deadline: isoDate("The campaign's end date"),
    expected_delivery_date: isoDate('The delivery date of the application, once accepted'),
  },
  { $id: 'InvitePlacement' },
);

export const CampaignInviteDetail = Type.Object(
  {
    ...CampaignInvite.properties,
    brief: Type.Object({
      description: Nullable(Type.String()),
      guidelines: Type.String(),
      talking_points: Type.Array(Type.String()),
      dos: Type.Array(Type.String()),
      donts: Type.Array(Type.String()),
      links: Type.Array(Type.String()),
      files: Type.Array(ref(CollateralFile), { description: 'Files the brand attached, while the invite is open or accepted.' }),
    }),
    placements: Type.Array(ref(InvitePlacement)),
    application: Nullable(ref(CampaignApplication)),
    decline_reason: Nullable(Type.String()),
    can_answer: Type.Boolean({ description: 'Invited and not past expires_at: accept and decline are open.' }),
  },
  { $id: 'CampaignInviteDetail' },
);

export const PaginatedCampaignInviteList = paginated(ref(CampaignInvite), 'PaginatedCampaignInviteList');

export const CampaignInviteListQuery = Type.Object({
  ...pageQuery(inviteOrderFields, '-invited_at').properties,
  status: Type.Optional(StringEnum(influencerVisibleInviteStatuses, { description: 'Only invites in this status (default: all).' })),
  platform: Type.Optional(StringEnum(platforms, { description: 'Only campaigns on this platform.' })),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the campaign or brand name.' })),
});
export type CampaignInviteListQueryValue = PageQuery<InviteOrderField> & {
  status?: (typeof influencerVisibleInviteStatuses)[number];
  platform?: (typeof platforms)[number];
  search?: string;
};

export const InviteIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

// Bodies only bound types; the rules and their messages are src/domain/marketplace (400 with field errors).
export const CampaignApplicationBody = Type.Object(
  {
    proposed_content: Type.Optional(Type.String({ maxLength: 5000, description: '50-1000 characters.' })),
    previous_work: Type.Optional(Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 50, description: 'At most 5 http(s) URLs.' })),
    expected_delivery_date: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD, after today.' })),
    requested_compensation: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Number()], { description: 'Positive, at most 2 decimals.' })),
    additional_notes: Type.Optional(Type.String({ maxLength: 5000, description: 'At most 500 characters.' })),
    agreed_to_terms: Type.Optional(Type.Boolean({ description: "Must be true ('You must agree to the campaign terms')." })),
  },
  { $id: 'CampaignApplicationBody', additionalProperties: false },
);
export type CampaignApplicationBodyValue = Static<typeof CampaignApplicationBody>;

export const DeclineInviteBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 5000, description: '3-500 characters.' })) },
  { $id: 'DeclineInviteBody', additionalProperties: false },
);

export type CampaignInviteView = Static<typeof CampaignInvite>;
export type CampaignInviteDetailView = Static<typeof CampaignInviteDetail>;

export const campaignInvitesComponents = [
  InviteCampaign, OfferedPlacement, CampaignInvite, CampaignApplication, InvitePlacement, CampaignInviteDetail,
  PaginatedCampaignInviteList, CampaignApplicationBody, DeclineInviteBody,
];
