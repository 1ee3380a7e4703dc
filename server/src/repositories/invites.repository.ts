import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likePatterns } from '../../../src/domain/search/search';
import { influencerVisibleInviteStatuses } from '../../../src/domain/marketplace/invite-status';
import type { Database } from '../db/database';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { campaigns } from '../db/schema/campaigns.schema';
import { influencers } from '../db/schema/influencers.schema';
import { campaignInfluencers, type CampaignInfluencerRow } from '../db/schema/marketplace.schema';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';

export type VisibleInviteStatus = (typeof influencerVisibleInviteStatuses)[number];
export type InviteOrderColumn = 'invited_at' | 'expires_at' | 'offered_amount';

export interface InviteFilter {
  statuses: readonly VisibleInviteStatus[];
  platform?: string;
  search?: string;
}

const orderColumns = {
  invited_at: campaignInfluencers.invitedAt,
  expires_at: campaignInfluencers.expiresAt,
  offered_amount: campaignInfluencers.offeredAmount,
} as const;

/** An invite with what its cards and notifications show of the campaign, the brand and the influencer. */
const inviteColumns = {
  invite: campaignInfluencers,
  campaign: campaigns,
  brand: { id: brands.id, name: brands.name, logoUrl: brands.logoUrl },
  influencer: { userId: influencers.userId, displayName: influencers.displayName },
};
export interface InviteRecord {
  invite: CampaignInfluencerRow;
  campaign: typeof campaigns.$inferSelect;
  brand: { id: string; name: string; logoUrl: string | null };
  influencer: { userId: string; displayName: string };
}

/** Invites joined with what an InviteRecord shows, on `executor` (a transaction's `tx` to read inside it). */
export const joinedInvites = (executor: Database) =>
  executor.select(inviteColumns).from(campaignInfluencers)
    .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId));

/** Users of a brand who run its campaigns (admins and managers): the ones told about answers and expiries. */
export async function brandManagerIdsOf(executor: Database, brandId: string): Promise<string[]> {
  const rows = await executor.select({ userId: brandMembers.userId }).from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), inArray(brandMembers.role, ['admin', 'manager'])));
  return rows.map((row) => row.userId);
}

/** campaign_influencers seen from the invited influencer's side (docs/marketplace.md "Invites"). */
export function createInvitesRepository(db: Database) {
  const joined = () => joinedInvites(db);

  async function influencerIdOf(userId: string): Promise<string | null> {
    const [row] = await db.select({ id: influencers.id }).from(influencers).where(eq(influencers.userId, userId)).limit(1);
    return row?.id ?? null;
  }

  /** One page of an influencer's invites; only statuses that were sent to them ever match. */
  async function pageForInfluencer(influencerId: string, filter: InviteFilter, ordering: { field: InviteOrderColumn; descending: boolean }, offset: number, limit: number) {
    const conditions: SQL[] = [eq(campaignInfluencers.influencerId, influencerId), inArray(campaignInfluencers.status, [...filter.statuses])];
    if (filter.platform) conditions.push(sql`${filter.platform} = any(${campaigns.platforms})`);
    if (filter.search) {
      const { contains } = likePatterns(filter.search);
      conditions.push(or(sql`${campaigns.name} ilike ${contains} escape '\\'`, sql`${brands.name} ilike ${contains} escape '\\'`) as SQL);
    }
    const where = and(...conditions);
    const direction = ordering.descending ? sql`desc` : sql`asc`;
    // The count reads only the roster index unless a filter needs the campaign or the brand.
    const [total] = filter.platform || filter.search
      ? await db.select({ n: count() }).from(campaignInfluencers)
        .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
        .innerJoin(brands, eq(brands.id, campaigns.brandId)).where(where)
      : await db.select({ n: count() }).from(campaignInfluencers).where(where);
    const rows = await joined().where(where)
      .orderBy(sql`${orderColumns[ordering.field]} ${direction} nulls last`, ordering.descending ? desc(campaignInfluencers.id) : asc(campaignInfluencers.id))
      .offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows: rows as InviteRecord[] };
  }

  /** The invite when it belongs to `influencerId` and was sent to them; null otherwise (the API answers 404). */
  async function findForInfluencer(id: string, influencerId: string): Promise<InviteRecord | null> {
    const [row] = await joined()
      .where(and(eq(campaignInfluencers.id, id), eq(campaignInfluencers.influencerId, influencerId), inArray(campaignInfluencers.status, [...influencerVisibleInviteStatuses])))
      .limit(1);
    return (row as InviteRecord | undefined) ?? null;
  }

  async function findById(id: string): Promise<InviteRecord | null> {
    const [row] = await joined().where(eq(campaignInfluencers.id, id)).limit(1);
    return (row as InviteRecord | undefined) ?? null;
  }

  /**
   * Compare-and-set answer: only an invite still `invited` and not past its deadline changes, so of two concurrent
   * answers exactly one gets the row back (PostgreSQL re-checks the WHERE after the first commits). The winner writes
   * `events` (the brand's notifications) in the same transaction; a loser writes nothing.
   */
  async function answer(
    id: string, influencerId: string, now: Date, values: Pick<CampaignInfluencerRow, 'status'> & Partial<CampaignInfluencerRow>, events: readonly OutboxEventInput[] = [],
    /** Runs in the same transaction once the answer is recorded (an acceptance commits its money); a throw undoes both. */
    alongside?: (tx: Database) => Promise<unknown>,
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx.update(campaignInfluencers)
        .set({ ...values, respondedAt: now, updatedAt: now })
        .where(and(
          eq(campaignInfluencers.id, id), eq(campaignInfluencers.influencerId, influencerId), eq(campaignInfluencers.status, 'invited'),
          or(isNull(campaignInfluencers.expiresAt), gt(campaignInfluencers.expiresAt, now)),
        ))
        .returning();
      if (row) {
        await writeOutboxEvents(tx, events);
        await alongside?.(tx as unknown as Database);
      }
      return row ?? null;
    });
  }

  const brandManagerIds = (brandId: string) => brandManagerIdsOf(db, brandId);

  return { influencerIdOf, pageForInfluencer, findForInfluencer, findById, answer, brandManagerIds };
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;
