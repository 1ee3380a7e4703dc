import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import {
  messageAttachmentsMax,
  messageBodyMax,
  messageEmailAwayMinutes,
  messagePreview,
  reportReasonMax,
  type ThreadSide,
} from '../../../src/domain/messages/messages.rules';
import { messageErrors as m, messageNotificationTexts } from '../../../src/domain/messages/messages.texts';
import type { Database } from '../db/database';
import type { ConversationMessageRow, MessageAttachment } from '../db/schema/conversations.schema';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import type { AssetsRepository } from '../repositories/assets.repository';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { ConversationsRepository, Participant, ThreadListRow } from '../repositories/conversations.repository';
import type { InfluencersRepository } from '../repositories/influencers.repository';
import { writeOutboxEvents } from '../repositories/outbox.repository';
import { notificationEvents } from './notification-outbox';
import type { OutboxService } from './outbox.service';
import type { DirectoryRepository } from '../repositories/directory.repository';

type Membership = NonNullable<Awaited<ReturnType<BrandsRepository['findMembership']>>>;
type Caller = Participant & { membership?: Membership };

export interface ThreadView {
  id: string;
  my_side: ThreadSide;
  brand: { id: string; name: string; logo_url: string | null };
  influencer: { id: string; display_name: string; profile_picture: string | null };
  campaign: { id: string; name: string } | null;
  last_message_at: string | null;
  last_message_preview: string | null;
  unread_count: number;
  blocked: boolean;
  closed: boolean;
  can_send: boolean;
  can_block: boolean;
  created_at: string;
}

