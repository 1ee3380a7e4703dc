import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  ledgerAccounts,
  ledgerLines,
  ledgerTransactions,
  type LedgerAccountRow,
  type LedgerLineRow,
  type LedgerTransactionRow,
} from '../db/schema/ledger.schema';

export type LedgerSide = 'debit' | 'credit';

/** An account as a posting names it; created on first use with these properties. */
export interface LedgerAccountRef {
  code: string;
  currency: string;
  normalSide: LedgerSide;
  allowNegative?: boolean;
  brandId?: string | null;
  influencerId?: string | null;
  campaignId?: string | null;
}

export interface LedgerLineInput {
  account: LedgerAccountRef;
  side: LedgerSide;
  amountMinor: number;
}

export interface LedgerPosting {
  /** The business event, e.g. `funding:razorpay:pay_123`: booked at most once, whoever asks and however often. */
  key: string;
  kind: string;
  description: string;
  metadata?: Record<string, unknown>;
  lines: LedgerLineInput[];
  occurredAt?: Date;
}

export interface PostedTransaction {
  transaction: LedgerTransactionRow;
  lines: LedgerLineRow[];
  /** True when the key was already booked with the same lines: nothing changed this time. */
  replayed: boolean;
}

/** The posting does not balance, or its amounts are not whole positive minor units: a programming error. */
export class LedgerPostingError extends Error {}

/** The key was booked before with other lines: refused, the first booking stands. */
export class LedgerKeyConflictError extends Error {
  constructor(readonly key: string) {
    super(`ledger key ${key} was booked before with other lines`);
  }
}

/** The posting would take an account that may not go negative below zero: nothing was booked. */
export class LedgerInsufficientBalanceError extends Error {
  constructor(readonly key: string) {
    super(`ledger posting ${key} would overdraw an account`);
  }
}

const signed = (side: LedgerSide, normal: LedgerSide, amount: number) => (side === normal ? amount : -amount);
const accountKey = (account: { code: string; currency: string }) => `${account.code}\u0000${account.currency}`;

function checkPosting(posting: LedgerPosting): void {
  if (!posting.key || posting.key.length > 200) throw new LedgerPostingError('a posting needs a key of 1 to 200 characters');
  if (posting.lines.length < 2) throw new LedgerPostingError(`posting ${posting.key} needs at least two lines`);
  const net = new Map<string, number>();
  for (const line of posting.lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor <= 0) {
      throw new LedgerPostingError(`posting ${posting.key}: amounts are whole positive minor units (got ${line.amountMinor})`);
    }
    if (!/^[A-Z]{3}$/.test(line.account.currency)) throw new LedgerPostingError(`posting ${posting.key}: currency ${line.account.currency}`);
    const sum = (net.get(line.account.currency) ?? 0) + (line.side === 'debit' ? line.amountMinor : -line.amountMinor);
    net.set(line.account.currency, sum);
  }
  for (const [currency, sum] of net) {
    if (sum !== 0) throw new LedgerPostingError(`posting ${posting.key} does not balance in ${currency} (debits - credits = ${sum})`);
  }
}

