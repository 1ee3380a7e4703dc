import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createLedgerRepository, LedgerInsufficientBalanceError, type LedgerRepository, type PostedTransaction } from '../src/repositories/ledger.repository';
import { createMoneyMovements, type MoneyMovements } from '../src/services/ledger/money-movements.service';
import { createTestDatabase } from './helpers/test-database';

/**
 * Ledger invariants as properties (issue 15, "Tests that must exist"): for any sequence of funding, commitments,
 * releases, payouts, failures, reversals, refunds and redeliveries of any of them, every guarded balance stays at or
 * above zero, debits equal credits, every running balance is the sum of its lines, each event is booked once, no
 * payout is both processed and failed, no placement both released and returned, and the balances are exactly those of
 * a simple model that applies the same rules.
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

// A small world per run: 2 campaigns of one brand, 3 placements each, 2 creators, a few payment, payout and refund ids.
// Amounts are derived from the ids, so the same event always carries the same lines (as a redelivered webhook does).
type Op =
  | { kind: 'fund'; campaign: number; payment: number }
  | { kind: 'commit'; placement: number }
  | { kind: 'uncommit'; placement: number }
  | { kind: 'release'; placement: number; creator: number }
  | { kind: 'payout'; payout: number; creator: number }
  | { kind: 'settle'; payout: number }
  | { kind: 'fail'; payout: number }
  | { kind: 'reverse'; payout: number }
  | { kind: 'refund'; campaign: number; refund: number }
  | { kind: 'refund_settle'; campaign: number; refund: number }
  | { kind: 'refund_fail'; campaign: number; refund: number }
  | { kind: 'redeliver'; pick: number };

// Weighted towards the steps that make later ones possible (funding, commitments, releases, payouts), so runs
// reach payouts and their states often, and indices are few, so events repeat and collide.
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fund' as const), campaign: fc.nat(1), payment: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('commit' as const), placement: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('uncommit' as const), placement: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('release' as const), placement: fc.nat(3), creator: fc.nat(1) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('payout' as const), payout: fc.nat(2), creator: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), payout: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fail' as const), payout: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), payout: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), campaign: fc.nat(1), refund: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund_settle' as const), campaign: fc.nat(1), refund: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund_fail' as const), campaign: fc.nat(1), refund: fc.nat(2) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('redeliver' as const), pick: fc.nat(1000) }) },
);

const fundingAmount = (payment: number) => [100_000_00, 60_000_00, 40_000_00, 25_000_00][payment]!;
const placementPrice = (placement: number) => [20_000_00, 15_000_00, 9_999_99, 30_000_00, 5_000_00, 12_000_00][placement]!;
/** Released earnings: all of a fixed price, or a CPM result under the commitment, with 10% tax withheld. */
const earningsOf = (placement: number) => {
  const committed = placementPrice(placement);
  const gross = placement % 2 === 0 ? committed : Math.floor((committed * 3) / 5);
  return { committed, gross, tds: Math.round(gross / 1000) * 100 };
};
const payoutAmount = (payout: number) => [5_000_00, 12_000_00, 3_333_33, 8_000_00, 1_00][payout]!;
const refundAmount = (refund: number) => [10_000_00, 4_000_00, 1_00][refund]!;

class Model {
  balances = new Map<string, number>();
  booked = new Map<string, 'ok'>();
  get(code: string) {
    return this.balances.get(code) ?? 0;
  }
  /** Applies moves of [code, delta on the normal side, guarded]; refuses all of them when a guarded one would go below 0. */
  apply(key: string, moves: Array<[string, number, boolean]>): 'booked' | 'replayed' | 'refused' {
    if (this.booked.has(key)) return 'replayed';
    const next = new Map<string, number>();
    for (const [code, delta] of moves) next.set(code, (next.get(code) ?? this.get(code)) + delta);
    for (const [code, , guarded] of moves) if (guarded && next.get(code)! < 0) return 'refused';
    for (const [code, value] of next) this.balances.set(code, value);
    this.booked.set(key, 'ok');
    return 'booked';
  }
}

