import { Type, type TSchema } from '@sinclair/typebox';
import { contentVerificationStatuses, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { influencerVisibleInviteStatuses, inviteStatuses } from '../../../../../../src/domain/marketplace/invite-status';
import { matchFactors } from '../../../../../../src/domain/marketplace/match-fit';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';
import { platformNumberFields, provenanceFields } from '../influencers/social-fields.schema';

const uuid = () => Type.String({ format: 'uuid' });
const dateTime = () => Nullable(Type.String({ format: 'date-time' }));
const strict = { additionalProperties: false } as const;

/**
 * The influencer's public profile as a brand sees it. Deliberately no e-mail, phone, names, date of birth or
 * payout details (docs/marketplace.md, "Privacy of brand views").
 */
const profileFields = {
  id: uuid(),
  display_name: Type.String(),
  profile_picture: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  categories: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
};

export const BrandInfluencerProfile = Type.Object(profileFields, { $id: 'BrandInfluencerProfile', ...strict });

export const BrandInfluencerAccount = Type.Object(
  {
    id: uuid(),
    platform: StringEnum(platforms),
    handle: Type.String(),
    profile_url: Type.String(),
    followers: Nullable(Type.Integer()),
    average_engagement: Nullable(Type.Number({ description: 'Average engagement rate, percent.' })),
    ...platformNumberFields,
    ...provenanceFields,
    metrics_updated_at: dateTime(),
  },
  { $id: 'BrandInfluencerAccount', ...strict },
);

const rosterFields = {
  id: Type.String({ format: 'uuid', description: 'The roster row (campaign_influencers) id.' }),
  status: StringEnum(inviteStatuses),
  source: Type.String({ description: 'matched (by the matching job) or manual (added by the brand).' }),
  fit_score: Type.Number({ description: 'Fit 0..100 (docs/marketplace.md, matching).' }),
  offered_amount: Nullable(Type.String({ description: 'Offered pay in the campaign currency.' })),
  invited_at: dateTime(),
  expires_at: dateTime(),
  responded_at: dateTime(),
};

const countsBySubmissionStatus = Type.Object(
  Object.fromEntries(contentVerificationStatuses.map((status) => [status, Type.Integer({ minimum: 0 })])) as Record<string, TSchema>,
  strict,
);

export const BrandInfluencer = Type.Object(
  {
    ...rosterFields,
    currency: Type.String({ description: "The campaign's currency (of offered_amount)." }),
    influencer: Type.Object(
      {
        ...profileFields,
        platforms: Type.Array(StringEnum(platforms), { description: 'Platforms of the linked accounts.' }),
        total_followers: Type.Integer({ minimum: 0, description: 'Followers over all linked accounts.' }),
        followers_provenance: Nullable(StringEnum(['verified', 'self_reported', 'mixed'] as const, {
          description: 'Where total_followers comes from: all verified, all self-reported, or both; null without any count.',
        })),
      },
      strict,
    ),
    submission_counts: countsBySubmissionStatus,
    submissions_total: Type.Integer({ minimum: 0 }),
  },
  { $id: 'BrandInfluencer', ...strict },
);
export const PaginatedBrandInfluencerList = paginated(ref(BrandInfluencer), 'PaginatedBrandInfluencerList');

const orderFields = ['invited_at', 'responded_at', 'fit_score', 'display_name'] as const;
export const BrandInfluencerQuery = Type.Object({
  ...pageQuery(orderFields, '-invited_at').properties,
  status: Type.Optional(StringEnum(influencerVisibleInviteStatuses, { description: 'Only this invite status (default: all four).' })),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Display name or account handle contains.' })),
});

export const BrandInfluencerParams = Type.Object({ id: uuid(), influencerId: uuid() });

const ReviewEvent = Type.Object(
  {
    id: uuid(),
    action: Type.String({ description: 'submit, verify, reject, dispute, respond, approve_rebuttal, reject_rebuttal.' }),
    actor: Type.Object(
      {
        id: Nullable(uuid()),
        name: Nullable(Type.String({ description: "The influencer's display name, or the brand member's or operator's name." })),
        role: StringEnum(['influencer', 'brand', 'operator'] as const),
      },
      strict,
    ),
    at: Type.String({ format: 'date-time' }),
    from_status: Nullable(StringEnum(contentVerificationStatuses)),
    to_status: StringEnum(contentVerificationStatuses),
    message: Nullable(Type.String()),
  },
  { $id: 'BrandInfluencerReviewEvent', ...strict },
);

const Submission = Type.Object(
  {
    id: uuid(),
    placement_id: uuid(),
    placement_type: Nullable(StringEnum(placementTypes)),
    platform: Nullable(StringEnum(platforms)),
    content_url: Nullable(Type.String()),
    asset_id: Nullable(uuid()),
    note: Nullable(Type.String()),
    status: StringEnum(contentVerificationStatuses),
    ownership_checked: Type.Boolean({ description: 'true: the platform confirmed the link is on the influencer\'s connected account (the YouTube video\'s channel, or the Instagram account\'s own media); false: not verified (an unconnected account, the platform did not answer, or an uploaded file). docs/marketplace.md "Content ownership".' }),
    submitted_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    events: Type.Array(ref(ReviewEvent)),
  },
  { $id: 'BrandInfluencerSubmission', ...strict },
);

const Placement = Type.Object(
  {
    placement_id: uuid(),
    type: Type.String(),
    platform: Nullable(StringEnum(platforms)),
    quantity: Type.Integer(),
    pricing_type: Type.String(),
    rate: Type.String(),
    projected_views: Nullable(Type.Integer()),
    amount: Type.String(),
    latest_status: Nullable(StringEnum(contentVerificationStatuses, { description: 'Status of the newest submission for it.' })),
  },
  { $id: 'BrandInfluencerPlacement', ...strict },
);

export const BrandInfluencerDetails = Type.Object(
  {
    campaign: Type.Object(
      { id: uuid(), name: Type.String(), status: Type.String(), currency: Type.String(), end_date: Nullable(Type.String({ format: 'date' })) },
      strict,
    ),
    influencer: ref(BrandInfluencerProfile),
    accounts: Type.Array(ref(BrandInfluencerAccount)),
    roster: Type.Object(
      {
        ...rosterFields,
        fit: Nullable(Type.Object(Object.fromEntries(matchFactors.map((factor) => [factor, Type.Number()])) as Record<string, TSchema>)),
        message: Nullable(Type.String({ description: "The brand's invite message." })),
        decline_reason: Nullable(Type.String()),
        application: Nullable(Type.Object({}, { additionalProperties: true, description: 'The campaign application sent with the acceptance (SPEC §3).' })),
      },
      strict,
    ),
    placements: Type.Array(ref(Placement), { description: "The invite's offered placements." }),
    submissions: Type.Array(ref(Submission), { description: 'Newest first, each with its review events (oldest first).' }),
  },
  { $id: 'BrandInfluencerDetails', ...strict },
);

export const brandInfluencersComponents = [
  BrandInfluencerProfile,
  BrandInfluencerAccount,
  BrandInfluencer,
  PaginatedBrandInfluencerList,
  ReviewEvent,
  Submission,
  Placement,
  BrandInfluencerDetails,
];
