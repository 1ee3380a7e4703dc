import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every webhook message applied, keyed by the sender's message id (Svix `svix-id`). Inserted in the same
 * transaction as the message's effect, so a redelivered message finds its id and changes nothing.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
