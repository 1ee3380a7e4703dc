import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** Notification types of SPEC §2 "Notifications panel". */
export const notificationTypeEnum = pgEnum('notification_type', ['success', 'warning', 'error', 'info']);

/**
 * One notification for one user, created by a domain event (an invite arrived, content was verified, ...).
 * `event_key` makes creation idempotent: the same event delivered twice creates one row per user.
 * "Clear all" deletes the rows; "read" is a timestamp so we know when.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull().default('info'),
    /** The domain event that created it, e.g. 'campaign.invite_received'. */
    event: text('event').notNull(),
    eventKey: text('event_key'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    actionLabel: text('action_label'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('notifications_user_event_key_unique').on(table.userId, table.eventKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
