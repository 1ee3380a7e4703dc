import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One difference between a provider's record and ours (docs/payments.md "Reconciliation"). */
export interface ReconciliationDifference {
  provider: 'razorpay' | 'razorpayx' | 'stripe' | 'ledger';
  /** e.g. 'missing_in_ledger', 'amount_mismatch', 'status_mismatch', 'unknown_to_us', 'balance_drift'. */
  kind: string;
  /** Our record or the provider's id the difference is about. */
  reference: string;
  expected: string | null;
  actual: string | null;
  detail: string;
}

/**
 * A run of the reconciliation job: what it compared and the differences it found, kept for operators
 * (/operator/reconciliation) and never edited afterwards.
 */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  status: text('status', { enum: ['running', 'clean', 'differences', 'failed'] }).notNull().default('running'),
  /** Records compared per provider: { razorpay: 12, razorpayx: 30, stripe: 2, ledger_accounts: 80 }. */
  checked: jsonb('checked').$type<Record<string, number>>().notNull().default({}),
  differenceCount: integer('difference_count').notNull().default(0),
  differences: jsonb('differences').$type<ReconciliationDifference[]>().notNull().default([]),
  error: text('error'),
});

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;
