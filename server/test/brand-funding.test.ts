// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): the checkout's return and the webhook booking one payment at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { signWebhook } from '../src/integrations/razorpay/razorpay-signatures';
import { startRazorpayFake, type RunningRazorpayFake } from '../src/integrations/razorpay/razorpay.fake';
import { paymentFailureMessages, paymentTexts } from '../../src/domain/payments/payment.texts';
import { apiCall, brandOwner, createCampaign, teamMember } from './helpers/campaign.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

/**
 * Brand funding end to end (docs/payments.md "Funding"): the real Razorpay client against the local fake over HTTP,
 * Checkout's return (redirect mode) and the fake's signed webhooks into the app. The webhook alone books money.
 */
let t: TestApp;
let fake: RunningRazorpayFake;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
/** The fake's webhook deliveries go into the app like Razorpay's over the internet. */
let deliverToApp: typeof fetch = async () => new Response(null, { status: 503 });

before(async () => {
  fake = await startRazorpayFake({
    webhookUrl: `${testPublicUrl}/api/v1/webhooks/razorpay/`,
    autoDeliverWebhooks: false,
    fetch: (input, init) => deliverToApp(input, init),
  });
  t = await createTestApp({
    RAZORPAY_API_BASE_URL: fake.url,
    RAZORPAY_CHECKOUT_URL: `${fake.url}/checkout`,
    RAZORPAY_KEY_ID: fake.state.keyId,
    RAZORPAY_KEY_SECRET: fake.state.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.state.webhookSecret,
  });
  deliverToApp = async (input, init) => {
    const url = new URL(String(input));
    const answer = await t.app.inject({ method: 'POST', url: url.pathname, headers: Object.fromEntries(new Headers(init?.headers).entries()), payload: String(init?.body ?? '') });
    return new Response(answer.body, { status: answer.statusCode });
  };
  call = apiCall(t);
  owner = await brandOwner(t, 'funding-owner@example.test');
});
after(async () => {
  await t.close();
  // The last test stops the fake on purpose.
  await fake.close().catch(() => undefined);
});

interface Checkout {
  funding: { id: string; status: string; amount: string; currency: string; campaign_name: string };
  checkout: { method: string; url: string; fields: Record<string, string> };
}
interface Overview {
  balances: Array<{ currency: string; held: string; available: string; committed: string }>;
  campaigns: Array<{ campaign_id: string; funded: string; available: string; fund_up_to: string | null }>;
  fundings: Array<{ id: string; status: string; failure_kind: string | null; failure_message: string | null }>;
  permissions: { fund: boolean; approve: boolean };
}

async function startFunding(campaignId: string, amount = '25000') {
  const response = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: campaignId, amount });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as Checkout;
}

