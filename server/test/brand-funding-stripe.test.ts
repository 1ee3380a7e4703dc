// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): Stripe webhooks and returns racing on one funding.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createStripeFake, startStripeFake, type RunningStripeFake } from '../src/integrations/stripe/stripe.fake';
import { stripeSignatureHeader } from '../src/integrations/stripe/stripe-webhook';
import { parsePaymentProvidersConfig } from '../src/integrations/payments/payment-providers.config';
import { paymentFailureMessages, paymentTexts } from '../../src/domain/payments/payment.texts';
import { apiCall, brandOwner, createCampaign, teamMember } from './helpers/campaign.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

/**
 * USD and EUR funding through Stripe (docs/payments.md "Funding"): the real client (stripe-node) against the local
 * fake over HTTP, the return from paying (which asks Stripe, never the browser) and the fake's signed webhooks into
 * the app. Only payment_intent.succeeded books money.
 */
let t: TestApp;
let fake: RunningStripeFake;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let deliverToApp: typeof fetch = async () => new Response(null, { status: 503 });
/** The fake's clock runs ahead of the real one by this much (a retry's backoff); the app checks signatures against real time. */
let clockOffsetMs = 0;
/** Deliveries the app "cannot take" (503) before it answers again. */
let refuseDeliveries = 0;

before(async () => {
  fake = await startStripeFake({
    now: () => new Date(Date.now() + clockOffsetMs),
    webhookUrl: `${testPublicUrl}/api/v1/webhooks/stripe/`,
    autoDeliverWebhooks: false,
    fetch: (input, init) => deliverToApp(input, init),
  });
  t = await createTestApp({
    STRIPE_API_BASE_URL: fake.url,
    STRIPE_SECRET_KEY: fake.state.secretKey,
    // A rotation: the app accepts the fake's secret as the previous one.
    STRIPE_WEBHOOK_SECRET: `whsec_nextSecretAfterRotation,${fake.state.webhookSecret}`,
  });
  deliverToApp = async (input, init) => {
    if (refuseDeliveries > 0) {
      refuseDeliveries -= 1;
      return new Response(null, { status: 503 });
    }
    const url = new URL(String(input));
    const answer = await t.app.inject({ method: 'POST', url: url.pathname, headers: Object.fromEntries(new Headers(init?.headers).entries()), payload: String(init?.body ?? '') });
    return new Response(answer.body, { status: answer.statusCode });
  };
  call = apiCall(t);
  owner = await brandOwner(t, 'stripe-owner@example.test');
});
after(async () => {
  await t.close();
  await fake.close().catch(() => undefined);
});

interface Checkout {
  funding: { id: string; status: string; amount: string; currency: string; provider: string };
  checkout: { method: string; url: string; fields: Record<string, string> };
}
interface Funding { status: string; failure_kind: string | null; failure_message: string | null }

async function startFunding(campaignId: string, amount = '250') {
  const response = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: campaignId, amount });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as Checkout;
}