async function runSequence(ops: Op[]): Promise<void> {
  const brandId = randomUUID();
  const campaigns = [randomUUID(), randomUUID()];
  const placements = Array.from({ length: 6 }, () => randomUUID());
  const creators = [randomUUID(), randomUUID()];
  const payouts = Array.from({ length: 5 }, () => randomUUID());
  const tag = randomUUID().slice(0, 8);
  const campaignOf = (placement: number) => campaigns[placement % 2]!;
  /** Which creator a payout was first sent for: a redelivery or a later state names the same one. */
  const payoutCreator = new Map<number, number>();
  const releasedTo = new Map<number, number>();
  const model = new Model();
  const done: Array<{ op: Op; run: () => Promise<PostedTransaction> }> = [];
  const escrow = (campaign: string) => `campaign:${campaign}:escrow`;
  const committed = (placement: number) => `placement:${placements[placement]}:committed`;
  const available = (creator: number) => `creator:${creators[creator]}:available`;
  const inFlight = (payout: number) => `payout:${payouts[payout]}:in_flight`;
  const tdsPayable = (creator: number) => `tax:tds_payable:${creators[creator]}`;
  const tdsTotal = async () => (await ledger.tdsPayable()).find((row) => row.currency === 'INR')?.balance ?? 0;
  const tdsBefore = await tdsTotal();
  const refundInFlight = (refundId: string) => `refund:${refundId}:in_flight`;
  const refundIds = new Set<string>();

  for (const op of ops) {
    let key: string;
    let moves: Array<[string, number, boolean]>;
    let run: () => Promise<PostedTransaction>;
    switch (op.kind) {
      case 'fund': {
        const amount = fundingAmount(op.payment);
        const campaignId = campaigns[op.campaign]!;
        // A payment id belongs to one campaign: the same payment redelivered names the same campaign.
        const paymentId = `pay_${tag}_${op.payment}_${op.campaign}`;
        key = `funding:razorpay:${paymentId}`;
        moves = [['provider:razorpay', amount, false], [escrow(campaignId), amount, true]];
        run = () => money.recordFunding({ brandId, campaignId, currency: 'INR', provider: 'razorpay', providerPaymentId: paymentId, amountMinor: amount });
        break;
      }
      case 'commit': {
        const amount = placementPrice(op.placement);
        const campaignId = campaignOf(op.placement);
        key = `commit:${placements[op.placement]}`;
        moves = [[escrow(campaignId), -amount, true], [committed(op.placement), amount, true]];
        run = () => money.commitPlacement({ brandId, campaignId, placementId: placements[op.placement]!, currency: 'INR', amountMinor: amount });
        break;
      }
      case 'uncommit': {
        const amount = placementPrice(op.placement);
        const campaignId = campaignOf(op.placement);
        key = `uncommit:${placements[op.placement]}`;
        moves = [[committed(op.placement), -amount, true], [escrow(campaignId), amount, true]];
        run = () => money.releaseCommitmentToEscrow({ brandId, campaignId, placementId: placements[op.placement]!, currency: 'INR', amountMinor: amount });
        break;
      }
      case 'release': {
        const { committed: c, gross, tds } = earningsOf(op.placement);
        const creator = releasedTo.get(op.placement) ?? op.creator;
        const campaignId = campaignOf(op.placement);
        key = `release:${placements[op.placement]}`;
        moves = [[committed(op.placement), -c, true], [available(creator), gross - tds, true], [tdsPayable(creator), tds, true], [escrow(campaignId), c - gross, true]];
        run = () => money.releaseEarnings({
          brandId, campaignId, placementId: placements[op.placement]!, influencerId: creators[creator]!, currency: 'INR',
          committedMinor: c, grossMinor: gross, tdsMinor: tds, basis: {},
        });
        break;
      }
      case 'payout':
      case 'settle':
      case 'fail':
      case 'reverse': {
        const creator = payoutCreator.get(op.payout) ?? ('creator' in op ? op.creator : 0);
        const ref = { payoutId: payouts[op.payout]!, influencerId: creators[creator]!, currency: 'INR', amountMinor: payoutAmount(op.payout), provider: 'razorpayx' as const };
        const amount = ref.amountMinor;
        if (op.kind === 'payout') {
          key = `payout:${ref.payoutId}:start`;
          moves = [[available(creator), -amount, true], [inFlight(op.payout), amount, true]];
          run = () => money.startPayout(ref);
        } else if (op.kind === 'settle') {
          key = `payout:${ref.payoutId}:processed`;
          moves = [[inFlight(op.payout), -amount, true], ['provider:razorpayx', -amount, false]];
          run = () => money.settlePayout(ref);
        } else if (op.kind === 'fail') {
          key = `payout:${ref.payoutId}:failed`;
          moves = [[inFlight(op.payout), -amount, true], [available(creator), amount, true]];
          run = () => money.failPayout(ref);
        } else {
          // A reversal only follows a processed payout (the payout's state guards it; the model does the same).
          if (!model.booked.has(`payout:${ref.payoutId}:processed`)) continue;
          key = `payout:${ref.payoutId}:reversed`;
          moves = [['provider:razorpayx', amount, false], [available(creator), amount, true]];
          run = () => money.reversePayout(ref);
        }
        if (op.kind === 'payout' && !payoutCreator.has(op.payout)) payoutCreator.set(op.payout, creator);
        break;
      }
      case 'refund':
      case 'refund_settle':
      case 'refund_fail': {
        const amount = refundAmount(op.refund);
        const campaignId = campaigns[op.campaign]!;
        const refundId = `rfnd_${tag}_${op.refund}_${op.campaign}`;
        const ref = { brandId, campaignId, currency: 'INR', provider: 'razorpay' as const, refundId, amountMinor: amount };
        if (op.kind === 'refund') {
          key = `refund:${refundId}:start`;
          moves = [[escrow(campaignId), -amount, true], [refundInFlight(refundId), amount, true]];
          run = () => money.refundEscrow(ref);
        } else if (op.kind === 'refund_settle') {
          key = `refund:${refundId}:processed`;
          moves = [[refundInFlight(refundId), -amount, true], ['provider:razorpay', -amount, false]];
          run = () => money.settleRefund(ref);
        } else {
          key = `refund:${refundId}:failed`;
          moves = [[refundInFlight(refundId), -amount, true], [escrow(campaignId), amount, true]];
          run = () => money.failRefund(ref);
        }
        refundIds.add(refundId);
        break;
      }
      case 'redeliver': {
        if (done.length === 0) continue;
        const again = done[op.pick % done.length]!;
        const result = await again.run();
        assert.equal(result.replayed, true, `redelivery of ${JSON.stringify(again.op)} booked again`);
        continue;
      }
    }
    // Provider accounts mirror the outside world: their "delta" in the model is on the debit side.
    const expected = model.apply(key, moves.filter(([, delta]) => delta !== 0));
    if (op.kind === 'release' && expected === 'booked') releasedTo.set(op.placement, releasedTo.get(op.placement) ?? op.creator);
    try {
      const result: PostedTransaction = await run();
      assert.equal(result.replayed ? 'replayed' : 'booked', expected, `${JSON.stringify(op)} was ${result.replayed ? 'replayed' : 'booked'}, the model says ${expected}`);
      if (!result.replayed) done.push({ op, run });
    } catch (error) {
      if (!(error instanceof LedgerInsufficientBalanceError)) throw error;
      assert.equal('refused', expected, `${JSON.stringify(op)} was refused, the model says ${expected}`);
    }
  }

  // Every balance of this world equals the model's.
  const codes = [
    ...campaigns.map(escrow),
    ...placements.map((_, i) => committed(i)),
    ...creators.map((_, i) => available(i)),
    ...creators.map((_, i) => tdsPayable(i)),
    ...payouts.map((_, i) => inFlight(i)),
    ...[...refundIds].map(refundInFlight),
  ];
  for (const code of codes) assert.equal(await ledger.balance(code, 'INR'), model.get(code), `balance of ${code}`);
  // The TDS owed, as operators read it over every creator's TDS account, grew by what this world withheld.
  assert.equal(await tdsTotal() - tdsBefore, creators.reduce((sum, _, i) => sum + model.get(tdsPayable(i)), 0), 'TDS payable total');
  // Nothing paid twice: no payout both processed and failed, no placement both released and returned.
  for (const payout of payouts) {
    const processed = await ledger.findPosting(`payout:${payout}:processed`);
    const failed = await ledger.findPosting(`payout:${payout}:failed`);
    assert.ok(!(processed && failed), `payout ${payout} was both processed and failed`);
  }
  for (const refundId of refundIds) {
    const processed = await ledger.findPosting(`refund:${refundId}:processed`);
    const failed = await ledger.findPosting(`refund:${refundId}:failed`);
    assert.ok(!(processed && failed), `refund ${refundId} was both processed and failed`);
  }
  for (const placement of placements) {
    const released = await ledger.findPosting(`release:${placement}`);
    const returned = await ledger.findPosting(`uncommit:${placement}`);
    assert.ok(!(released && returned), `placement ${placement} was both released and returned`);
  }
}

