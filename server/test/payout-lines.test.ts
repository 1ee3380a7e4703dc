// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): approvals and reviews of one item at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { paymentTexts } from '../../src/domain/payments/payment.texts';
import { campaignInfluencers, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { payoutLines } from '../src/db/schema/payout-lines.schema';
import { apiCall, brandOwner, fundCampaign, teamMember } from './helpers/campaign.helpers';
import { brandWithCampaign, influencerWithAccounts, staffToken, youtubeUrl, type TestInfluencer } from './helpers/submission.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Payout lines (docs/payments.md "Payout lines"): created by the work (a verified fixed-price item, or an upheld
 * dispute), approved by a brand admin, which releases the money in the ledger once, whoever else approves at once.
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let setup: Awaited<ReturnType<typeof brandWithCampaign>>;
let creator: TestInfluencer;
let rosterId: string;
let staff: string;

const reason = 'The product is not shown at all in this video.';

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  setup = await brandWithCampaign(t, 'owner@payout-lines.test');
  creator = await influencerWithAccounts(t, 'creator@payout-lines.test', 'linescreator', 'Lines Creator');
  staff = await staffToken(t);
  await fundCampaign(t, setup.campaign.id, 100_000_00);
  // An accepted offer (what the invite and acceptance write): two fixed-price videos and three CPM reels.
  const offered = [
    { placement_id: setup.youtube, type: 'yt_dedicated_video', quantity: 2, pricing_type: 'fixed', rate: '20000.00', projected_views: null, amount: '40000.00' },
    { placement_id: setup.instagram, type: 'ig_branded_reel', quantity: 3, pricing_type: 'cpm', rate: '200.00', projected_views: 30000, amount: '18000.00' },
  ];
  const [row] = await t.database.db.insert(campaignInfluencers).values({
    campaignId: setup.campaign.id, influencerId: creator.influencerId, status: 'accepted', invitedAt: new Date(), respondedAt: new Date(),
    offeredAmount: '58000.00', offeredPlacements: offered,
  }).returning();
  rosterId = row!.id;
  await t.app.context.money.commitPlacement({
    brandId: setup.owner.brandId, campaignId: setup.campaign.id, placementId: rosterId, currency: 'INR', amountMinor: 58_000_00,
  });
});
after(async () => t?.close());

async function submitted(placementId = setup.youtube, platform: 'youtube' | 'instagram' = 'youtube', status: 'submitted' | 'rebuttal_responsed' = 'submitted') {
  const [row] = await t.database.db.insert(contentSubmissions).values({
    campaignId: setup.campaign.id, campaignInfluencerId: rosterId, influencerId: creator.influencerId, placementId, platform,
    contentUrl: platform === 'youtube' ? youtubeUrl() : 'https://www.instagram.com/reel/Cabc123/', status,
  }).returning();
  return row!.id;
}

const review = (id: string, action: 'verify' | 'reject', token = setup.owner.token) =>
  call('POST', `campaigns/${setup.campaign.id}/content-submissions/${id}/${action}/`, token, action === 'verify' ? {} : { reason });
const linesOf = (submissionId: string) => t.database.db.select().from(payoutLines).where(eq(payoutLines.submissionId, submissionId));
const earnings = async () => (await call('GET', 'influencers/me/earnings/', creator.token)).json() as {
  balances: Array<{ currency: string; available: string; pending: string; processing: string; paid: string }>;
  lines: Array<{ id: string; status: string; gross: string; basis: string; campaign_name: string; placement_type: string }>;
};
const balance = (code: string) => t.app.context.ledger.balance(code, 'INR');