/** Stripe sends the browser back to the return URL with its query; our route asks Stripe itself. */
async function returnFromStripe(checkout: Checkout['checkout'], extra: Record<string, string> = {}) {
  const url = new URL(checkout.fields.return_url!);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

const fundingOf = async (id: string) => (await call('GET', `funding-orders/${id}/`, owner.token)).json() as Funding;
const escrowOf = async (campaignId: string) =>
  ((await call('GET', `brands/${owner.brandId}/payments/`, owner.token)).json() as { campaigns: Array<{ campaign_id: string; funded: string; currency: string }> }).campaigns
    .find((c) => c.campaign_id === campaignId)!;
const fundingPostings = async (campaignId: string) => {
  const result = await t.database.db.execute(sql`select count(*)::int as n from ledger_transactions where kind = 'funding' and metadata->>'campaignId' = ${campaignId}`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};
const usdCampaign = (name: string, currency = 'USD') => createCampaign(t, owner.token, owner.brandId, { name, currency });

/** A webhook body the fake queued, signed by us with a chosen secret and timestamp. */
const post = (body: string, signature?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/webhooks/stripe/', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, payload: body });
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The events the fake sent about one PaymentIntent (other tests' events may still be queued). */
const eventsOf = (paymentIntentId: string) => [...fake.state.webhooks.sent.values()].filter((e) => e.body.includes(`"id": "${paymentIntentId}"`));

describe('funding a USD or EUR campaign through Stripe', () => {
  it('creates a PaymentIntent keyed by the funding, and books the money only when the signed webhook confirms it', async () => {
    const campaign = await usdCampaign('Spring Launch US');
    const { funding, checkout } = await startFunding(campaign.id, '1,250.50');
    assert.equal(funding.provider, 'stripe');
    assert.equal(funding.currency, 'USD');
    assert.equal(funding.amount, '1250.50');
    assert.equal(funding.status, 'created');
    // Sandbox mode: the product's own simulated checkout, returning to our return route.
    assert.equal(checkout.method, 'GET');
    assert.equal(checkout.url, `${testPublicUrl}/sandbox/stripe/checkout`);
    assert.equal(checkout.fields.return_url, `${testPublicUrl}/api/v1/payments/stripe/return/?funding=${funding.id}`);
    const intent = fake.state.paymentIntents.get(checkout.fields.payment_intent!)!;
    assert.equal(intent.amount, 125_050);
    assert.equal(intent.currency, 'usd');
    assert.deepEqual(intent.metadata, { funding_id: funding.id, campaign_id: campaign.id, brand_id: owner.brandId });
    assert.equal([...fake.state.idempotency.keys()].includes(`funding-${funding.id}`), true);

    await fake.completeCheckout(intent.id, '4242424242424242', { deliver: false });
    const back = await returnFromStripe(checkout, { payment_intent: intent.id, redirect_status: 'succeeded' });
    assert.equal(back.statusCode, 303);
    assert.equal(back.headers.location, `/payments?funding=${funding.id}`);
    // Stripe said succeeded when asked, but that is not money yet.
    assert.equal((await fundingOf(funding.id)).status, 'authorized');
    assert.equal((await escrowOf(campaign.id)).funded, '0.00');

    const attempts = await fake.deliverWebhooks();
    assert.deepEqual(attempts.map((a) => [a.event, a.status]), [['payment_intent.succeeded', 200]]);
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    const escrow = await escrowOf(campaign.id);
    assert.equal(escrow.funded, '1250.50');
    assert.equal(escrow.currency, 'USD');

    // The sandbox after a restart (payments-sandbox.ts): a fresh simulated Stripe recalls the intent from our funding
    // order, so the reconciliation finds it instead of "unknown at provider"; an intent we never made stays unknown.
    const fundingOrders = (await import('../src/repositories/funding-orders.repository')).createFundingOrdersRepository(t.database.db);
    const restarted = createStripeFake({ secretKey: fake.state.secretKey, recall: (id) => fundingOrders.stripeIntentForSandbox(id) });
    const get = (id: string) => restarted.handle({
      method: 'GET', url: new URL(`http://sandbox/v1/payment_intents/${id}`), headers: { authorization: `Bearer ${fake.state.secretKey}` }, body: '', form: new URLSearchParams(),
    });
    const recalled = await get(intent.id);
    assert.equal(recalled.status, 200);
    const body = recalled.body as { id: string; status: string; amount: number; amount_received: number; currency: string };
    assert.deepEqual([body.id, body.status, body.amount, body.amount_received, body.currency], [intent.id, 'succeeded', 125_050, 125_050, 'usd']);
    assert.equal((await get('pi_neverCreatedByUs00')).status, 404);
  });

  it('credits the escrow once when the webhook is delivered twice and before the browser returns', async () => {
    const campaign = await usdCampaign('Euro Drop', 'EUR');
    const { funding, checkout } = await startFunding(campaign.id, '300');
    await fake.completeCheckout(checkout.fields.payment_intent!, '4242424242424242', { deliver: false, duplicate: true });
    const attempts = await fake.deliverWebhooks();
    assert.equal(attempts.length, 2);
    assert.ok(attempts.every((a) => a.status === 200));
    assert.equal(new Set(attempts.map((a) => a.eventId)).size, 1);
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    // The return after the webhook leaves it paid.
    await returnFromStripe(checkout, { payment_intent: checkout.fields.payment_intent!, redirect_status: 'succeeded' });
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    assert.equal((await escrowOf(campaign.id)).funded, '300.00');
    assert.equal(await fundingPostings(campaign.id), 1);
    // A later redelivery of the same event is a duplicate.
    const [event] = eventsOf(checkout.fields.payment_intent!);
    assert.ok(event);
    const again = await post(event.body, stripeSignatureHeader(event.body, fake.state.webhookSecret, nowSeconds()));
    assert.deepEqual(again.json(), { status: 'duplicate' });
    assert.equal(await fundingPostings(campaign.id), 1);
  });

  it('refuses a bad signature and a stale or future timestamp with 400, and changes nothing', async () => {
    const campaign = await usdCampaign('Signed Only US');
    const { funding, checkout } = await startFunding(campaign.id, '500');
    await fake.completeCheckout(checkout.fields.payment_intent!, '4242424242424242', { deliver: false });
    const [event] = eventsOf(checkout.fields.payment_intent!);
    const body = event!.body;
    const tampered = body.replace('"amount_received": 50000', '"amount_received": 90000');
    assert.notEqual(tampered, body);
    const cases: Array<[string, string | undefined, string]> = [
      ['wrong secret', stripeSignatureHeader(body, 'whsec_someoneElse', nowSeconds()), 'invalid_signature'],
      ['no header', undefined, 'invalid_signature'],
      ['stale (301 s old)', stripeSignatureHeader(body, fake.state.webhookSecret, nowSeconds() - 301), 'stale_signature'],
      ['future (10 min ahead)', stripeSignatureHeader(body, fake.state.webhookSecret, nowSeconds() + 600), 'stale_signature'],
    ];
    const signedTampered = await post(tampered, stripeSignatureHeader(body, fake.state.webhookSecret, nowSeconds()));
    assert.equal(signedTampered.statusCode, 400, 'a body other than the one signed');
    assert.equal(await fundingPostings(campaign.id), 0);
    for (const [name, signature, code] of cases) {
      const answer = await post(body, signature);
      assert.equal(answer.statusCode, 400, name);
      assert.equal((answer.json() as { code: string }).code, code, name);
    }
    assert.equal((await fundingOf(funding.id)).status, 'created');
    assert.equal((await escrowOf(campaign.id)).funded, '0.00');
    // The fake's own delivery (signed with the previous secret of a rotation) still works afterwards.
    const attempts = await fake.deliverWebhooks();
    assert.deepEqual(attempts.map((a) => a.status), [200]);
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    assert.equal((await escrowOf(campaign.id)).funded, '500.00');
  });

  it("records SPEC §8's failure kinds from what Stripe says, whatever the browser's query", async () => {
    const campaign = await usdCampaign('Failing Cards');
    const cases: Array<[string, keyof typeof paymentFailureMessages]> = [
      ['4000000000000002', 'declined'],
      ['4000000000009995', 'declined'],
      ['4000000000000069', 'invalid_card'],
      ['4000000000000127', 'invalid_card'],
      ['4000000000000119', 'processing_failed'],
    ];
    for (const [card, kind] of cases) {
      const { funding, checkout } = await startFunding(campaign.id, '25');
      await fake.completeCheckout(checkout.fields.payment_intent!, card, { deliver: false });
      // The query claims success: the route asks Stripe and records the failure.
      await returnFromStripe(checkout, { payment_intent: checkout.fields.payment_intent!, redirect_status: 'succeeded' });
      const status = await fundingOf(funding.id);
      assert.deepEqual(status, { ...status, status: 'failed', failure_kind: kind, failure_message: paymentFailureMessages[kind] }, card);
    }
    // The failure webhooks agree and change nothing more.
    const attempts = await fake.deliverWebhooks();
    assert.ok(attempts.length === cases.length && attempts.every((a) => a.status === 200));
    assert.equal((await escrowOf(campaign.id)).funded, '0.00');
  });

  it("an earlier attempt's failure arriving after the return saw the payment succeed changes nothing", async () => {
    const campaign = await usdCampaign('Retry Same Intent');
    const { funding, checkout } = await startFunding(campaign.id, '40');
    const id = checkout.fields.payment_intent!;
    // A declined card, then another card on the same PaymentIntent (Stripe.js lets the person retry).
    await fake.completeCheckout(id, '4000000000000002', { deliver: false });
    await fake.completeCheckout(id, '4242424242424242', { deliver: false });
    await returnFromStripe(checkout, { payment_intent: id, redirect_status: 'succeeded' });
    assert.equal((await fundingOf(funding.id)).status, 'authorized');
    const [failedEvent, succeededEvent] = eventsOf(id);
    assert.match(failedEvent!.body, /payment_intent.payment_failed/);
    assert.match(succeededEvent!.body, /payment_intent.succeeded/);
    const late = await post(failedEvent!.body, stripeSignatureHeader(failedEvent!.body, fake.state.webhookSecret, nowSeconds()));
    assert.deepEqual(late.json(), { status: 'ignored' });
    assert.equal((await fundingOf(funding.id)).status, 'authorized');
    const attempts = await fake.deliverWebhooks();
    assert.deepEqual(attempts.map((a) => a.status), [200, 200]);
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    assert.equal((await escrowOf(campaign.id)).funded, '40.00');
  });

  it('handles out-of-order delivery: failed after succeeded changes nothing, succeeded after failed counts', async () => {
    const campaign = await usdCampaign('Out Of Order');
    const { funding, checkout } = await startFunding(campaign.id, '60');
    const id = checkout.fields.payment_intent!;
    await fake.completeCheckout(id, '4000000000000119', { deliver: false });
    await fake.completeCheckout(id, '4242424242424242', { deliver: false });
    const attempts = await fake.deliverWebhooks({ reverse: true });
    assert.deepEqual(attempts.map((a) => a.event), ['payment_intent.succeeded', 'payment_intent.payment_failed']);
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    assert.equal((await escrowOf(campaign.id)).funded, '60.00');

    const second = await startFunding(campaign.id, '70');
    await fake.completeCheckout(second.checkout.fields.payment_intent!, '4000000000000002', { deliver: false });
    await fake.deliverWebhooks();
    assert.equal((await fundingOf(second.funding.id)).status, 'failed');
    await fake.completeCheckout(second.checkout.fields.payment_intent!, '4242424242424242', { deliver: false });
    await fake.deliverWebhooks();
    assert.equal((await fundingOf(second.funding.id)).status, 'paid');
    assert.equal((await escrowOf(campaign.id)).funded, '130.00');
  });

  it('a delivery the app could not take is retried later, re-signed, and books once', async () => {
    const campaign = await usdCampaign('Retried Webhook');
    const { funding, checkout } = await startFunding(campaign.id, '75');
    await fake.completeCheckout(checkout.fields.payment_intent!, '4242424242424242', { deliver: false });
    refuseDeliveries = 1;
    const first = await fake.deliverWebhooks();
    assert.deepEqual(first.map((a) => [a.attempt, a.status]), [[1, 503]]);
    assert.equal((await fundingOf(funding.id)).status, 'created');
    // Nothing is due before the backoff (1 min on the fake's clock); then the retry carries a fresh signature.
    assert.deepEqual(await fake.deliverWebhooks(), []);
    clockOffsetMs += 60_000;
    const retry = await fake.deliverWebhooks();
    assert.deepEqual(retry.map((a) => [a.attempt, a.status]), [[2, 200]]);
    assert.notEqual(retry[0]!.headers['Stripe-Signature'], first[0]!.headers['Stripe-Signature']);
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    assert.equal(await fundingPostings(campaign.id), 1);
  });

  it('a Cancel on the checkout cancels the funding; a forged or foreign return changes nothing', async () => {
    const campaign = await usdCampaign('Cancelled US');
    const { funding, checkout } = await startFunding(campaign.id, '80');
    const other = await startFunding(campaign.id, '90');
    await fake.completeCheckout(other.checkout.fields.payment_intent!, '4242424242424242', { deliver: false });
    // Another funding's succeeded PaymentIntent in the query does not authorize this one.
    const forged = await returnFromStripe(checkout, { payment_intent: other.checkout.fields.payment_intent!, redirect_status: 'succeeded' });
    assert.equal(forged.headers.location, `/payments?funding=${funding.id}`);
    assert.equal((await fundingOf(funding.id)).status, 'created');
    await returnFromStripe(checkout, { cancelled: '1' });
    const cancelled = await fundingOf(funding.id);
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(cancelled.failure_message, paymentTexts.cancelled);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/payments/stripe/return/?funding=not-a-funding' });
    assert.equal(unknown.headers.location, '/payments');
    await fake.deliverWebhooks();
  });
});

describe('who may fund through Stripe', () => {
  it('needs payments.approve like INR: viewers and managers get 403, strangers 404; a Stripe outage is 502 with nothing recorded', async () => {
    const campaign = await usdCampaign('Team Rules US');
    for (const role of ['viewer', 'manager'] as const) {
      const memberToken = await teamMember(t, `stripe-${role}@example.test`, owner.brandId, role);
      const refused = await call('POST', `brands/${owner.brandId}/funding-orders/`, memberToken, { campaign_id: campaign.id, amount: '100' });
      assert.equal(refused.statusCode, 403);
      assert.equal((refused.json() as { detail: string }).detail, paymentTexts.notPermitted);
    }
    const stranger = await brandOwner(t, 'stripe-stranger@example.test', 'Stranger Brand');
    assert.equal((await call('POST', `brands/${owner.brandId}/funding-orders/`, stranger.token, { campaign_id: campaign.id, amount: '100' })).statusCode, 404);
    const { funding } = await startFunding(campaign.id, '100');
    assert.equal((await call('GET', `funding-orders/${funding.id}/`, stranger.token)).statusCode, 404);
    const small = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: campaign.id, amount: '0.99' });
    assert.equal((small.json() as { detail: string }).detail, 'The smallest payment is $1.00.');

    const before = (await call('GET', `brands/${owner.brandId}/payments/`, owner.token)).json() as { fundings: unknown[] };
    fake.state.outage = { remaining: 1, status: 500 };
    const down = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: campaign.id, amount: '100' });
    assert.equal(down.statusCode, 502);
    assert.equal((down.json() as { detail: string }).detail, paymentTexts.providerUnavailable);
    const afterOutage = (await call('GET', `brands/${owner.brandId}/payments/`, owner.token)).json() as { fundings: unknown[] };
    assert.equal(afterOutage.fundings.length, before.fundings.length);
  });
});

