import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactDetailsApi } from '../../../../src/domain/brands/brand-profile.mapper';
import { users } from './users.schema';

/** Team roles of SPEC §5 (team invite). */
export const brandMemberRoleEnum = pgEnum('brand_member_role', ['admin', 'manager', 'viewer']);

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  // Company profile (SPEC §3 form shape), validated by src/domain/brands; empty text = not given.
  legalName: text('legal_name').notNull().default(''),
  industry: text('industry').notNull().default(''),
  website: text('website').notNull().default(''),
  description: text('description').notNull().default(''),
  logoUrl: text('logo_url'),
  foundedYear: integer('founded_year'),
  companySize: text('company_size').notNull().default(''),
  hqAddress: text('hq_address').notNull().default(''),
  hqCity: text('hq_city').notNull().default(''),
  hqState: text('hq_state').notNull().default(''),
  hqCountry: text('hq_country').notNull().default(''),
  hqZipCode: text('hq_zip_code').notNull().default(''),
  /** Contact details: read and written as one document, never queried by field. */
  contactDetails: jsonb('contact_details').$type<ContactDetailsApi>(),
  /** The brand's GSTIN when registered for GST ('' when not): its invoices' recipient GSTIN and place of supply. */
  gstin: text('gstin').notNull().default(''),
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
    /** Per-member permission flags (docs/team.md); null = the role's defaults (src/domain/brands/team-permissions.ts). */
    permissions: jsonb('permissions').$type<string[]>(),
    /** Last authenticated request of the member, written at most every few minutes. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /**
     * When the member last chose this brand in the top bar's brand switcher (docs/team.md "Several brands"): the
     * user's current brand is the membership chosen last, else the first joined. Null until chosen.
     */
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'brand_members_pk', columns: [table.brandId, table.userId] }),
    index('brand_members_user_id_idx').on(table.userId, table.createdAt),
  ],
);

export type BrandRow = typeof brands.$inferSelect;
export type BrandMemberRow = typeof brandMembers.$inferSelect;
