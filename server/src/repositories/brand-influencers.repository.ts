import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InviteStatus } from '../../../src/domain/marketplace/invite-status';
import { likePatterns } from '../../../src/domain/search/search';
import type { Database } from '../db/database';
import { campaignPlacements } from '../db/schema/campaigns.schema';
import { influencers, socialAccounts } from '../db/schema/influencers.schema';
import { campaignInfluencers, contentSubmissions } from '../db/schema/marketplace.schema';
import { userSettings } from '../db/schema/user-settings.schema';
import { publicAccountColumns, publicProfileColumns, rosterRowVisible, settingsJoin, shownCity, shownCountry } from './profile-privacy';

export type BrandInfluencerOrderField = 'invited_at' | 'responded_at' | 'fit_score' | 'display_name';

export interface BrandInfluencerFilter {
  statuses: readonly InviteStatus[];
  search?: string;
}

const orderColumns = {
  invited_at: campaignInfluencers.invitedAt,
  responded_at: campaignInfluencers.respondedAt,
  fit_score: campaignInfluencers.fitScore,
  display_name: influencers.displayName,
};

export type PublicProfileRow = Awaited<ReturnType<ReturnType<typeof createBrandInfluencersRepository>['profile']>>;
export type PublicAccountRow = Awaited<ReturnType<ReturnType<typeof createBrandInfluencersRepository>['accountsOf']>>[number];

export function createBrandInfluencersRepository(db: Database) {
  /** One page of a campaign's roster rows with the influencer's public profile. */
  async function page(campaignId: string, filter: BrandInfluencerFilter, ordering: { field: BrandInfluencerOrderField; descending: boolean }, offset: number, limit: number) {
    const conditions: SQL[] = [eq(campaignInfluencers.campaignId, campaignId), inArray(campaignInfluencers.status, [...filter.statuses]), rosterRowVisible()];
    if (filter.search) {
      const { contains } = likePatterns(filter.search);
      const handleMatch = sql`exists (select 1 from ${socialAccounts} where ${socialAccounts.influencerId} = ${influencers.id} and ${socialAccounts.handle} ilike ${contains} escape '\\')`;
      conditions.push(or(sql`${influencers.displayName} ilike ${contains} escape '\\'`, handleMatch) as SQL);
    }
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(campaignInfluencers).innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId))
      .leftJoin(userSettings, settingsJoin).where(where);
    const direction = ordering.descending ? sql`desc` : sql`asc`;
    const rows = await db
      .select({ roster: campaignInfluencers, profile: publicProfileColumns })
      .from(campaignInfluencers)
      .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId))
      .leftJoin(userSettings, settingsJoin)
      .where(where)
      .orderBy(sql`${orderColumns[ordering.field]} ${direction} nulls last`, ordering.descending ? desc(campaignInfluencers.id) : asc(campaignInfluencers.id))
      .offset(offset)
      .limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  async function accountsOf(influencerIds: string[]) {
    if (influencerIds.length === 0) return [];
    return db.select(publicAccountColumns).from(socialAccounts).where(inArray(socialAccounts.influencerId, influencerIds))
      .orderBy(asc(socialAccounts.influencerId), desc(socialAccounts.followers), asc(socialAccounts.createdAt));
  }

  /** Submission counts per roster row and verification status. */
  async function submissionCounts(rosterIds: string[]) {
    if (rosterIds.length === 0) return [];
    return db
      .select({ rosterId: contentSubmissions.campaignInfluencerId, status: contentSubmissions.status, n: count() })
      .from(contentSubmissions)
      .where(inArray(contentSubmissions.campaignInfluencerId, rosterIds))
      .groupBy(contentSubmissions.campaignInfluencerId, contentSubmissions.status);
  }

  /** The roster row, when the brand may see it (a hidden profile's candidate or removed row is not found). */
  async function rosterRow(campaignId: string, influencerId: string) {
    const rows = await db.select({ row: campaignInfluencers }).from(campaignInfluencers)
      .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId))
      .leftJoin(userSettings, settingsJoin)
      .where(and(eq(campaignInfluencers.campaignId, campaignId), eq(campaignInfluencers.influencerId, influencerId), rosterRowVisible())).limit(1);
    return rows[0]?.row ?? null;
  }

  async function profile(influencerId: string) {
    const rows = await db.select(publicProfileColumns).from(influencers).leftJoin(userSettings, settingsJoin).where(eq(influencers.id, influencerId)).limit(1);
    return rows[0] ?? null;
  }

  async function placementsOf(campaignId: string) {
    return db.select().from(campaignPlacements).where(eq(campaignPlacements.campaignId, campaignId)).orderBy(asc(campaignPlacements.position));
  }

  /** The roster row's submissions, newest first. */
  async function submissionsOf(rosterId: string) {
    return db.select().from(contentSubmissions).where(eq(contentSubmissions.campaignInfluencerId, rosterId))
      .orderBy(desc(contentSubmissions.submittedAt), desc(contentSubmissions.id));
  }

  return { page, accountsOf, submissionCounts, rosterRow, profile, placementsOf, submissionsOf };
}

export type BrandInfluencersRepository = ReturnType<typeof createBrandInfluencersRepository>;
