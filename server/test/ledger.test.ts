// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): postings racing on the same accounts and keys.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  createLedgerRepository,
  LedgerInsufficientBalanceError,
  LedgerKeyConflictError,
  LedgerPostingError,
  type LedgerRepository,
} from '../src/repositories/ledger.repository';
import { ownerTotalsBackfillSql } from '../src/repositories/ledger-owner-totals';
import { ledgerAccounts } from '../src/services/ledger/ledger-accounts';
import { createMoneyMovements, type MoneyMovements } from '../src/services/ledger/money-movements.service';
import { createTestDatabase } from './helpers/test-database';

/**
 * The ledger (migration 0010, docs/payments.md "The ledger"): balanced, append-only postings booked once per key,
 * running balances that never overdraw a guarded account, also under concurrent postings.
 */
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let ledger: LedgerRepository;
let money: MoneyMovements;

before(async () => {
  handle = await createTestDatabase();
  ledger = createLedgerRepository(handle.database.db);
  money = createMoneyMovements(ledger);
});
after(() => handle.drop());

const campaign = () => ({ brandId: randomUUID(), campaignId: randomUUID(), currency: 'INR' });

const isRejectedWith = async (promise: Promise<unknown>, pattern: RegExp) => {
  await assert.rejects(promise, (error: Error) => {
    let current: unknown = error;
    const messages: string[] = [];
    while (current instanceof Error) {
      messages.push(current.message);
      current = (current as { cause?: unknown }).cause;
    }
    assert.match(messages.join(' | '), pattern);
    return true;
  });
};

