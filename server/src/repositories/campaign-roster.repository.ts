import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { likePatterns } from '../../../src/domain/search/search';
import type { InviteStatus } from '../../../src/domain/marketplace/invite-status';
import type { Database } from '../db/database';
import { campaigns } from '../db/schema/campaigns.schema';
import { influencers, socialAccounts } from '../db/schema/influencers.schema';
import { campaignInfluencers, type CampaignInfluencerRow, type OfferedPlacement } from '../db/schema/marketplace.schema';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';
import { userSettings } from '../db/schema/user-settings.schema';
import { profileVisibleTo, rosterRowVisible, settingsJoin } from './profile-privacy';

export interface RosterFilter {
  statuses?: InviteStatus[];
  source?: string;
  platform?: string;
  minFit?: number;
  search?: string;
}

export type RosterOrderField = 'fit_score' | 'invited_at' | 'display_name';

export interface RosterAccount {
  influencerId: string;
  platform: string;
  handle: string;
  followers: number | null;
  metricsProvenance: 'verified' | 'self_reported';
}

export interface RosterListRow {
  row: CampaignInfluencerRow;
  displayName: string;
  profilePicture: string | null;
  userId: string;
}

/** A roster row this batch invited: whom to tell, and the offer it carries. */
export interface InvitedRow {
  id: string;
  userId: string;
  offeredAmount: string | null;
}

export interface InviteUpdate {
  id: string;
  offeredAmount: string;
  offeredPlacements: OfferedPlacement[];
}

const orderColumns = { fit_score: campaignInfluencers.fitScore, invited_at: campaignInfluencers.invitedAt, display_name: sql`lower(${influencers.displayName})` };

const rosterColumns = { row: campaignInfluencers, displayName: influencers.displayName, profilePicture: influencers.profilePicture, userId: influencers.userId };

