import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fundingOrders, type FundingOrderRow } from '../db/schema/funding.schema';
import { payouts, type PayoutRow } from '../db/schema/payout-lines.schema';
import { fundingRefunds, type FundingRefundRow } from '../db/schema/refunds.schema';

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;

/** Provider-side totals our own records imply, per provider and currency (the ledger checker compares them). */
export interface ProviderRecordTotal {
  provider: string;
  currency: string;
  /** The balance `provider:<provider>` should have: funded − refunded (collections) or −processed (payouts). */
  expectedMinor: number;
}

/**
 * What the reconciliation reads (docs/payments.md "Reconciliation"): our provider-side records in the window and
 * the ledger's postings and totals. Read only: the reconciliation reports, it never changes a record.
 */
export function createReconciliationRecordsRepository(db: Database) {
  /** Funding orders of a provider created since `since`, or not yet settled (created, authorized) whenever created. */
  async function fundingOrdersToCheck(provider: FundingOrderRow['provider'], since: Date): Promise<FundingOrderRow[]> {
    return db
      .select()
      .from(fundingOrders)
      .where(and(eq(fundingOrders.provider, provider), or(gte(fundingOrders.createdAt, since), inArray(fundingOrders.status, ['created', 'authorized']))))
      .orderBy(fundingOrders.createdAt);
  }

  /** Payouts RazorpayX acknowledged that are not final yet, or changed since `since`. */
  async function payoutsToCheck(since: Date): Promise<PayoutRow[]> {
    return db
      .select()
      .from(payouts)
      .where(and(isNotNull(payouts.providerPayoutId), or(gte(payouts.updatedAt, since), inArray(payouts.status, ['queued', 'processing']))))
      .orderBy(payouts.createdAt);
  }

  /** Refunds the provider named that are not final yet, or changed since `since`. */
  async function refundsToCheck(since: Date): Promise<FundingRefundRow[]> {
    return db
      .select()
      .from(fundingRefunds)
      .where(and(isNotNull(fundingRefunds.providerRefundId), or(gte(fundingRefunds.updatedAt, since), inArray(fundingRefunds.status, ['queued', 'processing']))))
      .orderBy(fundingRefunds.createdAt);
  }

  /** The postings booked under these keys, with their amount (the debit side) and currency. */
  async function postings(keys: string[]): Promise<Map<string, { amountMinor: number; currency: string }>> {
    if (keys.length === 0) return new Map();
    const result = await db.execute(sql`
      select t.idempotency_key as key, min(l.currency) as currency, sum(l.amount_minor) as amount
      from ledger_transactions t join ledger_lines l on l.transaction_id = t.id and l.side = 'debit'
      where t.idempotency_key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})
      group by t.idempotency_key`);
    return new Map(rowsOf(result).map((row) => [String(row.key), { amountMinor: Number(row.amount), currency: String(row.currency) }]));
  }

  /** Postings whose debits and credits differ in some currency (the database refuses them at COMMIT; checked anyway). */
  async function unbalancedPostings(): Promise<Array<{ key: string; currency: string; debits: number; credits: number }>> {
    const result = await db.execute(sql`
      select t.idempotency_key as key, l.currency,
        sum(case when l.side = 'debit' then l.amount_minor else 0 end) as debits,
        sum(case when l.side = 'credit' then l.amount_minor else 0 end) as credits
      from ledger_lines l join ledger_transactions t on t.id = l.transaction_id
      group by t.idempotency_key, l.currency
      having sum(case when l.side = 'debit' then l.amount_minor else -l.amount_minor end) <> 0`);
    return rowsOf(result).map((row) => ({ key: String(row.key), currency: String(row.currency), debits: Number(row.debits), credits: Number(row.credits) }));
  }

  /** How many accounts and postings the ledger holds (the run's `checked` counts). */
  async function ledgerSize(): Promise<{ accounts: number; postings: number }> {
    const result = await db.execute(sql`select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transactions) as postings`);
    const [row] = rowsOf(result);
    return { accounts: Number(row?.accounts ?? 0), postings: Number(row?.postings ?? 0) };
  }

  /** The running balances of the provider accounts (`provider:<name>`), per currency. */
  async function providerAccountBalances(): Promise<Array<{ provider: string; currency: string; balanceMinor: number }>> {
    const result = await db.execute(sql`select code, currency, balance_minor from ledger_accounts where code like 'provider:%'`);
    return rowsOf(result).map((row) => ({ provider: String(row.code).slice('provider:'.length), currency: String(row.currency), balanceMinor: Number(row.balance_minor) }));
  }

  /**
   * What the provider accounts should hold by our provider-side records: paid fundings less processed refunds
   * (Razorpay, Stripe; a refund on its way sits in its own in-flight account until then), and minus the processed payouts
   * (RazorpayX; a reversed payout came back).
   */
  async function providerRecordTotals(): Promise<ProviderRecordTotal[]> {
    const result = await db.execute(sql`
      select provider, currency, sum(amount) as expected from (
        select provider, currency, amount_minor as amount from funding_orders where status = 'paid'
        union all
        select provider, currency, -amount_minor from funding_refunds where status = 'processed'
        union all
        select provider, currency, -amount_minor from payouts where status = 'processed'
      ) records group by provider, currency`);
    return rowsOf(result).map((row) => ({ provider: String(row.provider), currency: String(row.currency), expectedMinor: Number(row.expected) }));
  }

  return { fundingOrdersToCheck, payoutsToCheck, refundsToCheck, postings, unbalancedPostings, ledgerSize, providerAccountBalances, providerRecordTotals };
}

export type ReconciliationRecordsRepository = ReturnType<typeof createReconciliationRecordsRepository>;
