import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.schema';
import { currencyEnum, placementTypeEnum } from './campaigns.schema';
import { influencerAvailabilityEnum, influencers } from './influencers.schema';
import { users } from './users.schema';

/**
 * An influencer's asking price per placement type (docs/directory.md "Rates"): what brands filter the directory by
 * and see on the profile page. One rate per placement type; the amount in the rate's currency.
 */
export const influencerRates = pgTable(
  'influencer_rates',
  {
    influencerId: uuid('influencer_id').notNull().references(() => influencers.id, { onDelete: 'cascade' }),
    placementType: placementTypeEnum('placement_type').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: currencyEnum('currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'influencer_rates_pkey', columns: [table.influencerId, table.placementType] }),
    // The price filter: "a rate for this placement type, in this currency, between a and b".
    index('influencer_rates_type_amount_idx').on(table.placementType, table.currency, table.amount),
  ],
);

export type InfluencerRateRow = typeof influencerRates.$inferSelect;

/** A brand's named list of creators, shared with its whole team (docs/directory.md "Shortlists"). */
export const brandShortlists = pgTable(
  'brand_shortlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('brand_shortlists_brand_name_key').on(table.brandId, sql`lower(${table.name})`)],
);

export type BrandShortlistRow = typeof brandShortlists.$inferSelect;

export const brandShortlistMembers = pgTable(
  'brand_shortlist_members',
  {
    shortlistId: uuid('shortlist_id').notNull().references(() => brandShortlists.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id').notNull().references(() => influencers.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'brand_shortlist_members_pkey', columns: [table.shortlistId, table.influencerId] }),
    index('brand_shortlist_members_influencer_idx').on(table.influencerId),
  ],
);

/** `ILIKE '%text%'` over this expression finds name, bio and handle matches through one trigram index. */
export const directoryTextExpression = (table: { displayName: AnyPgColumn; bio: AnyPgColumn; handles: AnyPgColumn }) =>
  sql`(${table.displayName} || ' ' || coalesce(${table.bio}, '') || E'\\n' || ${table.handles})`;

/**
 * The directory's read model (docs/directory.md "Read model"): one row per profile brands may find (completed, visible
 * to brands) with what the search filters and sorts by already worked out: the public columns (city and country null
 * when the location is hidden), per platform the number of accounts and their highest and lowest figures, and the
 * rates. Kept in step by triggers on influencers, social_accounts, influencer_rates and user_settings (migration
 * 0024) in the writer's transaction, so a search reads this one table through its indexes instead of joining
 * settings and aggregating accounts for every matching profile. Only the search reads it; the profile page and
 * shortlists read the source tables.
 */
export const directoryProfiles = pgTable(
  'directory_profiles',
  {
    influencerId: uuid('influencer_id').primaryKey().references(() => influencers.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    bio: text('bio'),
    profilePicture: text('profile_picture'),
    categories: text('categories').array().notNull(),
    languages: text('languages').array().notNull(),
    /**
     * Every niche|language pair of the profile ("Gaming|Hindi"): a search by niches and languages reads one short
     * posting list of this GIN index instead of two long ones (every Gaming profile, every Hindi profile) to intersect.
     */
    nicheLanguages: text('niche_languages').array().notNull(),
    /** Null when the influencer hides their location: never shown, never matched. */
    shownCity: text('shown_city'),
    shownCountry: text('shown_country'),
    availability: influencerAvailabilityEnum('availability').notNull(),
    /** The profile's last change (influencers.updated_at): the "recent activity" sort. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The accounts' handles, one a line: only for the text index (the exact handle check reads social_accounts). */
    handles: text('handles').notNull().default(''),
    // All accounts: how many, and the highest and lowest figures among them (null when none has one).
    accounts: smallint('accounts').notNull().default(0),
    followersMax: integer('followers_max'),
    followersMin: integer('followers_min'),
    engagementMax: doublePrecision('engagement_max'),
    engagementMin: doublePrecision('engagement_min'),
    viewsMax: integer('views_max'),
    verified: boolean('verified').notNull().default(false),
    // YouTube accounts: how many, and the highest and lowest figures among them (null when none has one).
    youtubeAccounts: smallint('youtube_accounts').notNull().default(0),
    youtubeFollowersMax: integer('youtube_followers_max'),
    youtubeFollowersMin: integer('youtube_followers_min'),
    youtubeEngagementMax: doublePrecision('youtube_engagement_max'),
    youtubeEngagementMin: doublePrecision('youtube_engagement_min'),
    youtubeViewsMax: integer('youtube_views_max'),
    youtubeVerified: boolean('youtube_verified').notNull().default(false),
    // Instagram accounts: how many, and the highest and lowest figures among them (null when none has one).
    instagramAccounts: smallint('instagram_accounts').notNull().default(0),
    instagramFollowersMax: integer('instagram_followers_max'),
    instagramFollowersMin: integer('instagram_followers_min'),
    instagramEngagementMax: doublePrecision('instagram_engagement_max'),
    instagramEngagementMin: doublePrecision('instagram_engagement_min'),
    instagramViewsMax: integer('instagram_views_max'),
    instagramVerified: boolean('instagram_verified').notNull().default(false),
    /** The rates, keyed "placement_type:currency" (one rate per placement type): {"yt_dedicated_video:INR": 12000.00}. */
    rates: jsonb('rates').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /**
     * Each rate's price band, "placement_type:currency:band" (band = `directory_price_band(amount)`, migration 0026): a
     * price range is a short list of bands, so the GIN index can intersect "rate in range" with the niche or language
     * index and the exact price check runs on those few rows only (docs/directory.md "Price bands").
     */
    priceBands: text('price_bands').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    // GIN without the pending list (fastupdate off): each trigger write goes into the index at once, so a search never
    // scans a list of recent writes (up to 4 MB of them) on top of the index.
    index('directory_profiles_categories_idx').using('gin', table.categories).with({ fastupdate: false }),
    index('directory_profiles_languages_idx').using('gin', table.languages).with({ fastupdate: false }),
    index('directory_profiles_niche_languages_idx').using('gin', table.nicheLanguages).with({ fastupdate: false }),
    index('directory_profiles_text_trgm_idx').using('gin', sql`${directoryTextExpression(table)} gin_trgm_ops`).with({ fastupdate: false }),
    index('directory_profiles_rates_idx').using('gin', table.rates).with({ fastupdate: false }),
    // Niches, languages and price bands in one GIN index: a search by niche (or language) and price range is one index
    // scan whose AND skips through the long band lists to the niche's entries (GIN's fast scan), where two indexes
    // meant decoding every band entry (100,000 and more) into a bitmap to intersect (docs/directory.md "Price bands").
    index('directory_profiles_price_bands_idx').using('gin', table.categories, table.languages, table.priceBands).with({ fastupdate: false }),
    index('directory_profiles_recent_idx').on(table.updatedAt.desc(), table.influencerId),
    // INCLUDE (categories, languages, niche_languages) is added by hand in migration 0024 (drizzle's index builder has no INCLUDE).
    index('directory_profiles_followers_max_idx').on(table.followersMax.desc().nullsLast(), table.influencerId),
    index('directory_profiles_engagement_max_idx').on(table.engagementMax.desc().nullsLast(), table.influencerId),
    index('directory_profiles_youtube_followers_max_idx').on(table.youtubeFollowersMax.desc().nullsLast(), table.influencerId),
    index('directory_profiles_youtube_engagement_max_idx').on(table.youtubeEngagementMax.desc().nullsLast(), table.influencerId),
    index('directory_profiles_instagram_followers_max_idx').on(table.instagramFollowersMax.desc().nullsLast(), table.influencerId),
    index('directory_profiles_instagram_engagement_max_idx').on(table.instagramEngagementMax.desc().nullsLast(), table.influencerId),
  ],
);
