import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { CampaignStatus } from '../../../src/domain/campaigns/campaign-status';
import type { VerificationStatus } from '../../../src/domain/marketplace/verification-status';
import { likePatterns } from '../../../src/domain/search/search';
import type { Database } from '../db/database';
import { brands } from '../db/schema/brands.schema';
import { campaignPlacements, campaigns } from '../db/schema/campaigns.schema';
import { influencers } from '../db/schema/influencers.schema';
import { campaignInfluencers, contentSubmissionEvents, contentSubmissions } from '../db/schema/marketplace.schema';
import { users } from '../db/schema/users.schema';

export type ActiveOrderField = 'accepted_at' | 'name' | 'start_date' | 'end_date';

const orderColumns = {
  accepted_at: campaignInfluencers.respondedAt,
  name: campaigns.name,
  start_date: campaigns.startDate,
  end_date: campaigns.endDate,
};

/** The roster row, its campaign and the campaign's brand: one accepted campaign as the influencer sees it. */
const acceptedColumns = {
  roster: campaignInfluencers,
  campaign: campaigns,
  brand: { id: brands.id, name: brands.name, logoUrl: brands.logoUrl },
};
export type AcceptedCampaignRow = {
  roster: typeof campaignInfluencers.$inferSelect;
  campaign: typeof campaigns.$inferSelect;
  brand: { id: string; name: string; logoUrl: string | null };
};