/** A campaign's roster (campaign_influencers): list, hand edits and invite batches (docs/marketplace.md). */
export function createCampaignRosterRepository(db: Database) {
  function where(campaignId: string, filter: RosterFilter): SQL {
    // A profile hidden from brands keeps only its invited and answered rows on the roster (docs/decisions.md).
    const conditions: SQL[] = [eq(campaignInfluencers.campaignId, campaignId), rosterRowVisible()];
    if (filter.statuses?.length) conditions.push(inArray(campaignInfluencers.status, filter.statuses));
    if (filter.source) conditions.push(eq(campaignInfluencers.source, filter.source));
    if (filter.minFit !== undefined) conditions.push(sql`${campaignInfluencers.fitScore} >= ${filter.minFit}`);
    if (filter.platform) {
      conditions.push(sql`exists (select 1 from ${socialAccounts} where ${socialAccounts.influencerId} = ${campaignInfluencers.influencerId} and ${socialAccounts.platform} = ${filter.platform})`);
    }
    if (filter.search) conditions.push(sql`${influencers.displayName} ilike ${likePatterns(filter.search).contains} escape '\\'`);
    return and(...conditions) as SQL;
  }

  async function page(campaignId: string, filter: RosterFilter, ordering: { field: RosterOrderField; descending: boolean }, offset: number, limit: number) {
    const condition = where(campaignId, filter);
    const [total] = await db.select({ n: count() }).from(campaignInfluencers)
      .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId)).leftJoin(userSettings, settingsJoin).where(condition);
    const direction = ordering.descending ? sql`desc` : sql`asc`;
    const rows: RosterListRow[] = await db.select(rosterColumns).from(campaignInfluencers)
      .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId)).leftJoin(userSettings, settingsJoin).where(condition)
      .orderBy(sql`${orderColumns[ordering.field]} ${direction} nulls last`, ordering.descending ? desc(campaignInfluencers.id) : asc(campaignInfluencers.id))
      .offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  async function findOne(campaignId: string, rosterId: string): Promise<RosterListRow | null> {
    const rows = await db.select(rosterColumns).from(campaignInfluencers)
      .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId)).leftJoin(userSettings, settingsJoin)
      .where(and(eq(campaignInfluencers.campaignId, campaignId), eq(campaignInfluencers.id, rosterId), rosterRowVisible())).limit(1);
    return rows[0] ?? null;
  }

  /** Linked accounts of these influencers, largest audience first. */
  async function accountsOf(influencerIds: string[], executor: Pick<Database, 'select'> = db): Promise<RosterAccount[]> {
    if (influencerIds.length === 0) return [];
    return executor.select({
      influencerId: socialAccounts.influencerId, platform: socialAccounts.platform, handle: socialAccounts.handle,
      followers: socialAccounts.followers, metricsProvenance: socialAccounts.metricsProvenance,
    })
      .from(socialAccounts).where(inArray(socialAccounts.influencerId, influencerIds))
      .orderBy(asc(socialAccounts.influencerId), sql`${socialAccounts.followers} desc nulls last`);
  }

  /** A completed profile its owner lets brands find (a private one is refused like an unknown one). */
  const isCompletedInfluencer = async (influencerId: string) =>
    (await db.select({ id: influencers.id }).from(influencers).leftJoin(userSettings, settingsJoin)
      .where(and(eq(influencers.id, influencerId), isNotNull(influencers.profileCompletedAt), profileVisibleTo('brand'))).limit(1)).length > 0;

  /** Adds by hand, or restores a removed row as a manual candidate; null when the influencer is already on the roster otherwise. */
  async function addManual(campaignId: string, influencerId: string): Promise<string | null> {
    const rows = await db.insert(campaignInfluencers).values({ campaignId, influencerId, source: 'manual', status: 'candidate' })
      .onConflictDoUpdate({
        target: [campaignInfluencers.campaignId, campaignInfluencers.influencerId],
        set: { status: 'candidate', updatedAt: sql`now()` },
        setWhere: sql`${campaignInfluencers.status} = 'removed'`,
      }).returning({ id: campaignInfluencers.id });
    return rows[0]?.id ?? null;
  }

  /** candidate -> removed; false when the row is not a candidate (any more). */
  async function remove(campaignId: string, rosterId: string): Promise<boolean> {
    const rows = await db.update(campaignInfluencers).set({ status: 'removed', updatedAt: new Date() })
      .where(and(eq(campaignInfluencers.campaignId, campaignId), eq(campaignInfluencers.id, rosterId), eq(campaignInfluencers.status, 'candidate')))
      .returning({ id: campaignInfluencers.id });
    return rows.length > 0;
  }

  /**
   * One invite batch in a transaction holding the campaign row, so concurrent batches see each other's offers:
   * `plan` gets the batch's rows and the committed (invited + accepted) total and returns the updates or throws.
   * `eventsOf` (the invited influencers' notifications) is written to the outbox in the same transaction.
   */
  async function invite(
    campaignId: string,
    rosterIds: string[],
    /** `committed`: offers invited or accepted (the budget's use); `pendingInvited`: offers invited and not yet answered. */
    plan: (rows: RosterListRow[], accounts: RosterAccount[], committed: string, pendingInvited: string) => Promise<InviteUpdate[]>,
    values: { message: string | null; invitedBy: string; invitedAt: Date; expiresAt: Date },
    eventsOf: (invited: InvitedRow[]) => readonly OutboxEventInput[] = () => [],
  ): Promise<string[]> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${campaigns} where ${campaigns.id} = ${campaignId} for update`);
      const rows: RosterListRow[] = await tx.select(rosterColumns).from(campaignInfluencers)
        .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId)).leftJoin(userSettings, settingsJoin)
        .where(and(eq(campaignInfluencers.campaignId, campaignId), inArray(campaignInfluencers.id, rosterIds), rosterRowVisible()));
      const [committed] = await tx.select({ total: sql<string>`coalesce(sum(${campaignInfluencers.offeredAmount}), 0)::text` }).from(campaignInfluencers)
        .where(and(eq(campaignInfluencers.campaignId, campaignId), inArray(campaignInfluencers.status, ['invited', 'accepted'])));
      const [pending] = await tx.select({ total: sql<string>`coalesce(sum(${campaignInfluencers.offeredAmount}), 0)::text` }).from(campaignInfluencers)
        .where(and(eq(campaignInfluencers.campaignId, campaignId), eq(campaignInfluencers.status, 'invited')));
      const accounts = await accountsOf(rows.map((r) => r.row.influencerId), tx);
      const updates = await plan(rows, accounts, committed?.total ?? '0', pending?.total ?? '0');
      const invited: InvitedRow[] = [];
      const userOf = new Map(rows.map((r) => [r.row.id, r.userId]));
      for (const update of updates) {
        const [saved] = await tx.update(campaignInfluencers)
          .set({ status: 'invited', offeredAmount: update.offeredAmount, offeredPlacements: update.offeredPlacements, ...values, updatedAt: values.invitedAt })
          .where(and(eq(campaignInfluencers.id, update.id), eq(campaignInfluencers.status, 'candidate')))
          .returning({ id: campaignInfluencers.id, offeredAmount: campaignInfluencers.offeredAmount });
        if (saved) invited.push({ id: saved.id, userId: userOf.get(saved.id) as string, offeredAmount: saved.offeredAmount });
      }
      await writeOutboxEvents(tx, eventsOf(invited));
      return invited.map((row) => row.id);
    });
  }

  /** Offers that count against the budget: invited and accepted. */
  async function committedTotal(campaignId: string): Promise<string> {
    const [row] = await db.select({ total: sql<string>`coalesce(sum(${campaignInfluencers.offeredAmount}), 0)::text` }).from(campaignInfluencers)
      .where(and(eq(campaignInfluencers.campaignId, campaignId), inArray(campaignInfluencers.status, ['invited', 'accepted'])));
    return row?.total ?? '0';
  }

  /** Offers of open invites (invited, not yet answered): promised, but not yet committed in the ledger. */
  async function pendingInvitedTotal(campaignId: string): Promise<string> {
    const [row] = await db.select({ total: sql<string>`coalesce(sum(${campaignInfluencers.offeredAmount}), 0)::text` }).from(campaignInfluencers)
      .where(and(eq(campaignInfluencers.campaignId, campaignId), eq(campaignInfluencers.status, 'invited')));
    return row?.total ?? '0';
  }

  /** The roster rows of these influencers on the campaign, whatever their status. */
  async function rowsOfInfluencers(campaignId: string, influencerIds: string[]) {
    if (influencerIds.length === 0) return [];
    return db.select({ id: campaignInfluencers.id, influencerId: campaignInfluencers.influencerId, status: campaignInfluencers.status })
      .from(campaignInfluencers)
      .where(and(eq(campaignInfluencers.campaignId, campaignId), inArray(campaignInfluencers.influencerId, influencerIds)));
  }

  /** Completed profiles brands may find, among these. */
  async function findableInfluencers(influencerIds: string[]): Promise<string[]> {
    if (influencerIds.length === 0) return [];
    const rows = await db.select({ id: influencers.id }).from(influencers).leftJoin(userSettings, settingsJoin)
      .where(and(inArray(influencers.id, influencerIds), isNotNull(influencers.profileCompletedAt), profileVisibleTo('brand')));
    return rows.map((row) => row.id);
  }

  return {
    page, findOne, accountsOf, isCompletedInfluencer, addManual, remove, invite, committedTotal, pendingInvitedTotal, rowsOfInfluencers,
    findableInfluencers,
  };
}

export type CampaignRosterRepository = ReturnType<typeof createCampaignRosterRepository>;
