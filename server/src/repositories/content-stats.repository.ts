import { and, eq, sql } from 'drizzle-orm';
import { cpmBasisFor, isIsoDay, type CpmBasis, type StatsProvenance } from '../../../src/domain/analytics/analytics-rules';
import { billingTermsOf, type AgreedLine } from '../../../src/domain/analytics/analytics-billing';
import type { CampaignPlatform } from '../../../src/domain/campaigns/campaign-options';
import { isVerified, type VerificationStatus } from '../../../src/domain/marketplace/verification-status';
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
 * Recomputes what `upsertDailySnapshot` keeps of one content item's readings from `day` on:
 * - each figure's gain: the figure minus the same figure of the item's previous reading that reported it
 *   (partitioning by "is null" makes lag() skip the gaps), the whole figure on its first reading, null where the
 *   reading does not report it; and its running total (the sum of the gains so far: the latest reported figure);
 * - the paid views (the reading's CPM basis) with their running total T, the billable part within the view cap
 *   (running total least(T, cap), gain = its difference) and the CPM spend (billable × the agreed rate);
 * - how many readings so far were estimated.
 * A late or corrected reading moves everything after it, so all rows from `day` on are rewritten; rows that come out
 * the same are not touched (the rollup trigger fires only for real changes).
 */
const recomputeGains = (submissionId: string, day: string, terms: { viewCap: number | null; cpmRateCents: bigint }) => {
  const cap = terms.viewCap === null ? sql`null::bigint` : sql`${terms.viewCap}::bigint`;
  const rate = sql`${String(terms.cpmRateCents)}::numeric`;
  const gain = (column: string) =>
    `"${column}" - coalesce(lag("${column}") over (partition by "${column}" is null order by "day"), 0) as "${column}_gain"`;
  const totals = [...figureColumns, 'paid_views'].map((column) => `sum(r."${column}_gain") over w as "${column}_total"`).join(', ');
  const billableTotal = sql`case when ${cap} is null then g."paid_views_total" else least(g."paid_views_total", ${cap}) end`;
  const billableBefore = sql`case when ${cap} is null then g."paid_views_total" - g."paid_views_gain"
    else least(g."paid_views_total" - g."paid_views_gain", ${cap}) end`;
  const billableGain = sql`case when g."paid_views_gain" is null then null else ${billableTotal} - ${billableBefore} end`;
  const kept = [...figureColumns.flatMap((c) => [`${c}_gain`, `${c}_total`]), 'paid_views_gain', 'paid_views_total', 'estimated_readings'];
  return sql`update ${contentStatsSnapshots} t set ${sql.raw(kept.map((c) => `"${c}" = g."${c}"`).join(', '))},
      "billable_views_gain" = ${billableGain}, "billable_views_total" = ${billableTotal},
      "cpm_spend_millicents" = coalesce(${billableGain}, 0) * ${rate}, "cpm_spend_millicents_total" = coalesce(${billableTotal}, 0) * ${rate}
    from (select r.*, ${sql.raw(totals)}, count(*) filter (where r."provenance" = 'estimated') over w as "estimated_readings" from (
      select q.*, case when q."cpm_basis" = 'engaged_views' then q."engaged_views_gain" else q."views_gain" end as "paid_views_gain" from (
        select "day", "cpm_basis", "provenance", ${sql.raw(figureColumns.map(gain).join(', '))}
        from ${contentStatsSnapshots} where "submission_id" = ${submissionId}) q
      ) r window w as (order by r."day")) g
    where t."submission_id" = ${submissionId} and t."day" = g."day" and t."day" >= ${day}
      and (${sql.raw(`(${kept.map((c) => `t."${c}"`).join(', ')})`)} is distinct from (${sql.raw(kept.map((c) => `g."${c}"`).join(', '))})
        or t."billable_views_total" is distinct from ${billableTotal} or t."billable_views_gain" is distinct from ${billableGain})`;
};

/** The submission a reading is for, whether it counts (verified content), and the terms its views are paid on. */
const ownerQuery = (submissionId: string) => sql`select s.campaign_id, s.placement_id, s.platform, s.status, c.cpm_basis, p.pricing_type, p.rate::text as rate,
    p.view_cap, p.quantity, ci.offered_placements
  from content_submissions s join campaigns c on c.id = s.campaign_id join campaign_placements p on p.id = s.placement_id
  join campaign_influencers ci on ci.id = s.campaign_influencer_id
  where s.id = ${submissionId} for no key update of s`;
interface OwnerRow {
  campaign_id: string; placement_id: string; platform: CampaignPlatform | null; status: VerificationStatus; cpm_basis: CpmBasis;
  pricing_type: string; rate: string; view_cap: number | string | null; quantity: number; offered_placements: AgreedLine[] | null;
}

/** Daily stats of content items: written by stats collection, read by the performance reports (docs/analytics.md). */
export function createContentStatsRepository(db: Database) {
  /**
   * Stores one day's reading of a content submission, idempotently: one row per (submission, day), so running a
   * collection twice, or again later in the day, never adds a row. Another reading of the same day with the same
   * provenance fills in and updates figures (a figure it does not report keeps the earlier value); a first-party
   * reading replaces an estimated one; an estimated reading never overwrites a first-party one (the stored row is
   * returned unchanged). Records the CPM basis in force (the campaign's; views where the platform has no engaged
   * views) and keeps the gains and CPM spend (`recomputeGains`; the campaign's daily rollup follows by trigger).
   * Only content that counts is tracked: null (nothing stored) for a submission that does not exist or is not verified
   * (verified or rebuttal_approved, both final). Returns the stored row.
   * Readings of one submission are serialized on its row (FOR NO KEY UPDATE), so concurrent collectors cannot
   * interleave their gain updates.
   */
  async function upsertDailySnapshot(input: DailySnapshotInput): Promise<ContentStatsSnapshotRow | null> {
    checkInput(input);
    return db.transaction(async (tx) => {
      if (!(await upsertIn(tx, input))) return null;
      const t = contentStatsSnapshots;
      const [stored] = await tx.select().from(t).where(and(eq(t.submissionId, input.submissionId), eq(t.day, input.day)));
      return stored ?? null;
    });
  }

  /**
   * The same for many readings in one transaction (a collector's batch: one commit instead of one per item), taken in
   * submission order so concurrent batches lock the items in the same order. Returns how many were stored (content
   * that does not count is skipped, as above).
   */
  async function upsertDailySnapshots(inputs: readonly DailySnapshotInput[]): Promise<number> {
    for (const input of inputs) checkInput(input);
    const ordered = [...inputs].sort((a, b) => (a.submissionId < b.submissionId ? -1 : a.submissionId > b.submissionId ? 1 : a.day.localeCompare(b.day)));
    return db.transaction(async (tx) => {
      let stored = 0;
      for (const input of ordered) if (await upsertIn(tx, input)) stored += 1;
      return stored;
    });
  }

  /** One reading inside the caller's transaction; false when the submission does not exist or does not count. */
  async function upsertIn(tx: Parameters<Parameters<Database['transaction']>[0]>[0], input: DailySnapshotInput): Promise<boolean> {
    const owner = ((await tx.execute(ownerQuery(input.submissionId))) as unknown as { rows: OwnerRow[] }).rows[0];
    if (!owner || !isVerified(owner.status)) return false;
    const terms = billingTermsOf(owner.offered_placements?.find((line) => line.placement_id === owner.placement_id) ?? undefined, {
      pricingType: owner.pricing_type, rate: owner.rate, viewCap: owner.view_cap === null ? null : Number(owner.view_cap), quantity: owner.quantity,
    });
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
    await tx.execute(recomputeGains(input.submissionId, input.day, terms));
    return true;
  }

  /** Every reading of one submission, oldest first (tests, the influencer's own numbers). */
  async function readingsOf(submissionId: string): Promise<ContentStatsSnapshotRow[]> {
    return db.select().from(contentStatsSnapshots).where(eq(contentStatsSnapshots.submissionId, submissionId)).orderBy(contentStatsSnapshots.day);
  }

  return { upsertDailySnapshot, upsertDailySnapshots, readingsOf };
}

export type ContentStatsRepository = ReturnType<typeof createContentStatsRepository>;
