// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): runs reading provider records while payments settle.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { reconciliationTexts } from '../../src/domain/payments/reconciliation.texts';
import { campaignInfluencers, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { payoutLines, payouts } from '../src/db/schema/payout-lines.schema';
import { users } from '../src/db/schema/users.schema';
import { startRazorpayFake, type RunningRazorpayFake } from '../src/integrations/razorpay/razorpay.fake';
import { startRazorpayXFake, type RunningRazorpayXFake } from '../src/integrations/razorpayx/razorpayx.fake';
import { fundingOrders } from '../src/db/schema/funding.schema';
import { createStripeClient } from '../src/integrations/stripe/stripe.client';
import { startStripeFake } from '../src/integrations/stripe/stripe.fake';
import { createReconciliationRecordsRepository } from '../src/repositories/reconciliation-records.repository';
import { createReconciliationRunsRepository } from '../src/repositories/reconciliation-runs.repository';
import { createStripeFundingChecker } from '../src/services/reconciliation/stripe-funding.checker';
import { createReconciliationService } from '../src/services/reconciliation/reconciliation.service';
import { apiCall } from './helpers/campaign.helpers';
import { brandWithCampaign, influencerWithAccounts, staffToken, youtubeUrl } from './helpers/submission.helpers';
import { createTestApp, testPublicUrl, testServiceToken, type TestApp } from './helpers/test-app';

/**
 * The payment reconciliation (docs/payments.md "Reconciliation") over HTTP: the real Razorpay and RazorpayX clients
 * against the local fakes, their signed webhooks into the app (or held back: a lost webhook), the job run from the
 * queue, and the operator's API.
 */
let t: TestApp;
let rzp: RunningRazorpayFake;
let rzpx: RunningRazorpayXFake;
let call: ReturnType<typeof apiCall>;
let staff: string;
let setup: Awaited<ReturnType<typeof brandWithCampaign>>;
let deliverToApp: typeof fetch = async () => new Response(null, { status: 503 });

before(async () => {
  const fakeFetch: typeof fetch = (input, init) => deliverToApp(input, init);
  rzp = await startRazorpayFake({ webhookUrl: `${testPublicUrl}/api/v1/webhooks/razorpay/`, autoDeliverWebhooks: false, fetch: fakeFetch });
  rzpx = await startRazorpayXFake({ webhookUrl: `${testPublicUrl}/api/v1/webhooks/razorpayx/`, autoDeliverWebhooks: false, fetch: fakeFetch });
  t = await createTestApp({
    RAZORPAY_API_BASE_URL: rzp.url, RAZORPAY_CHECKOUT_URL: `${rzp.url}/checkout`, RAZORPAY_KEY_ID: rzp.state.keyId,
    RAZORPAY_KEY_SECRET: rzp.state.keySecret, RAZORPAY_WEBHOOK_SECRET: rzp.state.webhookSecret,
    RAZORPAYX_API_BASE_URL: rzpx.url, RAZORPAYX_KEY_ID: rzpx.state.keyId, RAZORPAYX_KEY_SECRET: rzpx.state.keySecret,
    RAZORPAYX_ACCOUNT_NUMBER: rzpx.state.accountNumber, RAZORPAYX_WEBHOOK_SECRET: rzpx.state.webhookSecret,
  });
  deliverToApp = async (input, init) => {
    const answer = await t.app.inject({ method: 'POST', url: new URL(String(input)).pathname, headers: Object.fromEntries(new Headers(init?.headers).entries()), payload: String(init?.body ?? '') });
    return new Response(answer.body, { status: answer.statusCode });
  };
  call = apiCall(t);
  staff = await staffToken(t);
  setup = await brandWithCampaign(t, 'owner@reconciliation.test');
});
after(async () => {
  await t?.close();
  await rzp?.close().catch(() => undefined);
  await rzpx?.close().catch(() => undefined);
});

interface Difference { provider: string; kind: string; reference: string; expected: string | null; actual: string | null; detail: string }
interface Run { id: string; status: string; checked: Record<string, number>; difference_count: number; finished_at: string | null; error: string | null; differences: Difference[] }

/** An operator's "Run now": the run starts (202, running), the worker does it, and the run's page shows the outcome. */
async function runNow(): Promise<Run> {
  const started = await call('POST', 'operator/reconciliation/runs/', staff);
  assert.equal(started.statusCode, 202, started.body);
  assert.equal(started.json().status, 'running');
  await t.app.context.jobs.drain();
  const run = await call('GET', `operator/reconciliation/runs/${started.json().id}/`, staff);
  assert.equal(run.statusCode, 200, run.body);
  return run.json() as Run;
}

/** A brand's funding paid at Razorpay's (fake) checkout; its webhooks are delivered unless `deliver: false`. */
async function fund(amount: string, options: { deliver?: boolean } = {}) {
  const created = await call('POST', `brands/${setup.owner.brandId}/funding-orders/`, setup.owner.token, { campaign_id: setup.campaign.id, amount });
  assert.equal(created.statusCode, 201, created.body);
  const orderId = created.json().checkout.fields.order_id as string;
  const paid = await rzp.completeCheckout(orderId, 'success', { deliver: false });
  assert.ok('razorpay_payment_id' in paid);
  if (options.deliver !== false) await rzp.deliverWebhooks();
  return { orderId, paymentId: paid.razorpay_payment_id };
}

let creators = 0;
/** A creator with an accepted ₹20,000 video, verified and approved, sent to RazorpayX: the payout attempt. */
async function sentPayout() {
  creators += 1;
  const creator = await influencerWithAccounts(t, `creator${creators}@reconciliation.test`, `recocreator${creators}`, `Reco Creator ${creators}`);
  assert.equal((await call('POST', 'influencers/payment/update_upi/', creator.token, { upi_id: `reco${creators}@okhdfc` })).statusCode, 200);
  assert.equal((await call('PUT', 'influencers/me/tax-details/', creator.token, { pan: 'ABCPE1234F' })).statusCode, 200);
  const [roster] = await t.database.db.insert(campaignInfluencers).values({
    campaignId: setup.campaign.id, influencerId: creator.influencerId, status: 'accepted', invitedAt: new Date(), respondedAt: new Date(), offeredAmount: '20000.00',
    offeredPlacements: [{ placement_id: setup.youtube, type: 'yt_dedicated_video', quantity: 1, pricing_type: 'fixed', rate: '20000.00', projected_views: null, amount: '20000.00' }],
  }).returning();
  await t.app.context.money.commitPlacement({ brandId: setup.owner.brandId, campaignId: setup.campaign.id, placementId: roster!.id, currency: 'INR', amountMinor: 20_000_00 });
  const [submission] = await t.database.db.insert(contentSubmissions).values({
    campaignId: setup.campaign.id, campaignInfluencerId: roster!.id, influencerId: creator.influencerId, placementId: setup.youtube, platform: 'youtube', contentUrl: youtubeUrl(),
  }).returning();
  assert.equal((await call('POST', `campaigns/${setup.campaign.id}/content-submissions/${submission!.id}/verify/`, setup.owner.token, {})).statusCode, 200);
  const [line] = await t.database.db.select().from(payoutLines).where(eq(payoutLines.submissionId, submission!.id));
  assert.equal((await call('POST', `payout-lines/${line!.id}/approve/`, setup.owner.token)).statusCode, 200);
  await t.app.context.services.payoutSending.sendDue();
  const [attempt] = await t.database.db.select().from(payouts).where(eq(payouts.payoutLineId, line!.id));
  assert.equal(attempt?.status, 'processing');
  return { creator, attempt: attempt! };
}

const staffNotifications = async () => {
  await t.app.context.outbox.deliverPending();
  const [operator] = await t.database.db.select().from(users).where(eq(users.isStaff, true));
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, operator!.id));
  return rows.filter((row) => row.eventKey?.startsWith('reconciliation:'));
};

