import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/**
 * One attempt of a brand to fund a campaign (docs/payments.md "Funding"): a Razorpay order (INR) or a Stripe
 * PaymentIntent (USD, EUR), created before the checkout opens. Razorpay's docs disagree on whether a failed attempt
 * may reuse its order, so every checkout gets a new one. The status only moves forward by compare-and-set:
 * created -> authorized (the checkout's signed callback) -> paid (the provider's signed webhook, which alone books
 * the money in the ledger), or -> failed / cancelled. A late success after a failure still counts: the provider
 * captured the money.
 */
export const fundingOrders = pgTable(
  'funding_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // No foreign keys to the brand and campaign: money records outlive a deleted account (like the ledger's).
    brandId: uuid('brand_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['razorpay', 'stripe'] }).notNull(),
    /** `order_…` (Razorpay) or `pi_…` (Stripe). */
    providerOrderId: text('provider_order_id').notNull(),
    /** The captured payment (`pay_…`, or the PaymentIntent itself), once known. */
    providerPaymentId: text('provider_payment_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['created', 'authorized', 'paid', 'failed', 'cancelled'] }).notNull().default('created'),
    /** SPEC §8's kind of payment failure (declined, invalid_card, processing_failed) and the provider's words. */
    failureKind: text('failure_kind'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('funding_orders_amount_positive', sql`${table.amountMinor} > 0`),
    uniqueIndex('funding_orders_provider_order_unique').on(table.provider, table.providerOrderId),
    index('funding_orders_brand_idx').on(table.brandId, table.createdAt),
    index('funding_orders_campaign_idx').on(table.campaignId),
  ],
);

export type FundingOrderRow = typeof fundingOrders.$inferSelect;
