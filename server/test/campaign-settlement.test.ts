// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): two settlement runs booking one campaign once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { paymentTexts } from '../../src/domain/payments/payment.texts';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { contentStatsSnapshots } from '../src/db/schema/analytics.schema';
import { campaignInfluencers, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { payoutLines } from '../src/db/schema/payout-lines.schema';
import { fundingRefunds } from '../src/db/schema/refunds.schema';
import { createPayoutLinesRepository } from '../src/repositories/payout-lines.repository';
import { startRazorpayFake, type RunningRazorpayFake } from '../src/integrations/razorpay/razorpay.fake';
import { apiCall, brandOwner, createCampaign } from './helpers/campaign.helpers';
import { influencerWithAccounts, staffToken, youtubeUrl, type TestInfluencer } from './helpers/submission.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

/**
 * A campaign's cut-off (docs/payments.md "Cut-off and refunds"): completing or cancelling it pays verified CPM content
 * from its views, keeps what open work may still need, and refunds the rest of the escrow through Razorpay (the real
 * client against the fake over HTTP, with its signed refund webhooks into the app).
 */
let t: TestApp;
let fake: RunningRazorpayFake;
let call: ReturnType<typeof apiCall>;
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
});
after(async () => {
  await t.close();
  await fake.close();
});

interface World {
  owner: Awaited<ReturnType<typeof brandOwner>>;
  campaignId: string;
  youtube: string;
  instagram: string;
  creator: TestInfluencer;
  rosterId: string;
  paymentId: string;
}

/** A campaign funded ₹1,00,000 through the checkout and webhook, with one accepted offer of ₹58,000 committed. */
async function fundedCampaign(tag: string): Promise<World> {
  const owner = await brandOwner(t, `owner@${tag}.settlement.test`, `${tag} Co.`);
  const campaign = await createCampaign(t, owner.token, owner.brandId);
  await t.database.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, campaign.id));
  const placements = campaign.placements as unknown as Array<{ id: string; type: string }>;
  const youtube = placements.find((p) => p.type === 'yt_dedicated_video')!.id;
  const instagram = placements.find((p) => p.type === 'ig_branded_reel')!.id;
  const started = await call('POST', `brands/${owner.brandId}/funding-orders/`, owner.token, { campaign_id: campaign.id, amount: '100000' });
  assert.equal(started.statusCode, 201, started.body);
  const orderId = (started.json() as { checkout: { fields: Record<string, string> } }).checkout.fields.order_id!;
  const paid = await fake.completeCheckout(orderId, 'success', { deliver: false });
  await fake.deliverWebhooks();
  const paymentId = (paid as { razorpay_payment_id: string }).razorpay_payment_id;
  const creator = await influencerWithAccounts(t, `creator@${tag}.settlement.test`, `${tag}creator`, `${tag} Creator`);
  // The accepted offer (what the invite and acceptance write): two fixed-price videos, three CPM reels of 30,000 projected views.
  const offered = [
    { placement_id: youtube, type: 'yt_dedicated_video', quantity: 2, pricing_type: 'fixed', rate: '20000.00', projected_views: null, amount: '40000.00' },
    { placement_id: instagram, type: 'ig_branded_reel', quantity: 3, pricing_type: 'cpm', rate: '200.00', projected_views: 30000, amount: '18000.00' },
  ];
  const [row] = await t.database.db.insert(campaignInfluencers).values({
    campaignId: campaign.id, influencerId: creator.influencerId, status: 'accepted', invitedAt: new Date(), respondedAt: new Date(),
    offeredAmount: '58000.00', offeredPlacements: offered,
  }).returning();
  await t.app.context.money.commitPlacement({ brandId: owner.brandId, campaignId: campaign.id, placementId: row!.id, currency: 'INR', amountMinor: 58_000_00 });
  return { owner, campaignId: campaign.id, youtube, instagram, creator, rosterId: row!.id, paymentId };
}

async function submission(w: World, placement: 'youtube' | 'instagram', status: 'submitted' | 'verified' | 'rejected' = 'submitted') {
  const [row] = await t.database.db.insert(contentSubmissions).values({
    campaignId: w.campaignId, campaignInfluencerId: w.rosterId, influencerId: w.creator.influencerId,
    placementId: placement === 'youtube' ? w.youtube : w.instagram, platform: placement,
    contentUrl: placement === 'youtube' ? youtubeUrl() : `https://www.instagram.com/reel/C${Math.random().toString(36).slice(2, 10)}/`, status,
  }).returning();
  return row!.id;
}