/** Checkout's redirect-mode return: the browser posts the fields to our callback. */
async function returnFromCheckout(callbackUrl: string, fields: Record<string, string>) {
  const url = new URL(callbackUrl);
  return t.app.inject({
    method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const checkoutFields = (result: Awaited<ReturnType<RunningRazorpayFake['completeCheckout']>>) =>
  'error' in result
    ? Object.fromEntries([
        ...Object.entries(result.error).filter(([k]) => k !== 'metadata').map(([k, v]) => [`error[${k}]`, String(v)]),
        ...Object.entries(result.error.metadata).map(([k, v]) => [`error[metadata][${k}]`, String(v)]),
      ])
    : { ...result };

const overview = async () => (await call('GET', `brands/${owner.brandId}/payments/`, owner.token)).json() as Overview;
const fundingStatus = async (id: string) => ((await call('GET', `funding-orders/${id}/`, owner.token)).json() as { status: string; failure_kind: string | null; failure_message: string | null });
const escrowOf = async (campaignId: string) => (await overview()).campaigns.find((c) => c.campaign_id === campaignId)!;

describe('funding a campaign through Razorpay', () => {
  it('opens a checkout for a new order, and books the money only when the signed webhook confirms it', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Monsoon Edit' });
    const { funding, checkout } = await startFunding(campaign.id, '25,000');
    assert.equal(funding.status, 'created');
    assert.equal(funding.amount, '25000.00');
    assert.equal(checkout.method, 'GET');
    assert.equal(checkout.url, `${fake.url}/checkout`);
    const order = fake.state.orders.get(checkout.fields.order_id!);
    assert.equal(order?.amount, 2_500_000);
    assert.equal(order?.currency, 'INR');

    const result = await fake.completeCheckout(order!.id, 'success', { deliver: false });
    const back = await returnFromCheckout(checkout.fields.callback_url!, checkoutFields(result));
    assert.equal(back.statusCode, 303);
    assert.equal(back.headers.location, `/payments?funding=${funding.id}`);
    // The checkout's word is not money: authorized, nothing booked yet.
    assert.equal((await fundingStatus(funding.id)).status, 'authorized');
    assert.equal((await escrowOf(campaign.id)).funded, '0.00');

    const attempts = await fake.deliverWebhooks();
    assert.ok(attempts.length >= 1 && attempts.every((a) => a.status === 200), JSON.stringify(attempts.map((a) => [a.event, a.status])));
    assert.equal((await fundingStatus(funding.id)).status, 'paid');
    const escrow = await escrowOf(campaign.id);
    assert.equal(escrow.funded, '25000.00');
    assert.equal(escrow.available, '25000.00');
    assert.equal(escrow.fund_up_to, '75000.00');
    const balances = (await overview()).balances;
    assert.deepEqual(balances, [{ currency: 'INR', held: '25000.00', available: '25000.00', committed: '0.00' }]);
  });

  it('books a payment once when its webhooks arrive twice, out of order, and before the checkout returns', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Festive Drop' });
    const { funding, checkout } = await startFunding(campaign.id, '10000.50');
    const result = await fake.completeCheckout(checkout.fields.order_id!, 'success', { deliver: false, duplicate: true, outOfOrder: true });
    const attempts = await fake.deliverWebhooks();
    // payment.captured and order.paid, each twice: every delivery is answered 200, the second of each is a duplicate.
    assert.equal(attempts.length, 4);
    assert.ok(attempts.every((a) => a.status === 200));
    assert.equal((await fundingStatus(funding.id)).status, 'paid');
    // The checkout's return after the webhook does not move the funding back.
    await returnFromCheckout(checkout.fields.callback_url!, checkoutFields(result));
    assert.equal((await fundingStatus(funding.id)).status, 'paid');
    assert.equal((await escrowOf(campaign.id)).funded, '10000.50');
    const postings = await t.database.db.execute(sql`select count(*)::int as n from ledger_transactions where kind = 'funding' and metadata->>'campaignId' = ${campaign.id}`);
    assert.equal((postings as unknown as { rows: Array<{ n: number }> }).rows[0]!.n, 1);
  });

  it('refuses webhooks with a bad signature or no event id, and changes nothing', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Signed Only' });
    const { funding, checkout } = await startFunding(campaign.id, '5000');
    await fake.completeCheckout(checkout.fields.order_id!, 'success', { deliver: false });
    const pending = fake.state.webhooks.pending[0]!;
    const event = fake.state.webhooks.sent.get(pending.eventId)!;
    const body = event.body;
    const tampered = body.replace('"amount":500000', '"amount":900000');
    const post = (payload: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpay/', headers: { 'content-type': 'application/json', ...headers }, payload });
    const signed = { 'x-razorpay-signature': signWebhook(body, fake.state.webhookSecret), 'x-razorpay-event-id': pending.eventId };
    assert.equal((await post(tampered, signed)).statusCode, 400);
    assert.equal((await post(body, { ...signed, 'x-razorpay-signature': signWebhook(body, 'another-secret') })).statusCode, 400);
    assert.equal((await post(body, { 'x-razorpay-event-id': pending.eventId })).statusCode, 400);
    assert.equal((await post(body, { 'x-razorpay-signature': signed['x-razorpay-signature'] })).statusCode, 400);
    assert.equal((await fundingStatus(funding.id)).status, 'created');
    assert.equal((await escrowOf(campaign.id)).funded, '0.00');
    // The genuine delivery still works afterwards.
    const good = await post(body, signed);
    assert.equal(good.statusCode, 200);
    assert.deepEqual(good.json(), { status: 'applied' });
    assert.deepEqual((await post(body, signed)).json(), { status: 'duplicate' });
  });

  it('ignores a checkout return whose signature does not match the stored order', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Forged Return' });
    const { funding, checkout } = await startFunding(campaign.id, '3000');
    const back = await returnFromCheckout(checkout.fields.callback_url!, {
      razorpay_payment_id: 'pay_forged000001', razorpay_order_id: checkout.fields.order_id!, razorpay_signature: 'a'.repeat(64),
    });
    assert.equal(back.statusCode, 303);
    assert.equal((await fundingStatus(funding.id)).status, 'created');
  });

  it("shows SPEC §8's declined text for a declined payment and 'cancelled' for a closed checkout", async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Declined Card' });
    const declined = await startFunding(campaign.id, '2000');
    const failure = await fake.completeCheckout(declined.checkout.fields.order_id!, 'decline', { deliver: false });
    await returnFromCheckout(declined.checkout.fields.callback_url!, checkoutFields(failure));
    const status = await fundingStatus(declined.funding.id);
    assert.equal(status.status, 'failed');
    assert.equal(status.failure_kind, 'declined');
    assert.equal(status.failure_message, paymentFailureMessages.declined);

    const cancelled = await startFunding(campaign.id, '2000');
    const cancel = await fake.completeCheckout(cancelled.checkout.fields.order_id!, 'cancel', { deliver: false });
    await returnFromCheckout(cancelled.checkout.fields.callback_url!, checkoutFields(cancel));
    assert.equal((await fundingStatus(cancelled.funding.id)).status, 'cancelled');
    assert.equal((await fundingStatus(cancelled.funding.id)).failure_message, paymentTexts.cancelled);
    assert.equal((await escrowOf(campaign.id)).funded, '0.00');
  });

  it('checks the amount: numbers with at most 2 decimals, at least ₹1, within the budget, open campaigns only', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Amount Rules' });
    const refuse = async (amount: string, status = 400) => {
      const response = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: campaign.id, amount });
      assert.equal(response.statusCode, status, response.body);
      return (response.json() as { detail: string }).detail;
    };
    assert.equal(await refuse('abc'), 'Enter an amount in numbers, with at most 2 decimals (e.g. 25000 or 25000.50).');
    assert.equal(await refuse('10.555'), 'Enter an amount in numbers, with at most 2 decimals (e.g. 25000 or 25000.50).');
    assert.equal(await refuse('0.50'), 'The smallest payment is ₹1.');
    assert.equal(await refuse('100000.01'), 'This campaign needs at most ₹1,00,000 more to reach its budget.');
    await t.database.db.update(campaigns).set({ status: 'completed' }).where(eq(campaigns.id, campaign.id));
    assert.equal(await refuse('100', 409), paymentTexts.campaignClosed);
    const other = await brandOwner(t, 'funding-other@example.test', 'Other Brand');
    const foreign = await createCampaign(t, other.token, other.brandId, { name: 'Not Yours' });
    const response = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: foreign.id, amount: '100' });
    assert.equal(response.statusCode, 400);
  });
});