describe('reconciliation runs', () => {
  it('finds nothing to report after a normal funding and payout, and tells nobody', async () => {
    await fund('60000');
    const { attempt } = await sentPayout();
    await rzpx.advance(attempt.providerPayoutId!, 'processed', { utr: '998877665544' });
    await rzpx.deliverWebhooks();
    const run = await runNow();
    assert.equal(run.status, 'clean', JSON.stringify(run.differences));
    assert.deepEqual(run.differences, []);
    assert.equal(run.difference_count, 0);
    assert.ok(run.finished_at);
    assert.ok(run.checked.razorpay! >= 1 && run.checked.razorpayx! >= 1 && run.checked.ledger_accounts! > 0 && run.checked.ledger_postings! > 0, JSON.stringify(run.checked));
    assert.equal(run.checked.stripe, 0);
    const list = await call('GET', 'operator/reconciliation/runs/', staff);
    assert.equal(list.statusCode, 200);
    assert.equal(list.json().results[0].id, run.id);
    assert.equal(list.json().results[0].differences, undefined, 'the list leaves the differences to the run');
    assert.equal((await staffNotifications()).length, 0);
  });

  it('reports a payment captured at Razorpay whose webhook never arrived, once, to staff, and changes nothing', async () => {
    const { paymentId } = await fund('5000', { deliver: false });
    const escrowBefore = await t.app.context.ledger.balance(`campaign:${setup.campaign.id}:escrow`, 'INR');
    const run = await runNow();
    assert.equal(run.status, 'differences');
    const missing = run.differences.find((d) => d.kind === 'missing_in_ledger');
    assert.ok(missing, JSON.stringify(run.differences));
    assert.deepEqual([missing.provider, missing.reference, missing.actual], ['razorpay', paymentId, null]);
    assert.match(missing.detail, /webhook was probably lost/);
    assert.equal(await t.app.context.ledger.balance(`campaign:${setup.campaign.id}:escrow`, 'INR'), escrowBefore, 'the report moves no money');
    const told = (await staffNotifications()).filter((n) => n.eventKey === `reconciliation:${run.id}`);
    assert.equal(told.length, 1);
    assert.deepEqual([told[0]!.title, told[0]!.actionUrl], [reconciliationTexts.notification(1).title, '/operator/reconciliation']);
    // The webhook arrives after all: the next run is clean again.
    await rzp.deliverWebhooks();
    assert.equal((await runNow()).status, 'clean');
  });

  it('reports a payout RazorpayX processed while ours still says processing (a lost webhook)', async () => {
    const { attempt } = await sentPayout();
    await rzpx.advance(attempt.providerPayoutId!, 'processed', { utr: '112233445566' });
    const run = await runNow();
    const mismatch = run.differences.find((d) => d.kind === 'status_mismatch');
    assert.ok(mismatch, JSON.stringify(run.differences));
    assert.deepEqual([mismatch.provider, mismatch.reference, mismatch.expected, mismatch.actual], ['razorpayx', attempt.providerPayoutId, 'processed', 'processing']);
    assert.match(mismatch.detail, /webhook was probably lost/);
    const [still] = await t.database.db.select().from(payouts).where(eq(payouts.id, attempt.id));
    assert.equal(still!.status, 'processing', 'the report edits no record');
    await rzpx.deliverWebhooks();
    assert.equal((await runNow()).status, 'clean');
  });

  it("reports an owner total (what the payments page reads) that drifted from its lines' sum", async () => {
    const owner = setup.campaign.id;
    const bump = (by: number) =>
      t.database.db.execute(sql`update ledger_owner_totals set credit_minor = credit_minor + ${by} where owner_id = ${owner} and role = 'escrow' and kind = 'funding'`);
    await bump(100);
    try {
      const run = await runNow();
      const drift = run.differences.find((d) => d.kind === 'owner_total_drift');
      assert.ok(drift, JSON.stringify(run.differences));
      assert.equal(drift.provider, 'ledger');
      assert.equal(drift.reference, `campaign:${owner} escrow funding (INR)`);
      assert.match(drift.actual ?? '', /credits ₹/);
      assert.notEqual(drift.expected, drift.actual);
      assert.equal(run.differences.length, 1, JSON.stringify(run.differences));
    } finally {
      await bump(-100);
    }
  });

  it('reports a running balance that drifted from the sum of its lines', async () => {
    const code = `campaign:${setup.campaign.id}:escrow`;
    await t.database.db.execute(sql`update ledger_accounts set balance_minor = balance_minor + 100 where code = ${code} and currency = 'INR'`);
    try {
      const run = await runNow();
      const drift = run.differences.find((d) => d.kind === 'balance_drift');
      assert.ok(drift, JSON.stringify(run.differences));
      assert.equal(drift.provider, 'ledger');
      assert.equal(drift.reference, `${code} (INR)`);
      assert.notEqual(drift.expected, drift.actual);
      assert.equal(run.differences.length, 1, JSON.stringify(run.differences));
    } finally {
      await t.database.db.execute(sql`update ledger_accounts set balance_minor = balance_minor - 100 where code = ${code} and currency = 'INR'`);
    }
  });

  it('refuses a second run while one is running (409), and the daily tick skips it too', async () => {
    const first = await call('POST', 'operator/reconciliation/runs/', staff);
    assert.equal(first.statusCode, 202);
    const second = await call('POST', 'operator/reconciliation/runs/', staff);
    assert.equal(second.statusCode, 409);
    assert.deepEqual([second.json().detail, second.json().code], [reconciliationTexts.alreadyRunning, 'reconciliation_running']);
    const before = (await call('GET', 'operator/reconciliation/runs/', staff)).json().count as number;
    await t.app.context.jobs.runNow('reconcile-payments');
    assert.equal((await call('GET', 'operator/reconciliation/runs/', staff)).json().count, before, 'no second run started');
    assert.equal((await call('GET', `operator/reconciliation/runs/${first.json().id}/`, staff)).json().status, 'running');
    await t.app.context.jobs.drain();
    assert.equal((await call('GET', `operator/reconciliation/runs/${first.json().id}/`, staff)).json().status, 'clean');
    // The same Idempotency-Key replays the first answer instead of starting (or refusing) another run.
    const key = randomUUID();
    const keyed = await t.app.inject({ method: 'POST', url: '/api/v1/operator/reconciliation/runs/', headers: { authorization: `Bearer ${staff}`, 'idempotency-key': key } });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/operator/reconciliation/runs/', headers: { authorization: `Bearer ${staff}`, 'idempotency-key': key } });
    assert.equal(keyed.statusCode, 202);
    assert.deepEqual([again.statusCode, again.json().id], [202, keyed.json().id]);
    await t.app.context.jobs.drain();
  });

  it('keeps runs to staff and the service token', async () => {
    for (const [method, url] of [['GET', 'operator/reconciliation/runs/'], ['POST', 'operator/reconciliation/runs/'], ['GET', `operator/reconciliation/runs/${randomUUID()}/`]] as const) {
      assert.equal((await call(method, url, setup.owner.token)).statusCode, 403, `${method} ${url} as a brand owner`);
      assert.equal((await t.app.inject({ method, url: `/api/v1/${url}` })).statusCode, 401);
    }
    assert.equal((await call('GET', `operator/reconciliation/runs/${randomUUID()}/`, staff)).statusCode, 404);
    const service = await t.app.inject({ method: 'GET', url: '/api/v1/operator/reconciliation/runs/?page_size=1', headers: { 'x-service-token': testServiceToken } });
    assert.equal(service.statusCode, 200);
    assert.equal(service.json().results.length, 1);
  });

  it('marks a run that crashes failed, with the error', async () => {
    const service = createReconciliationService({
      runs: createReconciliationRunsRepository(t.database.db),
      checkers: [{ name: 'broken', check: async () => { throw new Error('ledger query timed out'); } }],
      logger: t.app.log, enqueue: async () => undefined,
    });
    const started = await service.start();
    const run = await service.execute(started.id);
    assert.deepEqual([run?.status, run?.error], ['failed', 'ledger query timed out']);
    const told = (await staffNotifications()).filter((n) => n.eventKey === `reconciliation:${started.id}`);
    assert.equal(told[0]?.title, 'Payment reconciliation failed');
  });

  it('compares Stripe fundings with their PaymentIntents (the checker on its own: Stripe funding is not wired yet)', async () => {
    const stripeFake = await startStripeFake({ webhookUrl: null, autoDeliverWebhooks: false });
    const client = createStripeClient({ baseUrl: stripeFake.url, secretKey: stripeFake.state.secretKey });
    const paid = await client.createPaymentIntent({ amountMinor: 50_00, currency: 'usd', idempotencyKey: randomUUID() });
    await client.confirmPaymentIntent(paid.id, { paymentMethod: 'pm_card_visa', idempotencyKey: randomUUID() });
    const open = await client.createPaymentIntent({ amountMinor: 70_00, currency: 'eur', idempotencyKey: randomUUID() });
    const rows = await t.database.db.insert(fundingOrders).values([
      { brandId: setup.owner.brandId, campaignId: setup.campaign.id, provider: 'stripe', providerOrderId: paid.id, amountMinor: 50_00, currency: 'USD' },
      { brandId: setup.owner.brandId, campaignId: setup.campaign.id, provider: 'stripe', providerOrderId: open.id, amountMinor: 70_00, currency: 'EUR', status: 'paid' },
    ]).returning();
    try {
      const checker = createStripeFundingChecker({ stripe: client, records: createReconciliationRecordsRepository(t.database.db) });
      const result = await checker.check({ since: new Date(Date.now() - 86_400_000), now: new Date() });
      assert.equal(result.checked.stripe, 2);
      assert.deepEqual(result.differences.map((d) => [d.kind, d.reference]).sort(), [['missing_in_ledger', paid.id], ['not_captured_at_provider', open.id]]);
      const unconfigured = createStripeFundingChecker({ stripe: null, records: createReconciliationRecordsRepository(t.database.db) });
      assert.ok((await unconfigured.check({ since: new Date(0), now: new Date() })).differences.every((d) => d.kind === 'provider_unreachable'));
    } finally {
      await t.database.db.delete(fundingOrders).where(sql`${fundingOrders.id} in (${sql.join(rows.map((row) => sql`${row.id}`), sql`, `)})`);
      await stripeFake.close();
    }
  });

  it('records each record a provider could not answer for as provider_unreachable, and still finishes', async () => {
    await rzp.close();
    await rzpx.close();
    const run = await runNow();
    assert.equal(run.status, 'differences');
    assert.ok(run.finished_at);
    assert.ok(run.differences.length > 0);
    assert.ok(run.differences.every((d) => d.kind === 'provider_unreachable'), JSON.stringify(run.differences));
    assert.ok(run.differences.some((d) => d.provider === 'razorpay') && run.differences.some((d) => d.provider === 'razorpayx'));
    assert.equal(run.difference_count, run.differences.length);
  });
});
