import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

/** How a line's amount was reached, recorded on the line (issue 15: "the basis recorded on the line"). */
export interface PayoutLineBasis {
  kind: 'fixed' | 'cpm';
  /** The placement's rate: per item (fixed) or per 1,000 views (CPM), decimal string. */
  rate: string;
  /** CPM: the views paid for, where they came from, and the cap applied. */
  views?: number;
  viewsSource?: 'verified' | 'last_stored';
  viewCap?: number | null;
  /** Why the amount is what it is, in words for the statement. */
  note: string;
}

/**
 * What a creator earned for one verified piece of content (docs/payments.md "Payout lines"). Created by the work,
 * never by hand: when the brand verifies the content or an operator upholds the creator's dispute (fixed price), or
 * at the campaign's cut-off from the verified view count (CPM). The brand then approves it (payments.approve), which
 * releases the money in the ledger; payouts send it. Status moves forward by compare-and-set only.
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One line per verified content item. */
    submissionId: uuid('submission_id').notNull(),
    /** The accepted placement (roster entry) whose commitment pays it. */
    placementId: uuid('placement_id').notNull(),
    campaignPlacementId: uuid('campaign_placement_id').notNull(),
    // No foreign keys to campaigns, brands or creators: money records outlive a deleted account (like the ledger's).
    campaignId: uuid('campaign_id').notNull(),
    brandId: uuid('brand_id').notNull(),
    influencerId: uuid('influencer_id').notNull(),
    currency: text('currency').notNull(),
    /** The part of the placement's commitment this line settles. */
    committedMinor: bigint('committed_minor', { mode: 'number' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    basis: jsonb('basis').$type<PayoutLineBasis>().notNull(),
    status: text('status', { enum: ['awaiting_approval', 'approved', 'paying', 'paid', 'returned'] }).notNull().default('awaiting_approval'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * The line's tax invoice (docs/tax-india.md "Invoice numbers"): numbered once, when the line is first paid out,
     * from the series of its financial year; `invoice` keeps the Rule 46 fields and the GST split as issued.
     */
    invoiceNumber: text('invoice_number'),
    invoice: jsonb('invoice').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payout_lines_submission_unique').on(table.submissionId),
    uniqueIndex('payout_lines_invoice_number_unique').on(table.invoiceNumber),
    check('payout_lines_amounts', sql`${table.grossMinor} >= 0 and ${table.committedMinor} >= 0`),
    index('payout_lines_brand_status_idx').on(table.brandId, table.status, table.createdAt),
    index('payout_lines_influencer_idx').on(table.influencerId, table.createdAt),
  ],
);

/**
 * One attempt to pay a line out through RazorpayX (docs/payments.md "Payouts"). Its idempotency key is derived from
 * the attempt's id and stored before the provider is called, so a retried call can never pay twice; a failed or
 * reversed attempt returns the money to the creator's balance and a later attempt (after they fix their details) is
 * a new row with a new key.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payoutLineId: uuid('payout_line_id').notNull().references(() => payoutLines.id),
    influencerId: uuid('influencer_id').notNull(),
    attempt: integer('attempt').notNull(),
    currency: text('currency').notNull(),
    /** Net of tax withheld. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    tdsMinor: bigint('tds_minor', { mode: 'number' }).notNull().default(0),
    tdsRuleId: text('tds_rule_id'),
    tdsBasis: text('tds_basis'),
    provider: text('provider', { enum: ['razorpayx'] }).notNull().default('razorpayx'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The contact and fund account the payout goes to, kept so a resend carries exactly the same body. */
    providerContactId: text('provider_contact_id'),
    providerFundAccountId: text('provider_fund_account_id'),
    providerPayoutId: text('provider_payout_id'),
    /** Where it went, masked: 'UPI as****@okhdfc', 'Bank ••••1234'. */
    destination: text('destination').notNull(),
    mode: text('mode').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'processed', 'reversed', 'failed'] }).notNull().default('queued'),
    utr: text('utr'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payouts_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('payouts_line_attempt_unique').on(table.payoutLineId, table.attempt),
    uniqueIndex('payouts_provider_payout_unique').on(table.providerPayoutId),
    check('payouts_amount_positive', sql`${table.amountMinor} > 0 and ${table.tdsMinor} >= 0`),
    index('payouts_influencer_idx').on(table.influencerId, table.createdAt),
    index('payouts_status_idx').on(table.status, table.updatedAt),
  ],
);

export type PayoutLineRow = typeof payoutLines.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * The last serial issued per invoice series and financial year (docs/tax-india.md "Invoice numbers"): taken with
 * an UPDATE ... RETURNING in the transaction that numbers the invoice, so numbers are consecutive without gaps.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);
