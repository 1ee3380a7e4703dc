import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { statsProvenances } from '../../../../src/domain/analytics/analytics-rules';
import { campaigns, cpmBasisEnum } from './campaigns.schema';
import { contentSubmissions } from './marketplace.schema';

export const statsProvenanceEnum = pgEnum('stats_provenance', statsProvenances);

const figure = (name: string) => bigint(name, { mode: 'number' });
/** Thousandths of a cent: an agreed CPM rate in cents × views, divided by 1000 only when a report rounds it. */
const millicents = (name: string) => numeric(name, { precision: 38, scale: 0 });

/**
 * One reading of a verified content item's figures per UTC day (docs/analytics.md "Data model"). The figures are what
 * the platform reports for the item's whole life as of that day; null = the platform does not report it (never 0).
 * `upsertDailySnapshot` keeps the rest: each `*_gain` is how much the figure grew since the item's previous reading
 * that reported it (the whole figure on the first one); `paid_views_gain` is the gain of the view count CPM is paid
 * on (`cpm_basis`), `billable_views_gain` the part of it within the agreement's view cap, `cpm_spend_millicents`
 * that × the agreed CPM rate (0 for fixed-price content), and the `*_total` columns their running sums.
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
    paidViewsGain: figure('paid_views_gain'),
    billableViewsGain: figure('billable_views_gain'),
    cpmSpendMillicents: millicents('cpm_spend_millicents').notNull().default('0'),
    // Running totals of the gains up to and including this reading (for a reported figure: its latest value), so the
    // sum over a date range is the total at its last reading minus the total at the reading before it: two index
    // probes per content item instead of every reading in between.
    viewsTotal: figure('views_total'),
    engagedViewsTotal: figure('engaged_views_total'),
    likesTotal: figure('likes_total'),
    commentsTotal: figure('comments_total'),
    sharesTotal: figure('shares_total'),
    savesTotal: figure('saves_total'),
    reachTotal: figure('reach_total'),
    paidViewsTotal: figure('paid_views_total'),
    billableViewsTotal: figure('billable_views_total'),
    cpmSpendMillicentsTotal: millicents('cpm_spend_millicents_total').notNull().default('0'),
    /** How many of the item's readings up to this one were estimated. */
    estimatedReadings: integer('estimated_readings').notNull().default(0),
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

/** The figures a daily rollup sums, each with how many readings reported it and how many of those were estimated. */
export const rolledUpFigures = ['views', 'engaged_views', 'paid_views', 'billable_views', 'reach', 'likes', 'comments', 'shares', 'saves'] as const;

const rollupColumns = Object.fromEntries(rolledUpFigures.flatMap((name) => [
  [name, bigint(name, { mode: 'number' }).notNull().default(0)],
  [`${name}_readings`, integer(`${name}_readings`).notNull().default(0)],
  [`${name}_estimated`, integer(`${name}_estimated`).notNull().default(0)],
])) as Record<string, ReturnType<typeof integer> | ReturnType<typeof bigint>>;

/**
 * The gains of every reading of a campaign's content per day, kept by a trigger on content_stats_snapshots (migration
 * 0007) in the writer's transaction, so the daily series of a campaign reads one row per day however many content
 * items it has. For each figure: the sum, how many readings reported it (0 = not reported, shown as null) and how
 * many of those were estimated.
 */
export const campaignDailyStats = pgTable(
  'campaign_daily_stats',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...rollupColumns,
    cpmSpendMillicents: millicents('cpm_spend_millicents').notNull().default('0'),
    /** Readings with CPM spend whose views were estimated. */
    cpmSpendEstimated: integer('cpm_spend_estimated').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.day] })],
);

export type ContentStatsSnapshotRow = typeof contentStatsSnapshots.$inferSelect;
