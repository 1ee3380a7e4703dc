import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { campaigns } from '../db/schema/campaigns.schema';
import {
  conversationMessages,
  conversationReads,
  conversationReports,
  conversationThreads,
  type ConversationMessageRow,
  type ConversationThreadRow,
  type MessageAttachment,
} from '../db/schema/conversations.schema';
import { influencers } from '../db/schema/influencers.schema';
import { campaignInfluencers } from '../db/schema/marketplace.schema';
import type { ThreadSide } from '../../../src/domain/messages/messages.rules';

/** Who is asking, as the thread queries see it: a brand member of `brandId` or the creator `influencerId`. */
export type Participant =
  | { side: 'brand'; userId: string; brandId: string }
  | { side: 'influencer'; userId: string; influencerId: string };

export interface ThreadListRow {
  thread: ConversationThreadRow;
  brandName: string;
  brandLogo: string | null;
  influencerName: string;
  influencerPicture: string | null;
  campaignName: string | null;
  unread: number;
}

const otherSide = (side: ThreadSide): ThreadSide => (side === 'brand' ? 'influencer' : 'brand');

/** Escapes % and _ for ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createConversationsRepository(db: Database) {
  const ownThreads = (who: Participant) =>
    who.side === 'brand' ? eq(conversationThreads.brandId, who.brandId) : eq(conversationThreads.influencerId, who.influencerId);

  /** Messages of the other side after my read marker (a thread I never opened counts all of them). */
  // Spelled with the table name: Drizzle writes a bare "id" for a one-table select, which the subquery would
  // resolve to its own table's column.
  const threadIdColumn = sql.raw('"conversation_threads"."id"');
  const unreadOf = (who: Participant) => sql<number>`(
    select count(*) from ${conversationMessages} m
    where m.thread_id = ${threadIdColumn} and m.sender_side = ${otherSide(who.side)}
      and m.seq > coalesce((select r.last_read_seq from ${conversationReads} r
        where r.thread_id = ${threadIdColumn} and r.user_id = ${who.userId}), 0)
  )`.mapWith(Number);

  const listColumns = (who: Participant) => ({
    thread: conversationThreads,
    brandName: brands.name,
    brandLogo: brands.logoUrl,
    influencerName: influencers.displayName,
    influencerPicture: influencers.profilePicture,
    campaignName: campaigns.name,
    unread: unreadOf(who),
  });

  function listQuery(who: Participant, where: ReturnType<typeof and>) {
    return db
      .select(listColumns(who))
      .from(conversationThreads)
      .innerJoin(brands, eq(brands.id, conversationThreads.brandId))
      .innerJoin(influencers, eq(influencers.id, conversationThreads.influencerId))
      .leftJoin(campaigns, eq(campaigns.id, conversationThreads.campaignId))
      .where(where);
  }

  /** Search: the counterpart's name, the campaign's name (ILIKE) or a word of a message (full-text, GIN index). */
  function searchCondition(who: Participant, search: string | undefined) {
    const text = search?.trim();
    if (!text) return undefined;
    const pattern = likePattern(text);
    const counterpart = who.side === 'brand' ? sql`${influencers.displayName} ilike ${pattern}` : sql`${brands.name} ilike ${pattern}`;
    return sql`(${counterpart} or ${campaigns.name} ilike ${pattern} or exists (
      select 1 from ${conversationMessages} m where m.thread_id = ${threadIdColumn} and m.removed_at is null
        and to_tsvector('simple', m.body) @@ plainto_tsquery('simple', ${text})))`;
  }

  async function listThreads(who: Participant, options: { search?: string; offset: number; limit: number }) {
    const where = and(ownThreads(who), searchCondition(who, options.search));
    const [rows, [total]] = await Promise.all([
      listQuery(who, where)
        .orderBy(sql`${conversationThreads.lastMessageAt} desc nulls last`, conversationThreads.id)
        .limit(options.limit)
        .offset(options.offset),
      db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(conversationThreads)
        .innerJoin(brands, eq(brands.id, conversationThreads.brandId))
        .innerJoin(influencers, eq(influencers.id, conversationThreads.influencerId))
        .leftJoin(campaigns, eq(campaigns.id, conversationThreads.campaignId))
        .where(where),
    ]);
    return { rows: rows as ThreadListRow[], count: total?.value ?? 0 };
  }

  async function findThreadFor(who: Participant, threadId: string): Promise<ThreadListRow | null> {
    const [row] = await listQuery(who, and(eq(conversationThreads.id, threadId), ownThreads(who))).limit(1);
    return (row as ThreadListRow | undefined) ?? null;
  }

  /** Whether the participant takes part in the thread: one primary-key lookup (the message pages and polls). */
  async function canAccess(who: Participant, threadId: string): Promise<boolean> {
    const rows = await db.select({ id: conversationThreads.id }).from(conversationThreads)
      .where(and(eq(conversationThreads.id, threadId), ownThreads(who))).limit(1);
    return rows.length > 0;
  }

  async function findPair(brandId: string, influencerId: string) {
    const [row] = await db.select().from(conversationThreads)
      .where(and(eq(conversationThreads.brandId, brandId), eq(conversationThreads.influencerId, influencerId))).limit(1);
    return row ?? null;
  }

  /** Creates the pair's thread, or finds the one a concurrent request created (the unique pair index). */
  async function openThread(values: { brandId: string; influencerId: string; campaignId: string | null; createdBy: string }) {
    const [created] = await db.insert(conversationThreads).values(values).onConflictDoNothing().returning();
    if (created) return { thread: created, created: true };
    const existing = await findPair(values.brandId, values.influencerId);
    if (!existing) throw new Error('conversation thread vanished while opening it');
    return { thread: existing, created: false };
  }

  /** Whether the brand has the creator on any of its campaigns' rosters (candidate, invited, working, past). */
  async function brandKnowsInfluencer(brandId: string, influencerId: string) {
    const rows = await db.select({ id: campaignInfluencers.id }).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .where(and(eq(campaigns.brandId, brandId), eq(campaignInfluencers.influencerId, influencerId))).limit(1);
    return rows.length > 0;
  }

  /** Whether the creator was invited by, or works with, the brand (a candidate it never heard of does not count). */
  async function influencerKnowsBrand(influencerId: string, brandId: string) {
    const rows = await db.select({ id: campaignInfluencers.id }).from(campaignInfluencers)
      .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
      .where(and(eq(campaigns.brandId, brandId), eq(campaignInfluencers.influencerId, influencerId), sql`${campaignInfluencers.status} <> 'candidate'`))
      .limit(1);
    return rows.length > 0;
  }

  async function campaignOfBrand(campaignId: string, brandId: string) {
    const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId))).limit(1);
    return row ?? null;
  }

  /**
   * One page of a thread, oldest first on the page: `before` pages back from a seq (the newest page without it),
   * `after` gives what arrived since (polling). One extra row tells whether there is more in that direction.
   */
  async function messagesPage(threadId: string, options: { before?: number; after?: number; limit: number }) {
    if (options.after !== undefined) {
      const rows = await db.select().from(conversationMessages)
        .where(and(eq(conversationMessages.threadId, threadId), gt(conversationMessages.seq, options.after)))
        .orderBy(asc(conversationMessages.seq)).limit(options.limit + 1);
      return { rows: rows.slice(0, options.limit), more: rows.length > options.limit, direction: 'after' as const };
    }
    const rows = await db.select().from(conversationMessages)
      .where(and(eq(conversationMessages.threadId, threadId), options.before !== undefined ? lt(conversationMessages.seq, options.before) : undefined))
      .orderBy(desc(conversationMessages.seq)).limit(options.limit + 1);
    return { rows: rows.slice(0, options.limit).reverse(), more: rows.length > options.limit, direction: 'before' as const };
  }

  async function findMessage(threadId: string, messageId: string) {
    const [row] = await db.select().from(conversationMessages)
      .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.threadId, threadId))).limit(1);
    return row ?? null;
  }

  /** Inserts a message and moves the thread's preview and order, in the caller's transaction. */
  async function insertMessage(
    executor: Database,
    values: { threadId: string; senderId: string; senderSide: ThreadSide; body: string; attachments: MessageAttachment[]; preview: string },
  ): Promise<ConversationMessageRow> {
    const [row] = await executor.insert(conversationMessages).values({
      threadId: values.threadId, senderId: values.senderId, senderSide: values.senderSide, body: values.body, attachments: values.attachments,
    }).returning();
    if (!row) throw new Error('message not inserted');
    await executor.update(conversationThreads).set({ lastMessageAt: row.createdAt, lastMessagePreview: values.preview })
      .where(eq(conversationThreads.id, values.threadId));
    // The sender has read everything up to their own message.
    await markRead(executor, values.threadId, values.senderId, values.senderSide, row.seq);
    return row;
  }

  /** Moves the user's read marker forward (never back). */
  async function markRead(executor: Database, threadId: string, userId: string, side: ThreadSide, seq: number) {
    await executor.insert(conversationReads).values({ threadId, userId, side, lastReadSeq: seq, readAt: new Date() })
      .onConflictDoUpdate({
        target: [conversationReads.threadId, conversationReads.userId],
        set: { lastReadSeq: sql`greatest(${conversationReads.lastReadSeq}, excluded.last_read_seq)`, readAt: sql`now()` },
      });
  }

  async function lastSeq(threadId: string): Promise<number> {
    const [row] = await db.select({ seq: sql<number | null>`max(${conversationMessages.seq})`.mapWith(Number) })
      .from(conversationMessages).where(eq(conversationMessages.threadId, threadId));
    return row?.seq ?? 0;
  }

  /** The highest seq anyone of `side` has read: my messages up to it show "Seen". */
  async function seenBy(threadId: string, side: ThreadSide): Promise<number> {
    const [row] = await db.select({ seq: sql<number | null>`max(${conversationReads.lastReadSeq})`.mapWith(Number) })
      .from(conversationReads).where(and(eq(conversationReads.threadId, threadId), eq(conversationReads.side, side)));
    return row?.seq ?? 0;
  }

  async function unreadTotal(who: Participant): Promise<number> {
    const [row] = await db.select({ value: sql<number>`coalesce(sum(${unreadOf(who)}), 0)`.mapWith(Number) })
      .from(conversationThreads).where(ownThreads(who));
    return row?.value ?? 0;
  }

  /** Unread messages per campaign of the brand (threads opened about a campaign), for /campaigns. */
  async function unreadByCampaign(who: Participant & { side: 'brand' }) {
    const rows = await db.select({ campaignId: conversationThreads.campaignId, unread: unreadOf(who) })
      .from(conversationThreads).where(and(ownThreads(who), sql`${conversationThreads.campaignId} is not null`));
    const totals = new Map<string, number>();
    for (const row of rows) if (row.campaignId && row.unread > 0) totals.set(row.campaignId, (totals.get(row.campaignId) ?? 0) + row.unread);
    return totals;
  }

  async function setBlocked(threadId: string, blockedBy: string | null) {
    await db.update(conversationThreads).set({ blockedAt: blockedBy ? new Date() : null, blockedBy })
      .where(eq(conversationThreads.id, threadId));
  }

  async function addReport(values: { threadId: string; messageId: string | null; reporterId: string; reporterSide: ThreadSide; reason: string }) {
    const [row] = await db.insert(conversationReports).values(values).returning();
    if (!row) throw new Error('report not inserted');
    return row;
  }

  /** Brand members who hold a flag set (checked by the caller) and when they were last active, for notifications. */
  async function brandMembersOf(brandId: string) {
    return db.select({ userId: brandMembers.userId, role: brandMembers.role, permissions: brandMembers.permissions, lastActiveAt: brandMembers.lastActiveAt })
      .from(brandMembers).where(eq(brandMembers.brandId, brandId));
  }

  async function influencerUser(influencerId: string) {
    const [row] = await db.select({ userId: influencers.userId }).from(influencers).where(eq(influencers.id, influencerId)).limit(1);
    return row?.userId ?? null;
  }

  /** When the user last read any thread (the creator side has no other activity marker). */
  async function lastReadAt(userId: string): Promise<Date | null> {
    const [row] = await db.select({ at: sql<string | null>`max(${conversationReads.readAt})` }).from(conversationReads).where(eq(conversationReads.userId, userId));
    return row?.at ? new Date(row.at) : null;
  }

  /** Unread messages of the other side for `userId` in one thread (before a new one is added). */
  async function unreadInThread(threadId: string, userId: string, side: ThreadSide): Promise<number> {
    const [row] = await db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(conversationMessages)
      .where(and(eq(conversationMessages.threadId, threadId), eq(conversationMessages.senderSide, otherSide(side)),
        sql`${conversationMessages.seq} > coalesce((select r.last_read_seq from ${conversationReads} r where r.thread_id = ${threadId} and r.user_id = ${userId}), 0)`));
    return row?.value ?? 0;
  }

  /** Whether `userId` takes part in a thread where `assetId` is attached to a shown message (so they may download it). */
  async function assetSharedWith(userId: string, assetId: string): Promise<boolean> {
    const attached = sql`${conversationMessages.attachments} @> ${JSON.stringify([{ asset_id: assetId }])}::jsonb`;
    const rows = await db.select({ id: conversationMessages.id }).from(conversationMessages)
      .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
      .innerJoin(influencers, eq(influencers.id, conversationThreads.influencerId))
      // A message the operators removed no longer shares its attachments.
      .where(and(attached, isNull(conversationMessages.removedAt), sql`(${influencers.userId} = ${userId} or exists (select 1 from ${brandMembers} bm
        where bm.brand_id = ${conversationThreads.brandId} and bm.user_id = ${userId}))`))
      .limit(1);
    return rows.length > 0;
  }

  return {
    listThreads, findThreadFor, canAccess, findPair, openThread, brandKnowsInfluencer, influencerKnowsBrand, campaignOfBrand, messagesPage,
    findMessage, insertMessage, markRead, lastSeq, seenBy, unreadTotal, unreadByCampaign, setBlocked, addReport,
    brandMembersOf, influencerUser, lastReadAt, unreadInThread, assetSharedWith,
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
