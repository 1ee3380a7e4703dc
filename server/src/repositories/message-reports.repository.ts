import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageReportStatus } from '../../../src/domain/messages/message-reports.rules';
import type { Database } from '../db/database';
import { brands } from '../db/schema/brands.schema';
import { conversationMessages, conversationReports, conversationThreads } from '../db/schema/conversations.schema';
import { influencers } from '../db/schema/influencers.schema';
import { users } from '../db/schema/users.schema';

/** A user's name as the operators' list shows it: the account's name, else its e-mail. */
const nameOf = (column: unknown) => sql<string | null>`(select coalesce(u.name, u.email, '') from ${users} u where u.id = ${column})`;

/**
 * The operators' side of conversation reports (docs/messages.md "Reports"): the queue with everything an operator
 * needs to decide, and the decision's writes (the report's status, the message's removal, the thread's closing),
 * each on the caller's transaction.
 */
export function createMessageReportsRepository(db: Database) {
  const sender = alias(users, 'message_sender');
  const columns = {
    report: conversationReports,
    brandId: conversationThreads.brandId,
    brandName: brands.name,
    influencerName: influencers.displayName,
    influencerUserId: influencers.userId,
    reporterName: nameOf(conversationReports.reporterId),
    resolvedByName: nameOf(conversationReports.resolvedBy),
    threadClosedAt: conversationThreads.closedAt,
    message: {
      body: conversationMessages.body,
      senderSide: conversationMessages.senderSide,
      createdAt: conversationMessages.createdAt,
      removedAt: conversationMessages.removedAt,
      attachments: conversationMessages.attachments,
    },
    senderName: sql<string | null>`coalesce(${sender.name}, ${sender.email})`,
  };

  function reportsQuery(executor: Database) {
    return executor.select(columns)
      .from(conversationReports)
      .innerJoin(conversationThreads, eq(conversationThreads.id, conversationReports.threadId))
      .innerJoin(brands, eq(brands.id, conversationThreads.brandId))
      .innerJoin(influencers, eq(influencers.id, conversationThreads.influencerId))
      .leftJoin(conversationMessages, eq(conversationMessages.id, conversationReports.messageId))
      .leftJoin(sender, eq(sender.id, conversationMessages.senderId));
  }

  /** Newest first (the `(created_at desc, id desc)` index), with the thread's parties, the reporter and the message. */
  async function page(offset: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      reportsQuery(db).orderBy(desc(conversationReports.createdAt), desc(conversationReports.id)).limit(limit).offset(offset),
      db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(conversationReports),
    ]);
    return { rows, count: total?.value ?? 0 };
  }

  async function find(id: string, executor: Database = db) {
    const [row] = await reportsQuery(executor).where(eq(conversationReports.id, id)).limit(1);
    return row ?? null;
  }

  /** Compare-and-set: only an open report is resolved, so of two racing decisions one writes and one gets null. */
  async function resolve(tx: Database, id: string, values: { status: Exclude<MessageReportStatus, 'open'>; resolvedBy: string | null }) {
    const [row] = await tx.update(conversationReports)
      .set({ status: values.status, resolvedBy: values.resolvedBy, resolvedAt: sql`now()` })
      .where(and(eq(conversationReports.id, id), eq(conversationReports.status, 'open')))
      .returning({ id: conversationReports.id });
    return row ?? null;
  }

  /**
   * Hides a message from both sides (once: a message removed on an earlier report keeps its first removal). When it
   * is the thread's newest message, the thread list's preview becomes `notice` instead of the removed text.
   */
  async function removeMessage(tx: Database, messageId: string, removedBy: string | null, notice: string) {
    const [row] = await tx.update(conversationMessages)
      .set({ removedAt: sql`now()`, removedBy })
      .where(and(eq(conversationMessages.id, messageId), isNull(conversationMessages.removedAt)))
      .returning({ threadId: conversationMessages.threadId, seq: conversationMessages.seq });
    if (!row) return;
    await tx.update(conversationThreads).set({ lastMessagePreview: notice })
      .where(and(eq(conversationThreads.id, row.threadId), sql`not exists (select 1 from ${conversationMessages} m
        where m.thread_id = ${row.threadId} and m.seq > ${row.seq})`));
  }

  /** Closes the thread for sending (once: an earlier closing keeps its time and operator). */
  async function closeThread(tx: Database, threadId: string, closedBy: string | null) {
    await tx.update(conversationThreads).set({ closedAt: sql`now()`, closedBy })
      .where(and(eq(conversationThreads.id, threadId), isNull(conversationThreads.closedAt)));
  }

  return { page, find, resolve, removeMessage, closeThread };
}

export type MessageReportsRepository = ReturnType<typeof createMessageReportsRepository>;
export type MessageReportRow = NonNullable<Awaited<ReturnType<MessageReportsRepository['find']>>>;
