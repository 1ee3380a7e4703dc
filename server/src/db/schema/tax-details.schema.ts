import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * A creator's tax identity for payouts (docs/payments.md "Tax"): the PAN (needed before the first payout; TDS at the
 * normal rate needs it), sealed like payout details and shown masked; the GSTIN when the creator is registered
 * (public information, kept in the clear) and the state its first two digits name.
 */
export const taxDetails = pgTable('tax_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  panSealed: text('pan_sealed').notNull(),
  panMasked: text('pan_masked').notNull(),
  gstin: text('gstin'),
  gstStateCode: text('gst_state_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TaxDetailsRow = typeof taxDetails.$inferSelect;
