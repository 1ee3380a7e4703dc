import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account (a normalised e-mail), shared by every API process: after too many failures in a
 * window the account is locked for a short time, whatever IP the attempts come from, while other people behind
 * the same IP are unaffected (docs/security.md). A successful sign-in deletes the row.
 */
export const authLockouts = pgTable('auth_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type AuthLockoutRow = typeof authLockouts.$inferSelect;
