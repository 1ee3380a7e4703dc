import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** An influencer's profile; one per user. */
export const influencers = pgTable('influencers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('influencers_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InfluencerRow = typeof influencers.$inferSelect;
