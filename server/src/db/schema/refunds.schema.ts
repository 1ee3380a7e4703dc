import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fundingOrders } from './funding.schema';

/**
 * Unused escrow going back to the brand when its campaign completes or is canceled (docs/payments.md "Refunds"):
 * one row per funding payment refunded, created with its idempotency key before the provider is called (Razorpay
 * Refunds API, Stripe Refunds). The ledger moves the money out of escrow when the row is written (refund in flight)
 * and the provider's answer or webhook settles it; a failed refund returns the money to escrow for the next run.
 */
export const fundingRefunds = pgTable(
  'funding_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fundingOrderId: uuid('funding_order_id')
      .notNull()
      .references(() => fundingOrders.id),
    brandId: uuid('brand_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    provider: text('provider', { enum: ['razorpay', 'stripe'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Why: 'campaign_completed' or 'campaign_canceled'. */
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: ['queued', 'processing', 'processed', 'failed'] }).notNull().default('queued'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    check('funding_refunds_amount_positive', sql`${table.amountMinor} > 0`),
    uniqueIndex('funding_refunds_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('funding_refunds_provider_refund_unique').on(table.provider, table.providerRefundId),
    index('funding_refunds_campaign_idx').on(table.campaignId),
    index('funding_refunds_status_idx').on(table.status, table.updatedAt),
  ],
);

export type FundingRefundRow = typeof fundingRefunds.$inferSelect;
