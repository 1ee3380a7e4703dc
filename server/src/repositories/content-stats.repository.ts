import { and, eq, sql } from 'drizzle-orm';
import { cpmBasisFor, isIsoDay, type CpmBasis, type StatsProvenance } from '../../../src/domain/analytics/analytics-rules';
import type { CampaignPlatform } from '../../../src/domain/campaigns/campaign-options';
import type { Database } from '../db/database';
import { contentStatsSnapshots, type ContentStatsSnapshotRow } from '../db/schema/analytics.schema';

/** One day's reading of a content item, as a stats collector hands it over (docs/analytics.md "Collecting"). */
export interface DailySnapshotInput {
  submissionId: string;
  /** The UTC day the reading is for, YYYY-MM-DD. */
  day: string;
  /** Lifetime figures as of that day; null or left out = the platform does not report it (never 0 for unknown). */
  views?: number | null;
  engagedViews?: number | null;
  likes?: number | null;
  comments?: number | null;
  shares?: number | null;
  saves?: number | null;
  reach?: number | null;
  provenance: StatsProvenance;
  collectedAt?: Date;
}

const figureKeys = ['views', 'engagedViews', 'likes', 'comments', 'shares', 'saves', 'reach'] as const;
const figureColumns = ['views', 'engaged_views', 'likes', 'comments', 'shares', 'saves', 'reach'] as const;

function checkInput(input: DailySnapshotInput) {
  if (!isIsoDay(input.day)) throw new RangeError(`upsertDailySnapshot: day must be YYYY-MM-DD, got ${input.day}`);
  for (const key of figureKeys) {
    const value = input[key];
    if (value !== undefined && value !== null && !(Number.isSafeInteger(value) && value >= 0)) {
      throw new RangeError(`upsertDailySnapshot: ${key} must be a whole number >= 0 or null, got ${String(value)}`);
    }
  }
}

/**
 * Recomputes the `*_gain` columns of one content item's readings from `day` on: each figure minus the same figure
 * of the item's previous reading that reported it (partitioning by "is null" makes lag() skip the gaps), the whole
 * figure on its first reading, null where the reading does not report it. A late or corrected reading moves the gain
 * of the next reading too, so everything from `day` on is rewritten (a few hundred rows at most).
 */
const recomputeGains = (submissionId: string, day: string) => {
  const gain = (column: string) =>
    sql.raw(`"${column}" - coalesce(lag("${column}") over (partition by "${column}" is null order by "day"), 0) as "${column}_gain"`);
  const assignments = figureColumns.map((column) => `"${column}_gain" = g."${column}_gain"`).join(', ');
  return sql`update ${contentStatsSnapshots} t set ${sql.raw(assignments)}
    from (select "day", ${sql.join(figureColumns.map(gain), sql`, `)} from ${contentStatsSnapshots} where "submission_id" = ${submissionId}) g
    where t."submission_id" = ${submissionId} and t."day" = g."day" and t."day" >= ${day}`;
};

/** Daily stats of content items: written by stats collection, read by the performance reports (docs/analytics.md). */
export function createContentStatsRepository(db: Database) {
  /**
   * Stores one day's reading of a content submission, idempotently: one row per (submission, day), so running a
   * collection twice, or again later in the day, never adds a row. Another reading of the same day with the same
   * provenance fills in and updates figures (a figure it does not report keeps the earlier value); a first-party
   * reading replaces an estimated one; an estimated reading never overwrites a first-party one (the stored row is
   * returned unchanged). Records the CPM basis in force (the campaign's; views where the platform has no engaged
   * views) and keeps the gains (`recomputeGains`). Returns the stored row, or null when the submission does not exist.
   * Readings of one submission are serialized on its row (FOR NO KEY UPDATE), so concurrent collectors cannot
   * interleave their gain updates.
   */
  async function upsertDailySnapshot(input: DailySnapshotInput): Promise<ContentStatsSnapshotRow | null> {
    checkInput(input);
    return db.transaction(async (tx) => {
      const found = (await tx.execute(sql`select s.campaign_id, s.platform, c.cpm_basis from content_submissions s
        join campaigns c on c.id = s.campaign_id where s.id = ${input.submissionId} for no key update of s`)) as unknown as {
        rows: Array<{ campaign_id: string; platform: CampaignPlatform | null; cpm_basis: CpmBasis }>;
      };
      const owner = found.rows[0];
      if (!owner) return null;
      const values = Object.fromEntries(figureKeys.map((key) => [key, input[key] ?? null])) as Record<(typeof figureKeys)[number], number | null>;
      const t = contentStatsSnapshots;
      const merge = (column: string) =>
        sql.raw(`case when excluded."provenance" = "content_stats_snapshots"."provenance" then coalesce(excluded."${column}", "content_stats_snapshots"."${column}") else excluded."${column}" end`);
      await tx.insert(t).values({
        submissionId: input.submissionId, campaignId: owner.campaign_id, day: input.day, ...values, provenance: input.provenance,
        cpmBasis: cpmBasisFor(owner.cpm_basis, owner.platform), collectedAt: input.collectedAt ?? new Date(),
      }).onConflictDoUpdate({
        target: [t.submissionId, t.day],
        set: {
          views: merge('views'), engagedViews: merge('engaged_views'), likes: merge('likes'), comments: merge('comments'),
          shares: merge('shares'), saves: merge('saves'), reach: merge('reach'),
          provenance: sql`excluded."provenance"`, cpmBasis: sql`excluded."cpm_basis"`, collectedAt: sql`excluded."collected_at"`,
        },
        setWhere: sql`not (excluded."provenance" = 'estimated' and ${t.provenance} = 'first_party')`,
      });
      await tx.execute(recomputeGains(input.submissionId, input.day));
      const [stored] = await tx.select().from(t).where(and(eq(t.submissionId, input.submissionId), eq(t.day, input.day)));
      return stored ?? null;
    });
  }

  /** Every reading of one submission, oldest first (tests, the influencer's own numbers). */
  async function readingsOf(submissionId: string): Promise<ContentStatsSnapshotRow[]> {
    return db.select().from(contentStatsSnapshots).where(eq(contentStatsSnapshots.submissionId, submissionId)).orderBy(contentStatsSnapshots.day);
  }

  return { upsertDailySnapshot, readingsOf };
}

export type ContentStatsRepository = ReturnType<typeof createContentStatsRepository>;
