import { Type } from '@sinclair/typebox';
import { platforms } from '../../../../../../src/domain/constants';
import {
  compensationTypes,
  contentTypes,
  postingFrequencies,
  weekDays,
} from '../../../../../../src/domain/influencers/influencer-profile.rules';
import { Nullable, ref, StringEnum } from '../shared.schema';
import { connectionFields, platformNumberFields, provenanceFields } from './social-fields.schema';

export const SocialAccount = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    platform: StringEnum(platforms),
    handle: Type.String({ description: '@handle' }),
    profile_url: Type.String(),
    ...connectionFields,
    followers: Nullable(Type.Integer({ minimum: 0, description: 'Followers (Instagram) or subscribers (YouTube).' })),
    average_engagement: Nullable(Type.Number({ minimum: 0, maximum: 100, description: 'Percent.' })),
    ...platformNumberFields,
    ...provenanceFields,
    metrics_updated_at: Nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'SocialAccount', additionalProperties: false },
);

export const ContentPreferences = Type.Object(
  {
    content_types: Type.Array(StringEnum(contentTypes)),
    frequency: StringEnum(postingFrequencies),
    preferred_days: Type.Array(StringEnum(weekDays)),
    preferred_times: Type.Array(Type.String({ description: 'HH:MM, 24-hour.' })),
    compensation_types: Type.Array(StringEnum(compensationTypes)),
    custom_guidelines: Type.String(),
  },
  { $id: 'ContentPreferences', additionalProperties: false },
);

export const InfluencerProfile = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    display_name: Type.String(),
    first_name: Nullable(Type.String()),
    last_name: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    profile_picture: Nullable(Type.String({ description: 'Our download path or an http(s) URL.' })),
    categories: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
    date_of_birth: Nullable(Type.String({ format: 'date' })),
    content_preferences: Nullable(ref(ContentPreferences)),
    social_accounts: Type.Array(ref(SocialAccount)),
    is_profile_completed: Type.Boolean(),
    profile_completed_at: Nullable(Type.String({ format: 'date-time' })),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'InfluencerProfile', additionalProperties: false },
);

export const PublicInfluencerProfile = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    display_name: Type.String(),
    bio: Nullable(Type.String()),
    profile_picture: Nullable(Type.String()),
    categories: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
    social_accounts: Type.Array(
      Type.Object(
        {
          platform: StringEnum(platforms),
          handle: Type.String(),
          profile_url: Type.String(),
          followers: Nullable(Type.Integer()),
          average_engagement: Nullable(Type.Number({ description: 'Percent.' })),
          ...platformNumberFields,
          ...provenanceFields,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'PublicInfluencerProfile', additionalProperties: false },
);

// Values are checked by the shared domain rules (exact messages); the schema documents and bounds them.
const str = (description: string, maxLength = 600) => Type.Optional(Type.String({ maxLength, description }));
const list = (description: string) => Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50, description }));

export const InfluencerProfileBody = Type.Object(
  {
    display_name: str('3–30 letters, digits, dots, dashes, underscores.'),
    first_name: str('2–50 letters, spaces, hyphens, apostrophes.'),
    last_name: str('2–50 letters, spaces, hyphens, apostrophes.'),
    bio: str('10–500 characters.'),
    profile_picture: Type.Optional(Nullable(Type.String({ maxLength: 2048, description: 'Our asset download path or an http(s) URL.' }))),
    categories: list('1 to 5 of the categories.'),
    languages: list('At least one of the languages.'),
    city: str('At least 2 characters.'),
    country: str('At least 2 characters.'),
    date_of_birth: str('YYYY-MM-DD; at least 13 years ago.', 10),
    content_preferences: Type.Optional(Nullable(Type.Object({}, { additionalProperties: true, description: 'See ContentPreferences.' }))),
  },
  { $id: 'InfluencerProfileBody', additionalProperties: false },
);

export const SocialAccountBody = Type.Object(
  {
    platform: str('youtube or instagram.', 20),
    handle: str('@handle', 40),
    profile_url: str('The channel or profile address on that platform.', 2048),
    followers: Type.Optional(Nullable(Type.Number())),
    average_engagement: Type.Optional(Nullable(Type.Number())),
  },
  { $id: 'SocialAccountBody', additionalProperties: false },
);

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const influencersComponents = [SocialAccount, ContentPreferences, InfluencerProfile, PublicInfluencerProfile, InfluencerProfileBody, SocialAccountBody];