/** The lines in a canonical order, hashed: the same event booked again must carry the same lines. */
function fingerprintOf(posting: LedgerPosting): string {
  const canonical = posting.lines
    .map((line) => `${line.account.code}|${line.account.currency}|${line.side}|${line.amountMinor}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(`${posting.kind}\n${canonical}`).digest('hex');
}

const isNegativeBalanceViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23514' && (constraint === 'ledger_accounts_not_negative' || String(message).includes('ledger_accounts_not_negative'))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The ledger (migration 0010, docs/payments.md "The ledger"). `post` books a posting in one database transaction
 * (a savepoint inside a request's): the posting row (unique key), the accounts' running balances (locked in a fixed
 * order, so concurrent postings cannot deadlock, and guarded by the not-negative check) and the lines with the
 * balance after each. The database checks again at COMMIT that the posting balances and refuses any change to
 * booked rows.
 */
export function createLedgerRepository(db: Database) {
  async function post(posting: LedgerPosting): Promise<PostedTransaction> {
    checkPosting(posting);
    const fingerprint = fingerprintOf(posting);
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(ledgerTransactions)
          .values({
            idempotencyKey: posting.key,
            kind: posting.kind,
            fingerprint,
            description: posting.description,
            metadata: posting.metadata ?? {},
            ...(posting.occurredAt ? { occurredAt: posting.occurredAt } : {}),
          })
          .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
          .returning();
        if (!created) {
          const [existing] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, posting.key));
          if (!existing || existing.fingerprint !== fingerprint) throw new LedgerKeyConflictError(posting.key);
          const lines = await tx.select().from(ledgerLines).where(eq(ledgerLines.transactionId, existing.id)).orderBy(asc(ledgerLines.id));
          return { transaction: existing, lines, replayed: true };
        }

        // Accounts in one fixed order: two postings over the same accounts lock them alike and never deadlock.
        const accounts = new Map<string, LedgerAccountRef>();
        for (const line of posting.lines) accounts.set(accountKey(line.account), line.account);
        const ordered = [...accounts.values()].sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
        await tx
          .insert(ledgerAccounts)
          .values(ordered.map((account) => ({
            code: account.code,
            currency: account.currency,
            normalSide: account.normalSide,
            allowNegative: account.allowNegative ?? false,
            brandId: account.brandId ?? null,
            influencerId: account.influencerId ?? null,
            campaignId: account.campaignId ?? null,
          })))
          .onConflictDoNothing();

        const balanceBefore = new Map<string, { before: number; normal: LedgerSide }>();
        for (const account of ordered) {
          const key = accountKey(account);
          const mine = posting.lines.filter((line) => accountKey(line.account) === key);
          const debits = mine.filter((line) => line.side === 'debit').reduce((sum, line) => sum + line.amountMinor, 0);
          const credits = mine.filter((line) => line.side === 'credit').reduce((sum, line) => sum + line.amountMinor, 0);
          const [row] = await tx
            .update(ledgerAccounts)
            .set({
              balanceMinor: sql`${ledgerAccounts.balanceMinor} + case when ${ledgerAccounts.normalSide} = 'debit' then ${debits - credits}::bigint else ${credits - debits}::bigint end`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(ledgerAccounts.code, account.code), eq(ledgerAccounts.currency, account.currency)))
            .returning({ balance: ledgerAccounts.balanceMinor, normal: ledgerAccounts.normalSide });
          if (!row) throw new LedgerPostingError(`account ${account.code} ${account.currency} is missing`);
          const delta = row.normal === 'debit' ? debits - credits : credits - debits;
          balanceBefore.set(key, { before: row.balance - delta, normal: row.normal });
        }

        const running = new Map([...balanceBefore].map(([key, value]) => [key, value.before]));
        const lines = await tx
          .insert(ledgerLines)
          .values(posting.lines.map((line) => {
            const key = accountKey(line.account);
            const after = running.get(key)! + signed(line.side, balanceBefore.get(key)!.normal, line.amountMinor);
            running.set(key, after);
            return {
              transactionId: created.id,
              accountCode: line.account.code,
              currency: line.account.currency,
              side: line.side,
              amountMinor: line.amountMinor,
              balanceAfterMinor: after,
            };
          }))
          .returning();
        return { transaction: created, lines, replayed: false };
      });
    } catch (error) {
      if (isNegativeBalanceViolation(error)) throw new LedgerInsufficientBalanceError(posting.key);
      throw error;
    }
  }

  async function findPosting(key: string): Promise<LedgerTransactionRow | null> {
    const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
    return row ?? null;
  }

  async function balance(code: string, currency: string): Promise<number> {
    const [row] = await db
      .select({ balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.code, code), eq(ledgerAccounts.currency, currency)));
    return row?.balance ?? 0;
  }

  async function accountsOf(owner: { brandId?: string; influencerId?: string; campaignId?: string }): Promise<LedgerAccountRow[]> {
    const condition = owner.brandId
      ? eq(ledgerAccounts.brandId, owner.brandId)
      : owner.influencerId
        ? eq(ledgerAccounts.influencerId, owner.influencerId)
        : owner.campaignId
          ? eq(ledgerAccounts.campaignId, owner.campaignId)
          : sql`false`;
    return db.select().from(ledgerAccounts).where(condition).orderBy(asc(ledgerAccounts.code), asc(ledgerAccounts.currency));
  }

  async function accounts(codes: Array<{ code: string; currency: string }>): Promise<LedgerAccountRow[]> {
    if (codes.length === 0) return [];
    const rows = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.code, [...new Set(codes.map((c) => c.code))]));
    const wanted = new Set(codes.map(accountKey));
    return rows.filter((row) => wanted.has(accountKey(row)));
  }

  /** An account's lines, newest first, `before` a line id for the next page (keyset pagination). */
  async function lines(code: string, currency: string, options: { limit: number; before?: number }) {
    return db
      .select({
        id: ledgerLines.id,
        side: ledgerLines.side,
        amountMinor: ledgerLines.amountMinor,
        balanceAfterMinor: ledgerLines.balanceAfterMinor,
        createdAt: ledgerLines.createdAt,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        metadata: ledgerTransactions.metadata,
        key: ledgerTransactions.idempotencyKey,
      })
      .from(ledgerLines)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerLines.transactionId))
      .where(and(eq(ledgerLines.accountCode, code), eq(ledgerLines.currency, currency), options.before ? lt(ledgerLines.id, options.before) : undefined))
      .orderBy(desc(ledgerLines.id))
      .limit(options.limit);
  }

  /** Sums every line per account and compares with the running balances: the reconciliation's own check. */
  async function verifyBalances(): Promise<Array<{ code: string; currency: string; running: number; summed: number }>> {
    const rows = await db.execute(sql`
      select a.code, a.currency, a.balance_minor as running,
        coalesce(sum(case when l.side = a.normal_side then l.amount_minor else -l.amount_minor end), 0) as summed
      from ledger_accounts a left join ledger_lines l on l.account_code = a.code and l.currency = a.currency
      group by a.code, a.currency, a.balance_minor
      having a.balance_minor <> coalesce(sum(case when l.side = a.normal_side then l.amount_minor else -l.amount_minor end), 0)`);
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
    return list.map((row) => ({ code: String(row.code), currency: String(row.currency), running: Number(row.running), summed: Number(row.summed) }));
  }

  /**
   * Per campaign of a brand and currency: what its escrow was funded with, what was released to creators (gross,
   * before tax withheld), refunded, and what is committed and uncommitted right now (running balances).
   */
  async function campaignFigures(brandId: string): Promise<Array<{
    campaignId: string; currency: string; funded: number; released: number; refunded: number; committed: number; available: number;
  }>> {
    const result = await db.execute(sql`
      with owned as (
        select code, currency, campaign_id, balance_minor from ledger_accounts where brand_id = ${brandId} and campaign_id is not null
      ), moved as (
        select o.campaign_id, o.currency,
          sum(case when t.kind = 'funding' and l.side = 'credit' then l.amount_minor else 0 end) as funded,
          sum(case when t.kind = 'refund' and l.side = 'debit' then l.amount_minor else 0 end) as refunded,
          sum(case when t.kind = 'release' and o.code like 'placement:%' then l.amount_minor
                   when t.kind = 'release' and o.code like 'campaign:%' then -l.amount_minor else 0 end) as released
        from owned o
        join ledger_lines l on l.account_code = o.code and l.currency = o.currency
        join ledger_transactions t on t.id = l.transaction_id
        where t.kind in ('funding', 'refund', 'release')
        group by o.campaign_id, o.currency
      ), held as (
        select campaign_id, currency,
          sum(case when code like 'placement:%' then balance_minor else 0 end) as committed,
          sum(case when code like 'campaign:%' then balance_minor else 0 end) as available
        from owned group by campaign_id, currency
      )
      select h.campaign_id, h.currency, coalesce(m.funded, 0) as funded, coalesce(m.released, 0) as released,
        coalesce(m.refunded, 0) as refunded, h.committed, h.available
      from held h left join moved m on m.campaign_id = h.campaign_id and m.currency = h.currency`);
    const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
    return list.map((row) => ({
      campaignId: String(row.campaign_id),
      currency: String(row.currency),
      funded: Number(row.funded),
      released: Number(row.released),
      refunded: Number(row.refunded),
      committed: Number(row.committed),
      available: Number(row.available),
    }));
  }

  /**
   * A creator's money per currency: available (earned, not yet sent), processing (inside payouts not yet settled) and
   * paid (processed payouts, less those reversed), all from the ledger.
   */
  async function creatorFigures(influencerId: string): Promise<Array<{ currency: string; available: number; processing: number; paid: number }>> {
    const result = await db.execute(sql`
      with owned as (
        select code, currency, balance_minor from ledger_accounts where influencer_id = ${influencerId}
      ), held as (
        select currency,
          sum(case when code like 'creator:%:available' then balance_minor else 0 end) as available,
          sum(case when code like 'payout:%:in_flight' then balance_minor else 0 end) as processing
        from owned group by currency
      ), settled as (
        select o.currency,
          sum(case when t.kind = 'payout_processed' and l.side = 'debit' and o.code like 'payout:%' then l.amount_minor
                   when t.kind = 'payout_reversed' and l.side = 'credit' and o.code like 'creator:%' then -l.amount_minor else 0 end) as paid
        from owned o
        join ledger_lines l on l.account_code = o.code and l.currency = o.currency
        join ledger_transactions t on t.id = l.transaction_id
        where t.kind in ('payout_processed', 'payout_reversed')
        group by o.currency
      )
      select h.currency, h.available, h.processing, coalesce(s.paid, 0) as paid from held h left join settled s on s.currency = h.currency`);
    const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
    return list.map((row) => ({ currency: String(row.currency), available: Number(row.available), processing: Number(row.processing), paid: Number(row.paid) }));
  }

  return { post, findPosting, balance, accountsOf, accounts, lines, verifyBalances, campaignFigures, creatorFigures };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
