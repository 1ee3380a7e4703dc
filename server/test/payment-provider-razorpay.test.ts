import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { RazorpayError, createRazorpayClient } from '../src/integrations/razorpay/razorpay.client';
import { startRazorpayFake, type RazorpayFakeOptions } from '../src/integrations/razorpay/razorpay.fake';
import { paymentSignature, signWebhook, verifyPaymentSignature, verifyWebhookSignature } from '../src/integrations/razorpay/razorpay-signatures';
import type { RazorpayCheckoutFailure, RazorpayCheckoutSuccess, RazorpayWebhookEnvelope } from '../src/integrations/razorpay/razorpay.types';

interface Received {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/** A webhook receiver on a free port; answers the statuses in `script` first, then 200. */
async function receiver(t: TestContext, script: number[] = []) {
  const received: Received[] = [];
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
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/razorpay`, received };
}

async function setup(t: TestContext, options: RazorpayFakeOptions = {}) {
  const clock = { now: new Date('2026-09-10T10:00:00Z') };
  const fake = await startRazorpayFake({ now: () => clock.now, ...options });
  t.after(() => fake.close());
  const client = createRazorpayClient({ baseUrl: fake.url, keyId: fake.state.keyId, keySecret: fake.state.keySecret });
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { fake, client, clock, advance };
}

async function rejects(promise: Promise<unknown>, expected: Partial<Pick<RazorpayError, 'status' | 'code' | 'field' | 'reason'>> & { description?: RegExp | string }) {
  const error = await promise.then(
    () => assert.fail('expected a RazorpayError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof RazorpayError, String(error));
  for (const key of ['status', 'code', 'field', 'reason'] as const) if (key in expected) assert.equal(error[key], expected[key], key);
  if (expected.description instanceof RegExp) assert.match(error.description, expected.description);
  else if (expected.description) assert.equal(error.description, expected.description);
  return error;
}

const envelope = (raw: Buffer) => JSON.parse(raw.toString('utf8')) as RazorpayWebhookEnvelope<Record<string, { entity: Record<string, unknown> }>>;

describe('Razorpay client against the fake', () => {
  it('creates an order, pays it through Checkout, and reads it and its payments back', async (t) => {
    const { fake, client } = await setup(t);
    const order = await client.createOrder({ amountPaise: 250_000, receipt: 'fund-0001-attempt-1', notes: { campaign: 'c-1' } });
    assert.match(order.id, /^order_[A-Za-z0-9]{14}$/);
    assert.deepEqual(
      { entity: order.entity, amount: order.amount, amount_paid: order.amount_paid, amount_due: order.amount_due, currency: order.currency, receipt: order.receipt, status: order.status, attempts: order.attempts, notes: order.notes },
      { entity: 'order', amount: 250_000, amount_paid: 0, amount_due: 250_000, currency: 'INR', receipt: 'fund-0001-attempt-1', status: 'created', attempts: 0, notes: { campaign: 'c-1' } },
    );
    assert.equal(order.created_at, Math.floor(Date.parse('2026-09-10T10:00:00Z') / 1000));

    const result = (await fake.completeCheckout(order.id, 'success')) as RazorpayCheckoutSuccess;
    assert.equal(result.razorpay_order_id, order.id);
    assert.match(result.razorpay_payment_id, /^pay_/);
    assert.ok(verifyPaymentSignature(order.id, result.razorpay_payment_id, result.razorpay_signature, fake.state.keySecret));

    const paid = await client.fetchOrder(order.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.amount_paid, 250_000);
    assert.equal(paid.amount_due, 0);
    assert.equal(paid.attempts, 1);
    const payments = await client.fetchOrderPayments(order.id);
    assert.equal(payments.length, 1);
    assert.equal(payments[0].id, result.razorpay_payment_id);
    assert.equal(payments[0].status, 'captured');
    assert.equal(payments[0].captured, true);
    const one = await client.fetchPayment(result.razorpay_payment_id);
    assert.deepEqual([one.id, one.order_id, one.status, one.amount], [result.razorpay_payment_id, order.id, 'captured', 250_000]);
    await assert.rejects(client.fetchPayment('pay_missing000000'), (error: RazorpayError) => error.status === 400 && /does not exist/.test(error.description ?? ''));
  });

  it('a declined attempt leaves the order attempted with a failed payment; a later success pays it', async (t) => {
    const { fake, client } = await setup(t);
    const order = await client.createOrder({ amountPaise: 10_000, receipt: 'r-decline' });
    const declined = (await fake.completeCheckout(order.id, 'decline')) as RazorpayCheckoutFailure;
    assert.equal(declined.error.code, 'BAD_REQUEST_ERROR');
    assert.match(declined.error.description, /^Your payment has been declined/);
    assert.equal(declined.error.reason, 'payment_declined');
    assert.equal(declined.error.metadata.order_id, order.id);
    const cancelled = (await fake.completeCheckout(order.id, 'cancel')) as RazorpayCheckoutFailure;
    assert.equal(cancelled.error.reason, 'payment_cancelled');
    const attempted = await client.fetchOrder(order.id);
    assert.equal(attempted.status, 'attempted');
    assert.equal(attempted.attempts, 2);
    const failed = await client.fetchOrderPayments(order.id);
    assert.deepEqual(failed.map((p) => [p.status, p.error_reason]).sort(), [['failed', 'payment_cancelled'], ['failed', 'payment_declined']]);
    await fake.completeCheckout(order.id, 'success');
    assert.equal((await client.fetchOrder(order.id)).status, 'paid');
    await assert.rejects(fake.completeCheckout(order.id, 'success'), /already paid/);
  });

  it('answers every documented validation error with the error envelope and its field', async (t) => {
    const { client } = await setup(t);
    await rejects(client.createOrder({ amountPaise: 99, receipt: 'r' }), { status: 400, code: 'BAD_REQUEST_ERROR', field: 'amount', reason: 'input_validation_failed', description: 'The amount must be at least INR 1.00' });
    await rejects(client.createOrder({ amountPaise: 100.5, receipt: 'r' }), { status: 400, field: 'amount', description: /integer/ });
    await rejects(client.createOrder({ amountPaise: 100, receipt: 'x'.repeat(41) }), { status: 400, field: 'receipt' });
    await rejects(client.createOrder({ amountPaise: 100, receipt: 'r', currency: 'USD' as 'INR' }), { status: 400, field: 'currency' });
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']));
    await rejects(client.createOrder({ amountPaise: 100, receipt: 'r', notes }), { status: 400, field: 'notes' });
    await rejects(client.createOrder({ amountPaise: 100, receipt: 'r', notes: { long: 'x'.repeat(257) } }), { status: 400, field: 'notes' });
    const ok = await client.createOrder({ amountPaise: 100, receipt: 'x'.repeat(40) });
    assert.equal(ok.amount, 100);
    await rejects(client.fetchOrder('order_doesnotexist00'), { status: 400, code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' });
  });

  it('a wrong key secret gets 401 "Authentication failed" with NA parts read as null', async (t) => {
    const { fake } = await setup(t);
    const wrong = createRazorpayClient({ baseUrl: fake.url, keyId: fake.state.keyId, keySecret: 'not-the-secret' });
    const error = await rejects(wrong.createOrder({ amountPaise: 100, receipt: 'r' }), { status: 401, code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' });
    assert.equal(error.source, null);
    assert.equal(error.field, null);
    assert.equal(error.retryable, false);
  });

  it('a network failure is a retryable RazorpayError without a status (no credentials in the message)', async () => {
    const fake = await startRazorpayFake();
    const url = fake.url;
    await fake.close();
    const client = createRazorpayClient({ baseUrl: url, keyId: 'rzp_test_x', keySecret: 'secret-value' });
    const error = await rejects(client.fetchOrder('order_x'), { status: null, code: 'NETWORK_ERROR' });
    assert.equal(error.retryable, true);
    assert.doesNotMatch(error.message, /secret-value/);
  });
});

describe('Razorpay signatures', () => {
  it('payment signature is hex HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const signature = paymentSignature('order_A', 'pay_B', 'key_secret');
    assert.match(signature, /^[0-9a-f]{64}$/);
    assert.ok(verifyPaymentSignature('order_A', 'pay_B', signature, 'key_secret'));
    assert.ok(verifyPaymentSignature('order_A', 'pay_B', signature.toUpperCase(), 'key_secret'));
    assert.ok(!verifyPaymentSignature('order_OTHER', 'pay_B', signature, 'key_secret'), 'another order id (the one posted back by the browser must not be trusted)');
    assert.ok(!verifyPaymentSignature('order_A', 'pay_B', signature, 'wrong_secret'));
    assert.ok(!verifyPaymentSignature('order_A', 'pay_B', signature.slice(0, 10), 'key_secret'));
    assert.ok(!verifyPaymentSignature('order_A', 'pay_B', 'zz', 'key_secret'));
  });

  it('webhook signature covers the raw body; rotated secrets are accepted', () => {
    const raw = Buffer.from('{"entity":"event","event":"order.paid"}');
    const signature = signWebhook(raw, 'old_secret');
    assert.ok(verifyWebhookSignature(raw, signature, ['old_secret']));
    assert.ok(verifyWebhookSignature(raw.toString('utf8'), signature, ['new_secret', 'old_secret']), 'an event signed before the rotation');
    assert.ok(!verifyWebhookSignature(Buffer.from('{"entity":"event","event":"order.paid" }'), signature, ['old_secret']), 'tampered / re-serialised body');
    assert.ok(!verifyWebhookSignature(raw, signature, ['new_secret']), 'wrong secret');
    assert.ok(!verifyWebhookSignature(raw, undefined, ['old_secret']));
    assert.ok(!verifyWebhookSignature(raw, signature, []));
  });
});

describe('Razorpay fake webhooks', () => {
  it('success sends payment.captured then order.paid, signed over the raw body with event ids', async (t) => {
    const hook = await receiver(t);
    const { fake, client } = await setup(t, { webhookUrl: hook.url });
    const order = await client.createOrder({ amountPaise: 50_000, receipt: 'r-hooks' });
    const result = (await fake.completeCheckout(order.id, 'success')) as RazorpayCheckoutSuccess;
    assert.equal(hook.received.length, 2);
    const [captured, paid] = hook.received.map((r) => ({ r, body: envelope(r.raw) }));
    assert.equal(captured.body.event, 'payment.captured');
    assert.equal(paid.body.event, 'order.paid');
    for (const { r, body } of [captured, paid]) {
      assert.ok(verifyWebhookSignature(r.raw, r.headers['x-razorpay-signature'], [fake.state.webhookSecret]));
      assert.ok(!verifyWebhookSignature(r.raw, r.headers['x-razorpay-signature'], [fake.state.keySecret]), 'signed with the webhook secret, not the key secret');
      assert.match(String(r.headers['x-razorpay-event-id']), /^evt_/);
      assert.equal(body.entity, 'event');
      assert.equal(body.account_id, fake.state.accountId);
      assert.equal(typeof body.created_at, 'number');
    }
    assert.deepEqual(captured.body.contains, ['payment']);
    assert.deepEqual(paid.body.contains, ['payment', 'order']);
    assert.equal(captured.body.payload.payment.entity.id, result.razorpay_payment_id);
    assert.equal(paid.body.payload.order.entity.status, 'paid');
    assert.equal(paid.body.payload.payment.entity.order_id, order.id);
    assert.notEqual(captured.r.headers['x-razorpay-event-id'], paid.r.headers['x-razorpay-event-id']);
  });

  it('a decline sends a signed payment.failed carrying the error reason', async (t) => {
    const hook = await receiver(t);
    const { fake, client } = await setup(t, { webhookUrl: hook.url });
    const order = await client.createOrder({ amountPaise: 50_000, receipt: 'r-failed' });
    await fake.completeCheckout(order.id, 'decline');
    assert.equal(hook.received.length, 1);
    const body = envelope(hook.received[0].raw);
    assert.equal(body.event, 'payment.failed');
    assert.equal(body.payload.payment.entity.status, 'failed');
    assert.equal(body.payload.payment.entity.error_reason, 'payment_declined');
  });

  it('delivers duplicates (same event id) and out of order when asked', async (t) => {
    const hook = await receiver(t);
    const { fake, client } = await setup(t, { webhookUrl: hook.url });
    const order = await client.createOrder({ amountPaise: 50_000, receipt: 'r-dup' });
    await fake.completeCheckout(order.id, 'success', { duplicate: true, outOfOrder: true });
    const seen = hook.received.map((r) => [envelope(r.raw).event, String(r.headers['x-razorpay-event-id'])]);
    assert.deepEqual(seen.map(([event]) => event), ['order.paid', 'order.paid', 'payment.captured', 'payment.captured']);
    assert.equal(seen[0][1], seen[1][1]);
    assert.equal(seen[2][1], seen[3][1]);
    assert.deepEqual(hook.received[0].raw, hook.received[1].raw);
  });

  it('held events can be delivered newest first, and a late copy redelivered', async (t) => {
    const hook = await receiver(t);
    const { fake, client } = await setup(t, { webhookUrl: hook.url, autoDeliverWebhooks: false });
    const first = await client.createOrder({ amountPaise: 10_000, receipt: 'r-1' });
    await fake.completeCheckout(first.id, 'decline');
    await fake.completeCheckout(first.id, 'success');
    assert.equal(hook.received.length, 0);
    await fake.deliverWebhooks({ reverse: true });
    assert.deepEqual(hook.received.map((r) => envelope(r.raw).event), ['order.paid', 'payment.captured', 'payment.failed']);
    fake.state.webhooks.redeliver(String(hook.received[2].headers['x-razorpay-event-id']));
    await fake.deliverWebhooks();
    assert.equal(envelope(hook.received[3].raw).event, 'payment.failed', 'a late payment.failed after the order was paid');
  });

  it('retries non-2xx answers with backoff on the fake clock, recording every attempt, then disables after 24 h', async (t) => {
    const hook = await receiver(t, [500, 503]);
    const { fake, client, advance } = await setup(t, { webhookUrl: hook.url });
    const order = await client.createOrder({ amountPaise: 10_000, receipt: 'r-retry' });
    await fake.completeCheckout(order.id, 'decline');
    assert.deepEqual(fake.state.webhooks.attempts.map((a) => [a.event, a.attempt, a.status]), [['payment.failed', 1, 500]]);
    assert.deepEqual(await fake.deliverWebhooks(), [], 'not due before the backoff');
    advance(60_000);
    await fake.deliverWebhooks();
    advance(2 * 60_000);
    await fake.deliverWebhooks();
    assert.deepEqual(fake.state.webhooks.attempts.map((a) => [a.attempt, a.status]), [[1, 500], [2, 503], [3, 200]]);
    assert.equal(fake.state.webhooks.pending.length, 0);
    const ids = new Set(hook.received.map((r) => r.headers['x-razorpay-event-id']));
    assert.equal(ids.size, 1, 'a retry carries the same event id');

    // A receiver that never answers 2xx: abandoned and the webhook disabled once 24 h have passed.
    const down = await receiver(t, Array.from({ length: 50 }, () => 500));
    fake.state.webhooks.url = down.url;
    const again = await client.createOrder({ amountPaise: 10_000, receipt: 'r-down' });
    await fake.completeCheckout(again.id, 'decline');
    for (let i = 0; i < 20 && !fake.state.webhooks.disabled; i += 1) {
      const next = fake.state.webhooks.pending[0]?.nextAttemptAt;
      if (!next) break;
      advance(next.getTime() - fake.state.now().getTime());
      await fake.deliverWebhooks();
    }
    assert.equal(fake.state.webhooks.disabled, true);
    assert.equal(fake.state.webhooks.abandoned.length, 1);
    const span = down.received.length;
    assert.ok(span >= 10 && span <= 12, `attempts over 24 h: ${span}`);
  });

  it('events created after a secret rotation are signed with the new secret; older ones still verify with the old', async (t) => {
    const hook = await receiver(t);
    const { fake, client } = await setup(t, { webhookUrl: hook.url, webhookSecret: 'whs_old' });
    const a = await client.createOrder({ amountPaise: 10_000, receipt: 'r-a' });
    await fake.completeCheckout(a.id, 'decline');
    fake.rotateWebhookSecret('whs_new');
    const b = await client.createOrder({ amountPaise: 10_000, receipt: 'r-b' });
    await fake.completeCheckout(b.id, 'decline');
    const [before, after] = hook.received;
    assert.ok(verifyWebhookSignature(before.raw, before.headers['x-razorpay-signature'], ['whs_new', 'whs_old']));
    assert.ok(!verifyWebhookSignature(before.raw, before.headers['x-razorpay-signature'], ['whs_new']));
    assert.ok(verifyWebhookSignature(after.raw, after.headers['x-razorpay-signature'], ['whs_new']));
  });
});

describe('Razorpay fake Checkout page', () => {
  const hidden = (html: string) => Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1].replace(/&quot;/g, '"'), m[2].replace(/&quot;/g, '"')]));

  it('shows Pay / Decline / Cancel and posts the signed result (or the error) to callback_url', async (t) => {
    const { fake, client } = await setup(t);
    const order = await client.createOrder({ amountPaise: 12_345, receipt: 'r-page' });
    const callback = 'https://app.example/api/v1/payments/razorpay/callback';
    const page = await fetch(`${fake.url}/checkout?order_id=${order.id}&callback_url=${encodeURIComponent(callback)}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /₹123\.45/);
    for (const label of ['Pay', 'Decline', 'Cancel']) assert.match(html, new RegExp(`>${label}</button>`));

    const submit = (outcome: string) =>
      fetch(`${fake.url}/checkout/complete`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ order_id: order.id, callback_url: callback, outcome }) });
    const cancelled = await (await submit('cancel')).text();
    assert.match(cancelled, new RegExp(`action="${callback.replace(/[/.]/g, '\\$&')}"`));
    const cancelFields = hidden(cancelled);
    assert.equal(cancelFields['error[reason]'], 'payment_cancelled');
    assert.equal(JSON.parse(cancelFields['error[metadata]']).order_id, order.id);

    const paid = hidden(await (await submit('success')).text());
    assert.equal(paid.razorpay_order_id, order.id);
    assert.ok(verifyPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature, fake.state.keySecret));
    assert.equal((await submit('success')).status, 409);
    assert.equal((await fetch(`${fake.url}/checkout?order_id=order_nope&callback_url=${encodeURIComponent(callback)}`)).status, 404);
  });
});