const razorpayLive = {
  PAYMENT_PROVIDER_MODE: 'live', RAZORPAY_KEY_ID: 'rzp_test_live0001', RAZORPAY_KEY_SECRET: 'key-secret', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  RAZORPAYX_KEY_ID: 'rzp_test_livex001', RAZORPAYX_KEY_SECRET: 'x-secret', RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001', RAZORPAYX_WEBHOOK_SECRET: 'x-webhook',
};

describe('Stripe configuration', () => {
  const parse = (env: Record<string, string>) => {
    const problems: string[] = [];
    const config = parsePaymentProvidersConfig(env, { publicUrl: testPublicUrl }, problems);
    return { stripe: config.stripe, problems };
  };

  it('is optional in live mode; once one key is set, all three are required and checked', () => {
    assert.deepEqual(parse(razorpayLive), { stripe: null, problems: [] });
    const partial = parse({ ...razorpayLive, STRIPE_SECRET_KEY: 'sk_live_abc' });
    assert.deepEqual(partial.problems, [
      'STRIPE_PUBLISHABLE_KEY is required when PAYMENT_PROVIDER_MODE=live and Stripe is configured (STRIPE_SECRET_KEY set).',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER_MODE=live and Stripe is configured (STRIPE_SECRET_KEY set).',
    ]);
    const swapped = parse({ ...razorpayLive, STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_PUBLISHABLE_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a, secret_b' });
    assert.deepEqual(swapped.problems, [
      'STRIPE_SECRET_KEY does not look like a Stripe secret key (sk_... or rk_...).',
      'STRIPE_PUBLISHABLE_KEY does not look like a Stripe publishable key (pk_...).',
      'STRIPE_WEBHOOK_SECRET does not look like a Stripe webhook signing secret (whsec_...).',
    ]);
    const complete = parse({ ...razorpayLive, STRIPE_SECRET_KEY: 'rk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_new, whsec_old' });
    assert.deepEqual(complete, {
      stripe: { secretKey: 'rk_live_abc', publishableKey: 'pk_live_abc', webhookSecrets: ['whsec_new', 'whsec_old'], apiBaseUrl: 'https://api.stripe.com' },
      problems: [],
    });
  });

  it('sandbox mode needs nothing: the simulated Stripe under PUBLIC_URL/sandbox/stripe', () => {
    const { stripe, problems } = parse({});
    assert.deepEqual(problems, []);
    assert.equal(stripe?.apiBaseUrl, `${testPublicUrl}/sandbox/stripe`);
  });

  it('without Stripe in live mode, a USD campaign is told funding in its currency is not available', async () => {
    const live = await createTestApp(razorpayLive);
    try {
      const brand = await brandOwner(live, 'stripe-off@example.test');
      const campaign = await createCampaign(live, brand.token, brand.brandId, { name: 'No Stripe Here', currency: 'USD' });
      const refused = await apiCall(live)('POST', `brands/${brand.brandId}/funding-orders/`, brand.token, { campaign_id: campaign.id, amount: '100' });
      assert.equal(refused.statusCode, 400);
      assert.equal((refused.json() as { detail: string }).detail, paymentTexts.currencyUnavailable('USD'));
    } finally {
      await live.close();
    }
  });
});

describe('the live payment page', () => {
  it('is our own page with Stripe.js and the Payment Element (its own CSP), reached by a form post with the client secret', async () => {
    const live = await createTestApp({
      ...razorpayLive, STRIPE_API_BASE_URL: fake.url, STRIPE_SECRET_KEY: fake.state.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_influencehub', STRIPE_WEBHOOK_SECRET: fake.state.webhookSecret,
    });
    try {
      const brand = await brandOwner(live, 'stripe-live@example.test');
      const campaign = await createCampaign(live, brand.token, brand.brandId, { name: 'Live Page', currency: 'EUR' });
      const created = await apiCall(live)('POST', `brands/${brand.brandId}/funding-orders/`, brand.token, { campaign_id: campaign.id, amount: '150' });
      assert.equal(created.statusCode, 201, created.body);
      const { funding, checkout } = created.json() as Checkout;
      const intent = [...fake.state.paymentIntents.values()].find((i) => i.metadata.funding_id === funding.id)!;
      assert.deepEqual(checkout, { method: 'POST', url: `${testPublicUrl}/api/v1/payments/stripe/checkout/`, fields: { funding: funding.id, client_secret: intent.client_secret } });

      const open = (fields: Record<string, string>) =>
        live.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/checkout/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
      const page = await open(checkout.fields);
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /text\/html/);
      const csp = String(page.headers['content-security-policy']);
      assert.match(csp, /script-src 'self' https:\/\/js\.stripe\.com/);
      assert.match(csp, /frame-src https:\/\/js\.stripe\.com/);
      assert.match(page.body, /<script src="https:\/\/js\.stripe\.com\/v3\/"><\/script>/);
      assert.match(page.body, /<script src="\/api\/v1\/payments\/stripe\/checkout\.js" defer><\/script>/);
      assert.ok(page.body.includes(`data-client-secret="${intent.client_secret}"`));
      assert.ok(page.body.includes('data-publishable-key="pk_test_influencehub"'));
      assert.ok(page.body.includes(`data-return-url="${testPublicUrl}/api/v1/payments/stripe/return/?funding=${funding.id}"`));
      assert.ok(page.body.includes('€150,00'), 'the amount, in the money format of the SPA');
      assert.doesNotMatch(page.body, /<script>/, 'no inline script');
      // Another PaymentIntent's secret, or none, opens nothing.
      assert.equal((await open({ funding: funding.id, client_secret: 'pi_other_secret_x' })).statusCode, 404);
      assert.equal((await open({ funding: funding.id })).statusCode, 404);
      const script = await live.app.inject({ method: 'GET', url: '/api/v1/payments/stripe/checkout.js' });
      assert.match(script.body, /stripe\.confirmPayment/);
      // The sandbox app serves no live page.
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/checkout/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(checkout.fields).toString() })).statusCode, 404);
      await fake.deliverWebhooks();
    } finally {
      await live.close();
    }
  });
});

