// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): two payout runs preparing the same lines at once.
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { campaignInfluencers, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { payoutLines, payouts } from '../src/db/schema/payout-lines.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { signWebhook } from '../src/integrations/razorpay/razorpay-signatures';
import { createRazorpayXClient } from '../src/integrations/razorpayx/razorpayx.client';
import { createRazorpayXFake, startRazorpayXFake, type RunningRazorpayXFake } from '../src/integrations/razorpayx/razorpayx.fake';
import { createPayoutSendingService } from '../src/services/payout-sending.service';
import { apiCall, fundCampaign } from './helpers/campaign.helpers';
import { brandWithCampaign, influencerWithAccounts, youtubeUrl, type TestInfluencer } from './helpers/submission.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

/**
 * Creator payouts end to end (docs/payments.md "Payouts"): the real RazorpayX client against the local fake over
 * HTTP, its signed webhooks into the app, the ledger and the lines following the payout's states.
 */
let t: TestApp;
let fake: RunningRazorpayXFake;
let call: ReturnType<typeof apiCall>;
let setup: Awaited<ReturnType<typeof brandWithCampaign>>;
let deliverToApp: typeof fetch = async () => new Response(null, { status: 503 });

before(async () => {
  fake = await startRazorpayXFake({ webhookUrl: `${testPublicUrl}/api/v1/webhooks/razorpayx/`, autoDeliverWebhooks: false, fetch: (input, init) => deliverToApp(input, init) });
  t = await createTestApp({
    RAZORPAYX_API_BASE_URL: fake.url,
    RAZORPAYX_KEY_ID: fake.state.keyId,
    RAZORPAYX_KEY_SECRET: fake.state.keySecret,
    RAZORPAYX_ACCOUNT_NUMBER: fake.state.accountNumber,
    RAZORPAYX_WEBHOOK_SECRET: fake.state.webhookSecret,
  });
  deliverToApp = async (input, init) => {
    const answer = await t.app.inject({ method: 'POST', url: new URL(String(input)).pathname, headers: Object.fromEntries(new Headers(init?.headers).entries()), payload: String(init?.body ?? '') });
    return new Response(answer.body, { status: answer.statusCode });
  };
  call = apiCall(t);
  setup = await brandWithCampaign(t, 'owner@payouts.test');
  await fundCampaign(t, setup.campaign.id, 10_00_000_00);
});
after(async () => {
  await t?.close();
  await fake?.close();
});

const sending = () => t.app.context.services.payoutSending;
const balance = (code: string) => t.app.context.ledger.balance(code, 'INR');

/** The creator's accepted offer: `quantity` fixed-price videos at `rate` rupees, committed from the escrow. */
async function acceptedOffer(creator: TestInfluencer, rate = 20_000, quantity = 1) {
  const amount = `${rate * quantity}.00`;
  const [roster] = await t.database.db.insert(campaignInfluencers).values({
    campaignId: setup.campaign.id, influencerId: creator.influencerId, status: 'accepted', invitedAt: new Date(), respondedAt: new Date(), offeredAmount: amount,
    offeredPlacements: [{ placement_id: setup.youtube, type: 'yt_dedicated_video', quantity, pricing_type: 'fixed', rate: `${rate}.00`, projected_views: null, amount }],
  }).returning();
  await t.app.context.money.commitPlacement({ brandId: setup.owner.brandId, campaignId: setup.campaign.id, placementId: roster!.id, currency: 'INR', amountMinor: rate * quantity * 100 });
  return roster!.id;
}

/** A verified video of the offer and its approved payout line (one offer per creator unless given). */
async function approvedLine(creator: TestInfluencer, rate = 20_000, rosterId?: string) {
  const roster = { id: rosterId ?? (await acceptedOffer(creator, rate)) };
  const [submission] = await t.database.db.insert(contentSubmissions).values({
    campaignId: setup.campaign.id, campaignInfluencerId: roster.id, influencerId: creator.influencerId, placementId: setup.youtube, platform: 'youtube', contentUrl: youtubeUrl(),
  }).returning();
  assert.equal((await call('POST', `campaigns/${setup.campaign.id}/content-submissions/${submission!.id}/verify/`, setup.owner.token, {})).statusCode, 200);
  const [line] = await t.database.db.select().from(payoutLines).where(eq(payoutLines.submissionId, submission!.id));
  assert.equal((await call('POST', `payout-lines/${line!.id}/approve/`, setup.owner.token)).statusCode, 200);
  return line!.id;
}

/** The text of an uncompressed PDF: pdfkit writes each run as hex glyph codes (WinAnsi) inside TJ arrays. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
}

let creatorCount = 0;
async function readyCreator(options: { pan?: boolean } = {}) {
  creatorCount += 1;
  const creator = await influencerWithAccounts(t, `creator${creatorCount}@payouts.test`, `paycreator${creatorCount}`, `Pay Creator ${creatorCount}`);
  assert.equal((await call('POST', 'influencers/payment/update_upi/', creator.token, { upi_id: `pay${creatorCount}@okhdfc` })).statusCode, 200);
  if (options.pan !== false) assert.equal((await call('PUT', 'influencers/me/tax-details/', creator.token, { pan: 'ABCPE1234F' })).statusCode, 200);
  return creator;
}

const attemptsOf = (lineId: string) => t.database.db.select().from(payouts).where(eq(payouts.payoutLineId, lineId)).orderBy(payouts.attempt);
const lineStatus = async (lineId: string) => (await t.database.db.select().from(payoutLines).where(eq(payoutLines.id, lineId)))[0]?.status;

beforeEach(async () => {
  // Every test starts with no payout waiting to be sent from an earlier one.
  await sending().sendDue();
  await fake.deliverWebhooks();
});

describe('sending payouts', () => {
  it('holds a line until the creator has a PAN, then pays the net amount to their UPI id', async () => {
    const creator = await readyCreator({ pan: false });
    const lineId = await approvedLine(creator);
    await sending().sendDue();
    assert.equal(await lineStatus(lineId), 'approved', 'no PAN: not sent');
    assert.equal((await attemptsOf(lineId)).length, 0);
    assert.equal((await call('PUT', 'influencers/me/tax-details/', creator.token, { pan: 'ABCPE 1234F' })).statusCode, 400, 'inner spaces are not fixed silently');
    const pan = await call('PUT', 'influencers/me/tax-details/', creator.token, { pan: ' abcpe1234f ' });
    assert.deepEqual(pan.json(), { has_pan: true, pan_masked: 'ABCPE••••F', gstin: null, gst_state: null, updated_at: pan.json().updated_at });
    await sending().sendDue();
    const [attempt] = await attemptsOf(lineId);
    assert.ok(attempt);
    assert.deepEqual([attempt.status, attempt.amountMinor, attempt.tdsMinor, attempt.mode], ['processing', 20_000_00, 0, 'UPI']);
    assert.match(attempt.destination, /^UPI /);
    assert.equal(await lineStatus(lineId), 'paying');
    assert.equal(await balance(`creator:${creator.influencerId}:available`), 0);
    assert.equal(await balance(`payout:${attempt.id}:in_flight`), 20_000_00);
    const sent = fake.state.payouts.get(attempt.providerPayoutId!);
    assert.equal(sent?.amount, 20_000_00);

    await fake.advance(attempt.providerPayoutId!, 'processed', { utr: '123456789012' });
    await fake.deliverWebhooks();
    const [done] = await attemptsOf(lineId);
    assert.deepEqual([done!.status, done!.utr], ['processed', '123456789012']);
    assert.equal(await lineStatus(lineId), 'paid');
    const earnings = (await call('GET', 'influencers/me/earnings/', creator.token)).json();
    assert.deepEqual(earnings.balances, [{ currency: 'INR', available: '0.00', pending: '0.00', processing: '0.00', paid: '20000.00' }]);
    assert.equal(earnings.lines[0].payout.utr, '123456789012');
    // The creator was told: approved, then sent (with the UTR).
    await t.app.context.outbox.deliverPending();
    const titles = (await t.database.db.select().from(notifications).where(eq(notifications.userId, creator.userId))).map((n) => [n.title, n.message]);
    assert.ok(titles.some(([title]) => title === 'Payout approved'), JSON.stringify(titles));
    assert.ok(titles.some(([title, message]) => title === 'Payout sent' && message === '₹20,000 was paid to your account (UTR 123456789012).'), JSON.stringify(titles));

    // The statement: a PDF of the payout, for its creator only.
    const statement = await call('GET', `payouts/${done!.id}/statement/`, creator.token);
    assert.equal(statement.statusCode, 200);
    assert.equal(statement.headers['content-type'], 'application/pdf');
    assert.match(String(statement.headers['content-disposition']), /^attachment; filename="payout-statement-.+\.pdf"$/);
    assert.equal(statement.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = pdfText(statement.rawPayload);
    for (const expected of ['Payout statement', 'Pay Creator', 'ABCPE', '123456789012', 'INR 20,000', 'Paid']) assert.ok(text.includes(expected), `statement says ${expected}: ${text}`);
    const other = await readyCreator();
    assert.equal((await call('GET', `payouts/${done!.id}/statement/`, other.token)).statusCode, 404);
    assert.equal((await call('GET', `payouts/${done!.id}/statement/`, setup.owner.token)).statusCode, 404);
  });

  it('withholds TDS on the payout that takes the year over the threshold, and never again on a retry', async () => {
    const creator = await readyCreator();
    const offer = await acceptedOffer(creator, 30_000, 2);
    const first = await approvedLine(creator, 30_000, offer);
    await sending().sendDue();
    const second = await approvedLine(creator, 30_000, offer);
    await sending().sendDue();
    const [a] = await attemptsOf(first);
    const [b] = await attemptsOf(second);
    assert.equal(a!.tdsMinor, 0, '₹30,000 in the year: under 194J\'s ₹50,000');
    // ₹60,000 in the year: 10% of the whole year's amount on the crossing payment.
    assert.equal(b!.tdsMinor, 6_000_00);
    assert.equal(b!.amountMinor, 24_000_00);
    assert.match(b!.tdsBasis ?? '', /.+/);
    // Withheld to the creator's own TDS account; the operators' total (every TDS account) grows by as much.
    assert.equal(await balance(`tax:tds_payable:${creator.influencerId}`), 6_000_00);
    const total = (await t.app.context.ledger.tdsPayable()).find((row) => row.currency === 'INR');
    assert.ok(total && total.balance >= 6_000_00 && total.deductees >= 1);
    // The crossing payout fails and is sent again once the details change: the same net, no tax withheld twice.
    await fake.advance(b!.providerPayoutId!, 'failed', { description: 'Beneficiary bank is offline.', reason: 'beneficiary_bank_offline', source: 'beneficiary_bank' });
    await fake.deliverWebhooks();
    const withheld = await balance(`tax:tds_payable:${creator.influencerId}`);
    assert.equal((await call('POST', 'influencers/payment/update_upi/', creator.token, { upi_id: 'again@okaxis' })).statusCode, 200);
    await sending().sendDue();
    const retry = (await attemptsOf(second))[1];
    assert.deepEqual([retry?.amountMinor, retry?.tdsMinor], [24_000_00, 0]);
    assert.equal(await balance(`tax:tds_payable:${creator.influencerId}`), withheld);
    assert.deepEqual(await t.app.context.ledger.tdsPayable(), [total], 'no tax withheld twice');
  });

  it('sends every due line in one run, batch after batch, a creator\'s lines in order so the second is taxed over the first', async () => {
    const creator = await readyCreator();
    const offer = await acceptedOffer(creator, 30_000, 2);
    const first = await approvedLine(creator, 30_000, offer);
    const second = await approvedLine(creator, 30_000, offer);
    const others = [];
    for (let index = 0; index < 3; index += 1) others.push(await approvedLine(await readyCreator(), 10_000));
    const before = fake.state.payouts.size;
    // Batches of two: five lines need three batches, all in this one run.
    assert.deepEqual(await sending().sendDue(2), { sent: 5, resent: 0 });
    assert.equal(fake.state.payouts.size, before + 5, 'one payout per line at RazorpayX');
    for (const lineId of [first, second, ...others]) {
      const attempts = await attemptsOf(lineId);
      assert.deepEqual(attempts.map((a) => a.status), ['processing'], lineId);
      assert.equal(await lineStatus(lineId), 'paying');
    }
    const [a] = await attemptsOf(first);
    const [b] = await attemptsOf(second);
    assert.deepEqual([a!.tdsMinor, b!.tdsMinor, b!.amountMinor], [0, 6_000_00, 24_000_00], 'the crossing line withholds 10 % of the year');
    assert.deepEqual(await sending().sendDue(2), { sent: 0, resent: 0 }, 'nothing left to send');
  });

  it('returns a failed payout to the balance with its reason, and sends it again only after the details change', async () => {
    const creator = await readyCreator();
    const lineId = await approvedLine(creator);
    await sending().sendDue();
    const [attempt] = await attemptsOf(lineId);
    await fake.advance(attempt!.providerPayoutId!, 'failed', { description: 'The beneficiary VPA is invalid.', reason: 'invalid_vpa', source: 'beneficiary_bank' });
    await fake.deliverWebhooks();
    assert.equal(await lineStatus(lineId), 'returned');
    assert.equal(await balance(`creator:${creator.influencerId}:available`), 20_000_00);
    const earnings = (await call('GET', 'influencers/me/earnings/', creator.token)).json();
    assert.equal(earnings.lines[0].payout.failure_reason, 'The beneficiary VPA is invalid.');
    await t.app.context.outbox.deliverPending();
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, creator.userId));
    assert.ok(told.some((n) => n.title === 'Payout did not go through' && n.message.includes('The beneficiary VPA is invalid') && n.actionUrl === '/settings'));
    await sending().sendDue();
    assert.equal((await attemptsOf(lineId)).length, 1, 'not retried with the same details');
    assert.equal((await call('POST', 'influencers/payment/update_upi/', creator.token, { upi_id: 'fixed@okicici' })).statusCode, 200);
    await sending().sendDue();
    const attempts = await attemptsOf(lineId);
    assert.equal(attempts.length, 2);
    assert.notEqual(attempts[1]!.idempotencyKey, attempts[0]!.idempotencyKey);
    // The creator's RazorpayX contact is kept; the fund account is the one for the new details.
    assert.equal(attempts[1]!.providerContactId, attempts[0]!.providerContactId);
    assert.notEqual(attempts[1]!.providerFundAccountId, attempts[0]!.providerFundAccountId);
    assert.equal(attempts[1]!.amountMinor, 20_000_00);
    assert.equal(await lineStatus(lineId), 'paying');
  });

  it('puts a reversed payout back in the balance, and ignores a late processed event', async () => {
    const creator = await readyCreator();
    const lineId = await approvedLine(creator);
    await sending().sendDue();
    const [attempt] = await attemptsOf(lineId);
    await fake.advance(attempt!.providerPayoutId!, 'processed');
    await fake.deliverWebhooks();
    await fake.advance(attempt!.providerPayoutId!, 'reversed', { description: 'Beneficiary bank account is closed.', reason: 'bank_account_closed', source: 'beneficiary_bank' });
    await fake.deliverWebhooks();
    assert.equal(await lineStatus(lineId), 'returned');
    assert.equal(await balance(`creator:${creator.influencerId}:available`), 20_000_00);
    // A copy of the processed event delivered late changes nothing.
    const processedEvent = [...fake.state.webhooks.sent.values()].find((e) => e.event === 'payout.processed' && e.body.includes(attempt!.providerPayoutId!));
    assert.ok(processedEvent);
    fake.state.webhooks.redeliver(processedEvent.eventId);
    await fake.deliverWebhooks();
    assert.equal((await attemptsOf(lineId))[0]!.status, 'reversed');
    assert.equal(await balance(`creator:${creator.influencerId}:available`), 20_000_00);
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
  });

  it('resends an unacknowledged payout with the same key: RazorpayX answers with the same payout, nothing is paid twice', async () => {
    const creator = await readyCreator();
    const lineId = await approvedLine(creator);
    // The first call never reaches RazorpayX (the process died between the commit and the call).
    const prepared = await sending().prepare((await (await import('../src/repositories/payouts-sending.repository')).createPayoutsSendingRepository(t.database.db).dueLines(50)).find((d) => d.line.id === lineId)!);
    assert.ok(prepared);
    await t.database.db.update(payouts).set({ createdAt: new Date(Date.now() - 5 * 60_000) }).where(eq(payouts.id, prepared.id));
    const before = fake.state.payouts.size;
    await sending().sendDue();
    await sending().send(prepared, creator.userId, 'Pay Creator');
    assert.equal(fake.state.payouts.size, before + 1, 'one payout at RazorpayX for two sends');
    const [attempt] = await attemptsOf(lineId);
    assert.equal(attempt!.status, 'processing');
    assert.equal(await balance(`payout:${attempt!.id}:in_flight`), 20_000_00);
  });

  it('a line that cannot be paid (its balance short) is left due; the other lines of its chunk are paid and their invoices numbered without a gap', async () => {
    const short = await readyCreator();
    const others = [await readyCreator(), await readyCreator()];
    const shortLine = await approvedLine(short);
    const otherLines = [];
    for (const creator of others) otherLines.push(await approvedLine(creator));
    // The short creator's balance is spent meanwhile (booked around the payout run): their line cannot be paid now.
    const spent = { payoutId: randomUUID(), influencerId: short.influencerId, currency: 'INR', amountMinor: 20_000_00, provider: 'razorpayx' as const };
    await t.app.context.money.startPayout(spent);
    const before = fake.state.payouts.size;
    assert.deepEqual(await sending().sendDue(), { sent: 2, resent: 0 });
    assert.equal(fake.state.payouts.size, before + 2);
    assert.equal(await lineStatus(shortLine), 'approved', 'left due, as it was');
    assert.deepEqual(await attemptsOf(shortLine), []);
    const [unnumbered] = await t.database.db.select().from(payoutLines).where(eq(payoutLines.id, shortLine));
    assert.deepEqual([unnumbered!.invoiceNumber, unnumbered!.invoice], [null, null], 'no invoice, not even a draft');
    const numbered = await t.database.db.select().from(payoutLines).where(inArray(payoutLines.id, otherLines));
    const serials = numbered.map((line) => Number(line.invoiceNumber!.split('/').at(-1))).sort((a, b) => a - b);
    assert.equal(serials[1]! - serials[0]!, 1, `consecutive serials: ${serials.join(', ')}`);
    for (const lineId of otherLines) assert.deepEqual((await attemptsOf(lineId)).map((a) => a.status), ['processing']);
    // The money back in the balance: the next run pays the line.
    await t.app.context.money.failPayout(spent);
    assert.deepEqual(await sending().sendDue(), { sent: 1, resent: 0 });
    assert.deepEqual((await attemptsOf(shortLine)).map((a) => a.status), ['processing']);
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
  });

  it('a chunk whose payout calls fail midway leaves every attempt written with its key and fund account; the next run resends them as they were, one payout per line', async () => {
    // Three creators' lines, prepared in one transaction (one chunk). RazorpayX makes the second payout but its answer
    // is lost; the third call never reaches it; the first goes through.
    const creators = [await readyCreator(), await readyCreator(), await readyCreator()];
    const lineIds = [];
    for (const creator of creators) lineIds.push(await approvedLine(creator));
    let payoutCalls = 0;
    const flakyFetch: typeof fetch = async (input, init) => {
      if (!String(input).endsWith('/v1/payouts') || init?.method !== 'POST') return fetch(input, init);
      payoutCalls += 1;
      if (payoutCalls === 2) {
        await fetch(input, init);
        throw new TypeError('fetch failed: socket hang up');
      }
      if (payoutCalls === 3) throw new TypeError('fetch failed: connect ECONNREFUSED');
      return fetch(input, init);
    };
    const services = t.app.context.services;
    const flaky = createPayoutSendingService({
      db: t.database.db,
      razorpayx: createRazorpayXClient({ keyId: fake.state.keyId, keySecret: fake.state.keySecret, accountNumber: fake.state.accountNumber, baseUrl: fake.url, fetch: flakyFetch }),
      payoutDetails: services.payouts, taxDetails: services.taxDetails, invoices: services.taxInvoices, tdsFamily: '194J', logger: t.app.log,
      transaction: (work) => work(),
    });
    const before = fake.state.payouts.size;
    assert.deepEqual(await flaky.sendDue(), { sent: 3, resent: 0 });
    assert.equal(fake.state.payouts.size, before + 2, 'the first and second payouts were made, the third never reached RazorpayX');
    const written = await Promise.all(lineIds.map(async (lineId) => (await attemptsOf(lineId))[0]!));
    const settledAt = written.map((attempt) => attempt.status);
    assert.equal(settledAt.filter((status) => status === 'processing').length, 1);
    const unanswered = written.filter((attempt) => attempt.status === 'queued');
    assert.equal(unanswered.length, 2);
    for (const attempt of unanswered) {
      // Committed before the calls: the key, the fund account the body names, the money out of the balance.
      assert.equal(attempt.providerPayoutId, null);
      assert.match(attempt.providerFundAccountId ?? '', /^fa_/);
      assert.equal(await balance(`payout:${attempt.id}:in_flight`), attempt.amountMinor);
    }
    for (const lineId of lineIds) assert.equal(await lineStatus(lineId), 'paying');
    // The next run (they were written before it started) sends both again with their stored key and body.
    assert.deepEqual(await sending().sendDue(), { sent: 0, resent: 2 });
    assert.equal(fake.state.payouts.size, before + 3, 'one payout per line at RazorpayX');
    const references = [...fake.state.payouts.values()].map((payout) => payout.reference_id);
    for (const attempt of written) assert.equal(references.filter((id) => id === attempt.id).length, 1, `one payout for attempt ${attempt.id}`);
    for (const lineId of lineIds) {
      const attempts = await attemptsOf(lineId);
      assert.deepEqual(attempts.map((a) => a.status), ['processing']);
      assert.ok(attempts[0]!.providerPayoutId);
    }
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
  });

  it("after a restart the sandbox takes up the payouts on their way from our records and settles them; a GET of an earlier one answers it", async () => {
    const creator = await readyCreator();
    const lineId = await approvedLine(creator);
    await sending().sendDue();
    const [attempt] = await attemptsOf(lineId);
    assert.equal(attempt!.status, 'processing');
    const repo = (await import('../src/repositories/payouts-sending.repository')).createPayoutsSendingRepository(t.database.db);
    // A new sandbox process knows nothing of it: it recalls what the product recorded (payments-sandbox.ts).
    const restarted = createRazorpayXFake({
      keyId: fake.state.keyId, keySecret: fake.state.keySecret, webhookSecret: fake.state.webhookSecret,
      webhookUrl: `${testPublicUrl}/api/v1/webhooks/razorpayx/`, autoProcessAfterMs: 0, fetch: (input, init) => deliverToApp(input, init),
      recall: async (id) => (await repo.recallForSandbox({ providerPayoutId: id }))[0] ?? null,
    });
    const onTheirWay = await repo.recallForSandbox({ onTheirWay: true });
    const mine = onTheirWay.find((payout) => payout.id === attempt!.providerPayoutId);
    assert.deepEqual(mine && { ...mine, createdAt: undefined }, {
      id: attempt!.providerPayoutId, fundAccountId: attempt!.providerFundAccountId, amount: 20_000_00, status: 'processing', utr: null,
      mode: 'UPI', referenceId: attempt!.id, failureReason: null, createdAt: undefined,
    });
    for (const payout of onTheirWay) restarted.remember(payout);
    await restarted.tick();
    const [settled] = await attemptsOf(lineId);
    assert.equal(settled!.status, 'processed', 'the restarted sandbox processed it and its webhook reached the product');
    assert.match(settled!.utr ?? '', /^\d{12}$/);
    assert.equal(await lineStatus(lineId), 'paid');

    // Another sandbox process asked about that (now final) payout recalls it instead of "does not exist".
    const later = createRazorpayXFake({ keyId: fake.state.keyId, keySecret: fake.state.keySecret, recall: async (id) => (await repo.recallForSandbox({ providerPayoutId: id }))[0] ?? null });
    const auth = `Basic ${Buffer.from(`${fake.state.keyId}:${fake.state.keySecret}`).toString('base64')}`;
    const get = (id: string) => later.handle({ method: 'GET', url: new URL(`http://sandbox/v1/payouts/${id}`), headers: { authorization: auth }, body: '', form: new URLSearchParams() });
    const known = await get(settled!.providerPayoutId!);
    assert.equal(known.status, 200);
    assert.deepEqual((({ id, status, amount, utr, reference_id }) => ({ id, status, amount, utr, reference_id }))(known.body as { id: string; status: string; amount: number; utr: string; reference_id: string }), {
      id: settled!.providerPayoutId, status: 'processed', amount: 20_000_00, utr: settled!.utr, reference_id: settled!.id,
    });
    assert.equal((await get('pout_neverSent00001')).status, 400);
  });

  it('refuses webhooks with a bad signature, and applies a duplicate once', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'payout.processed', payload: { payout: { entity: { id: 'pout_unknown' } } } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx/', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body, 'wrong'), 'x-razorpay-event-id': 'evt_bad1' }, payload: body });
    assert.equal(bad.statusCode, 400);
    const headers = { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body, fake.state.webhookSecret), 'x-razorpay-event-id': 'evt_dup1' };
    assert.deepEqual((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx/', headers, payload: body })).json(), { status: 'ignored' });
    assert.deepEqual((await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/razorpayx/', headers, payload: body })).json(), { status: 'duplicate' });
  });
});

describe('tax details', () => {
  it('checks the PAN and the GSTIN (format, check character, the PAN inside) and never returns the PAN in full', async () => {
    const creator = await readyCreator({ pan: false });
    const put = (body: object) => call('PUT', 'influencers/me/tax-details/', creator.token, body);
    assert.equal((await put({ pan: 'ABC123' })).statusCode, 400);
    const wrongCheck = await put({ pan: 'AAPFU0939F', gstin: '27AAPFU0939F1ZX' });
    assert.equal(wrongCheck.statusCode, 400);
    assert.ok(wrongCheck.json().errors.gstin);
    const saved = await put({ pan: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' });
    assert.equal(saved.statusCode, 200, saved.body);
    const body = saved.json() as { has_pan: boolean; pan_masked: string; gstin: string; gst_state: { code: string; name: string } };
    assert.deepEqual([body.has_pan, body.pan_masked, body.gstin, body.gst_state.code, body.gst_state.name], [true, 'AAPFU••••F', '27AAPFU0939F1ZV', '27', 'Maharashtra']);
    assert.doesNotMatch(JSON.stringify((await call('GET', 'influencers/me/tax-details/', creator.token)).json()), /AAPFU0939F"/);
    assert.equal((await call('GET', 'influencers/me/tax-details/', setup.owner.token)).statusCode, 403);
  });
});
