import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** One content item the statistics job reads: verified content of a running campaign by a connected account. */
export interface ActiveContentItem {
  submissionId: string;
  contentUrl: string;
  /** The influencer's connected account of the item's platform (the oldest connection when there are several). */
  accountId: string;
  /** The campaign's CPM basis: with `engaged_views`, YouTube items also get Analytics' engaged views. */
  cpmBasis: 'views' | 'engaged_views';
}

/** Campaigns whose delivered content is still read every day: running, or paused (published content keeps its views). */
export const collectedCampaignStatuses = ['active', 'paused'] as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createStatsCollectionRepository(db: Database) {
  /**
   * Verified content (verified or rebuttal_approved) of `platform` in active or paused campaigns whose influencer has
   * a connected account of that platform, ordered by submission id (a stable order for batching).
   */
  async function activeContent(platform: 'youtube' | 'instagram'): Promise<ActiveContentItem[]> {
    const statuses = sql.join(collectedCampaignStatuses.map((status) => sql`${status}`), sql`, `);
    const result = await db.execute(sql`
      select s.id as "submissionId", s.content_url as "contentUrl", account.id as "accountId", c.cpm_basis as "cpmBasis"
      from content_submissions s
      join campaigns c on c.id = s.campaign_id
      join lateral (
        select a.id from social_accounts a
        where a.influencer_id = s.influencer_id and a.platform = s.platform and a.connection_status = 'connected'
        order by a.connected_at nulls last, a.id
        limit 1
      ) account on true
      where s.platform = ${platform}
        and s.status in ('verified', 'rebuttal_approved')
        and s.content_url is not null
        and c.status in (${statuses})
      order by s.id`);
    return rowsOf<ActiveContentItem>(result);
  }

  /** Submissions that already have a first-party reading of `day` collected at or after `since` (a resumed run skips them). */
  async function collectedSince(day: string, since: Date): Promise<Set<string>> {
    const result = await db.execute(sql`
      select submission_id as "submissionId" from content_stats_snapshots
      where day = ${day} and provenance = 'first_party' and collected_at >= ${since.toISOString()}`);
    return new Set(rowsOf<{ submissionId: string }>(result).map((row) => row.submissionId));
  }

  /**
   * The days (from `fromDay` on) each of the submissions has a first-party reading of, oldest first (an estimated one
   * is not filled in: a first-party figure would replace it as a whole).
   */
  async function readingDays(submissionIds: readonly string[], fromDay: string): Promise<Map<string, string[]>> {
    const days = new Map<string, string[]>();
    if (!submissionIds.length) return days;
    const ids = sql.join(submissionIds.map((id) => sql`${id}::uuid`), sql`, `);
    const result = await db.execute(sql`
      select submission_id as "submissionId", to_char(day, 'YYYY-MM-DD') as day from content_stats_snapshots
      where submission_id in (${ids}) and day >= ${fromDay} and provenance = 'first_party' order by submission_id, day`);
    for (const row of rowsOf<{ submissionId: string; day: string }>(result)) days.set(row.submissionId, [...(days.get(row.submissionId) ?? []), row.day]);
    return days;
  }

  return { activeContent, collectedSince, readingDays };
}

export type StatsCollectionRepository = ReturnType<typeof createStatsCollectionRepository>;
