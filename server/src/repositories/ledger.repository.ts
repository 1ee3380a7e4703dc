import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  ledgerAccounts,
  ledgerLines,
  ledgerOwnerTotals,
  ledgerTransactions,
  type LedgerAccountRow,
  type LedgerLineRow,
  type LedgerTransactionRow,
} from '../db/schema/ledger.schema';
import { tdsPayablePrefix } from '../services/ledger/ledger-accounts';
import { ownerTotalDeltas, ownerTotalsBackfillSql, type OwnerTotalDelta } from './ledger-owner-totals';

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

/** An owner total that is not the sum of its lines (missing: null on that side). */
export interface OwnerTotalDrift {
  ownerKind: string;
  ownerId: string;
  currency: string;
  role: string;
  kind: string;
  running: { debit: number; credit: number } | null;
  summed: { debit: number; credit: number } | null;
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

/** Creates the accounts that do not exist yet (an existing one keeps its row, owners included). */
async function insertMissingAccounts(tx: Database, accounts: LedgerAccountRef[]): Promise<void> {
  await tx
    .insert(ledgerAccounts)
    .values(accounts.map((account) => ({
      code: account.code,
      currency: account.currency,
      normalSide: account.normalSide,
      allowNegative: account.allowNegative ?? false,
      brandId: account.brandId ?? null,
      influencerId: account.influencerId ?? null,
      campaignId: account.campaignId ?? null,
    })))
    .onConflictDoNothing();
}

/** Adds posting deltas to the owners' running totals in one statement (rows in the order given). */
async function upsertOwnerTotals(tx: Database, deltas: OwnerTotalDelta[]): Promise<void> {
  await tx
    .insert(ledgerOwnerTotals)
    .values(deltas.map((delta) => ({
      ownerKind: delta.ownerKind,
      ownerId: delta.ownerId,
      currency: delta.currency,
      role: delta.role,
      kind: delta.kind,
      brandId: delta.brandId,
      debitMinor: delta.debitMinor,
      creditMinor: delta.creditMinor,
    })))
    .onConflictDoUpdate({
      target: [ledgerOwnerTotals.ownerKind, ledgerOwnerTotals.ownerId, ledgerOwnerTotals.currency, ledgerOwnerTotals.role, ledgerOwnerTotals.kind],
      set: {
        debitMinor: sql`${ledgerOwnerTotals.debitMinor} + excluded.debit_minor`,
        creditMinor: sql`${ledgerOwnerTotals.creditMinor} + excluded.credit_minor`,
      },
    });
}

/**
 * The ledger (migration 0010, docs/payments.md "The ledger"). `post` books a posting in one database transaction
 * (a savepoint inside a request's): the posting row (unique key), the accounts' running balances (locked in a fixed
 * order, so concurrent postings cannot deadlock, and guarded by the not-negative check) and the lines with the
 * balance after each. The database checks again at COMMIT that the posting balances and refuses any change to
 * booked rows.
 *
 * `ownSavepoint: false`: `db` is a transaction that the caller rolls back whole (or to a savepoint of its own) when a
 * posting fails, so a posting needs no savepoint of its own; saves two round trips per posting where a payout run
 * books hundreds in one transaction.
 */
export function createLedgerRepository(db: Database, options: { ownSavepoint?: boolean } = {}) {
  async function post(posting: LedgerPosting): Promise<PostedTransaction> {
    checkPosting(posting);
    const fingerprint = fingerprintOf(posting);
    try {
      const book = async (tx: Database): Promise<PostedTransaction> => {
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
        await insertMissingAccounts(tx, ordered);

        const balanceBefore = new Map<string, { before: number; normal: LedgerSide }>();
        // The owners as the stored account rows have them (the first posting that created the account set them).
        const owners = new Map<string, Pick<LedgerAccountRef, 'brandId' | 'influencerId' | 'campaignId'>>();
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
            .returning({
              balance: ledgerAccounts.balanceMinor,
              normal: ledgerAccounts.normalSide,
              brandId: ledgerAccounts.brandId,
              influencerId: ledgerAccounts.influencerId,
              campaignId: ledgerAccounts.campaignId,
            });
          if (!row) throw new LedgerPostingError(`account ${account.code} ${account.currency} is missing`);
          owners.set(key, { brandId: row.brandId, influencerId: row.influencerId, campaignId: row.campaignId });
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

        // The owners' running totals (docs/payments.md "Owner totals"), in one statement, rows in a fixed order.
        const deltas = ownerTotalDeltas(
          posting.kind,
          posting.lines.map((line) => ({ ...line, account: { ...line.account, ...owners.get(accountKey(line.account)) } })),
        );
        if (deltas.length > 0) await upsertOwnerTotals(tx, deltas);
        return { transaction: created, lines, replayed: false };
      };
      return await (options.ownSavepoint === false ? book(db) : db.transaction(book));
    } catch (error) {
      if (isNegativeBalanceViolation(error)) throw new LedgerInsufficientBalanceError(posting.key);
      throw error;
    }
  }

  /**
   * Books postings of new events together, in the caller's transaction, in a few statements whatever their number (a
   * payout run's chunk: hundreds of postings a second, where each statement costs a round trip): the same rows as
   * `post` books for each, in the order given (the posting row, the accounts' running balances, the lines with the
   * balance after each, the owner totals). The accounts are locked first, all of them, in the order `post` locks them.
   * A key booked before (`LedgerKeyConflictError`) or an account that would go below zero
   * (`LedgerInsufficientBalanceError`) fails the whole batch and leaves the caller's transaction to be rolled back;
   * the caller then books the postings one by one with `post`.
   */
  async function postMany(postings: LedgerPosting[]): Promise<void> {
    if (postings.length === 0) return;
    for (const posting of postings) checkPosting(posting);
    try {
      const created = await db
        .insert(ledgerTransactions)
        .values(postings.map((posting) => ({
          idempotencyKey: posting.key,
          kind: posting.kind,
          fingerprint: fingerprintOf(posting),
          description: posting.description,
          metadata: posting.metadata ?? {},
          ...(posting.occurredAt ? { occurredAt: posting.occurredAt } : {}),
        })))
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey });
      const idOf = new Map(created.map((row) => [row.key, row.id]));
      const booked = postings.find((posting) => !idOf.has(posting.key));
      if (booked) throw new LedgerKeyConflictError(booked.key);

      const accounts = new Map<string, LedgerAccountRef>();
      const net = new Map<string, number>();
      for (const line of postings.flatMap((posting) => posting.lines)) {
        const key = accountKey(line.account);
        accounts.set(key, accounts.get(key) ?? line.account);
        net.set(key, (net.get(key) ?? 0) + (line.side === 'debit' ? line.amountMinor : -line.amountMinor));
      }
      const ordered = [...accounts.values()].sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
      await insertMissingAccounts(db, ordered);
      // Locked in `post`'s order (byte order of code, then currency: COLLATE "C" is the order of the sort above), so a
      // batch and a posting over the same accounts cannot deadlock.
      const pairs = sql.join(ordered.map((account) => sql`(${account.code}, ${account.currency})`), sql`, `);
      await db.execute(sql`select 1 from ledger_accounts where (code, currency) in (${pairs}) order by code collate "C", currency collate "C" for update`);
      const values = sql.join(ordered.map((account) => sql`(${account.code}, ${account.currency}, ${net.get(accountKey(account))!}::bigint)`), sql`, `);
      const updated = await db.execute(sql`
        update ledger_accounts a set balance_minor = a.balance_minor + case when a.normal_side = 'debit' then v.net else -v.net end, updated_at = now()
        from (values ${values}) as v (code, currency, net)
        where a.code = v.code and a.currency = v.currency
        returning a.code, a.currency, a.balance_minor, a.normal_side, a.brand_id, a.influencer_id, a.campaign_id`);
      const rows = (Array.isArray(updated) ? updated : (updated as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
      if (rows.length !== ordered.length) throw new LedgerPostingError('an account of the batch is missing');
      const stored = new Map(rows.map((row) => {
        const key = accountKey({ code: String(row.code), currency: String(row.currency) });
        const normal = row.normal_side as LedgerSide;
        const after = Number(row.balance_minor);
        const moved = net.get(key)!;
        return [key, {
          normal,
          before: after - (normal === 'debit' ? moved : -moved),
          owners: { brandId: (row.brand_id as string | null) ?? null, influencerId: (row.influencer_id as string | null) ?? null, campaignId: (row.campaign_id as string | null) ?? null },
        }];
      }));

      const running = new Map([...stored].map(([key, value]) => [key, value.before]));
      await db.insert(ledgerLines).values(postings.flatMap((posting) => posting.lines.map((line) => {
        const key = accountKey(line.account);
        const after = running.get(key)! + signed(line.side, stored.get(key)!.normal, line.amountMinor);
        running.set(key, after);
        return { transactionId: idOf.get(posting.key)!, accountCode: line.account.code, currency: line.account.currency, side: line.side, amountMinor: line.amountMinor, balanceAfterMinor: after };
      })));

      // The owners' running totals, one row per owner, role and kind for the whole batch, in a fixed order.
      const kinds = [...new Set(postings.map((posting) => posting.kind))];
      const deltaKey = (delta: OwnerTotalDelta) => [delta.ownerKind, delta.ownerId, delta.currency, delta.role, delta.kind].join('\u0000');
      const deltas = kinds.flatMap((kind) => ownerTotalDeltas(kind, postings.filter((posting) => posting.kind === kind).flatMap((posting) =>
        posting.lines.map((line) => ({ ...line, account: { ...line.account, ...stored.get(accountKey(line.account))!.owners } })))))
        .sort((a, b) => (deltaKey(a) < deltaKey(b) ? -1 : 1));
      if (deltas.length > 0) await upsertOwnerTotals(db, deltas);
    } catch (error) {
      if (isNegativeBalanceViolation(error)) throw new LedgerInsufficientBalanceError(postings[0]!.key);
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

  /**
   * Tax withheld and not yet deposited, per currency: the sum of the per-creator TDS accounts and of the platform-wide
   * one that earlier postings used (services/ledger/ledger-accounts.ts `tdsPayable`). Running balances, each the sum
   * of its lines (`verifyBalances`); the partial index of migration 0025 finds the accounts.
   */
  async function tdsPayable(): Promise<Array<{ currency: string; balance: number; deductees: number }>> {
    const result = await db.execute(sql`
      select currency, coalesce(sum(balance_minor), 0) as balance,
        count(*) filter (where code <> ${tdsPayablePrefix} and balance_minor <> 0) as deductees
      from ledger_accounts
      where code like ${`${tdsPayablePrefix}%`} and (code = ${tdsPayablePrefix} or code like ${`${tdsPayablePrefix}:%`})
      group by currency
      order by currency`);
    const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
    return list.map((row) => ({ currency: String(row.currency), balance: Number(row.balance), deductees: Number(row.deductees) }));
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
   * Rebuilds the owner totals from the lines in a scratch table and compares (docs/payments.md "Owner totals"): every
   * total that differs, is missing or is extra. Empty when the running totals are right.
   */
  async function verifyOwnerTotals(): Promise<OwnerTotalDrift[]> {
    const summed = ownerTotalsBackfillSql.replace('INSERT INTO ledger_owner_totals (owner_kind, owner_id, currency, role, kind, brand_id, debit_minor, credit_minor)', '');
    const result = await db.execute(sql.raw(`
      with summed (owner_kind, owner_id, currency, role, kind, brand_id, debit_minor, credit_minor) as (${summed})
      select coalesce(r.owner_kind, s.owner_kind) as owner_kind, coalesce(r.owner_id, s.owner_id)::text as owner_id,
        coalesce(r.currency, s.currency) as currency, coalesce(r.role, s.role) as role, coalesce(r.kind, s.kind) as kind,
        r.debit_minor as running_debit, r.credit_minor as running_credit, s.debit_minor as summed_debit, s.credit_minor as summed_credit
      from ledger_owner_totals r
      full join summed s on s.owner_kind = r.owner_kind and s.owner_id = r.owner_id and s.currency = r.currency
        and s.role = r.role and s.kind = r.kind
      where r.owner_kind is null or s.owner_kind is null or r.debit_minor <> s.debit_minor or r.credit_minor <> s.credit_minor
        or r.brand_id is distinct from s.brand_id`));
    const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
    const pair = (debit: unknown, credit: unknown) => (debit === null || debit === undefined ? null : { debit: Number(debit), credit: Number(credit) });
    return list.map((row) => ({
      ownerKind: String(row.owner_kind), ownerId: String(row.owner_id), currency: String(row.currency), role: String(row.role),
      kind: String(row.kind), running: pair(row.running_debit, row.running_credit), summed: pair(row.summed_debit, row.summed_credit),
    }));
  }

  /**
   * Per campaign of a brand and currency: what its escrow was funded with, what was released to creators (gross,
   * before tax withheld), refunded, and what is committed and uncommitted right now (running balances).
   *
   * Read from the owner totals (migration 0017), never from the lines. Released follows from the others: a campaign's
   * escrow and placement accounts change only by funding (+), refund (−) and release (− the gross: the placement's
   * commitment out, the unused part back to the escrow); commit and uncommit move money between them. So released =
   * funded − refunded − (available + committed) (docs/performance.md "Money benchmarks"). A new posting kind on these
   * accounts must be added here.
   */
  async function campaignFigures(brandId: string): Promise<Array<{
    campaignId: string; currency: string; funded: number; released: number; refunded: number; committed: number; available: number;
  }>> {
    // The owner totals hold, per campaign, the escrow's and the placements' debits and credits per posting kind; both
    // are credit-normal, so a balance is credits − debits. A few rows per campaign, whatever its number of placements.
    const result = await db.execute(sql`
      with figures as (
        select owner_id as campaign_id, currency,
          sum(case when role = 'escrow' and kind = 'funding' then credit_minor else 0 end) as funded,
          -- Refunds leave the escrow when planned (kind refund) and come back if they fail (kind refund_failed).
          sum(case when role = 'escrow' and kind = 'refund' then debit_minor
                   when role = 'escrow' and kind = 'refund_failed' then -credit_minor else 0 end) as refunded,
          sum(case when role = 'committed' then credit_minor - debit_minor else 0 end) as committed,
          sum(case when role = 'escrow' then credit_minor - debit_minor else 0 end) as available
        from ledger_owner_totals
        where brand_id = ${brandId} and owner_kind = 'campaign'
        group by owner_id, currency
      )
      select campaign_id, currency, funded, funded - refunded - committed - available as released, refunded, committed, available
      from figures`);
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
    // From the owner totals (credit-normal accounts: balance = credits − debits). Paid: what processed payouts took out
    // of their in-flight accounts, less what reversed payouts gave back to the available balance.
    const result = await db.execute(sql`
      select currency,
        sum(case when role = 'available' then credit_minor - debit_minor else 0 end) as available,
        sum(case when role = 'in_flight' then credit_minor - debit_minor else 0 end) as processing,
        sum(case when role = 'in_flight' and kind = 'payout_processed' then debit_minor
                 when role = 'available' and kind = 'payout_reversed' then -credit_minor else 0 end) as paid
      from ledger_owner_totals
      where owner_kind = 'influencer' and owner_id = ${influencerId}
      group by currency`);
    const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
    return list.map((row) => ({ currency: String(row.currency), available: Number(row.available), processing: Number(row.processing), paid: Number(row.paid) }));
  }

  return { post, postMany, findPosting, balance, tdsPayable, accountsOf, accounts, lines, verifyBalances, verifyOwnerTotals, campaignFigures, creatorFigures };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
