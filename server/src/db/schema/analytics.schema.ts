import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statsProvenances } from '../../../../src/domain/analytics/analytics-rules';
import { campaigns, cpmBasisEnum } from './campaigns.schema';
import { contentSubmissions } from './marketplace.schema';

export const statsProvenanceEnum = pgEnum('stats_provenance', statsProvenances);

const figure = (name: string) => bigint(name, { mode: 'number' });

/**
 * One reading of a content item's public figures per UTC day (docs/analytics.md "Data model"). The figures are what
 * the platform reports for the item's whole life as of that day; null = the platform does not report it (never 0).
 * The `*_gain` columns hold how much each figure grew since the item's previous reading that reported it (the whole
 * figure on the first one): `upsertDailySnapshot` keeps them, so a report sums the rows of its range and nothing else.
 */
export const contentStatsSnapshots = pgTable(
  'content_stats_snapshots',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => contentSubmissions.id, { onDelete: 'cascade' }),
    /** The submission's campaign, copied so a report reads one index range per campaign. */
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: figure('views'),
    engagedViews: figure('engaged_views'),
    likes: figure('likes'),
    comments: figure('comments'),
    shares: figure('shares'),
    saves: figure('saves'),
    reach: figure('reach'),
    viewsGain: figure('views_gain'),
    engagedViewsGain: figure('engaged_views_gain'),
    likesGain: figure('likes_gain'),
    commentsGain: figure('comments_gain'),
    sharesGain: figure('shares_gain'),
    savesGain: figure('saves_gain'),
    reachGain: figure('reach_gain'),
    /** first_party: read from the platform's API for a connected account; estimated: anything else. */
    provenance: statsProvenanceEnum('provenance').notNull(),
    /** The view count CPM was paid on for this reading (the campaign's basis; views where the platform has no other). */
    cpmBasis: cpmBasisEnum('cpm_basis').notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.submissionId, table.day] }),
    index('content_stats_snapshots_campaign_day_idx').on(table.campaignId, table.day),
    // Counts never go below zero; null (not reported) is allowed.
    check('content_stats_snapshots_figures_not_negative', sql`least(${table.views}, ${table.engagedViews}, ${table.likes}, ${table.comments}, ${table.shares}, ${table.saves}, ${table.reach}) >= 0`),
  ],
);

export type ContentStatsSnapshotRow = typeof contentStatsSnapshots.$inferSelect;
