import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands.schema';
import { users } from './users.schema';

/**
 * A brand's saved payment method (SPEC §3 "Payment method": bank, upi, paypal or stripe with details; docs/payments.md
 * "Brand payment methods"). The fields a person may see again (holder, bank name, IFSC, SWIFT, UPI provider, PayPal
 * e-mail, Stripe account id) are in `details`; the account number and UPI id are sealed and shown masked in `summary`.
 * One default per brand: where refunds of unused escrow are sent when the original payment cannot take them.
 */
export const brandPaymentMethods = pgTable(
  'brand_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['bank', 'upi', 'paypal', 'stripe'] }).notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    /** The secret part (account number, UPI id), sealed with the server's data key; null when the type has none. */
    sealedDetails: text('sealed_details'),
    /** What lists show: 'HDFC Bank ••••1234', 'UPI as****@okhdfc'. */
    summary: text('summary').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_payment_methods_brand_idx').on(table.brandId, table.createdAt),
    uniqueIndex('brand_payment_methods_one_default').on(table.brandId).where(sql`${table.isDefault}`),
  ],
);

export type BrandPaymentMethodRow = typeof brandPaymentMethods.$inferSelect;
