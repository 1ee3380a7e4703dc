import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { classifyRazorpayFailure, classifyStripeFailure } from '../src/integrations/payments-failure';
import { StripeProviderError, createStripeClient } from '../src/integrations/stripe/stripe.client';
import { startStripeFake, type StripeFakeOptions } from '../src/integrations/stripe/stripe.fake';
import { StripeWebhookError, stripeSignatureHeader, verifyStripeWebhook } from '../src/integrations/stripe/stripe-webhook';

async function receiver(t: TestContext, script: number[] = []) {
  const received: { headers: IncomingHttpHeaders; raw: Buffer }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks) });
      response.writeHead(script.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`, received };
}

async function setup(t: TestContext, options: StripeFakeOptions = {}) {
  const clock = { now: new Date('2026-09-10T10:00:00Z') };
  const fake = await startStripeFake({ now: () => clock.now, ...options });
  t.after(() => fake.close());
  const client = createStripeClient({ baseUrl: fake.url, secretKey: fake.state.secretKey });
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { fake, client, clock, advance };
}

async function rejects(promise: Promise<unknown>, expected: Partial<Pick<StripeProviderError, 'status' | 'type' | 'code' | 'declineCode' | 'param'>>) {
  const error = await promise.then(
    () => assert.fail('expected a StripeProviderError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof StripeProviderError, String(error));
  for (const [key, value] of Object.entries(expected)) assert.equal(error[key as keyof typeof expected], value, key);
  return error;
}

describe('Stripe client (stripe-node) against the fake', () => {
  it('creates and retrieves a PaymentIntent with metadata (form-encoded) and our idempotency key', async (t) => {
    const { fake, client } = await setup(t);
    const intent = await client.createPaymentIntent({ amountMinor: 125_00, currency: 'usd', metadata: { funding_id: 'f-1', campaign: 'c-9' }, idempotencyKey: 'funding-f-1' });
    assert.match(intent.id, /^pi_/);
    assert.equal(intent.status, 'requires_payment_method');
    assert.equal(intent.amount, 12_500);
    assert.equal(intent.currency, 'usd');
    assert.deepEqual(intent.metadata, { funding_id: 'f-1', campaign: 'c-9' });
    assert.match(intent.client_secret ?? '', new RegExp(`^${intent.id}_secret_`));
    const again = await client.retrievePaymentIntent(intent.id);
    assert.equal(again.id, intent.id);
    assert.equal(fake.state.paymentIntents.size, 1);
  });

  it('replays the first response for the same Idempotency-Key and refuses other params with idempotency_error', async (t) => {
    const { fake, client } = await setup(t);
    const input = { amountMinor: 5_000, currency: 'eur' as const, metadata: { funding_id: 'f-2' }, idempotencyKey: 'funding-f-2' };
    const first = await client.createPaymentIntent(input);
    const replay = await client.createPaymentIntent(input);
    assert.equal(replay.id, first.id);
    assert.equal(fake.state.paymentIntents.size, 1);
    await rejects(client.createPaymentIntent({ ...input, amountMinor: 5_001 }), { status: 400, type: 'idempotency_error' });
    const raw = await fetch(`${fake.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.state.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'funding-f-2' },
      body: 'amount=5000&currency=eur&metadata[funding_id]=f-2&automatic_payment_methods[enabled]=true',
    });
    assert.equal(raw.headers.get('idempotent-replayed'), 'true');
    assert.equal(((await raw.json()) as { id: string }).id, first.id);
  });

  it('a 500 is stored for its key and replayed; another key goes through; keys are pruned after 24 h', async (t) => {
    const { fake, client, advance } = await setup(t);
    fake.state.outage = { remaining: 1, status: 500 };
    const input = { amountMinor: 5_000, currency: 'usd' as const, idempotencyKey: 'funding-f-3' };
    const first = await rejects(client.createPaymentIntent(input), { status: 500, type: 'api_error' });
    assert.equal(first.retryable, true);
    await rejects(client.createPaymentIntent(input), { status: 500, type: 'api_error' });
    assert.equal(fake.state.paymentIntents.size, 0);
    advance(24 * 60 * 60 * 1000 + 1);
    const later = await client.createPaymentIntent(input);
    assert.equal(later.status, 'requires_payment_method');
  });

  it('answers documented validation errors (not stored for the key) and bad keys', async (t) => {
    const { fake, client } = await setup(t);
    await rejects(client.createPaymentIntent({ amountMinor: 49, currency: 'usd', idempotencyKey: 'k-small' }), { status: 400, type: 'invalid_request_error', code: 'amount_too_small', param: 'amount' });
    await rejects(client.createPaymentIntent({ amountMinor: 10.5, currency: 'usd', idempotencyKey: 'k-int' }), { status: 400, code: 'parameter_invalid_integer', param: 'amount' });
    await rejects(client.createPaymentIntent({ amountMinor: 1000, currency: 'xyz' as 'usd', idempotencyKey: 'k-cur' }), { status: 400, param: 'currency' });
    await rejects(client.createPaymentIntent({ amountMinor: 1000, currency: 'usd', metadata: { ['k'.repeat(41)]: 'v' }, idempotencyKey: 'k-meta' }), { status: 400, type: 'invalid_request_error' });
    const fixed = await client.createPaymentIntent({ amountMinor: 50, currency: 'usd', idempotencyKey: 'k-small' });
    assert.equal(fixed.amount, 50, 'a failed validation does not burn the key');
    await rejects(client.createPaymentIntent({ amountMinor: 1000, currency: 'usd', idempotencyKey: 'x'.repeat(256) }), { status: 400 });
    await rejects(client.retrievePaymentIntent('pi_doesnotexist'), { status: 404, code: 'resource_missing', param: 'intent' });
    const wrong = createStripeClient({ baseUrl: fake.url, secretKey: 'sk_test_wrong000000' });
    await rejects(wrong.retrievePaymentIntent(fixed.id), { status: 401, type: 'invalid_request_error' });
  });

  it('a network failure is a retryable connection_error without a status', async () => {
    const fake = await startStripeFake();
    await fake.close();
    const client = createStripeClient({ baseUrl: fake.url, secretKey: 'sk_test_x' });
    const error = await rejects(client.retrievePaymentIntent('pi_x'), { status: null, type: 'connection_error' });
    assert.equal(error.retryable, true);
  });
});