export interface MessageView {
  id: string;
  seq: number;
  sender_side: ThreadSide;
  mine: boolean;
  body: string;
  attachments: MessageAttachment[];
  created_at: string;
  seen: boolean;
  removed: boolean;
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export function createConversationsService(deps: {
  db: Database;
  conversations: ConversationsRepository;
  brands: Pick<BrandsRepository, 'listMemberships' | 'findMembership'>;
  influencers: Pick<InfluencersRepository, 'findByUserId'>;
  assets: Pick<AssetsRepository, 'findOwned'>;
  /** Creators a brand finds in the directory (completed, not private) may be messaged first (docs/messages.md). */
  directory?: Pick<DirectoryRepository, 'findableIds'>;
  outbox?: Pick<OutboxService, 'kick'>;
  now?: () => Date;
}) {
  const repo = deps.conversations;
  const findable = async (influencerId: string) => ((await deps.directory?.findableIds([influencerId])) ?? []).length > 0;
  const now = deps.now ?? (() => new Date());

  /** The caller as a thread participant: a brand user acts for their current brand, a creator for their profile. */
  async function caller(user: UserRow): Promise<Caller> {
    if (user.persona === 'influencer') {
      const profile = await deps.influencers.findByUserId(user.id);
      if (!profile) throw permissionDenied(m.noProfile);
      return { side: 'influencer', userId: user.id, influencerId: profile.id };
    }
    const [current] = await deps.brands.listMemberships(user.id);
    if (!current) throw permissionDenied(m.noBrand);
    const membership = await deps.brands.findMembership(current.brand.id, user.id);
    if (!membership) throw permissionDenied(m.noBrand);
    return { side: 'brand', userId: user.id, brandId: current.brand.id, membership };
  }

  const canMessage = (who: Caller) => who.side === 'influencer' || (who.membership !== undefined && hasTeamPermission(who.membership, 'influencers.message'));
  function requireMessaging(who: Caller) {
    if (!canMessage(who)) throw permissionDenied(m.notPermitted);
  }

  function toThreadView(who: Caller, row: ThreadListRow): ThreadView {
    const { thread } = row;
    return {
      id: thread.id,
      my_side: who.side,
      brand: { id: thread.brandId, name: row.brandName, logo_url: row.brandLogo },
      influencer: { id: thread.influencerId, display_name: row.influencerName, profile_picture: row.influencerPicture },
      campaign: thread.campaignId && row.campaignName !== null ? { id: thread.campaignId, name: row.campaignName } : null,
      last_message_at: iso(thread.lastMessageAt),
      last_message_preview: thread.lastMessagePreview,
      unread_count: row.unread,
      blocked: thread.blockedAt !== null,
      closed: thread.closedAt !== null,
      can_send: thread.blockedAt === null && thread.closedAt === null && canMessage(who),
      can_block: who.side === 'influencer',
      created_at: iso(thread.createdAt)!,
    };
  }

  /** The thread if the caller takes part in it; 404 otherwise (its existence is not revealed). */
  async function threadFor(who: Caller, threadId: string) {
    const row = await repo.findThreadFor(who, threadId);
    if (!row) throw notFound();
    return row;
  }

  async function list(user: UserRow, query: { search?: string; page: number; page_size: number }) {
    const who = await caller(user);
    const { rows, count } = await repo.listThreads(who, { search: query.search, offset: (query.page - 1) * query.page_size, limit: query.page_size });
    return { count, results: rows.map((row) => toThreadView(who, row)) };
  }

  async function get(user: UserRow, threadId: string) {
    const who = await caller(user);
    return toThreadView(who, await threadFor(who, threadId));
  }

  /**
   * Opens the pair's thread (or returns the existing one). Brands need influencers.message and a relation: the
   * creator is on one of the brand's campaign rosters. Creators may open a thread with a brand that invited them.
   */
  async function open(user: UserRow, body: { influencer_id?: string; brand_id?: string; campaign_id?: string | null }) {
    const who = await caller(user);
    let brandId: string;
    let influencerId: string;
    if (who.side === 'brand') {
      requireMessaging(who);
      if (!body.influencer_id) throw validationFailed({ influencer_id: [m.counterpartRequired] });
      brandId = who.brandId;
      influencerId = body.influencer_id;
      const existing = await repo.findPair(brandId, influencerId);
      if (!existing && !(await repo.brandKnowsInfluencer(brandId, influencerId)) && !(await findable(influencerId))) {
        throw permissionDenied(m.noRelation);
      }
    } else {
      if (!body.brand_id) throw validationFailed({ brand_id: [m.counterpartRequired] });
      brandId = body.brand_id;
      influencerId = who.influencerId;
      const existing = await repo.findPair(brandId, influencerId);
      // A brand the creator never heard from is not revealed: 404 like an unknown id.
      if (!existing && !(await repo.influencerKnowsBrand(influencerId, brandId))) throw notFound();
    }
    const campaignId = body.campaign_id ?? null;
    if (campaignId && !(await repo.campaignOfBrand(campaignId, brandId))) throw validationFailed({ campaign_id: [m.campaignNotYours] });
    const { thread, created } = await repo.openThread({ brandId, influencerId, campaignId, createdBy: user.id });
    return { created, thread: toThreadView(who, (await repo.findThreadFor(who, thread.id))!) };
  }

  /** A message the operators removed keeps its place in the thread, without its text or files (the SPA says why). */
  function toMessageView(who: Caller, row: ConversationMessageRow, seenUpTo: number): MessageView {
    const mine = row.senderSide === who.side;
    const removed = row.removedAt !== null;
    return {
      id: row.id,
      seq: row.seq,
      sender_side: row.senderSide,
      mine,
      body: removed ? '' : row.body,
      attachments: removed ? [] : row.attachments,
      created_at: iso(row.createdAt)!,
      seen: mine && row.seq <= seenUpTo,
      removed,
    };
  }

  async function messages(user: UserRow, threadId: string, query: { before?: number; after?: number; limit: number }) {
    const who = await caller(user);
    if (!(await repo.canAccess(who, threadId))) throw notFound();
    const other: ThreadSide = who.side === 'brand' ? 'influencer' : 'brand';
    const [page, seenUpTo] = await Promise.all([repo.messagesPage(threadId, query), repo.seenBy(threadId, other)]);
    const results = page.rows.map((row) => toMessageView(who, row, seenUpTo));
    return {
      results,
      has_earlier: page.direction === 'before' ? page.more : null,
      has_later: page.direction === 'after' ? page.more : null,
      seen_up_to: seenUpTo,
    };
  }

  function validateMessage(body: { body?: string; attachment_ids?: string[] }) {
    const text = (body.body ?? '').trim();
    const ids = [...new Set(body.attachment_ids ?? [])];
    if (!text && ids.length === 0) throw validationFailed({ body: [m.bodyRequired] });
    if (text.length > messageBodyMax) throw validationFailed({ body: [m.bodyTooLong] });
    if (ids.length > messageAttachmentsMax) throw validationFailed({ attachment_ids: [m.tooManyAttachments] });
    return { text, ids };
  }

  /**
   * Stores a message and, in the same transaction, the recipients' notifications (outbox). The first unread
   * message of a thread is also e-mailed to a recipient who has been away (docs/messages.md). Retries with the
   * same Idempotency-Key replay the stored answer (the plugin), so a message is stored once.
   */
  async function send(user: UserRow, threadId: string, body: { body?: string; attachment_ids?: string[] }) {
    const who = await caller(user);
    const row = await threadFor(who, threadId);
    requireMessaging(who);
    if (row.thread.closedAt) throw new ApiError(403, 'closed', m.closedByModerators);
    if (row.thread.blockedAt) throw new ApiError(403, 'blocked', who.side === 'brand' ? m.blocked : m.blockedByYou);
    const { text, ids } = validateMessage(body);
    const attachments: MessageAttachment[] = [];
    for (const id of ids) {
      const asset = await deps.assets.findOwned(user.id, id);
      if (!asset) throw validationFailed({ attachment_ids: [m.attachmentNotYours] });
      attachments.push({ asset_id: asset.id, file_name: asset.fileName, content_type: asset.contentType, size: asset.size });
    }
    const preview = messagePreview(text, attachments.length);
    const recipients = await recipientsOf(who, row);
    // Read before the transaction: inside it every statement must run on `tx` (on the embedded database a statement
    // on the root client would wait for the transaction's own lock).
    const away = new Date(now().getTime() - messageEmailAwayMinutes * 60_000);
    const emailed: string[] = [];
    const quiet: string[] = [];
    for (const recipient of recipients) {
      const firstUnread = (await repo.unreadInThread(threadId, recipient.userId, recipient.side)) === 0;
      const isAway = recipient.lastActiveAt === null || recipient.lastActiveAt < away;
      (firstUnread && isAway ? emailed : quiet).push(recipient.userId);
    }
    const message = await deps.db.transaction(async (tx) => {
      const inserted = await repo.insertMessage(tx, { threadId, senderId: user.id, senderSide: who.side, body: text, attachments, preview });
      const from = who.side === 'brand' ? row.brandName : row.influencerName || 'A creator';
      const notification = {
        event: 'message.received', eventKey: `message:${inserted.id}`, type: 'info' as const,
        title: messageNotificationTexts.title(from), message: preview || '…',
        actionUrl: `/messages/${threadId}`, actionLabel: messageNotificationTexts.actionLabel,
      };
      if (quiet.length > 0) await writeOutboxEvents(tx, notificationEvents(quiet, notification));
      if (emailed.length > 0) await writeOutboxEvents(tx, notificationEvents(emailed, notification, { email: true }));
      return inserted;
    });
    deps.outbox?.kick();
    return toMessageView(who, message, 0);
  }

  /** Who hears of a new message: the creator, or the brand's members who may message (their inbox). */
  async function recipientsOf(who: Caller, row: ThreadListRow) {
    if (who.side === 'brand') {
      const userId = await repo.influencerUser(row.thread.influencerId);
      if (!userId) return [];
      return [{ userId, side: 'influencer' as const, lastActiveAt: await repo.lastReadAt(userId) }];
    }
    const members = await repo.brandMembersOf(row.thread.brandId);
    return members
      .filter((member) => hasTeamPermission({ role: member.role, permissions: member.permissions }, 'influencers.message'))
      .map((member) => ({ userId: member.userId, side: 'brand' as const, lastActiveAt: member.lastActiveAt }));
  }

  /** Marks everything up to now read for the caller (read receipts for the other side); answers the caller's total. */
  async function markRead(user: UserRow, threadId: string) {
    const who = await caller(user);
    await threadFor(who, threadId);
    await repo.markRead(deps.db, threadId, user.id, who.side, await repo.lastSeq(threadId));
    return { unread_count: await repo.unreadTotal(who) };
  }

  async function setBlocked(user: UserRow, threadId: string, blocked: boolean) {
    const who = await caller(user);
    await threadFor(who, threadId);
    if (who.side !== 'influencer') throw permissionDenied(m.blockOnlyCreators);
    await repo.setBlocked(threadId, blocked ? user.id : null);
    return toThreadView(who, (await repo.findThreadFor(who, threadId))!);
  }

  async function report(user: UserRow, threadId: string, body: { reason?: string; message_id?: string | null }) {
    const who = await caller(user);
    await threadFor(who, threadId);
    const reason = (body.reason ?? '').trim();
    if (!reason) throw validationFailed({ reason: [m.reportReasonRequired] });
    if (reason.length > reportReasonMax) throw validationFailed({ reason: [m.reportReasonTooLong] });
    if (body.message_id && !(await repo.findMessage(threadId, body.message_id))) throw validationFailed({ message_id: [m.reportMessageNotInThread] });
    const row = await repo.addReport({ threadId, messageId: body.message_id ?? null, reporterId: user.id, reporterSide: who.side, reason });
    return { id: row.id, thread_id: threadId, message_id: row.messageId, reason: row.reason, created_at: iso(row.createdAt)! };
  }

  /** The top bar's badge; a brand user without a brand or a creator without a profile has none. */
  async function unreadCount(user: UserRow) {
    if (user.persona !== 'influencer' && user.persona !== 'brand') return { unread_count: 0 };
    const who = await caller(user).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 403) return null;
      throw error;
    });
    if (!who) return { unread_count: 0 };
    const byCampaign = who.side === 'brand' ? await repo.unreadByCampaign(who) : new Map<string, number>();
    return {
      unread_count: await repo.unreadTotal(who),
      by_campaign: [...byCampaign].map(([campaign_id, unread_count]) => ({ campaign_id, unread_count })),
    };
  }

  return { list, get, open, messages, send, markRead, setBlocked, report, unreadCount };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