describe('who may see and move money', () => {
  it('lets viewers and managers see the payments page but not fund; strangers get 404', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Team Rules' });
    for (const role of ['viewer', 'manager'] as const) {
      const memberToken = await teamMember(t, `funding-${role}@example.test`, owner.brandId, role);
      const page = await call('GET', `brands/${owner.brandId}/payments/`, memberToken);
      assert.equal(page.statusCode, 200);
      assert.deepEqual((page.json() as Overview).permissions, { fund: false, approve: false });
      const refused = await call('POST', `brands/${owner.brandId}/funding-orders/`, memberToken, { campaign_id: campaign.id, amount: '100' });
      assert.equal(refused.statusCode, 403);
      assert.equal((refused.json() as { detail: string }).detail, paymentTexts.notPermitted);
    }
    const stranger = await brandOwner(t, 'funding-stranger@example.test', 'Stranger Brand');
    assert.equal((await call('GET', `brands/${owner.brandId}/payments/`, stranger.token)).statusCode, 404);
    const { funding } = await startFunding(campaign.id, '100');
    assert.equal((await call('GET', `funding-orders/${funding.id}/`, stranger.token)).statusCode, 404);
    assert.equal((await overview()).permissions.fund, true);
  });

  it('answers 502 and records nothing when Razorpay cannot be reached', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { name: 'Provider Down' });
    const before = (await overview()).fundings.length;
    await fake.close();
    const response = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: campaign.id, amount: '100' });
    assert.equal(response.statusCode, 502);
    assert.equal((response.json() as { detail: string }).detail, paymentTexts.providerUnavailable);
    assert.equal((await overview()).fundings.length, before);
  });
});
