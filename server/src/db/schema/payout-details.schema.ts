import { pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { influencerPaymentMethods } from '../../../../src/domain/constants';
import { users } from './users.schema';

export const payoutMethodEnum = pgEnum('payout_method', influencerPaymentMethods);

/**
 * An influencer's payout details, one row per user. Everything that identifies the account (UPI id, account
 * number, holder, bank, IFSC, account type) is one AES-256-GCM sealed JSON document (`details_sealed`, bound to
 * the user id); only the method and a masked hint for lists are stored in the clear (docs/payouts.md).
 */
export const payoutDetails = pgTable('payout_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: payoutMethodEnum('method').notNull(),
  detailsSealed: text('details_sealed').notNull(),
  maskedHint: text('masked_hint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PayoutDetailsRow = typeof payoutDetails.$inferSelect;