/** The latest reading of a reel: views within the cap, from the platform's API (verified) or estimated. */
async function reading(w: World, submissionId: string, billableViews: number, provenance: 'first_party' | 'estimated') {
  await t.database.db.insert(contentStatsSnapshots).values({
    submissionId, campaignId: w.campaignId, day: '2026-11-20', views: billableViews, viewsTotal: billableViews,
    paidViewsTotal: billableViews, billableViewsTotal: billableViews, provenance, cpmBasis: 'views',
    estimatedReadings: provenance === 'estimated' ? 1 : 0,
  });
}

/** A reconciliation run started by an operator, run to its end. */
let staff: string | undefined;
async function reconcile() {
  staff ??= await staffToken(t);
  const started = await call('POST', 'operator/reconciliation/runs/', staff);
  assert.equal(started.statusCode, 202, started.body);
  await t.app.context.jobs.drain();
  return (await call('GET', `operator/reconciliation/runs/${started.json().id}/`, staff)).json() as {
    status: string; checked: Record<string, number>; differences: Array<{ provider: string; kind: string; reference: string; expected: string | null; actual: string | null }>;
  };
}

const balance = (code: string) => t.app.context.ledger.balance(code, 'INR');
const linesOf = (submissionId: string) => t.database.db.select().from(payoutLines).where(eq(payoutLines.submissionId, submissionId));
const refundsOf = (campaignId: string) => t.database.db.select().from(fundingRefunds).where(eq(fundingRefunds.campaignId, campaignId));
const overviewOf = async (w: World) => ((await call('GET', `brands/${w.owner.brandId}/payments/`, w.owner.token)).json() as {
  campaigns: Array<{ campaign_id: string; funded: string; committed: string; refunded: string; available: string }>;
}).campaigns.find((c) => c.campaign_id === w.campaignId)!;

