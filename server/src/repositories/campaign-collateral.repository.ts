import { and, eq, inArray } from 'drizzle-orm';
import type { InviteStatus } from '../../../src/domain/marketplace/invite-status';
import type { Database } from '../db/database';
import { assets, type AssetRow } from '../db/schema/assets.schema';
import { influencers } from '../db/schema/influencers.schema';
import { campaignInfluencers } from '../db/schema/marketplace.schema';

/** What deciding who sees a campaign's attached files needs (services/campaign-collateral.service.ts). */
export function createCampaignCollateralRepository(db: Database) {
  /** The asset rows of `ids` that still exist (a file deleted by its uploader is simply gone). */
  async function assetsByIds(ids: readonly string[]): Promise<AssetRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(assets).where(inArray(assets.id, [...ids]));
  }

  /** The status of the roster row of the user's influencer profile on the campaign, or null when there is none. */
  async function rosterStatusOf(userId: string, campaignId: string): Promise<InviteStatus | null> {
    const [row] = await db.select({ status: campaignInfluencers.status }).from(campaignInfluencers)
      .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId))
      .where(and(eq(influencers.userId, userId), eq(campaignInfluencers.campaignId, campaignId))).limit(1);
    return row?.status ?? null;
  }

  return { assetsByIds, rosterStatusOf };
}

export type CampaignCollateralRepository = ReturnType<typeof createCampaignCollateralRepository>;