describe('ledger postings', () => {
  it('books a funding: the provider account is debited, the campaign escrow credited, each line with its balance after', async () => {
    const c = campaign();
    const posted = await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: `pay_${randomUUID()}`, amountMinor: 5_000_000 });
    assert.equal(posted.replayed, false);
    assert.deepEqual(
      posted.lines.map((l) => [l.accountCode, l.side, l.amountMinor, l.balanceAfterMinor]),
      [
        ['provider:razorpay', 'debit', 5_000_000, (await ledger.balance('provider:razorpay', 'INR'))],
        [`campaign:${c.campaignId}:escrow`, 'credit', 5_000_000, 5_000_000],
      ],
    );
    assert.equal(await ledger.balance(`campaign:${c.campaignId}:escrow`, 'INR'), 5_000_000);
    const owned = await ledger.accountsOf({ brandId: c.brandId });
    assert.deepEqual(owned.map((a) => [a.code, a.balanceMinor]), [[`campaign:${c.campaignId}:escrow`, 5_000_000]]);
  });

  it('books an event once: the same key and lines again is a replay that changes nothing', async () => {
    const c = campaign();
    const input = { ...c, provider: 'razorpay' as const, providerPaymentId: `pay_${randomUUID()}`, amountMinor: 100_00 };
    const first = await money.recordFunding(input);
    const again = await money.recordFunding(input);
    assert.equal(again.replayed, true);
    assert.equal(again.transaction.id, first.transaction.id);
    assert.equal(await ledger.balance(`campaign:${c.campaignId}:escrow`, 'INR'), 100_00);
  });

  it('refuses the same key with other lines, and keeps the first booking', async () => {
    const c = campaign();
    const paymentId = `pay_${randomUUID()}`;
    await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: paymentId, amountMinor: 100_00 });
    await assert.rejects(money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: paymentId, amountMinor: 999_00 }), LedgerKeyConflictError);
    assert.equal(await ledger.balance(`campaign:${c.campaignId}:escrow`, 'INR'), 100_00);
  });

  it('refuses a commitment the escrow cannot cover, and books nothing of it', async () => {
    const c = campaign();
    await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: `pay_${randomUUID()}`, amountMinor: 30_000_00 });
    const placementId = randomUUID();
    await assert.rejects(money.commitPlacement({ ...c, placementId, amountMinor: 30_000_01 }), LedgerInsufficientBalanceError);
    assert.equal(await ledger.balance(`campaign:${c.campaignId}:escrow`, 'INR'), 30_000_00);
    assert.equal(await ledger.findPosting(`commit:${placementId}`), null);
    // The refused key is free: the same placement commits once the escrow covers it.
    await money.commitPlacement({ ...c, placementId, amountMinor: 30_000_00 });
    assert.equal(await ledger.balance(`placement:${placementId}:committed`, 'INR'), 30_000_00);
  });

  it('refuses postings that do not balance or carry amounts that are not whole positive minor units', async () => {
    const account = ledgerAccounts.provider('razorpay', 'INR');
    const other = ledgerAccounts.tdsPayable(randomUUID(), 'INR');
    await assert.rejects(ledger.post({ key: `bad:${randomUUID()}`, kind: 'test', description: 'x', lines: [
      { account, side: 'debit', amountMinor: 100 }, { account: other, side: 'credit', amountMinor: 99 },
    ] }), /does not balance in INR/);
    await assert.rejects(ledger.post({ key: `bad:${randomUUID()}`, kind: 'test', description: 'x', lines: [
      { account, side: 'debit', amountMinor: 10.5 }, { account: other, side: 'credit', amountMinor: 10.5 },
    ] }), LedgerPostingError);
    await assert.rejects(ledger.post({ key: `bad:${randomUUID()}`, kind: 'test', description: 'x', lines: [
      { account, side: 'debit', amountMinor: 100 }, { account: ledgerAccounts.tdsPayable(randomUUID(), 'USD'), side: 'credit', amountMinor: 100 },
    ] }), /does not balance/);
  });

  it('releases verified earnings: net to the creator, tax withheld, the unused commitment back to the escrow', async () => {
    const c = campaign();
    const placementId = randomUUID();
    const influencerId = randomUUID();
    await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: `pay_${randomUUID()}`, amountMinor: 100_000_00 });
    await money.commitPlacement({ ...c, placementId, amountMinor: 60_000_00 });
    await money.releaseEarnings({ ...c, placementId, influencerId, committedMinor: 60_000_00, grossMinor: 45_000_00, tdsMinor: 4_500_00, basis: { views: 90_000 } });
    assert.equal(await ledger.balance(`placement:${placementId}:committed`, 'INR'), 0);
    assert.equal(await ledger.balance(`creator:${influencerId}:available`, 'INR'), 40_500_00);
    assert.equal(await ledger.balance(`campaign:${c.campaignId}:escrow`, 'INR'), 55_000_00);
    await assert.rejects(
      money.releaseEarnings({ ...c, placementId: randomUUID(), influencerId, committedMinor: 100, grossMinor: 101, tdsMinor: 0, basis: {} }),
      RangeError,
    );
  });

  it('pays out once: start, processed, then a reversal puts the money back to be paid again', async () => {
    const c = campaign();
    const placementId = randomUUID();
    const influencerId = randomUUID();
    await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: `pay_${randomUUID()}`, amountMinor: 10_000_00 });
    await money.commitPlacement({ ...c, placementId, amountMinor: 10_000_00 });
    await money.releaseEarnings({ ...c, placementId, influencerId, committedMinor: 10_000_00, grossMinor: 10_000_00, tdsMinor: 0, basis: {} });
    const payout = { payoutId: randomUUID(), influencerId, currency: 'INR', amountMinor: 10_000_00, provider: 'razorpayx' as const };
    await money.startPayout(payout);
    // A second payout of the same money is refused: the available balance is empty.
    await assert.rejects(money.startPayout({ ...payout, payoutId: randomUUID() }), LedgerInsufficientBalanceError);
    await money.settlePayout(payout);
    assert.equal((await money.settlePayout(payout)).replayed, true);
    assert.equal(await ledger.balance(`payout:${payout.payoutId}:in_flight`, 'INR'), 0);
    // Processed and then failed (a late webhook): the in-flight money is gone, so the failure cannot return it twice.
    await assert.rejects(money.failPayout(payout), LedgerInsufficientBalanceError);
    await money.reversePayout(payout);
    assert.equal(await ledger.balance(`creator:${influencerId}:available`, 'INR'), 10_000_00);
  });
});