/** Reads of the influencer's accepted work (docs/marketplace.md "Active work"); submissions are written elsewhere. */
export function createActiveCampaignsRepository(db: Database) {
  const accepted = (influencerId: string) =>
    and(eq(campaignInfluencers.influencerId, influencerId), eq(campaignInfluencers.status, 'accepted'));

  async function influencerOfUser(userId: string): Promise<{ id: string } | null> {
    const rows = await db.select({ id: influencers.id }).from(influencers).where(eq(influencers.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  /** One page of the influencer's accepted campaigns; `statuses` narrows by campaign status, `search` campaign or brand name. */
  async function pageAccepted(
    influencerId: string,
    filter: { statuses?: CampaignStatus[]; search?: string },
    ordering: { field: ActiveOrderField; descending: boolean },
    offset: number,
    limit: number,
  ) {
    const conditions: SQL[] = [accepted(influencerId) as SQL];
    if (filter.statuses?.length) conditions.push(inArray(campaigns.status, filter.statuses));
    if (filter.search) {
      const { contains } = likePatterns(filter.search);
      conditions.push(or(sql`${campaigns.name} ilike ${contains} escape '\\'`, sql`${brands.name} ilike ${contains} escape '\\'`) as SQL);
    }
    const where = and(...conditions);
    const from = () => db.select(acceptedColumns).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .innerJoin(brands, eq(brands.id, campaigns.brandId));
    const [total] = await db.select({ n: count() }).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .innerJoin(brands, eq(brands.id, campaigns.brandId)).where(where);
    const direction = ordering.descending ? sql`desc` : sql`asc`;
    const rows = await from().where(where)
      .orderBy(sql`${orderColumns[ordering.field]} ${direction} nulls last`, ordering.descending ? desc(campaignInfluencers.id) : asc(campaignInfluencers.id))
      .offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows: rows as AcceptedCampaignRow[] };
  }

  /** Every accepted campaign of the influencer (dashboard totals). */
  async function allAccepted(influencerId: string): Promise<AcceptedCampaignRow[]> {
    const rows = await db.select(acceptedColumns).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(accepted(influencerId)).orderBy(desc(campaignInfluencers.respondedAt), desc(campaignInfluencers.id));
    return rows as AcceptedCampaignRow[];
  }

  /** One accepted roster row of the influencer, or null (not theirs, not accepted, or gone). */
  async function findAccepted(influencerId: string, rosterId: string): Promise<AcceptedCampaignRow | null> {
    const rows = await db.select(acceptedColumns).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(and(accepted(influencerId), eq(campaignInfluencers.id, rosterId))).limit(1);
    return (rows[0] as AcceptedCampaignRow | undefined) ?? null;
  }

  async function placementsOf(campaignId: string) {
    return db.select().from(campaignPlacements).where(eq(campaignPlacements.campaignId, campaignId)).orderBy(asc(campaignPlacements.position));
  }

  /** Status of every submission of these roster rows, newest first (progress and earnings are derived from them). */
  async function submissionStatuses(rosterIds: string[]) {
    if (rosterIds.length === 0) return [];
    return db.select({
      id: contentSubmissions.id,
      rosterId: contentSubmissions.campaignInfluencerId,
      placementId: contentSubmissions.placementId,
      status: contentSubmissions.status,
      submittedAt: contentSubmissions.submittedAt,
      updatedAt: contentSubmissions.updatedAt,
    }).from(contentSubmissions).where(inArray(contentSubmissions.campaignInfluencerId, rosterIds))
      .orderBy(desc(contentSubmissions.submittedAt), desc(contentSubmissions.id));
  }

  /** One page of a roster row's submissions, newest first, optionally of one status or placement. */
  async function pageSubmissions(rosterId: string, filter: { status?: VerificationStatus; placementId?: string }, offset: number, limit: number) {
    const conditions: SQL[] = [eq(contentSubmissions.campaignInfluencerId, rosterId)];
    if (filter.status) conditions.push(eq(contentSubmissions.status, filter.status));
    if (filter.placementId) conditions.push(eq(contentSubmissions.placementId, filter.placementId));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(contentSubmissions).where(where);
    const rows = await db.select({ submission: contentSubmissions, placementType: campaignPlacements.type })
      .from(contentSubmissions).innerJoin(campaignPlacements, eq(campaignPlacements.id, contentSubmissions.placementId))
      .where(where).orderBy(desc(contentSubmissions.submittedAt), desc(contentSubmissions.id)).offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  /** Review history of these submissions with the actor's name, newest first. */
  async function eventsOf(submissionIds: string[]) {
    if (submissionIds.length === 0) return [];
    return db.select({ event: contentSubmissionEvents, actorName: users.name }).from(contentSubmissionEvents)
      .leftJoin(users, eq(users.id, contentSubmissionEvents.actorId))
      .where(inArray(contentSubmissionEvents.submissionId, submissionIds))
      .orderBy(desc(contentSubmissionEvents.createdAt), desc(contentSubmissionEvents.id));
  }

  /** The influencer's latest review events across campaigns (dashboard activity). */
  async function recentEvents(influencerId: string, limit: number) {
    return db.select({
      event: contentSubmissionEvents,
      campaignId: contentSubmissions.campaignId,
      rosterId: contentSubmissions.campaignInfluencerId,
      campaignName: campaigns.name,
    }).from(contentSubmissionEvents)
      .innerJoin(contentSubmissions, eq(contentSubmissions.id, contentSubmissionEvents.submissionId))
      .innerJoin(campaigns, eq(campaigns.id, contentSubmissions.campaignId))
      .where(eq(contentSubmissions.influencerId, influencerId))
      .orderBy(desc(contentSubmissionEvents.createdAt), desc(contentSubmissionEvents.id)).limit(limit);
  }

  /** Every invite ever sent to the influencer (status and dates), for the dashboard's counts and activity. */
  async function invitesOf(influencerId: string) {
    return db.select({
      id: campaignInfluencers.id,
      status: campaignInfluencers.status,
      invitedAt: campaignInfluencers.invitedAt,
      respondedAt: campaignInfluencers.respondedAt,
      expiresAt: campaignInfluencers.expiresAt,
      offeredAmount: campaignInfluencers.offeredAmount,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      currency: campaigns.currency,
      brandName: brands.name,
    }).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(and(eq(campaignInfluencers.influencerId, influencerId), isNotNull(campaignInfluencers.invitedAt)))
      .orderBy(desc(campaignInfluencers.invitedAt), desc(campaignInfluencers.id));
  }

  return {
    influencerOfUser, pageAccepted, allAccepted, findAccepted, placementsOf, submissionStatuses, pageSubmissions, eventsOf,
    recentEvents, invitesOf,
  };
}

export type ActiveCampaignsRepository = ReturnType<typeof createActiveCampaignsRepository>;
