import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Notice severities of SPEC §3. */
export const noticeSeverityEnum = pgEnum('notice_severity', ['info', 'warning', 'error', 'success']);

/** Operator-authored messages shown in the shell's notice strip. */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    severity: noticeSeverityEnum('severity').notNull().default('info'),
    dismissible: boolean('dismissible').notNull().default(true),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notices_active_created_at_idx').on(table.active, table.createdAt)],
);

export type NoticeRow = typeof notices.$inferSelect;
