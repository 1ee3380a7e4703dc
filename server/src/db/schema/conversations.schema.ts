import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.schema';
import { campaigns } from './campaigns.schema';
import { influencers } from './influencers.schema';
import { users } from './users.schema';
import { messageReportStatuses } from '../../../../src/domain/messages/message-reports.rules';

/** What a message keeps of an attached asset (the asset row stays the owner's; docs/messages.md). */
export interface MessageAttachment {
  asset_id: string;
  file_name: string;
  content_type: string;
  size: number;
}

/**
 * One conversation between a brand and a creator (docs/messages.md): one per pair, opened about a campaign or not.
 * `last_message_*` orders and previews the thread list; `blocked_at` is the creator's block of the brand.
 */
export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id').notNull().references(() => influencers.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Operators closed the conversation on a report (docs/messages.md "Reports"): nobody can send, history stays. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversation_threads_pair_unique').on(table.brandId, table.influencerId),
    index('conversation_threads_brand_recent_idx').on(table.brandId, sql`${table.lastMessageAt} desc nulls last`, table.id),
    index('conversation_threads_influencer_recent_idx').on(table.influencerId, sql`${table.lastMessageAt} desc nulls last`, table.id),
  ],
);

/**
 * A message. `seq` is a global, increasing number: the keyset cursor ((thread_id, seq) index), the read marker
 * and the order in one column, so the last page of any thread is an index range scan.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    threadId: uuid('thread_id').notNull().references(() => conversationThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: text('sender_side', { enum: ['brand', 'influencer'] }).notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * Operators removed it on a report: both sides see a notice instead of the body and attachments. The text is
     * kept for the operators' record; the API never gives it to the participants again.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversation_messages_thread_seq_unique').on(table.threadId, table.seq),
    index('conversation_messages_body_search_idx').using('gin', sql`to_tsvector('simple', ${table.body})`),
  ],
);

/** How far each participant has read a thread (the highest `seq` seen); read receipts compare against it. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    threadId: uuid('thread_id').notNull().references(() => conversationThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['brand', 'influencer'] }).notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'conversation_reads_pk', columns: [table.threadId, table.userId] }),
    index('conversation_reads_user_idx').on(table.userId),
  ],
);

/**
 * A participant's report of a thread or one message, for the operators' queue. `status` is `open` until an operator
 * resolves it (`resolved_at`, `resolved_by`: null for the service token), once (docs/messages.md "Reports").
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id').notNull().references(() => conversationThreads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => conversationMessages.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterSide: text('reporter_side', { enum: ['brand', 'influencer'] }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: messageReportStatuses }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversation_reports_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

export type ConversationThreadRow = typeof conversationThreads.$inferSelect;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
export type ConversationReportRow = typeof conversationReports.$inferSelect;
