import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { StripeProviderError, createStripeClient } from '../src/integrations/stripe/stripe.client';
import { startStripeFake, type StripeFakeOptions } from '../src/integrations/stripe/stripe.fake';
import { verifyStripeWebhook } from '../src/integrations/stripe/stripe-webhook';

/**
 * Stripe refunds (docs/payment-providers.md "Stripe"): the real client (stripe-node) against the fake over HTTP.
 * Refunds of unused escrow use them; the same idempotency key must never refund twice.
 */
async function receiver(t: TestContext) {
  const received: { headers: IncomingHttpHeaders; raw: Buffer }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`, received };
}

async function paidIntent(t: TestContext, options: StripeFakeOptions = {}, amountMinor = 10_000) {
  const hook = await receiver(t);
  const clock = { now: new Date('2026-09-10T10:00:00Z') };
  const fake = await startStripeFake({ now: () => clock.now, webhookUrl: hook.url, ...options });
  t.after(() => fake.close());
  const client = createStripeClient({ baseUrl: fake.url, secretKey: fake.state.secretKey });
  const intent = await client.createPaymentIntent({ amountMinor, currency: 'usd', idempotencyKey: `funding-${amountMinor}` });
  await fake.completeCheckout(intent.id, '4242424242424242');
  hook.received.length = 0;
  const events = () => hook.received.map((r) => verifyStripeWebhook(r.raw, r.headers['stripe-signature'], fake.state.webhookSecret, 300, clock.now));
  return { fake, client, intent, events };
}

async function rejects(promise: Promise<unknown>, expected: Partial<Pick<StripeProviderError, 'status' | 'type' | 'code' | 'param'>>) {
  const error = await promise.then(
    () => assert.fail('expected a StripeProviderError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof StripeProviderError, String(error));
  for (const [key, value] of Object.entries(expected)) assert.equal(error[key as keyof typeof expected], value, key);
  return error;
}

describe('Stripe refunds (client and fake)', () => {
  it('refunds part of a payment (succeeded at once, like test-mode cards), retrievable, with charge.refunded', async (t) => {
    const { client, intent, events } = await paidIntent(t);
    const refund = await client.createRefund({ paymentIntentId: intent.id, amountMinor: 2_500, idempotencyKey: 'refund-a', metadata: { funding_refund_id: 'r-1' } });
    assert.match(refund.id, /^re_/);
    assert.equal(refund.status, 'succeeded');
    assert.equal(refund.amount, 2_500);
    assert.equal(refund.payment_intent, intent.id);
    assert.deepEqual(refund.metadata, { funding_refund_id: 'r-1' });
    assert.equal((await client.retrieveRefund(refund.id)).status, 'succeeded');
    const [event] = events();
    assert.equal(event?.type, 'charge.refunded');
    const charge = event!.data.object as { amount_refunded: number; refunded: boolean; payment_intent: string };
    assert.deepEqual([charge.amount_refunded, charge.refunded, charge.payment_intent], [2_500, false, intent.id]);
  });

  it('the same key and params answer the same refund; other params with the key are an idempotency_error', async (t) => {
    const { fake, client, intent } = await paidIntent(t);
    const first = await client.createRefund({ paymentIntentId: intent.id, amountMinor: 4_000, idempotencyKey: 'refund-same' });
    const again = await client.createRefund({ paymentIntentId: intent.id, amountMinor: 4_000, idempotencyKey: 'refund-same' });
    assert.equal(again.id, first.id);
    assert.equal(fake.state.refunds.refunds.size, 1);
    await rejects(client.createRefund({ paymentIntentId: intent.id, amountMinor: 4_001, idempotencyKey: 'refund-same' }), { status: 400, type: 'idempotency_error' });
    assert.equal(fake.state.refunds.refunds.size, 1);
  });

  it('refuses more than what is left of the charge, a fully refunded charge, and a payment that did not succeed', async (t) => {
    const { client, intent } = await paidIntent(t);
    await client.createRefund({ paymentIntentId: intent.id, amountMinor: 7_000, idempotencyKey: 'refund-1' });
    const over = await rejects(client.createRefund({ paymentIntentId: intent.id, amountMinor: 3_001, idempotencyKey: 'refund-2' }), { status: 400, type: 'invalid_request_error', param: 'amount' });
    assert.match(over.message, /greater than unrefunded amount on charge \(\$30\.00\)/);
    // A refused request is not stored for its key: the right amount with the same key goes through.
    await client.createRefund({ paymentIntentId: intent.id, amountMinor: 3_000, idempotencyKey: 'refund-2' });
    await rejects(client.createRefund({ paymentIntentId: intent.id, amountMinor: 1, idempotencyKey: 'refund-3' }), { status: 400, code: 'charge_already_refunded' });
    const unpaid = await client.createPaymentIntent({ amountMinor: 5_000, currency: 'usd', idempotencyKey: 'unpaid' });
    await rejects(client.createRefund({ paymentIntentId: unpaid.id, amountMinor: 100, idempotencyKey: 'refund-4' }), { status: 400, code: 'charge_not_refundable' });
    await rejects(client.createRefund({ paymentIntentId: 'pi_missing', amountMinor: 100, idempotencyKey: 'refund-5' }), { status: 404, code: 'resource_missing' });
    await rejects(client.retrieveRefund('re_missing'), { status: 404, code: 'resource_missing' });
  });

  it('a pending refund settles as succeeded or failed with refund.updated; a failed one frees its amount', async (t) => {
    const { fake, client, intent, events } = await paidIntent(t, { refundsStartAs: 'pending' });
    const pending = await client.createRefund({ paymentIntentId: intent.id, amountMinor: 10_000, idempotencyKey: 'refund-p' });
    assert.equal(pending.status, 'pending');
    await rejects(client.createRefund({ paymentIntentId: intent.id, amountMinor: 1, idempotencyKey: 'refund-q' }), { status: 400, code: 'charge_already_refunded' });
    await fake.settleRefund(pending.id, 'failed', { failureReason: 'expired_or_canceled_card' });
    const failed = await client.retrieveRefund(pending.id);
    assert.deepEqual([failed.status, failed.failure_reason], ['failed', 'expired_or_canceled_card']);
    const retry = await client.createRefund({ paymentIntentId: intent.id, amountMinor: 10_000, idempotencyKey: 'refund-r' });
    await fake.settleRefund(retry.id, 'succeeded');
    assert.equal((await client.retrieveRefund(retry.id)).status, 'succeeded');
    assert.deepEqual(events().map((e) => [e.type, (e.data.object as { status?: string }).status]), [
      ['charge.refunded', 'succeeded'],
      ['refund.updated', 'failed'],
      ['charge.refunded', 'succeeded'],
      ['refund.updated', 'succeeded'],
    ]);
    assert.throws(() => fake.state.refunds.settle(retry.id, 'failed'), /not pending/);
  });
});
