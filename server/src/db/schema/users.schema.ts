import { boolean, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** The persona chosen at sign-up (SPEC §6: brand or influencer). Set once, never changed by a token. */
export const personaEnum = pgEnum('persona', ['brand', 'influencer']);

/** A person known to the API, keyed by the identity provider that vouches for them: (issuer, subject). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    imageUrl: text('image_url'),
    persona: personaEnum('persona'),
    isStaff: boolean('is_staff').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('users_issuer_subject_unique').on(table.issuer, table.subject)],
);

export type UserRow = typeof users.$inferSelect;