describe('the sandbox (the embedded default)', () => {
  it("pays through the product's own simulated Stripe: checkout page, in-process webhook, the return shows paid", async () => {
    const sandbox = await createTestApp();
    try {
      const brand = await brandOwner(sandbox, 'stripe-sandbox@example.test');
      const campaign = await createCampaign(sandbox, brand.token, brand.brandId, { name: 'Sandbox Dollars', currency: 'USD' });
      const created = await apiCall(sandbox)('POST', `brands/${brand.brandId}/funding-orders/`, brand.token, { campaign_id: campaign.id, amount: '320' });
      assert.equal(created.statusCode, 201, created.body);
      const { funding, checkout } = created.json() as Checkout;
      const pageUrl = new URL(checkout.url);
      for (const [k, v] of Object.entries(checkout.fields)) pageUrl.searchParams.set(k, v);
      const page = await sandbox.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
      assert.equal(page.statusCode, 200);
      for (const label of ['Pay $320.00', 'Card declined', 'Invalid card', 'Processing fails', 'Cancel']) assert.ok(page.body.includes(`>${label}</button>`), label);
      const choose = (outcome: string, fields = checkout.fields) =>
        sandbox.app.inject({
          method: 'POST', url: '/sandbox/stripe/checkout/complete', headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ ...fields, outcome }).toString(),
        });
      const declined = await choose('decline');
      assert.equal(declined.statusCode, 303);
      const declinedReturn = new URL(String(declined.headers.location), testPublicUrl);
      assert.equal(declinedReturn.searchParams.get('redirect_status'), 'failed');
      const back = await sandbox.app.inject({ method: 'GET', url: `${declinedReturn.pathname}${declinedReturn.search}` });
      assert.equal(back.headers.location, `/payments?funding=${funding.id}`);
      const status = async () => (await apiCall(sandbox)('GET', `funding-orders/${funding.id}/`, brand.token)).json() as Funding;
      assert.equal((await status()).failure_kind, 'declined');
      // Paying after all (the same PaymentIntent): the simulated Stripe's webhook reaches the app in-process.
      const paid = await choose('success');
      const paidReturn = new URL(String(paid.headers.location), testPublicUrl);
      await sandbox.app.inject({ method: 'GET', url: `${paidReturn.pathname}${paidReturn.search}` });
      assert.equal((await status()).status, 'paid');
      // Somewhere else as the return URL: refused (no open redirect).
      assert.equal((await choose('success', { ...checkout.fields, return_url: 'https://evil.example/' })).statusCode, 400);
    } finally {
      await sandbox.close();
    }
  });
});