describe('Stripe fake checkout: test cards', () => {
  const cases = [
    { card: '4242424242424242', pm: 'pm_card_visa', status: 'succeeded', code: null, decline: null, kind: null },
    { card: '4000000000000002', pm: 'pm_card_chargeDeclined', status: 'requires_payment_method', code: 'card_declined', decline: 'generic_decline', kind: 'declined' },
    { card: '4000000000009995', pm: 'pm_card_chargeDeclinedInsufficientFunds', status: 'requires_payment_method', code: 'card_declined', decline: 'insufficient_funds', kind: 'declined' },
    { card: '4000000000000069', pm: 'pm_card_chargeDeclinedExpiredCard', status: 'requires_payment_method', code: 'expired_card', decline: null, kind: 'invalid_card' },
    { card: '4000000000000127', pm: 'pm_card_chargeDeclinedIncorrectCvc', status: 'requires_payment_method', code: 'incorrect_cvc', decline: null, kind: 'invalid_card' },
    { card: '4000000000000119', pm: 'pm_card_chargeDeclinedProcessingError', status: 'requires_payment_method', code: 'processing_error', decline: null, kind: 'processing_failed' },
  ] as const;

  for (const c of cases) {
    it(`${c.card}: ${c.code ?? 'succeeded'} (simulator, API confirm and webhook)`, async (t) => {
      const hook = await receiver(t);
      const { fake, client } = await setup(t, { webhookUrl: hook.url });
      const viaSimulator = await client.createPaymentIntent({ amountMinor: 2_000, currency: 'usd', idempotencyKey: `sim-${c.card}` });
      const result = await fake.completeCheckout(viaSimulator.id, c.card);
      assert.equal(result.paymentIntent.status, c.status);
      assert.equal(result.error?.code ?? null, c.code);
      const after = await client.retrievePaymentIntent(viaSimulator.id);
      assert.equal(after.status, c.status);
      assert.equal(after.last_payment_error?.code ?? null, c.code);

      const viaApi = await client.createPaymentIntent({ amountMinor: 2_000, currency: 'usd', idempotencyKey: `api-${c.card}` });
      const confirm = client.confirmPaymentIntent(viaApi.id, { paymentMethod: c.pm, idempotencyKey: `confirm-${c.card}` });
      if (c.code === null) {
        assert.equal((await confirm).status, 'succeeded');
      } else {
        const error = await rejects(confirm, { status: 402, type: 'card_error', code: c.code, declineCode: c.decline });
        assert.equal(error.paymentIntent?.id, viaApi.id);
        assert.equal(error.paymentIntent?.status, 'requires_payment_method');
        assert.equal(classifyStripeFailure(error).kind, c.kind);
      }
      const events = hook.received.map((r) => verifyStripeWebhook(r.raw, r.headers['stripe-signature'], fake.state.webhookSecret, 300, fake.state.now()));
      assert.deepEqual(events.map((e) => e.type), Array(2).fill(c.code === null ? 'payment_intent.succeeded' : 'payment_intent.payment_failed'));
      assert.deepEqual(events.map((e) => (e.data.object as { id: string }).id), [viaSimulator.id, viaApi.id]);
    });
  }

  it('an unknown number is incorrect_number (invalid card); a succeeded intent cannot be confirmed again', async (t) => {
    const { fake, client } = await setup(t);
    const intent = await client.createPaymentIntent({ amountMinor: 2_000, currency: 'eur', idempotencyKey: 'k-unknown' });
    const { error } = await fake.completeCheckout(intent.id, '4111111111111112');
    assert.equal(error?.code, 'incorrect_number');
    assert.equal(classifyStripeFailure(error ?? {}).kind, 'invalid_card');
    await fake.completeCheckout(intent.id, '4242424242424242');
    await rejects(client.confirmPaymentIntent(intent.id, { paymentMethod: 'pm_card_visa', idempotencyKey: 'k-again' }), { status: 400, code: 'payment_intent_unexpected_state' });
  });

  it('the checkout page posts a card and redirects to return_url with redirect_status', async (t) => {
    const { fake, client } = await setup(t);
    const intent = await client.createPaymentIntent({ amountMinor: 9_900, currency: 'usd', idempotencyKey: 'k-page' });
    const returnUrl = 'https://app.example/brand/funding/return';
    const page = await fetch(`${fake.url}/checkout?payment_intent=${intent.id}&return_url=${encodeURIComponent(returnUrl)}`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /99\.00 USD/);
    const post = (card: string) =>
      fetch(`${fake.url}/checkout/confirm`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ payment_intent: intent.id, return_url: returnUrl, card_number: card }) });
    const declined = new URL((await post('4000000000000002')).headers.get('location') ?? '');
    assert.equal(declined.searchParams.get('redirect_status'), 'failed');
    const paid = await post('4242 4242 4242 4242');
    assert.equal(paid.status, 302);
    const location = new URL(paid.headers.get('location') ?? '');
    assert.equal(`${location.origin}${location.pathname}`, returnUrl);
    assert.equal(location.searchParams.get('payment_intent'), intent.id);
    assert.equal(location.searchParams.get('redirect_status'), 'succeeded');
    assert.equal(location.searchParams.get('payment_intent_client_secret'), intent.client_secret);
  });
});

