import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The money ledger (docs/payments.md "The ledger"): double-entry and append-only, amounts in integer minor units
 * (paise, cents) per currency. A posting (`ledger_transactions`) is a set of lines whose debits equal their credits
 * in each currency; every balance shown anywhere is a sum of lines, kept as a running figure on the account row
 * (`ledger_accounts.balance_minor`) in the same database transaction, so reading a balance never scans lines.
 */

/**
 * One account per (code, currency). `normal_side` says which side increases it: credit for what the platform owes
 * (a brand's escrow, a creator's payable balance), debit for what it holds or is owed (money at a provider).
 * `balance_minor` is the balance on the normal side; it may not go below zero unless `allow_negative` (the provider
 * accounts mirror the outside world and are reconciled, not guarded).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    normalSide: text('normal_side', { enum: ['debit', 'credit'] }).notNull(),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    /** Owners, for the pages that sum a brand's or a creator's accounts. */
    brandId: uuid('brand_id'),
    influencerId: uuid('influencer_id'),
    campaignId: uuid('campaign_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.currency], name: 'ledger_accounts_pk' }),
    check('ledger_accounts_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('ledger_accounts_not_negative', sql`${table.allowNegative} or ${table.balanceMinor} >= 0`),
    index('ledger_accounts_brand_idx').on(table.brandId),
    index('ledger_accounts_influencer_idx').on(table.influencerId),
    index('ledger_accounts_campaign_idx').on(table.campaignId),
    // The TDS accounts (one per creator since migration 0025, and the platform-wide one before): the operators' total.
    index('ledger_accounts_tds_payable_idx').on(table.currency).where(sql`${table.code} like 'tax:tds_payable%'`),
  ],
);

/**
 * One posting. `idempotency_key` names the business event that caused it (`funding:razorpay:pay_…`,
 * `release:<placement>`), so the same event can never be booked twice: a second attempt finds the key and, when its
 * lines are the same (`fingerprint`), changes nothing.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transactions_idempotency_key_unique'),
    kind: text('kind').notNull(),
    /** A hash of the lines: the same key with other lines is a programming or data error, refused loudly. */
    fingerprint: text('fingerprint').notNull(),
    description: text('description').notNull(),
    /** Where it came from: campaign, placement, provider ids, the basis of an amount. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_transactions_kind_idx').on(table.kind, table.occurredAt)],
);

/** One line of a posting: a positive amount on one side of one account, with the account's balance after it. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id').notNull().references(() => ledgerTransactions.id),
    accountCode: text('account_code').notNull(),
    currency: text('currency').notNull(),
    side: text('side', { enum: ['debit', 'credit'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The account's balance right after this line: a statement needs no running sum. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_lines_amount_positive', sql`${table.amountMinor} > 0`),
    foreignKey({ columns: [table.accountCode, table.currency], foreignColumns: [ledgerAccounts.code, ledgerAccounts.currency], name: 'ledger_lines_account_fk' }),
    index('ledger_lines_account_idx').on(table.accountCode, table.currency, table.id),
    index('ledger_lines_transaction_idx').on(table.transactionId),
  ],
);

/**
 * Running totals per owner (docs/payments.md "Owner totals"): per campaign or creator, currency, role of the account
 * (a campaign's escrow or its placements' commitments, a creator's available balance or payouts in flight) and posting
 * kind, the sum of the debits and of the credits of every line. Kept by the ledger's `post` in the posting's
 * transaction, like `balance_minor`, so the payments and earnings pages read a few rows per owner however many
 * accounts and lines the owner has (a campaign of 10,000 placements has 10,000 accounts). Not a source of truth: the
 * reconciliation's `verifyBalances` sums the lines and reports any difference.
 */
export const ledgerOwnerTotals = pgTable(
  'ledger_owner_totals',
  {
    ownerKind: text('owner_kind', { enum: ['campaign', 'influencer'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    currency: text('currency').notNull(),
    role: text('role', { enum: ['escrow', 'committed', 'available', 'in_flight'] }).notNull(),
    kind: text('kind').notNull(),
    /** The campaign's brand (campaign owners): the brand's payments page reads its campaigns' totals by it. */
    brandId: uuid('brand_id'),
    debitMinor: bigint('debit_minor', { mode: 'number' }).notNull().default(0),
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.ownerKind, table.ownerId, table.currency, table.role, table.kind], name: 'ledger_owner_totals_pk' }),
    index('ledger_owner_totals_brand_idx').on(table.brandId),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerLineRow = typeof ledgerLines.$inferSelect;