describe('completing a campaign', () => {
  let w: World;
  const ids: Record<string, string> = {};

  before(async () => {
    w = await fundedCampaign('complete');
    // One fixed video verified (its line is written with the verification), one never delivered; reel 1 earned
    // beyond its projection on verified views, reel 2 under it on estimated views, reel 3 still awaits review.
    ids.video = await submission(w, 'youtube');
    assert.equal((await call('POST', `campaigns/${w.campaignId}/content-submissions/${ids.video}/verify/`, w.owner.token, {})).statusCode, 200);
    ids.reel1 = await submission(w, 'instagram', 'verified');
    await reading(w, ids.reel1, 45_000, 'first_party');
    ids.reel2 = await submission(w, 'instagram', 'verified');
    await reading(w, ids.reel2, 10_000, 'estimated');
    ids.reel3 = await submission(w, 'instagram');
    const completed = await call('POST', `campaigns/${w.campaignId}/status/`, w.owner.token, { action: 'complete' });
    assert.equal(completed.statusCode, 200, completed.body);
    // The status change queued the settlement job; running it settles and sends the refund.
    await t.app.context.jobs.drain();
    await fake.deliverWebhooks();
  });

  it('pays each verified CPM item from its views within the cap, the basis written on the line', async () => {
    const [reel1] = await linesOf(ids.reel1!);
    assert.deepEqual([reel1?.status, reel1?.grossMinor, reel1?.basis.kind, reel1?.basis.views, reel1?.basis.viewsSource], ['awaiting_approval', 9_000_00, 'cpm', 45_000, 'verified']);
    assert.match(reel1!.basis.note, /^45,000 verified views, capped at 50,000 × ₹200 per 1,000 views/);
    const [reel2] = await linesOf(ids.reel2!);
    assert.deepEqual([reel2?.grossMinor, reel2?.basis.viewsSource], [2_000_00, 'last_stored']);
    assert.match(reel2!.basis.note, /estimated: the last stored count, not verified/);
    assert.equal((await linesOf(ids.reel3!)).length, 0, 'an item not yet reviewed has no line');
    const brandLines = (await call('GET', `brands/${w.owner.brandId}/payout-lines/`, w.owner.token)).json() as { results: Array<{ id: string; basis: string; gross: string }> };
    assert.equal(brandLines.results.find((l) => l.id === reel1!.id)?.gross, '9000.00');
  });

  it('keeps what open work needs and refunds the rest of the escrow through Razorpay, once', async () => {
    // Held: the video's ₹20,000, what reels 1 and 2 earned (₹9,000 + ₹2,000) and reel 3's ₹6,000 share while it is reviewed.
    assert.equal(await balance(`placement:${w.rosterId}:committed`), 37_000_00);
    assert.equal(await balance(`campaign:${w.campaignId}:escrow`), 0);
    const [refund, ...others] = await refundsOf(w.campaignId);
    assert.equal(others.length, 0);
    assert.deepEqual([refund?.status, refund?.amountMinor, refund?.provider], ['processed', 63_000_00, 'razorpay']);
    const atRazorpay = [...fake.state.refunds.values()].filter((r) => r.payment_id === w.paymentId);
    assert.deepEqual(atRazorpay.map((r) => [r.id, r.amount, r.status, r.receipt]), [[refund!.providerRefundId, 63_000_00, 'processed', refund!.id]]);
    assert.equal(fake.state.payments.get(w.paymentId)?.amount_refunded, 63_000_00);
    const figures = await overviewOf(w);
    assert.deepEqual([figures.funded, figures.committed, figures.refunded, figures.available], ['100000.00', '37000.00', '63000.00', '0.00']);
    // Running the job again (and the refund webhooks delivered again) changes nothing.
    await t.app.context.services.campaignSettlement.settleDue();
    await t.app.context.services.fundingRefunds.sendDue();
    await fake.deliverWebhooks();
    assert.equal((await refundsOf(w.campaignId)).length, 1);
    assert.equal([...fake.state.refunds.values()].filter((r) => r.payment_id === w.paymentId).length, 1);
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
    // The reconciliation finds Razorpay's refunds and the ledger in agreement.
    const run = await reconcile();
    assert.deepEqual([run.status, run.differences, run.checked.razorpay_refunds], ['clean', [], 1]);
  });

  it('pays a line that earned beyond its offer from what the cut-off kept', async () => {
    const [reel1] = await linesOf(ids.reel1!);
    const approved = await call('POST', `payout-lines/${reel1!.id}/approve/`, w.owner.token);
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(await balance(`creator:${w.creator.influencerId}:available`), 9_000_00);
    assert.equal(await balance(`placement:${w.rosterId}:committed`), 28_000_00);
  });

  it('returns the last item\'s share once it is rejected and the dispute time is over, and refunds that too', async () => {
    await t.database.db.update(contentSubmissions).set({ status: 'rejected', updatedAt: new Date(Date.now() - 15 * 86_400_000) }).where(eq(contentSubmissions.id, ids.reel3!));
    await t.app.context.services.campaignSettlement.settleDue();
    await t.app.context.services.fundingRefunds.sendDue();
    await fake.deliverWebhooks();
    assert.equal(await balance(`placement:${w.rosterId}:committed`), 22_000_00);
    const refunds = await refundsOf(w.campaignId);
    assert.deepEqual(refunds.map((r) => [r.status, r.amountMinor]).sort((a, b) => Number(a[1]) - Number(b[1])), [['processed', 6_000_00], ['processed', 63_000_00]]);
    assert.equal(fake.state.payments.get(w.paymentId)?.amount_refunded, 69_000_00);
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
  });
});