describe('payout lines come from the work', () => {
  it('a verified fixed-price item gets a line for its rate, pending until the brand approves it', async () => {
    const id = await submitted();
    assert.equal((await review(id, 'verify')).statusCode, 200);
    const [line] = await linesOf(id);
    assert.ok(line);
    assert.deepEqual([line.status, line.grossMinor, line.committedMinor, line.basis.kind], ['awaiting_approval', 20_000_00, 20_000_00, 'fixed']);
    const mine = await earnings();
    assert.deepEqual(mine.balances, [{ currency: 'INR', available: '0.00', pending: '20000.00', processing: '0.00', paid: '0.00' }]);
    assert.equal(mine.lines.find((l) => l.id === line.id)?.placement_type, 'yt_dedicated_video');
    const awaiting = (await call('GET', `brands/${setup.owner.brandId}/payout-lines/`, setup.owner.token)).json() as { results: Array<{ id: string; influencer_name: string; gross: string }> };
    assert.deepEqual(awaiting.results.map((l) => [l.id, l.influencer_name, l.gross]), [[line.id, 'Lines Creator', '20000.00']]);
  });

  it('a rejected item gets no line; an upheld dispute gets one', async () => {
    const id = await submitted();
    assert.equal((await review(id, 'reject')).statusCode, 200);
    assert.equal((await linesOf(id)).length, 0);
    const disputed = await submitted(setup.youtube, 'youtube', 'rebuttal_responsed');
    const decided = await t.app.inject({
      method: 'POST', url: `/api/v1/operator/disputes/${disputed}/decide/`, headers: { authorization: `Bearer ${staff}` }, payload: { decision: 'approve', reason },
    });
    assert.equal(decided.statusCode, 200, decided.body);
    assert.equal((await linesOf(disputed))[0]?.status, 'awaiting_approval');
  });

  it('a CPM item gets its line at the cut-off, not at verification', async () => {
    const id = await submitted(setup.instagram, 'instagram');
    assert.equal((await review(id, 'verify')).statusCode, 200);
    assert.equal((await linesOf(id)).length, 0);
  });

  it('verifying and rejecting the same item at once makes at most one line', async () => {
    const id = await submitted();
    const results = await Promise.all([review(id, 'verify'), review(id, 'reject')]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const [after] = await t.database.db.select().from(contentSubmissions).where(eq(contentSubmissions.id, id));
    assert.equal((await linesOf(id)).length, after!.status === 'verified' ? 1 : 0);
  });
});

describe('approving a payout line', () => {
  it('releases the line once: committed money moves to the creator, a second approval is told it was done', async () => {
    const id = await submitted();
    await review(id, 'verify');
    const [line] = await linesOf(id);
    // What the brand holds for the campaign (its escrow and this placement): earlier tests verified more items of this
    // placement than the offer has, so the approval may first top the placement up from the escrow.
    const held = async () => (await balance(`placement:${rosterId}:committed`)) + (await balance(`campaign:${setup.campaign.id}:escrow`));
    const heldBefore = await held();
    const availableBefore = await balance(`creator:${creator.influencerId}:available`);
    const results = await Promise.all([
      call('POST', `payout-lines/${line!.id}/approve/`, setup.owner.token),
      call('POST', `payout-lines/${line!.id}/approve/`, setup.owner.token),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    assert.equal(refused.json().detail, paymentTexts.lineAlreadyApproved);
    assert.equal(results.find((r) => r.statusCode === 200)!.json().status, 'approved');
    assert.equal(await held(), heldBefore - 20_000_00);
    assert.equal(await balance(`creator:${creator.influencerId}:available`), availableBefore + 20_000_00);
    const overview = (await call('GET', `brands/${setup.owner.brandId}/payments/`, setup.owner.token)).json() as { campaigns: Array<{ campaign_id: string; released: string }> };
    assert.equal(Number(overview.campaigns.find((c) => c.campaign_id === setup.campaign.id)!.released) >= 20000, true);
    assert.deepEqual(await t.app.context.ledger.verifyBalances(), []);
  });

  it('needs payments.approve: managers and viewers get 403, other brands and creators 404', async () => {
    const id = await submitted();
    await review(id, 'verify');
    const [line] = await linesOf(id);
    for (const role of ['manager', 'viewer'] as const) {
      const token = await teamMember(t, `${role}@payout-lines.test`, setup.owner.brandId, role);
      const refused = await call('POST', `payout-lines/${line!.id}/approve/`, token);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().detail, paymentTexts.approveNotPermitted);
      assert.equal((await call('GET', `brands/${setup.owner.brandId}/payout-lines/`, token)).statusCode, 200, 'they can see the lines');
    }
    const stranger = await brandOwner(t, 'stranger@payout-lines.test', 'Stranger Co.');
    assert.equal((await call('POST', `payout-lines/${line!.id}/approve/`, stranger.token)).statusCode, 404);
    assert.equal((await call('GET', `brands/${setup.owner.brandId}/payout-lines/`, stranger.token)).statusCode, 404);
    assert.equal((await call('POST', `payout-lines/${line!.id}/approve/`, creator.token)).statusCode, 404);
    assert.equal((await linesOf(id))[0]?.status, 'awaiting_approval');
  });

  it("shows the creator only their own earnings", async () => {
    const other = await influencerWithAccounts(t, 'other@payout-lines.test', 'othercreator', 'Other Creator');
    const theirs = (await call('GET', 'influencers/me/earnings/', other.token)).json() as { balances: unknown[]; lines: unknown[] };
    assert.deepEqual(theirs, { balances: [], lines: [], payout_details: { has_payout_method: false, method: null, has_pan: false } });
    assert.equal((await call('GET', 'influencers/me/earnings/', setup.owner.token)).statusCode, 404);
  });
});
