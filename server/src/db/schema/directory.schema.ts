import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.schema';
import { currencyEnum, placementTypeEnum } from './campaigns.schema';
import { influencers } from './influencers.schema';
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