describe('refunding a USD campaign through Stripe', () => {
  it('refunds the unused escrow when the campaign is cancelled: one Stripe refund, settled by its webhook', async () => {
    const campaign = await usdCampaign('Cancelled Launch US');
    const { funding, checkout } = await startFunding(campaign.id, '400');
    const intentId = checkout.fields.payment_intent!;
    await fake.completeCheckout(intentId, '4242424242424242', { deliver: false });
    await fake.deliverWebhooks();
    assert.equal((await fundingOf(funding.id)).status, 'paid');
    const cancelled = await call('POST', `campaigns/${campaign.id}/status/`, owner.token, { action: 'cancel' });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await t.app.context.jobs.drain();
    await fake.deliverWebhooks();
    // Running again (and the webhooks delivered again) refunds nothing more.
    await t.app.context.services.campaignSettlement.settleDue();
    await t.app.context.services.fundingRefunds.sendDue();
    const atStripe = [...fake.state.refunds.refunds.values()].filter((r) => r.payment_intent === intentId);
    assert.deepEqual(atStripe.map((r) => [r.amount, r.currency, r.status]), [[40_000, 'usd', 'succeeded']]);
    const rows = await t.database.db.execute(sql`select status, amount_minor, provider_refund_id from funding_refunds where campaign_id = ${campaign.id}`);
    assert.deepEqual((rows as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => [r.status, Number(r.amount_minor), r.provider_refund_id]), [['processed', 40_000, atStripe[0]!.id]]);
    const figures = ((await call('GET', `brands/${owner.brandId}/payments/`, owner.token)).json() as { campaigns: Array<{ campaign_id: string; refunded: string; available: string }> }).campaigns
      .find((c) => c.campaign_id === campaign.id)!;
    assert.deepEqual([figures.refunded, figures.available], ['400.00', '0.00']);
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
  });
});
