import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaignStatuses, currencies, placementPricingTypes, placementTypes, campaignPricingTypes } from '../../../../src/domain/constants';
import { brandingPositions, campaignObjectives } from '../../../../src/domain/campaigns/campaign-options';
import { cpmBases, defaultCpmBasis } from '../../../../src/domain/analytics/analytics-rules';
import { brands } from './brands.schema';
import { users } from './users.schema';

export const campaignStatusEnum = pgEnum('campaign_status', campaignStatuses);
export const campaignObjectiveEnum = pgEnum('campaign_objective', campaignObjectives);
export const currencyEnum = pgEnum('currency', currencies);
export const placementPricingEnum = pgEnum('placement_pricing', placementPricingTypes);
export const placementTypeEnum = pgEnum('placement_type', placementTypes);
export const pricingTypeEnum = pgEnum('pricing_type', campaignPricingTypes);
export const brandingPositionEnum = pgEnum('branding_position', brandingPositions);
export const cpmBasisEnum = pgEnum('cpm_basis', cpmBases);

export interface InfluencerCriteria {
  platforms: string[];
  min_followers: number | null;
  max_followers: number | null;
  min_engagement: number | null;
}

export interface CampaignCollateral {
  guidelines: string;
  talking_points: string[];
  dos: string[];
  donts: string[];
  links: string[];
  asset_ids: string[];
}

/** A brand's campaign (docs/campaigns.md). Amounts are numeric(14,2), read back as strings. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: campaignStatusEnum('status').notNull().default('draft'),
    /** The status a paused campaign returns to on resume. */
    pausedFromStatus: campaignStatusEnum('paused_from_status'),
    name: text('name').notNull(),
    description: text('description'),
    objective: campaignObjectiveEnum('objective'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    budget: numeric('budget', { precision: 14, scale: 2 }),
    currency: currencyEnum('currency').notNull().default('INR'),
    placementPricing: placementPricingEnum('placement_pricing').notNull().default('alacarte'),
    /** The view count CPM placements are paid on (docs/analytics.md "CPM basis"). */
    cpmBasis: cpmBasisEnum('cpm_basis').notNull().default(defaultCpmBasis),
    /** Platforms of the placements and of the influencer criteria (list filter). */
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    targetCategories: text('target_categories').array().notNull().default(sql`'{}'::text[]`),
    targetLanguages: text('target_languages').array().notNull().default(sql`'{}'::text[]`),
    targetLocations: text('target_locations').array().notNull().default(sql`'{}'::text[]`),
    influencerCriteria: jsonb('influencer_criteria').$type<InfluencerCriteria>(),
    collateral: jsonb('collateral').$type<CampaignCollateral>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_brand_created_idx').on(table.brandId, table.createdAt.desc(), table.id.desc()),
    index('campaigns_brand_status_idx').on(table.brandId, table.status),
  ],
);

/** One placement line of a campaign: type, how many, and how it is priced. */
export const campaignPlacements = pgTable(
  'campaign_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: placementTypeEnum('type').notNull(),
    quantity: integer('quantity').notNull(),
    pricingType: pricingTypeEnum('pricing_type').notNull(),
    /** CPM: rate per 1,000 views; fixed: price per placement. */
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    viewCap: bigint('view_cap', { mode: 'number' }),
    /** Old-video branding: the existing video and where the branding goes. */
    videoUrl: text('video_url'),
    brandingPosition: brandingPositionEnum('branding_position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_placements_campaign_idx').on(table.campaignId, table.position)],
);

/** Activity history of a campaign: who did what, and the status change it made. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: campaignStatusEnum('from_status'),
    toStatus: campaignStatusEnum('to_status'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_events_campaign_idx').on(table.campaignId, table.createdAt.desc(), table.id.desc())],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignPlacementRow = typeof campaignPlacements.$inferSelect;
export type NewCampaignPlacement = typeof campaignPlacements.$inferInsert;
export type CampaignEventRow = typeof campaignEvents.$inferSelect;
