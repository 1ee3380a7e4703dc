import { Type, type Static } from '@sinclair/typebox';
import { campaignStatuses } from '../../../../../../src/domain/campaigns/campaign-status';
import { currencies, platforms } from '../../../../../../src/domain/constants';
import { metricsProvenances } from '../../../../../../src/domain/social/social-connect.rules';
import { inviteStatuses } from '../../../../../../src/domain/marketplace/invite-status';
import { marketplaceLimits } from '../../../../../../src/domain/marketplace/marketplace.texts';
import { matchFactors } from '../../../../../../src/domain/marketplace/match-fit';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Nullable(Type.String({ format: 'date-time' }));

export const rosterSources = ['matched', 'manual'] as const;

export const RosterAccount = Type.Object(
  {
    platform: StringEnum(platforms),
    handle: Type.String(),
    followers: Nullable(Type.Integer()),
    metrics_provenance: StringEnum(metricsProvenances, { description: 'verified: read from the platform; self_reported: typed in by the influencer.' }),
  },
  { $id: 'CampaignRosterAccount', additionalProperties: false },
);

export const FitBreakdown = Type.Object(
  Object.fromEntries(matchFactors.map((factor) => [factor, Type.Number({ minimum: 0, maximum: 1 })])) as Record<(typeof matchFactors)[number], ReturnType<typeof Type.Number>>,
  { $id: 'CampaignRosterFit', additionalProperties: false, description: 'Per-factor scores 0..1 (match-fit.ts weights).' },
);

export const OfferedPlacement = Type.Object(
  {
    placement_id: Uuid, type: Type.String(), quantity: Type.Integer(), pricing_type: Type.String(), rate: Type.String(),
    projected_views: Nullable(Type.Integer()), amount: Type.String(),
  },
  { $id: 'CampaignRosterOfferedPlacement', additionalProperties: false },
);

export const RosterEntry = Type.Object(
  {
    id: Uuid,
    influencer_id: Uuid,
    display_name: Type.String(),
    profile_picture: Nullable(Type.String()),
    accounts: Type.Array(ref(RosterAccount), { description: 'Linked accounts, largest audience first.' }),
    fit_score: Type.Number({ description: '0..100; 0 for hand-added rows.' }),
    fit: Nullable(ref(FitBreakdown)),
    status: StringEnum(inviteStatuses),
    source: StringEnum(rosterSources),
    offered_amount: Nullable(Type.String({ description: 'What the invite offers (set once invited).' })),
    offered_placements: Nullable(Type.Array(ref(OfferedPlacement))),
    projected_amount: Type.String({ description: 'What an invite would offer now (placements on the influencer\'s platforms).' }),
    message: Nullable(Type.String()),
    invited_at: DateTime,
    expires_at: DateTime,
    responded_at: DateTime,
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'CampaignRosterEntry', additionalProperties: false },
);
export type RosterEntryView = Static<typeof RosterEntry>;

export const PaginatedRosterList = paginated(ref(RosterEntry), 'PaginatedCampaignRosterList');

export const rosterOrderFields = ['fit_score', 'invited_at', 'display_name'] as const;
export const RosterQuery = Type.Composite([
  pageQuery(rosterOrderFields, '-fit_score'),
  Type.Object({
    status: Type.Optional(Type.String({ maxLength: 100, description: `Comma-separated: ${inviteStatuses.join(', ')}.` })),
    source: Type.Optional(StringEnum(rosterSources)),
    platform: Type.Optional(StringEnum(platforms)),
    min_fit: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the display name, case-insensitive.' })),
  }),
], { additionalProperties: true });
export type RosterQueryValue = Static<typeof RosterQuery> & { page: number; page_size: number; ordering: string };

export const RosterAdd = Type.Object({ influencer_id: Uuid }, { $id: 'CampaignRosterAdd', additionalProperties: false });

