import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * A user's stored settings (SPEC §3 groups profile, notifications, privacy, ui) as one snake_case JSON document.
 * No row means "all defaults"; the service merges the stored document over the defaults when reading.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, Record<string, unknown>>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why people left (optional reason typed at account deletion). No user id: kept anonymously for product insight. */
export const accountDeletionFeedback = pgTable('account_deletion_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  persona: text('persona'),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Identities whose account was deleted. A bearer token issued before the deletion stays cryptographically
 * valid until it expires; the auth check refuses to re-create a user for an identity listed here.
 */
export const deletedIdentities = pgTable(
  'deleted_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'deleted_identities_pk', columns: [table.issuer, table.subject] })],
);

export type UserSettingsRow = typeof userSettings.$inferSelect;
