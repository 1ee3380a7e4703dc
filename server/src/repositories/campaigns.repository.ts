import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { likePatterns } from '../../../src/domain/search/search';
import type { CampaignStatus } from '../../../src/domain/campaigns/campaign-status';
import type { Database } from '../db/database';
import { brandMembers } from '../db/schema/brands.schema';
import {
  campaignEvents, campaignPlacements, campaigns,
  type CampaignPlacementRow, type CampaignRow, type NewCampaign, type NewCampaignPlacement,
} from '../db/schema/campaigns.schema';
import { influencers } from '../db/schema/influencers.schema';
import { users } from '../db/schema/users.schema';

export type CampaignOrderField = 'created_at' | 'name' | 'budget' | 'start_date';
export interface CampaignFilter {
  brandId?: string;
  statuses?: CampaignStatus[];
  platform?: string;
  budgetMin?: number;
  budgetMax?: number;
  search?: string;
}
export interface CampaignEventInput {
  /** null for the system (the matching job, an expiry). */
  actorId: string | null;
  action: string;
  fromStatus?: CampaignStatus | null;
  toStatus?: CampaignStatus | null;
  note?: string | null;
}
type Placements = Array<Omit<NewCampaignPlacement, 'campaignId' | 'position'>>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const orderColumns = { created_at: campaigns.createdAt, name: campaigns.name, budget: campaigns.budget, start_date: campaigns.startDate };

export function createCampaignsRepository(db: Database) {
  async function findById(id: string): Promise<CampaignRow | null> {
    const rows = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Every campaign of a brand, newest first (the payments page lists them with their escrow). */
  async function listForBrand(brandId: string): Promise<CampaignRow[]> {
    return db.select().from(campaigns).where(eq(campaigns.brandId, brandId)).orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  }

  async function placementsOf(campaignIds: string[]): Promise<CampaignPlacementRow[]> {
    if (campaignIds.length === 0) return [];
    return db.select().from(campaignPlacements).where(inArray(campaignPlacements.campaignId, campaignIds))
      .orderBy(asc(campaignPlacements.campaignId), asc(campaignPlacements.position));
  }

  /** Ids of campaigns published before `before` that are still `planned` (their matching job was never queued or was lost). */
  async function plannedSince(before: Date, limit = 100): Promise<string[]> {
    const rows = await db.select({ id: campaigns.id }).from(campaigns)
      .where(and(eq(campaigns.status, 'planned'), lte(campaigns.publishedAt, before))).orderBy(asc(campaigns.publishedAt)).limit(limit);
    return rows.map((row) => row.id);
  }

  /** One page of the campaigns of every brand `userId` belongs to. */
  async function pageForMember(userId: string, filter: CampaignFilter, ordering: { field: CampaignOrderField; descending: boolean }, offset: number, limit: number) {
    const conditions: SQL[] = [eq(brandMembers.userId, userId)];
    if (filter.brandId) conditions.push(eq(campaigns.brandId, filter.brandId));
    if (filter.statuses?.length) conditions.push(inArray(campaigns.status, filter.statuses));
    if (filter.platform) conditions.push(sql`${filter.platform} = any(${campaigns.platforms})`);
    if (filter.budgetMin !== undefined) conditions.push(gte(campaigns.budget, String(filter.budgetMin)));
    if (filter.budgetMax !== undefined) conditions.push(lte(campaigns.budget, String(filter.budgetMax)));
    if (filter.search) {
      const { contains } = likePatterns(filter.search);
      conditions.push(or(sql`${campaigns.name} ilike ${contains} escape '\\'`, sql`${campaigns.description} ilike ${contains} escape '\\'`) as SQL);
    }
    const where = and(...conditions);
    const column = orderColumns[ordering.field];
    const direction = ordering.descending ? sql`desc` : sql`asc`;
    const [total] = await db.select({ n: count() }).from(campaigns).innerJoin(brandMembers, eq(brandMembers.brandId, campaigns.brandId)).where(where);
    const rows = await db.select({ campaign: campaigns, role: brandMembers.role, permissions: brandMembers.permissions }).from(campaigns)
      .innerJoin(brandMembers, eq(brandMembers.brandId, campaigns.brandId)).where(where)
      .orderBy(sql`${column} ${direction} nulls last`, ordering.descending ? desc(campaigns.id) : asc(campaigns.id))
      .offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  const insertPlacements = async (tx: Tx, campaignId: string, placements: Placements) => {
    if (placements.length) await tx.insert(campaignPlacements).values(placements.map((p, position) => ({ ...p, campaignId, position })));
  };
  const insertEvent = (tx: Tx, campaignId: string, event: CampaignEventInput) => tx.insert(campaignEvents).values({ campaignId, ...event });

  /** The campaign, its placements and the 'created' event in one transaction. */
  async function create(values: NewCampaign, placements: Placements, event: CampaignEventInput): Promise<CampaignRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(campaigns).values(values).returning();
      if (!row) throw new Error('Creating the campaign returned no row.');
      await insertPlacements(tx, row.id, placements);
      await insertEvent(tx, row.id, event);
      return row;
    });
  }

  /**
   * Changes a campaign still in `expectedStatus` (null when another request changed its status first); `placements`
   * replace the current ones when given (`append` adds them after), and the event is recorded in the same transaction.
   */
  async function update(
    id: string, expectedStatus: CampaignStatus, values: Partial<NewCampaign>, event: CampaignEventInput,
    placements?: { rows: Placements; append?: boolean },
  ): Promise<CampaignRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.update(campaigns).set({ ...values, updatedAt: new Date() })
        .where(and(eq(campaigns.id, id), eq(campaigns.status, expectedStatus))).returning();
      if (!row) return null;
      if (placements) {
        let start = 0;
        if (placements.append) {
          const [last] = await tx.select({ n: count() }).from(campaignPlacements).where(eq(campaignPlacements.campaignId, id));
          start = last?.n ?? 0;
        } else await tx.delete(campaignPlacements).where(eq(campaignPlacements.campaignId, id));
        if (placements.rows.length) {
          await tx.insert(campaignPlacements).values(placements.rows.map((p, index) => ({ ...p, campaignId: id, position: start + index })));
        }
      }
      await insertEvent(tx, id, event);
      return row;
    });
  }

  /** Deletes the campaign while it is still a draft; false when it is gone or no longer a draft. */
  async function removeDraft(id: string): Promise<boolean> {
    const rows = await db.delete(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft'))).returning({ id: campaigns.id });
    return rows.length > 0;
  }

  async function pageEvents(campaignId: string, offset: number, limit: number) {
    const [total] = await db.select({ n: count() }).from(campaignEvents).where(eq(campaignEvents.campaignId, campaignId));
    // An influencer acting on the campaign (accepting its first invite) appears under their public display name,
    // never their account name or e-mail (privacy: show_email is off by default and brands never see it).
    const isInfluencer = sql`${users.persona} = 'influencer'`;
    const rows = await db.select({
      event: campaignEvents,
      actorName: sql<string | null>`case when ${isInfluencer} then coalesce(${influencers.displayName}, 'Influencer') else ${users.name} end`,
      actorEmail: sql<string | null>`case when ${isInfluencer} then null else ${users.email} end`,
    }).from(campaignEvents)
      .leftJoin(users, eq(users.id, campaignEvents.actorId)).leftJoin(influencers, eq(influencers.userId, users.id))
      .where(eq(campaignEvents.campaignId, campaignId))
      .orderBy(desc(campaignEvents.createdAt), desc(campaignEvents.id)).offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  return { findById, listForBrand, plannedSince, placementsOf, pageForMember, create, update, removeDraft, pageEvents };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
