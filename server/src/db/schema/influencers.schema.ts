import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { platforms } from '../../../../src/domain/constants';
import { connectionStatuses, metricsProvenances } from '../../../../src/domain/social/social-connect.rules';
import { availabilities } from '../../../../src/domain/directory/directory.rules';
import type { ContentPreferences } from '../../../../src/domain/influencers/influencer-profile.rules';
import { users } from './users.schema';

export const influencerAvailabilityEnum = pgEnum('influencer_availability', availabilities);

/**
 * An influencer's profile; one per user. It exists from the first saved setup step (a draft) and is complete
 * once `profile_completed_at` is set by POST influencers/profile-setup/ (docs/influencer-profiles.md).
 */
export const influencers = pgTable(
  'influencers',
  {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('influencers_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull().default(''),
  firstName: text('first_name'),
  lastName: text('last_name'),
  bio: text('bio'),
  profilePicture: text('profile_picture'),
  categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
  languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  city: text('city'),
  country: text('country'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  contentPreferences: jsonb('content_preferences').$type<ContentPreferences>(),
  profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
  /** Whether they take on new work (docs/directory.md); brands filter the directory by it. */
  availability: influencerAvailabilityEnum('availability').notNull().default('available'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The matcher filters completed profiles and scores category and language overlap (docs/marketplace.md).
  (table) => [
    index('influencers_categories_gin_idx').using('gin', table.categories),
    index('influencers_languages_gin_idx').using('gin', table.languages),
    index('influencers_completed_idx').on(table.profileCompletedAt).where(sql`${table.profileCompletedAt} is not null`),
    // The directory's text index and "recent activity" order are on its read model, directory_profiles (migration 0024).
  ],
);

export type InfluencerRow = typeof influencers.$inferSelect;

export const socialPlatformEnum = pgEnum('social_platform', platforms);

export const socialConnectionStatusEnum = pgEnum('social_connection_status', connectionStatuses);
export const socialMetricsProvenanceEnum = pgEnum('social_metrics_provenance', metricsProvenances);

/**
 * A YouTube channel or Instagram profile linked to an influencer (SPEC §3 "Social account"): typed by hand
 * (`not_connected`, numbers `self_reported`) or connected through the platform's OAuth, when the numbers come from the
 * API (`verified`, read at `verified_at`) and the tokens are kept AES-256-GCM sealed, bound to the row id
 * (docs/social-integrations.md "Connecting accounts"). Tokens are never returned by the API or logged.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    platform: socialPlatformEnum('platform').notNull(),
    handle: text('handle').notNull(),
    profileUrl: text('profile_url').notNull(),
    followers: integer('followers'),
    averageEngagement: doublePrecision('average_engagement'),
    metricsUpdatedAt: timestamp('metrics_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The platform's id of the channel / professional account (YouTube UC..., Instagram user_id); null when typed. */
    externalId: text('external_id'),
    /** The channel or account name as the platform shows it. */
    title: text('title'),
    connectionStatus: socialConnectionStatusEnum('connection_status').notNull().default('not_connected'),
    metricsProvenance: socialMetricsProvenanceEnum('metrics_provenance').notNull().default('self_reported'),
    /** Videos (YouTube) or media (Instagram) the platform counts. */
    mediaCount: integer('media_count'),
    /** Average views of the recent uploads read at verification. */
    recentAverageViews: integer('recent_average_views'),
    /** When the verified numbers were read from the platform. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the current connection was made (the needs-reconnect notification is once per connection). */
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    accessTokenSealed: text('access_token_sealed'),
    /** YouTube only (Instagram's long-lived access token is refreshed itself). Never overwritten with nothing. */
    refreshTokenSealed: text('refresh_token_sealed'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** When the current access token was issued (Instagram refreshes only tokens at least 24 h old). */
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
    grantedScopes: text('granted_scopes').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index('social_accounts_influencer_idx').on(table.influencerId, table.createdAt),
    // The directory's handle search (trigram, ILIKE '%text%').
    index('social_accounts_handle_trgm_idx').using('gin', sql`${table.handle} gin_trgm_ops`),
    index('social_accounts_platform_followers_idx').on(table.platform, table.followers.desc(), table.influencerId),
    // A handle names one channel: it is linked to one account only, case-insensitively (docs/influencer-profiles.md).
    uniqueIndex('social_accounts_platform_handle_unique').on(table.platform, sql`lower(${table.handle})`),
    // One channel, one connection: "already connected by someone else" is refused (docs/social-integrations.md).
    uniqueIndex('social_accounts_platform_external_id_unique').on(table.platform, table.externalId).where(sql`${table.externalId} is not null`),
    // The refresh and statistics jobs walk connected accounts by token expiry.
    index('social_accounts_connected_expiry_idx').on(table.tokenExpiresAt).where(sql`${table.connectionStatus} = 'connected'`),
  ],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