describe('Stripe webhook signatures', () => {
  const secret = 'whsec_test_secret';
  const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', object: 'payment_intent' } } });
  const at = new Date('2026-09-10T10:00:00Z');
  const t0 = Math.floor(at.getTime() / 1000);

  const failure = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      assert.ok(error instanceof StripeWebhookError, String(error));
      return error.reason;
    }
    return assert.fail('expected a StripeWebhookError');
  };

  it('accepts a valid header (any v1 of several), within the tolerance both ways', () => {
    assert.equal(verifyStripeWebhook(body, stripeSignatureHeader(body, secret, t0), secret, 300, at).id, 'evt_1');
    assert.equal(verifyStripeWebhook(Buffer.from(body), stripeSignatureHeader(body, ['whsec_other', secret], t0 - 300), secret, 300, at).type, 'payment_intent.succeeded');
    assert.equal(verifyStripeWebhook(body, stripeSignatureHeader(body, secret, t0 + 300), secret, 300, at).id, 'evt_1');
  });

  it('rejects a tampered body, a wrong secret, a malformed header, stale and future timestamps', () => {
    const header = stripeSignatureHeader(body, secret, t0);
    assert.equal(failure(() => verifyStripeWebhook(body.replace('pi_1', 'pi_2'), header, secret, 300, at)), 'bad_signature');
    assert.equal(failure(() => verifyStripeWebhook(body, header, 'whsec_wrong', 300, at)), 'bad_signature');
    assert.equal(failure(() => verifyStripeWebhook(body, 'garbage', secret, 300, at)), 'malformed_header');
    assert.equal(failure(() => verifyStripeWebhook(body, undefined, secret, 300, at)), 'malformed_header');
    assert.equal(failure(() => verifyStripeWebhook(body, stripeSignatureHeader(body, secret, t0 - 301), secret, 300, at)), 'stale_timestamp');
    assert.equal(failure(() => verifyStripeWebhook(body, stripeSignatureHeader(body, secret, t0 + 301), secret, 300, at)), 'future_timestamp');
    assert.equal(failure(() => verifyStripeWebhook(body, stripeSignatureHeader(body, secret, t0 - 60), secret, 30, at)), 'stale_timestamp');
  });

  it('the fake signs with a skewed timestamp when asked; retries re-sign with the attempt time', async (t) => {
    const hook = await receiver(t, [500]);
    const { fake, client, advance } = await setup(t, { webhookUrl: hook.url });
    const stale = await client.createPaymentIntent({ amountMinor: 1_000, currency: 'usd', idempotencyKey: 'k-skew-1' });
    await fake.completeCheckout(stale.id, '4242424242424242', { signatureSkewSeconds: -600 });
    advance(60_000);
    await fake.deliverWebhooks();
    assert.deepEqual(fake.state.webhooks.attempts.map((a) => [a.attempt, a.status]), [[1, 500], [2, 200]]);
    const [first, second] = hook.received;
    assert.notEqual(first.headers['stripe-signature'], second.headers['stripe-signature'], 'each attempt has its own t=');
    assert.equal(failure(() => verifyStripeWebhook(second.raw, second.headers['stripe-signature'], fake.state.webhookSecret, 300, fake.state.now())), 'stale_timestamp');
    const future = await client.createPaymentIntent({ amountMinor: 1_000, currency: 'usd', idempotencyKey: 'k-skew-2' });
    await fake.completeCheckout(future.id, '4000000000000002', { signatureSkewSeconds: 900, duplicate: true });
    const [dupA, dupB] = hook.received.slice(2);
    assert.equal(JSON.parse(dupA.raw.toString()).id, JSON.parse(dupB.raw.toString()).id, 'a duplicate carries the same event id');
    assert.equal(failure(() => verifyStripeWebhook(dupA.raw, dupA.headers['stripe-signature'], fake.state.webhookSecret, 300, fake.state.now())), 'future_timestamp');
  });
});

