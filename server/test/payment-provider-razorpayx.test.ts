import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { verifyWebhookSignature } from '../src/integrations/razorpay/razorpay-signatures';
import { RazorpayXError, createRazorpayXClient, payoutIdempotencyKey, type CreatePayoutInput } from '../src/integrations/razorpayx/razorpayx.client';
import { startRazorpayXFake, type RazorpayXFakeOptions } from '../src/integrations/razorpayx/razorpayx.fake';
import type { RazorpayXPayout } from '../src/integrations/razorpayx/razorpayx.types';

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
  const events = () => received.map((r) => JSON.parse(r.raw.toString('utf8')) as { event: string; contains: string[]; payload: { payout: { entity: RazorpayXPayout } } });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/razorpayx`, received, events };
}

async function setup(t: TestContext, options: RazorpayXFakeOptions = {}) {
  const clock = { now: new Date('2026-09-10T10:00:00Z') };
  const fake = await startRazorpayXFake({ now: () => clock.now, ...options });
  t.after(() => fake.close());
  const client = createRazorpayXClient({ baseUrl: fake.url, keyId: fake.state.keyId, keySecret: fake.state.keySecret, accountNumber: fake.state.accountNumber });
  const advanceClock = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  const contact = await client.createContact({ name: 'Ivy Creator', email: 'ivy@example.com', contact: '9000000001', type: 'vendor', referenceId: 'creator-ivy' });
  const upi = await client.createFundAccount({ contactId: contact.id, vpa: { address: 'ivy@okaxis' } });
  const payout = (overrides: Partial<CreatePayoutInput> = {}): CreatePayoutInput => ({
    fundAccountId: upi.id,
    amountPaise: 500_000,
    mode: 'UPI',
    purpose: 'payout',
    referenceId: 'ledger-line-0001',
    narration: 'InfluenceHub payout',
    idempotencyKey: payoutIdempotencyKey('ledger-line-0001'),
    ...overrides,
  });
  return { fake, client, clock, advanceClock, contact, upi, payout };
}

async function rejects(promise: Promise<unknown>, expected: { status?: number; code?: string; field?: string | null; description?: RegExp }) {
  const error = await promise.then(
    () => assert.fail('expected a RazorpayXError'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof RazorpayXError, String(error));
  assert.equal(error.provider, 'razorpayx');
  if (expected.status !== undefined) assert.equal(error.status, expected.status);
  assert.equal(error.code, expected.code ?? 'BAD_REQUEST_ERROR');
  if (expected.field !== undefined) assert.equal(error.field, expected.field);
  if (expected.description) assert.match(error.description, expected.description);
  return error;
}

describe('RazorpayX contacts and fund accounts', () => {
  it('creates a contact and vpa / bank fund accounts; the same details return the existing fa_', async (t) => {
    const { client, contact, upi } = await setup(t);
    assert.match(contact.id, /^cont_/);
    assert.equal(contact.reference_id, 'creator-ivy');
    assert.match(upi.id, /^fa_/);
    assert.deepEqual(upi.vpa, { username: 'ivy', handle: 'okaxis', address: 'ivy@okaxis' });
    const again = await client.createFundAccount({ contactId: contact.id, vpa: { address: 'ivy@okaxis' } });
    assert.equal(again.id, upi.id);
    const bank = await client.createFundAccount({ contactId: contact.id, bankAccount: { name: 'Ivy Creator', ifsc: 'HDFC0000053', accountNumber: '765432123456789' } });
    assert.equal(bank.account_type, 'bank_account');
    assert.equal(bank.bank_account?.ifsc, 'HDFC0000053');
    assert.equal((await client.createFundAccount({ contactId: contact.id, bankAccount: { name: 'Ivy Creator', ifsc: 'HDFC0000053', accountNumber: '765432123456789' } })).id, bank.id);
    assert.notEqual((await client.createFundAccount({ contactId: contact.id, vpa: { address: 'ivy@okicici' } })).id, upi.id);
  });

  it('refuses invalid contacts and fund account details with the field', async (t) => {
    const { client, contact } = await setup(t);
    await rejects(client.createContact({ name: '' }), { status: 400, field: 'name' });
    await rejects(client.createContact({ name: 'Ivy', referenceId: 'x'.repeat(41) }), { status: 400, field: 'reference_id' });
    await rejects(client.createFundAccount({ contactId: 'cont_nope', vpa: { address: 'a@b' } }), { status: 400, field: 'contact_id' });
    await rejects(client.createFundAccount({ contactId: contact.id, vpa: { address: 'no-at-sign' } }), { status: 400, field: 'address' });
    await rejects(client.createFundAccount({ contactId: contact.id, vpa: { address: 'a@b@c' } }), { status: 400, field: 'address' });
    await rejects(client.createFundAccount({ contactId: contact.id, bankAccount: { name: 'Iv', ifsc: 'HDFC0000053', accountNumber: '12345' } }), { field: 'name' });
    await rejects(client.createFundAccount({ contactId: contact.id, bankAccount: { name: 'Ivy', ifsc: 'HDFC053', accountNumber: '12345' } }), { field: 'ifsc' });
    await rejects(client.createFundAccount({ contactId: contact.id, bankAccount: { name: 'Ivy', ifsc: 'HDFC0000053', accountNumber: '1234' } }), { field: 'account_number' });
  });

  it('wrong credentials get the 401 envelope', async (t) => {
    const { fake } = await setup(t);
    const wrong = createRazorpayXClient({ baseUrl: fake.url, keyId: fake.state.keyId, keySecret: 'nope', accountNumber: fake.state.accountNumber });
    await rejects(wrong.fetchPayout('pout_x'), { status: 401, description: /Authentication failed/ });
  });
});

describe('RazorpayX payouts: idempotency and validation', () => {
  it('a payout carries the ledger-derived key; the same key and body replay the same payout', async (t) => {
    const { fake, client, payout } = await setup(t);
    const first = await client.createPayout(payout());
    assert.match(first.id, /^pout_/);
    assert.equal(first.status, 'processing');
    assert.equal(first.mode, 'UPI');
    assert.equal(first.fees, 590);
    assert.equal(first.tax, 90);
    assert.equal(first.reference_id, 'ledger-line-0001');
    const replay = await client.createPayout(payout());
    assert.equal(replay.id, first.id);
    assert.equal(fake.state.payouts.size, 1);
    assert.equal(fake.state.balance, 1_000_000_00 - 500_000 - 590);
    assert.equal(payoutIdempotencyKey('ledger-line-0001'), payout().idempotencyKey, 'stable per ledger line');
    assert.match(payoutIdempotencyKey('ledger-line-0001'), /^[A-Za-z0-9_-]{4,36}$/);
    assert.notEqual(payoutIdempotencyKey('ledger-line-0002'), payoutIdempotencyKey('ledger-line-0001'));
    assert.deepEqual(await client.fetchPayout(first.id), { ...first });
  });

  it('the same key with another body is a 400 naming X-Payout-Idempotency', async (t) => {
    const { client, payout } = await setup(t);
    await client.createPayout(payout());
    await rejects(client.createPayout(payout({ amountPaise: 500_001 })), { status: 400, field: 'X-Payout-Idempotency', description: /Different request body/ });
  });

  it('a missing or malformed X-Payout-Idempotency header is a 400; the client refuses to send without one', async (t) => {
    const { fake, upi } = await setup(t);
    const body = JSON.stringify({ account_number: fake.state.accountNumber, fund_account_id: upi.id, amount: 1000, currency: 'INR', mode: 'UPI', purpose: 'payout' });
    const headers = { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${fake.state.keyId}:${fake.state.keySecret}`).toString('base64')}` };
    const missing = await fetch(`${fake.url}/v1/payouts`, { method: 'POST', headers, body });
    assert.equal(missing.status, 400);
    const envelope = (await missing.json()) as { error: { code: string; field: string } };
    assert.equal(envelope.error.code, 'BAD_REQUEST_ERROR');
    assert.equal(envelope.error.field, 'X-Payout-Idempotency');
    const malformed = await fetch(`${fake.url}/v1/payouts`, { method: 'POST', headers: { ...headers, 'X-Payout-Idempotency': 'a!' }, body });
    assert.equal(malformed.status, 400);
    const client = createRazorpayXClient({ baseUrl: fake.url, keyId: fake.state.keyId, keySecret: fake.state.keySecret, accountNumber: fake.state.accountNumber });
    await assert.rejects(client.createPayout({ fundAccountId: upi.id, amountPaise: 1000, mode: 'UPI', idempotencyKey: '' }), TypeError);
    assert.equal(fake.state.payouts.size, 0);
  });

  it('refuses every documented invalid field', async (t) => {
    const { fake, client, payout, contact } = await setup(t);
    let n = 0;
    const key = () => payoutIdempotencyKey(`bad-${(n += 1)}`);
    await rejects(client.createPayout(payout({ amountPaise: 99, idempotencyKey: key() })), { status: 400, field: 'amount' });
    await rejects(client.createPayout(payout({ amountPaise: 100.5, idempotencyKey: key() })), { field: 'amount' });
    await rejects(client.createPayout(payout({ mode: 'upi' as 'UPI', idempotencyKey: key() })), { field: 'mode' });
    await rejects(client.createPayout(payout({ narration: 'x'.repeat(31), idempotencyKey: key() })), { field: 'narration' });
    await rejects(client.createPayout(payout({ narration: 'Payout #12', idempotencyKey: key() })), { field: 'narration' });
    await rejects(client.createPayout(payout({ referenceId: 'r'.repeat(41), idempotencyKey: key() })), { field: 'reference_id' });
    await rejects(client.createPayout(payout({ purpose: 'gift' as 'payout', idempotencyKey: key() })), { field: 'purpose' });
    await rejects(client.createPayout(payout({ fundAccountId: 'fa_nope', idempotencyKey: key() })), { field: 'fund_account_id' });
    await rejects(client.createPayout(payout({ mode: 'IMPS', idempotencyKey: key() })), { field: 'mode', description: /not supported for the fund account type vpa/ });
    const other = createRazorpayXClient({ baseUrl: fake.url, keyId: fake.state.keyId, keySecret: fake.state.keySecret, accountNumber: '0000' });
    await rejects(other.createPayout(payout({ idempotencyKey: key() })), { field: 'account_number' });
    assert.equal(fake.state.payouts.size, 0);
    // Valid at the edges: 100 paise, 30-character narration, 40-character reference.
    const bank = await client.createFundAccount({ contactId: contact.id, bankAccount: { name: 'Ivy Creator', ifsc: 'HDFC0000053', accountNumber: '765432123456789' } });
    const edge = await client.createPayout(payout({ fundAccountId: bank.id, mode: 'NEFT', amountPaise: 100, narration: 'a'.repeat(30), referenceId: 'r'.repeat(40), idempotencyKey: key() }));
    assert.equal(edge.status, 'processing');
  });

  it('low balance: queued with queue_if_low_balance (then processing once funded), else 400', async (t) => {
    const { fake, client, payout } = await setup(t, { balance: 10_000 });
    const queued = await client.createPayout(payout());
    assert.equal(queued.status, 'queued');
    assert.equal(queued.status_details?.reason, 'low_balance');
    await rejects(client.createPayout(payout({ queueIfLowBalance: false, idempotencyKey: payoutIdempotencyKey('other') })), { status: 400, description: /enough balance/ });
    fake.state.balance = 10_000_000;
    await fake.tick();
    assert.equal((await client.fetchPayout(queued.id)).status, 'processing');
  });
});

describe('RazorpayX payout states and webhooks', () => {
  it('processing → processed (utr) → reversed, each a signed webhook with the Razorpay envelope', async (t) => {
    const hook = await receiver(t);
    const { fake, client, payout } = await setup(t, { webhookUrl: hook.url });
    const created = await client.createPayout(payout());
    const processed = await fake.advance(created.id, 'processed', { utr: '123456789012' });
    assert.equal(processed.utr, '123456789012');
    assert.equal((await client.fetchPayout(created.id)).status_details?.reason, 'payout_processed');
    const reversed = await fake.advance(created.id, 'reversed');
    assert.equal(reversed.status, 'reversed');
    assert.equal(reversed.status_details?.reason, 'bank_account_closed');
    assert.equal(fake.state.balance, 1_000_000_00, 'a reversal credits the amount plus fees back');
    await assert.rejects(fake.advance(created.id, 'processed'), /reversed → processed/);
    assert.deepEqual(hook.events().map((e) => [e.event, e.payload.payout.entity.status]), [
      ['payout.initiated', 'processing'],
      ['payout.processed', 'processed'],
      ['payout.reversed', 'reversed'],
    ]);
    for (const r of hook.received) {
      assert.ok(verifyWebhookSignature(r.raw, r.headers['x-razorpay-signature'], [fake.state.webhookSecret]));
      assert.match(String(r.headers['x-razorpay-event-id']), /^evt_/);
      const body = JSON.parse(r.raw.toString('utf8'));
      assert.equal(body.entity, 'event');
      assert.equal(body.account_id, fake.state.accountId);
      assert.deepEqual(body.contains, ['payout']);
    }
  });

  it('failed with status_details {description, source, reason}', async (t) => {
    const hook = await receiver(t);
    const { fake, client, payout } = await setup(t, { webhookUrl: hook.url });
    const created = await client.createPayout(payout());
    await fake.advance(created.id, 'failed', { reason: 'imps_not_allowed', source: 'beneficiary_bank', description: 'IMPS is not enabled on the beneficiary account' });
    const failed = await client.fetchPayout(created.id);
    assert.equal(failed.status, 'failed');
    assert.deepEqual(failed.status_details, { description: 'IMPS is not enabled on the beneficiary account', source: 'beneficiary_bank', reason: 'imps_not_allowed' });
    const last = hook.events().at(-1);
    assert.equal(last?.event, 'payout.failed');
    assert.equal(last?.payload.payout.entity.status_details?.reason, 'imps_not_allowed');
  });

  it('NEFT: processed without a UTR, then payout.updated when it arrives', async (t) => {
    const hook = await receiver(t);
    const { fake, client, contact, payout } = await setup(t, { webhookUrl: hook.url });
    const bank = await client.createFundAccount({ contactId: contact.id, bankAccount: { name: 'Ivy Creator', ifsc: 'HDFC0000053', accountNumber: '765432123456789' } });
    const created = await client.createPayout(payout({ fundAccountId: bank.id, mode: 'NEFT' }));
    await fake.advance(created.id, 'processed', { utr: null });
    assert.equal((await client.fetchPayout(created.id)).utr, null);
    await fake.updateUtr(created.id, 'HDFCN52026091012');
    assert.deepEqual(hook.events().map((e) => [e.event, e.payload.payout.entity.utr]).slice(1), [['payout.processed', null], ['payout.updated', 'HDFCN52026091012']]);
  });

  it('the fake clock drives processing → processed and expires queued payouts after 3 months', async (t) => {
    const hook = await receiver(t);
    const { fake, client, payout, advanceClock } = await setup(t, { webhookUrl: hook.url, autoProcessAfterMs: 90_000 });
    const created = await client.createPayout(payout());
    advanceClock(89_000);
    assert.deepEqual(await fake.tick(), []);
    advanceClock(1_000);
    const [moved] = await fake.tick();
    assert.equal(moved.status, 'processed');
    assert.match(moved.utr ?? '', /^\d{12}$/);
    assert.equal((await client.fetchPayout(created.id)).status, 'processed');

    fake.state.balance = 0;
    const queued = await client.createPayout(payout({ idempotencyKey: payoutIdempotencyKey('ledger-line-0002'), referenceId: 'ledger-line-0002' }));
    assert.equal(queued.status, 'queued');
    advanceClock(90 * 24 * 60 * 60 * 1000);
    await fake.tick();
    const expired = await client.fetchPayout(queued.id);
    assert.equal(expired.status, 'failed');
    assert.equal(expired.status_details?.reason, 'low_balance');
    assert.deepEqual(hook.events().map((e) => e.event), ['payout.initiated', 'payout.processed', 'payout.queued', 'payout.failed']);
  });

  it('duplicates, out-of-order and late events are sent when asked', async (t) => {
    const hook = await receiver(t);
    const { fake, client, payout } = await setup(t, { webhookUrl: hook.url, autoDeliverWebhooks: false });
    const created = await client.createPayout(payout());
    await fake.advance(created.id, 'processed', { duplicate: true });
    await fake.advance(created.id, 'reversed');
    await fake.deliverWebhooks({ reverse: true });
    const seen = hook.events().map((e) => e.event);
    assert.deepEqual(seen, ['payout.reversed', 'payout.processed', 'payout.processed', 'payout.initiated']);
    assert.equal(hook.received[1].headers['x-razorpay-event-id'], hook.received[2].headers['x-razorpay-event-id']);
    // A late processed copy after the reversal (the receiver must ignore anything after processed/reversed).
    fake.state.webhooks.redeliver(String(hook.received[1].headers['x-razorpay-event-id']));
    await fake.deliverWebhooks();
    assert.equal(hook.events().at(-1)?.event, 'payout.processed');
    assert.equal((await client.fetchPayout(created.id)).status, 'reversed');
  });

  it('retries a non-2xx webhook on the fake clock with the same event id', async (t) => {
    const hook = await receiver(t, [502]);
    const { fake, client, payout, advanceClock } = await setup(t, { webhookUrl: hook.url });
    await client.createPayout(payout());
    assert.deepEqual(fake.state.webhooks.attempts.map((a) => a.status), [502]);
    advanceClock(60_000);
    await fake.deliverWebhooks();
    assert.deepEqual(fake.state.webhooks.attempts.map((a) => [a.attempt, a.status]), [[1, 502], [2, 200]]);
    assert.equal(hook.received[0].headers['x-razorpay-event-id'], hook.received[1].headers['x-razorpay-event-id']);
  });
});
