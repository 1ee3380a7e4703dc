import { Type, type Static } from '@sinclair/typebox';
import { campaignStatuses } from '../../../../../../src/domain/campaigns/campaign-status';
import { currencies, placementTypes, platforms } from '../../../../../../src/domain/constants';
import { availabilities, directoryLimits as l, directorySorts } from '../../../../../../src/domain/directory/directory.rules';
import { inviteStatuses } from '../../../../../../src/domain/marketplace/invite-status';
import { metricsProvenances } from '../../../../../../src/domain/social/social-connect.rules';
import { limits } from '../../../../../../src/domain/constants';
import { paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Nullable(Type.String({ format: 'date-time' }));
const Count = (description: string) => Type.Optional(Type.Integer({ minimum: 0, description }));
const Percent = (description: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 100, description }));
const Amount = (description: string) => Type.Optional(Type.Number({ minimum: 0, description }));

export const DirectoryQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: l.queryMaxLength, description: 'Text in the name, a handle or the bio (case-insensitive, % and _ literal).' })),
    niches: Type.Optional(Type.String({ description: 'Comma-separated niches of the 41; a profile with any of them matches.' })),
    languages: Type.Optional(Type.String({ description: 'Comma-separated languages of the 34; a profile with any of them matches.' })),
    platform: Type.Optional(StringEnum(platforms, { description: 'Has an account on this platform (the account filters below then apply to it).' })),
    followers_min: Count('An account with at least this many followers.'),
    followers_max: Count('An account with at most this many followers.'),
    engagement_min: Percent('An account with at least this average engagement (%).'),
    engagement_max: Percent('An account with at most this average engagement (%).'),
    average_views_min: Count('An account whose recent uploads average at least this many views.'),
    verified_only: Type.Optional(Type.Boolean({ description: 'The account filters apply to verified (platform-read) figures only.' })),
    location: Type.Optional(Type.String({ maxLength: l.queryMaxLength, description: 'Text in the city or country; hidden locations never match.' })),
    availability: Type.Optional(Type.String({ description: `Comma-separated: ${availabilities.join(', ')}.` })),
    placement_type: Type.Optional(StringEnum(placementTypes, { description: 'The placement type price_min / price_max apply to.' })),
    currency: Type.Optional(StringEnum(currencies, { description: 'The currency of price_min / price_max.' })),
    price_min: Amount('A rate for placement_type of at least this amount.'),
    price_max: Amount('A rate for placement_type of at most this amount.'),
    sort: Type.Optional(Type.String({ default: 'relevance', description: `One of: ${directorySorts.join(', ')} (all best first). Anything else is a 400.` })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'Page number, starting at 1.' })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.pageSizeMax, default: limits.pageSizeDefault, description: `Results per page (at most ${limits.pageSizeMax}).` })),
  },
  { additionalProperties: true },
);
export type DirectoryQueryValue = Static<typeof DirectoryQuery> & { page: number; page_size: number; sort: string };

export const DirectoryAccount = Type.Object(
  {
    id: Uuid,
    platform: StringEnum(platforms),
    handle: Type.String(),
    profile_url: Type.String(),
    followers: Nullable(Type.Integer()),
    average_engagement: Nullable(Type.Number()),
    recent_average_views: Nullable(Type.Integer()),
    media_count: Nullable(Type.Integer()),
    metrics_provenance: StringEnum(metricsProvenances, { description: 'verified: read from the platform; self_reported: typed in by the influencer.' }),
    verified_at: DateTime,
  },
  { $id: 'DirectoryAccount', additionalProperties: false },
);

export const DirectoryRate = Type.Object(
  { placement_type: StringEnum(placementTypes), amount: Type.String(), currency: StringEnum(currencies) },
  { $id: 'DirectoryRate', additionalProperties: false },
);

const profileFields = {
  id: Uuid,
  display_name: Type.String(),
  profile_picture: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  categories: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  city: Nullable(Type.String({ description: 'null when the influencer hides their location.' })),
  country: Nullable(Type.String({ description: 'null when the influencer hides their location.' })),
  availability: StringEnum(availabilities),
  last_active_at: Type.String({ format: 'date-time', description: 'When the profile last changed (the recent-activity sort).' }),
  accounts: Type.Array(ref(DirectoryAccount), { description: 'Linked accounts, largest audience first, each with its provenance.' }),
  verified_followers: Type.Integer({ description: 'Followers of verified accounts (read from the platforms).' }),
  self_reported_followers: Type.Integer({ description: 'Followers typed in by the influencer (not verified).' }),
  rates: Type.Array(ref(DirectoryRate)),
};

export const DirectoryEntry = Type.Object(profileFields, { $id: 'DirectoryEntry', additionalProperties: false });
const directoryPage = paginated(ref(DirectoryEntry));
/** SPEC §5's page, with a capped count (docs/directory.md "Counting"). */
export const PaginatedDirectory = Type.Object(
  {
    count: Type.Integer({ minimum: 0, description: 'Matching profiles; with count_capped, a lower bound (there are more).' }),
    count_capped: Type.Boolean({
      description: `True when counting stopped at ${l.countCap.toLocaleString('en-IN')} (or at the end of the page asked for, when further): there are more than count results.`,
    }),
    next: directoryPage.properties.next,
    previous: directoryPage.properties.previous,
    results: directoryPage.properties.results,
  },
  { $id: 'PaginatedDirectory' },
);

export const DirectoryContent = Type.Object(
  { id: Uuid, platform: Nullable(StringEnum(platforms)), content_url: Type.String(), submitted_at: Type.String({ format: 'date-time' }) },
  { $id: 'DirectoryContent', additionalProperties: false },
);

export const DirectoryCollaboration = Type.Object(
  {
    campaign_id: Uuid, campaign_name: Type.String(), campaign_status: StringEnum(campaignStatuses), currency: StringEnum(currencies),
    status: StringEnum(inviteStatuses), offered_amount: Nullable(Type.String()), invited_at: DateTime,
  },
  { $id: 'DirectoryCollaboration', additionalProperties: false },
);

export const DirectoryProfile = Type.Object(
  {
    ...profileFields,
    recent_content: Type.Array(ref(DirectoryContent), { description: 'Verified (approved) published content, newest first.' }),
    collaborations: Type.Array(ref(DirectoryCollaboration), { description: "This brand's campaigns that invited the influencer." }),
    shortlist_ids: Type.Array(Uuid, { description: "The brand's shortlists holding this influencer." }),
  },
  { $id: 'DirectoryProfile', additionalProperties: false },
);

export const DirectoryProfileParams = Type.Object({ influencerId: Uuid });

export const directoryComponents = [DirectoryAccount, DirectoryRate, DirectoryEntry, PaginatedDirectory, DirectoryContent, DirectoryCollaboration, DirectoryProfile];
