import { and, count, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { campaigns, type CampaignRow } from '../db/schema/campaigns.schema';
import { socialAccounts } from '../db/schema/influencers.schema';
import { campaignInfluencers } from '../db/schema/marketplace.schema';

/** Statuses that never commit money: a draft is not published, a canceled campaign is off. */
const uncommitted = ['draft', 'canceled'] as const;

export function createCampaignStatsRepository(db: Database) {
  /** Median followers and how many linked accounts have a follower count, per platform. */
  async function followerMedians(): Promise<Array<{ platform: string; median: number; accounts: number }>> {
    const rows = await db
      .select({
        platform: socialAccounts.platform,
        median: sql<string>`percentile_cont(0.5) within group (order by ${socialAccounts.followers})`,
        accounts: count(),
      })
      .from(socialAccounts)
      .where(isNotNull(socialAccounts.followers))
      .groupBy(socialAccounts.platform);
    return rows.map((row) => ({ platform: row.platform, median: Number(row.median), accounts: row.accounts }));
  }

  async function countInStatuses(brandId: string, statuses: CampaignRow['status'][]): Promise<number> {
    const [row] = await db.select({ n: count() }).from(campaigns).where(and(eq(campaigns.brandId, brandId), inArray(campaigns.status, statuses)));
    return row?.n ?? 0;
  }

  /** Distinct influencers who accepted an invite to any of the brand's campaigns ("working on your campaigns"). */
  async function countWorkingInfluencers(brandId: string): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(distinct ${campaignInfluencers.influencerId})::int` }).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .where(and(eq(campaigns.brandId, brandId), eq(campaignInfluencers.status, 'accepted')));
    return Number(row?.n ?? 0);
  }

  /** Campaigns of the brand that commit money (neither draft nor canceled). */
  async function committedCampaigns(brandId: string): Promise<CampaignRow[]> {
    return db.select().from(campaigns).where(and(eq(campaigns.brandId, brandId), notInArray(campaigns.status, [...uncommitted])));
  }

  async function recent(brandId: string, limit: number): Promise<CampaignRow[]> {
    return db.select().from(campaigns).where(eq(campaigns.brandId, brandId)).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(limit);
  }

  return { followerMedians, countInStatuses, countWorkingInfluencers, committedCampaigns, recent };
}

export type CampaignStatsRepository = ReturnType<typeof createCampaignStatsRepository>;
