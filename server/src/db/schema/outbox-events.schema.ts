import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (DESIGN §9): a side effect (a notification today, e-mails and provider calls later)
 * is written here in the same transaction as the change that causes it, and delivered by the worker at least
 * once. `event_key` is unique, so writing the same event twice (a retried request, a re-run job) stores it once,
 * and delivery is deduplicated by it too (a notification's own event key).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull().unique('outbox_events_event_key_unique'),
    /** What delivers it, e.g. 'notification'. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: a failed delivery backs off by moving it forward. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_events_pending_idx').on(table.availableAt).where(sql`${table.deliveredAt} is null`),
    index('outbox_events_delivered_idx').on(table.deliveredAt).where(sql`${table.deliveredAt} is not null`),
  ],
);

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