describe('the database guards the ledger', () => {
  it('refuses to change or remove a booked posting or line', async () => {
    const c = campaign();
    const posted = await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: `pay_${randomUUID()}`, amountMinor: 100 });
    const db = handle.database.db;
    await isRejectedWith(db.execute(sql`update ledger_lines set amount_minor = 1 where transaction_id = ${posted.transaction.id}`), /append-only/);
    await isRejectedWith(db.execute(sql`delete from ledger_lines where transaction_id = ${posted.transaction.id}`), /append-only/);
    await isRejectedWith(db.execute(sql`update ledger_transactions set kind = 'x' where id = ${posted.transaction.id}`), /append-only/);
    await isRejectedWith(db.execute(sql`delete from ledger_transactions where id = ${posted.transaction.id}`), /append-only/);
    await isRejectedWith(db.execute(sql`truncate ledger_lines`), /append-only/);
  });

  it('refuses at commit a posting whose lines were written around the service and do not balance', async () => {
    const db = handle.database.db;
    const key = `raw:${randomUUID()}`;
    await isRejectedWith(
      db.transaction(async (tx) => {
        const [row] = ((await tx.execute(sql`insert into ledger_transactions (idempotency_key, kind, fingerprint, description) values (${key}, 'raw', 'x', 'raw') returning id`)) as unknown as { rows: Array<{ id: string }> }).rows;
        await tx.execute(sql`insert into ledger_lines (transaction_id, account_code, currency, side, amount_minor, balance_after_minor) values (${row!.id}, 'provider:razorpay', 'INR', 'credit', 100, 0)`);
      }),
      /does not balance/,
    );
    assert.equal(await ledger.findPosting(key), null);
  });

  it('keeps every running balance equal to the sum of its lines', async () => {
    assert.deepEqual(await ledger.verifyBalances(), []);
  });

  it("keeps each owner's running totals equal to its lines' sums, and the check names a total that drifted", async () => {
    const c = campaign();
    await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: `pay_${randomUUID()}`, amountMinor: 9_000_00 });
    await money.commitPlacement({ ...c, placementId: randomUUID(), amountMinor: 2_500_00 });
    assert.deepEqual(await ledger.verifyOwnerTotals(), []);
    const [figures] = await ledger.campaignFigures(c.brandId);
    assert.deepEqual(figures, { campaignId: c.campaignId, currency: 'INR', funded: 9_000_00, released: 0, refunded: 0, committed: 2_500_00, available: 6_500_00 });

    const db = handle.database.db;
    await db.execute(sql`update ledger_owner_totals set credit_minor = credit_minor + 1 where owner_id = ${c.campaignId} and role = 'escrow' and kind = 'funding'`);
    const drift = await ledger.verifyOwnerTotals();
    assert.deepEqual(drift, [{
      ownerKind: 'campaign', ownerId: c.campaignId, currency: 'INR', role: 'escrow', kind: 'funding',
      running: { debit: 0, credit: 9_000_01 }, summed: { debit: 0, credit: 9_000_00 },
    }]);
    // The migration's backfill (the same statement) rebuilds every total from the lines.
    await db.execute(sql`delete from ledger_owner_totals`);
    assert.equal((await ledger.verifyOwnerTotals()).length > 0, true);
    await db.execute(sql.raw(ownerTotalsBackfillSql));
    assert.deepEqual(await ledger.verifyOwnerTotals(), []);
    assert.deepEqual((await ledger.campaignFigures(c.brandId))[0], figures);
  });
});

describe('concurrent postings', () => {
  it('books one event once when it arrives many times at once (a webhook delivered twice, a retried job)', async () => {
    const c = campaign();
    const input = { ...c, provider: 'razorpay' as const, providerPaymentId: `pay_${randomUUID()}`, amountMinor: 25_000_00 };
    const results = await Promise.all(Array.from({ length: 6 }, () => money.recordFunding(input)));
    assert.equal(results.filter((r) => !r.replayed).length, 1);
    assert.equal(new Set(results.map((r) => r.transaction.id)).size, 1);
    assert.equal(await ledger.balance(`campaign:${c.campaignId}:escrow`, 'INR'), 25_000_00);
  });

  it('commits no more than the escrow holds when many acceptances arrive at once', async () => {
    const c = campaign();
    await money.recordFunding({ ...c, provider: 'razorpay', providerPaymentId: `pay_${randomUUID()}`, amountMinor: 100_000_00 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 7 }, () => money.commitPlacement({ ...c, placementId: randomUUID(), amountMinor: 30_000_00 })),
    );
    assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 3);
    for (const o of outcomes) if (o.status === 'rejected') assert.ok(o.reason instanceof LedgerInsufficientBalanceError, String(o.reason));
    assert.equal(await ledger.balance(`campaign:${c.campaignId}:escrow`, 'INR'), 10_000_00);
    assert.deepEqual(await ledger.verifyBalances(), []);
  });
});
