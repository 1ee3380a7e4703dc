import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentVerificationStatuses } from '../../../../src/domain/constants';
import type { CampaignApplicationValues } from '../../../../src/domain/marketplace/campaign-application.schema';
import { inviteStatuses } from '../../../../src/domain/marketplace/invite-status';
import type { MatchBreakdown } from '../../../../src/domain/marketplace/match-fit';
import { assets } from './assets.schema';
import { campaignPlacements, campaigns } from './campaigns.schema';
import { influencers, socialPlatformEnum } from './influencers.schema';
import { users } from './users.schema';

export const inviteStatusEnum = pgEnum('invite_status', inviteStatuses);
export const verificationStatusEnum = pgEnum('verification_status', contentVerificationStatuses);

/** One placement line of an invite's offer: what the influencer is asked to deliver and what it pays. */
export interface OfferedPlacement {
  placement_id: string;
  type: string;
  quantity: number;
  pricing_type: string;
  rate: string;
  /** Views the offer assumes for a CPM placement (followers x view ratio, within the view cap). */
  projected_views: number | null;
  amount: string;
}

/**
 * An influencer on a campaign's roster (docs/marketplace.md): a matched or hand-added candidate, then an invite and
 * its answer. One row per campaign and influencer.
 */
export const campaignInfluencers = pgTable(
  'campaign_influencers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    status: inviteStatusEnum('status').notNull().default('candidate'),
    /** matched (by the matching job) or manual (added by the brand). */
    source: text('source').notNull().default('matched'),
    fitScore: doublePrecision('fit_score').notNull().default(0),
    fit: jsonb('fit').$type<MatchBreakdown>(),
    offeredAmount: numeric('offered_amount', { precision: 14, scale: 2 }),
    offeredPlacements: jsonb('offered_placements').$type<OfferedPlacement[]>(),
    message: text('message'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiryReminderSentAt: timestamp('expiry_reminder_sent_at', { withTimezone: true }),
    /** Set once both sides were told the invite expired; until then the expiry job (re)sends, so a crash loses nothing. */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    application: jsonb('application').$type<CampaignApplicationValues>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('campaign_influencers_campaign_influencer_unique').on(table.campaignId, table.influencerId),
    index('campaign_influencers_campaign_status_fit_idx').on(table.campaignId, table.status, table.fitScore.desc(), table.id),
    index('campaign_influencers_influencer_status_idx').on(table.influencerId, table.status, table.invitedAt.desc(), table.id.desc()),
    index('campaign_influencers_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'invited'`),
    index('campaign_influencers_expiry_unnotified_idx').on(table.expiresAt)
      .where(sql`${table.status} = 'expired' and ${table.expiryNotifiedAt} is null`),
  ],
);

/** The targeting context and outcome of one matching run (GET campaigns/internal/campaigns/{id}/discovery-context/). */
export const campaignMatchRuns = pgTable(
  'campaign_match_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    candidateCount: integer('candidate_count').notNull().default(0),
    durationMs: integer('duration_ms'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('campaign_match_runs_campaign_idx').on(table.campaignId, table.startedAt.desc())],
);

/** Content an influencer submitted for one placement of an accepted campaign, and where its review stands. */
export const contentSubmissions = pgTable(
  'content_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    campaignInfluencerId: uuid('campaign_influencer_id')
      .notNull()
      .references(() => campaignInfluencers.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => campaignPlacements.id, { onDelete: 'cascade' }),
    platform: socialPlatformEnum('platform'),
    contentUrl: text('content_url'),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    note: text('note'),
    status: verificationStatusEnum('status').notNull().default('submitted'),
    /** Whether the content URL was confirmed to belong to one of the influencer's linked accounts. */
    ownershipChecked: boolean('ownership_checked').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_submissions_campaign_submitted_idx').on(table.campaignId, table.submittedAt.desc(), table.id.desc()),
    index('content_submissions_campaign_status_idx').on(table.campaignId, table.status, table.submittedAt.desc(), table.id.desc()),
    index('content_submissions_roster_placement_idx').on(table.campaignInfluencerId, table.placementId, table.submittedAt.desc()),
    index('content_submissions_influencer_idx').on(table.influencerId, table.submittedAt.desc()),
    // The review queue's placement filter, and the operator's open disputes across every campaign.
    index('content_submissions_campaign_placement_idx').on(table.campaignId, table.placementId, table.submittedAt.desc(), table.id.desc()),
    index('content_submissions_disputes_idx').on(table.submittedAt.desc(), table.id.desc())
      .where(sql`${table.status} in ('rebuttal_requested', 'rebuttal_responsed')`),
  ],
);

/**
 * How many submissions a campaign holds per placement and status, kept by a trigger on content_submissions (migration
 * 0004). The review queue's total reads these few rows instead of counting a 60,000-submission campaign's index.
 */
export const contentSubmissionCounts = pgTable(
  'content_submission_counts',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => campaignPlacements.id, { onDelete: 'cascade' }),
    status: verificationStatusEnum('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.placementId, table.status] })],
);

/** Every step of a submission's review: who (and in which role), when, what changed and why. */
export const contentSubmissionEvents = pgTable(
  'content_submission_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => contentSubmissions.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** influencer, brand or operator. */
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    fromStatus: verificationStatusEnum('from_status'),
    toStatus: verificationStatusEnum('to_status').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_submission_events_submission_idx').on(table.submissionId, table.createdAt, table.id)],
);

export type CampaignInfluencerRow = typeof campaignInfluencers.$inferSelect;
export type NewCampaignInfluencer = typeof campaignInfluencers.$inferInsert;
export type CampaignMatchRunRow = typeof campaignMatchRuns.$inferSelect;
export type ContentSubmissionRow = typeof contentSubmissions.$inferSelect;
export type ContentSubmissionEventRow = typeof contentSubmissionEvents.$inferSelect;
