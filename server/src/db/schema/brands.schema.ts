import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** Team roles of SPEC §5 (team invite). */
export const brandMemberRoleEnum = pgEnum('brand_member_role', ['admin', 'manager', 'viewer']);

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which users belong to which brand, with their team role. */
export const brandMembers = pgTable(
  'brand_members',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: brandMemberRoleEnum('role').notNull().default('viewer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'brand_members_pk', columns: [table.brandId, table.userId] }),
    index('brand_members_user_id_idx').on(table.userId, table.createdAt),
  ],
);

export type BrandRow = typeof brands.$inferSelect;
export type BrandMemberRow = typeof brandMembers.$inferSelect;