async function checkGlobalInvariants(): Promise<void> {
  const db = handle.database.db;
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  // Debits equal credits in every currency, over the whole ledger.
  const totals = rowsOf<{ currency: string; debits: string; credits: string }>(await db.execute(sql`
    select currency, sum(case when side = 'debit' then amount_minor else 0 end) as debits,
      sum(case when side = 'credit' then amount_minor else 0 end) as credits from ledger_lines group by currency`));
  for (const row of totals) assert.equal(Number(row.debits), Number(row.credits), `debits and credits in ${row.currency}`);
  // No guarded balance below zero; every running balance is the sum of its lines.
  const negative = rowsOf<{ code: string }>(await db.execute(sql`select code from ledger_accounts where not allow_negative and balance_minor < 0`));
  assert.deepEqual(negative, []);
  assert.deepEqual(await ledger.verifyBalances(), []);
  // The owner totals the payments and earnings pages read are the lines' sums, whatever the sequence.
  assert.deepEqual(await ledger.verifyOwnerTotals(), []);
  // The brand page's released figure (read from running balances) is the release lines' sum: the placements'
  // commitments out less the unused parts back in the escrow.
  const releasedByLines = rowsOf<{ brand_id: string; campaign_id: string; released: string }>(await db.execute(sql`
    select a.brand_id, a.campaign_id, sum(case when a.code like 'placement:%' and l.side = 'debit' then l.amount_minor
      when a.code like 'campaign:%' and l.side = 'credit' then -l.amount_minor else 0 end) as released
    from ledger_accounts a join ledger_lines l on l.account_code = a.code and l.currency = a.currency
    join ledger_transactions t on t.id = l.transaction_id
    where a.campaign_id is not null and t.kind = 'release' group by a.brand_id, a.campaign_id`));
  for (const brandId of new Set(releasedByLines.map((row) => row.brand_id))) {
    const figures = await ledger.campaignFigures(brandId);
    for (const row of releasedByLines.filter((r) => r.brand_id === brandId)) {
      assert.equal(figures.find((f) => f.campaignId === row.campaign_id)?.released, Number(row.released), `released of campaign ${row.campaign_id}`);
    }
  }
  // Each key once.
  const duplicates = rowsOf<{ idempotency_key: string }>(await db.execute(sql`select idempotency_key from ledger_transactions group by idempotency_key having count(*) > 1`));
  assert.deepEqual(duplicates, []);
}

describe('ledger properties', () => {
  it('holds its invariants for any sequence of money movements and redeliveries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 80, size: 'max' }), async (ops) => {
        await runSequence(ops);
        await checkGlobalInvariants();
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 80) },
    );
  });
});
