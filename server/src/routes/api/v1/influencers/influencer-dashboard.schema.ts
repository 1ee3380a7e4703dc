import { Type } from '@sinclair/typebox';
import { currencies, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { contentVerificationStatuses } from '../../../../../../src/domain/marketplace/verification-status';
import { Nullable, ref, StringEnum } from '../shared.schema';
import { ActiveCampaign } from './active-campaigns.schema';

const uuid = Type.String({ format: 'uuid' });
const strict = { additionalProperties: false } as const;

export const InfluencerIdParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'My influencer profile id.' }) });

export const MoneyByCurrency = Type.Object(
  { currency: StringEnum(currencies), amount: Type.String({ description: 'Amount with 2 decimals.' }) },
  { $id: 'MoneyByCurrency', ...strict },
);
const moneyList = (description: string) => Type.Array(ref(MoneyByCurrency), { description });
const Earnings = Type.Object(
  {
    earned: moneyList('Earnings to date per currency: placements with verified content (verified or rebuttal_approved).'),
    pending: moneyList('Still to earn per currency: open placements of live campaigns, or content under review.'),
  },
  strict,
);

export const InfluencerDashboard = Type.Object(
  {
    influencer_id: uuid,
    open_invites: Type.Object({
      count: Type.Integer(),
      soonest: Type.Array(Type.Object({
        id: uuid,
        campaign: Type.Object({ id: uuid, name: Type.String(), brand_name: Type.String() }, strict),
        offered_amount: Nullable(Type.String()),
        currency: StringEnum(currencies),
        invited_at: Nullable(Type.String({ format: 'date-time' })),
        expires_at: Nullable(Type.String({ format: 'date-time' })),
      }, strict), { description: 'The 5 open invites that expire first.' }),
    }, strict),
    active_campaigns: Type.Object({ count: Type.Integer(), results: Type.Array(ref(ActiveCampaign), { description: 'Up to 5, newest accepted first.' }) }, strict),
    upcoming_deadlines: Type.Array(Type.Object({
      roster_id: uuid,
      campaign: Type.Object({ id: uuid, name: Type.String() }, strict),
      placement_id: uuid,
      type: StringEnum(placementTypes),
      label: Type.String(),
      platform: Nullable(StringEnum(platforms)),
      deadline: Type.String({ format: 'date' }),
      latest_status: Nullable(StringEnum(contentVerificationStatuses)),
    }, strict), { description: 'The next 5 placements of live campaigns without verified content.' }),
    earnings: Earnings,
    recent_activity: Type.Array(Type.Object({
      kind: StringEnum(['invite', 'submission'] as const),
      action: Type.String({ description: 'invite: invited, accepted, declined; submission: the review action.' }),
      status: Nullable(StringEnum(contentVerificationStatuses)),
      campaign: Type.Object({ id: uuid, name: Type.String() }, strict),
      target_id: Type.String({ format: 'uuid', description: 'The invite (roster row) id: the invite page or /campaigns/active/{id}.' }),
      message: Nullable(Type.String()),
      created_at: Type.String({ format: 'date-time' }),
    }, strict), { description: 'The latest 10 events, newest first.' }),
  },
  { $id: 'InfluencerDashboard', ...strict },
);

export const InfluencerDashboardStats = Type.Object(
  {
    invites: Type.Object({
      received: Type.Integer(),
      open: Type.Integer(),
      accepted: Type.Integer(),
      declined: Type.Integer(),
      expired: Type.Integer(),
      acceptance_rate: Nullable(Type.Number({ description: 'accepted / (accepted + declined + expired), 0..1; null before any answer.' })),
    }, strict),
    campaigns: Type.Object({ active: Type.Integer(), completed: Type.Integer() }, strict),
    content: Type.Object({ submitted: Type.Integer(), verified: Type.Integer(), rejected: Type.Integer(), in_review: Type.Integer() }, strict),
    earnings: Earnings,
    monthly_earnings: Type.Array(
      Type.Object({ month: Type.String({ description: 'YYYY-MM (UTC).' }), earned: Type.Array(ref(MoneyByCurrency)) }, strict),
      { description: 'The last 6 months, oldest first, by when the content was verified.' },
    ),
  },
  { $id: 'InfluencerDashboardStats', ...strict },
);

export const influencerDashboardComponents = [MoneyByCurrency, InfluencerDashboard, InfluencerDashboardStats];