describe('cancelling a campaign', () => {
  it('returns every commitment without work and refunds the whole escrow', async () => {
    const w = await fundedCampaign('cancel');
    const cancelled = await call('POST', `campaigns/${w.campaignId}/status/`, w.owner.token, { action: 'cancel' });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await t.app.context.jobs.drain();
    await fake.deliverWebhooks();
    assert.equal(await balance(`placement:${w.rosterId}:committed`), 0);
    const [refund] = await refundsOf(w.campaignId);
    assert.deepEqual([refund?.status, refund?.amountMinor, refund?.reason], ['processed', 100_000_00, 'campaign_closed']);
    assert.equal(fake.state.payments.get(w.paymentId)?.status, 'refunded');
  });

  it('a refund Razorpay fails goes back to the escrow and is tried again on the next run', async () => {
    const w = await fundedCampaign('failing');
    fake.state.refundOutcome = 'failed';
    try {
      await call('POST', `campaigns/${w.campaignId}/status/`, w.owner.token, { action: 'cancel' });
      await t.app.context.jobs.drain();
      await fake.deliverWebhooks();
    } finally {
      fake.state.refundOutcome = 'processed';
    }
    const [failed] = await refundsOf(w.campaignId);
    assert.equal(failed?.status, 'failed');
    assert.equal(await balance(`campaign:${w.campaignId}:escrow`), 100_000_00);
    assert.equal((await overviewOf(w)).refunded, '0.00');
    await t.app.context.services.campaignSettlement.settleDue();
    await t.app.context.services.fundingRefunds.sendDue();
    await fake.deliverWebhooks();
    const refunds = await refundsOf(w.campaignId);
    assert.deepEqual(refunds.map((r) => r.status).sort(), ['failed', 'processed']);
    assert.equal((await overviewOf(w)).refunded, '100000.00');
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
  });

  it('a refund Razorpay created before we heard its answer is found by its receipt, not asked for twice', async () => {
    const w = await fundedCampaign('crash');
    fake.state.refundOutcome = 'pending';
    // Razorpay created the refund but its answer never reached us (the process died after the request).
    await call('POST', `campaigns/${w.campaignId}/status/`, w.owner.token, { action: 'cancel' });
    await t.app.context.services.campaignSettlement.settleDue();
    const [planned] = await refundsOf(w.campaignId);
    assert.equal(planned?.status, 'queued');
    const response = await fetch(`${fake.url}/v1/payments/${w.paymentId}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${fake.state.keyId}:${fake.state.keySecret}`).toString('base64')}` },
      body: JSON.stringify({ amount: planned!.amountMinor, receipt: planned!.id }),
    });
    assert.equal(response.status, 200);
    fake.state.refundOutcome = 'processed';
    await t.app.context.services.fundingRefunds.sendDue();
    const atRazorpay = [...fake.state.refunds.values()].filter((r) => r.payment_id === w.paymentId);
    assert.equal(atRazorpay.length, 1, 'the retry found the refund by its receipt');
    const [sent] = await refundsOf(w.campaignId);
    assert.deepEqual([sent?.status, sent?.providerRefundId], ['processing', atRazorpay[0]!.id]);
    await fake.settleRefund(atRazorpay[0]!.id, 'processed');
    // Until its webhook arrives, the reconciliation reports the refund Razorpay processed as still on its way here.
    const lost = await reconcile();
    assert.deepEqual(lost.differences.filter((d) => d.reference === atRazorpay[0]!.id).map((d) => [d.provider, d.kind, d.expected, d.actual]),
      [['razorpay', 'status_mismatch', 'processed', 'processing']]);
    await fake.deliverWebhooks();
    assert.deepEqual((await reconcile()).differences, []);
    assert.equal((await refundsOf(w.campaignId))[0]?.status, 'processed');
    assert.equal((await overviewOf(w)).refunded, '100000.00');
  });
});

describe('approving beyond what the campaign holds', () => {
  it('is refused with how much more is needed, and moves nothing', async () => {
    const w = await fundedCampaign('short');
    const reel = await submission(w, 'instagram', 'verified');
    await reading(w, reel, 50_000, 'first_party');
    await call('POST', `campaigns/${w.campaignId}/status/`, w.owner.token, { action: 'complete' });
    await t.app.context.jobs.drain();
    // A dispute upheld after the cut-off: its line needs ₹20,000 the placement no longer holds, and the escrow was refunded.
    const video = await submission(w, 'youtube', 'verified');
    await createPayoutLinesRepository(t.database.db).createForVerifiedSubmission(t.database.db, video);
    const [line] = await linesOf(video);
    const refused = await call('POST', `payout-lines/${line!.id}/approve/`, w.owner.token);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().detail, paymentTexts.approveUnfunded('₹20,000'));
    assert.equal((await linesOf(video))[0]?.status, 'awaiting_approval');
    assert.equal(await balance(`creator:${w.creator.influencerId}:available`), 0);
  });
});