export const RosterInvite = Type.Object(
  {
    roster_ids: Type.Array(Uuid, { minItems: 1, maxItems: marketplaceLimits.bulkInviteMax, uniqueItems: true }),
    message: Type.Optional(Nullable(Type.String({ maxLength: 2000, description: `At most ${marketplaceLimits.inviteMessageMax} characters.` }))),
  },
  { $id: 'CampaignRosterInvite', additionalProperties: false },
);
export type RosterInviteBody = Static<typeof RosterInvite>;

export const RosterBudget = Type.Object(
  {
    currency: StringEnum(currencies),
    budget: Nullable(Type.String()),
    committed: Type.String({ description: 'Offers of invited and accepted influencers.' }),
    left: Nullable(Type.String({ description: 'budget - committed (null without a budget).' })),
    campaign_status: StringEnum(campaignStatuses),
    can_invite: Type.Boolean({ description: 'The campaign status allows invites.' }),
    funded_room: Type.String({
      description: "Funded money not yet promised: the campaign's escrow not committed to accepted offers, less the offers of open invites. Invites may not exceed it (docs/payments.md).",
    }),
  },
  { $id: 'CampaignRosterBudget', additionalProperties: false },
);

export const RosterInviteResult = Type.Object(
  {
    invited: Type.Array(ref(RosterEntry)),
    already_invited: Type.Array(Uuid, { description: 'Rows of the batch invited before (a retried request): left unchanged.' }),
    budget: ref(RosterBudget),
  },
  { $id: 'CampaignRosterInviteResult', additionalProperties: false },
);

export const RosterInviteCreators = Type.Object(
  {
    influencer_ids: Type.Array(Uuid, { minItems: 1, maxItems: marketplaceLimits.bulkInviteMax, uniqueItems: true, description: 'Influencer (profile) ids, e.g. a shortlist or a directory selection.' }),
    message: Type.Optional(Nullable(Type.String({ maxLength: 2000, description: `At most ${marketplaceLimits.inviteMessageMax} characters.` }))),
  },
  { $id: 'CampaignRosterInviteCreators', additionalProperties: false },
);
export type RosterInviteCreatorsBody = Static<typeof RosterInviteCreators>;

export const RosterInviteCreatorsResult = Type.Object(
  {
    invited: Type.Array(ref(RosterEntry)),
    already_invited: Type.Array(Uuid, { description: 'Roster rows invited before (a retried request): left unchanged.' }),
    skipped: Type.Array(Uuid, { description: 'Influencers who answered an earlier invite to this campaign (accepted, declined, expired): not invited again.' }),
    budget: ref(RosterBudget),
  },
  { $id: 'CampaignRosterInviteCreatorsResult', additionalProperties: false },
);

export const OfferPreviewQuery = Type.Object(
  { influencer_ids: Type.String({ minLength: 36, maxLength: 37 * marketplaceLimits.bulkInviteMax, description: 'Comma-separated influencer ids.' }) },
  { additionalProperties: true },
);

export const OfferPreview = Type.Object(
  {
    offers: Type.Array(Type.Object({ influencer_id: Uuid, amount: Type.String({ description: 'What an invite would offer now.' }) }, { additionalProperties: false })),
    total: Type.String(),
    budget: ref(RosterBudget),
  },
  { $id: 'CampaignRosterOfferPreview', additionalProperties: false },
);

export const RosterParams = Type.Object({ id: Uuid, rosterId: Uuid });

export const DiscoveryContext = Type.Object(
  {
    campaign_id: Uuid,
    campaign_status: StringEnum(campaignStatuses),
    run_id: Nullable(Uuid),
    context: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: 'The targeting the run ranked against.' })),
    candidate_count: Type.Integer(),
    started_at: DateTime,
    finished_at: DateTime,
    duration_ms: Nullable(Type.Integer()),
  },
  { $id: 'CampaignDiscoveryContext', additionalProperties: false },
);

export const campaignRosterComponents = [
  RosterAccount, FitBreakdown, OfferedPlacement, RosterEntry, PaginatedRosterList, RosterAdd, RosterInvite, RosterBudget, RosterInviteResult, DiscoveryContext,
  RosterInviteCreators, RosterInviteCreatorsResult, OfferPreview,
];