describe('PaymentFailure classification', () => {
  it('maps Stripe and Razorpay failures to declined / invalid_card / processing_failed', () => {
    assert.equal(classifyStripeFailure({ type: 'card_error', code: 'card_declined', declineCode: 'generic_decline' }).kind, 'declined');
    assert.equal(classifyStripeFailure({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }).kind, 'declined');
    assert.equal(classifyStripeFailure({ type: 'card_error', code: 'card_declined', declineCode: 'expired_card' }).kind, 'invalid_card');
    assert.equal(classifyStripeFailure({ type: 'card_error', code: 'incorrect_cvc' }).kind, 'invalid_card');
    assert.equal(classifyStripeFailure({ type: 'card_error', code: 'processing_error' }).kind, 'processing_failed');
    assert.equal(classifyStripeFailure({ type: 'api_error' }).retryable, true);
    assert.equal(classifyRazorpayFailure({ code: 'BAD_REQUEST_ERROR', reason: 'payment_declined' }).kind, 'declined');
    const cancelled = classifyRazorpayFailure({ code: 'BAD_REQUEST_ERROR', reason: 'payment_cancelled' });
    assert.deepEqual([cancelled.kind, cancelled.userCancelled], ['declined', true]);
    assert.equal(classifyRazorpayFailure({ code: 'BAD_REQUEST_ERROR', reason: 'card_expired' }).kind, 'invalid_card');
    assert.equal(classifyRazorpayFailure({ code: 'GATEWAY_ERROR', reason: 'payment_failed' }).kind, 'processing_failed');
    assert.equal(classifyRazorpayFailure({ code: 'BAD_REQUEST_ERROR', reason: 'bank_technical_error' }).kind, 'processing_failed');
  });
});
