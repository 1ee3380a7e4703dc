import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brandMemberRoleEnum, brands } from './brands.schema';
import { users } from './users.schema';

/**
 * Team invites (docs/team.md): only the SHA-256 of the e-mailed token is stored; the link is single use and expires
 * after 7 days. One pending (neither accepted nor revoked) invite per brand and e-mail.
 */
export const brandTeamInvites = pgTable(
  'brand_team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: brandMemberRoleEnum('role').notNull(),
    /** null = the role's defaults. */
    permissions: jsonb('permissions').$type<string[]>(),
    message: text('message').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('brand_team_invites_token_hash_key').on(table.tokenHash),
    uniqueIndex('brand_team_invites_pending_key').on(table.brandId, table.email).where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/** Who changed what in a brand's team, newest first (docs/team.md "Activity"). */
export const brandTeamActivity = pgTable(
  'brand_team_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectEmail: text('subject_email'),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('brand_team_activity_brand_idx').on(table.brandId, table.createdAt)],
);

export type BrandTeamInviteRow = typeof brandTeamInvites.$inferSelect;
export type BrandTeamActivityRow = typeof brandTeamActivity.$inferSelect;
