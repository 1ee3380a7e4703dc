import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { platforms } from '../../../../src/domain/constants';
import type { ContentPreferences } from '../../../../src/domain/influencers/influencer-profile.rules';
import { users } from './users.schema';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The matcher filters completed profiles and scores category and language overlap (docs/marketplace.md).
  (table) => [
    index('influencers_categories_gin_idx').using('gin', table.categories),
    index('influencers_languages_gin_idx').using('gin', table.languages),
    index('influencers_completed_idx').on(table.profileCompletedAt).where(sql`${table.profileCompletedAt} is not null`),
  ],
);

export type InfluencerRow = typeof influencers.$inferSelect;

export const socialPlatformEnum = pgEnum('social_platform', platforms);

/** A YouTube channel or Instagram profile linked to an influencer (SPEC §3 "Social account"). */
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
    isVerified: boolean('is_verified').notNull().default(false),
    metricsUpdatedAt: timestamp('metrics_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('social_accounts_influencer_idx').on(table.influencerId, table.createdAt),
    index('social_accounts_platform_followers_idx').on(table.platform, table.followers.desc(), table.influencerId),
    // A handle names one channel: it is linked to one account only, case-insensitively (docs/influencer-profiles.md).
    uniqueIndex('social_accounts_platform_handle_unique').on(table.platform, sql`lower(${table.handle})`),
  ],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
