import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { analyticsFormulas } from '../../src/domain/analytics/analytics-formulas';
import { deliveredContent, upsert } from './helpers/analytics.helpers';
import { apiCall, brandOwner, createCampaign, errorsOf } from './helpers/campaign.helpers';
import { forceStatus } from './helpers/roster.helpers';
import { enroll, influencerWithAccounts } from './helpers/submission.helpers';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

type Placements = Array<{ id: string; type: string }>;
const placementOf = (campaign: { placements: unknown }, type: string) => (campaign.placements as Placements).find((p) => p.type === type)!.id;

/**
 * Influencer X's own verified numbers across campaigns of two brands in two currencies, 1-3 Sep 2026:
 *   A (brand 1, INR): S1 YouTube, verified 31 Aug, first-party: 31 Aug views 1,000 / likes 50 / comments 5, then
 *      3 Sep views 12,000 / likes 500 / comments 60 -> in the range it gained 11,000 / 450 / 55.
 *      S2 Instagram, estimated, 2 Sep: views 2,000, likes 100, comments 10, shares 5, saves 15, reach 1,500.
 *      Y's S4 on A (50,000 views) is Y's, never X's.
 *   B (brand 2, USD): S3 YouTube, first-party, 2 Sep: views 3,000, likes 90, comments 9. S5 still `submitted`: not counted.
 *   C: accepted, no content: not listed.
 */
describe('GET analytics/my-performance/ on a crafted data set', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let xToken: string;
  let yToken: string;
  let brandToken: string;
  let campaignA: string;
  let campaignB: string;
  let rosterA: string;
  const range = 'from=2026-09-01&to=2026-09-03';
  const mine = async (query: string, token = xToken) => {
    const response = await call('GET', `analytics/my-performance/?${query}`, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    call = apiCall(t);
    const brand1 = await brandOwner(t, 'myperf-b1@example.com');
    const brand2 = await brandOwner(t, 'myperf-b2@example.com', 'Other Brand Ltd.');
    brandToken = brand1.token;
    const a = await createCampaign(t, brand1.token, brand1.brandId, { name: 'Alpha Launch' });
    const b = await createCampaign(t, brand2.token, brand2.brandId, { name: 'Beta Drop', currency: 'USD' });
    const c = await createCampaign(t, brand2.token, brand2.brandId, { name: 'Gamma Quiet' });
    for (const id of [a.id, b.id, c.id]) await forceStatus(t, id, 'active');
    campaignA = a.id;
    campaignB = b.id;
    const x = await influencerWithAccounts(t, 'myperf-x@example.com', 'myperfx', 'Xena Creates');
    const y = await influencerWithAccounts(t, 'myperf-y@example.com', 'myperfy', 'Yusuf Films');
    xToken = x.token;
    yToken = y.token;
    rosterA = await enroll(t, a.id, x.influencerId);
    const rosterB = await enroll(t, b.id, x.influencerId);
    await enroll(t, c.id, x.influencerId);
    const yRoster = await enroll(t, a.id, y.influencerId);

    const yt = (campaign: typeof a) => placementOf(campaign, 'yt_dedicated_video');
    const ig = placementOf(a, 'ig_branded_reel');
    const s1 = await deliveredContent(t, { campaignId: a.id, rosterId: rosterA, influencerId: x.influencerId, placementId: yt(a), platform: 'youtube', verifiedAt: '2026-08-31' });
    const s2 = await deliveredContent(t, { campaignId: a.id, rosterId: rosterA, influencerId: x.influencerId, placementId: ig, platform: 'instagram', verifiedAt: '2026-09-01', url: 'https://www.instagram.com/reel/Cmyperf1/' });
    const s3 = await deliveredContent(t, { campaignId: b.id, rosterId: rosterB, influencerId: x.influencerId, placementId: yt(b), platform: 'youtube', verifiedAt: '2026-09-01' });
    const s4 = await deliveredContent(t, { campaignId: a.id, rosterId: yRoster, influencerId: y.influencerId, placementId: yt(a), platform: 'youtube', verifiedAt: '2026-09-01' });
    const s5 = await deliveredContent(t, { campaignId: b.id, rosterId: rosterB, influencerId: x.influencerId, placementId: yt(b), platform: 'youtube', verifiedAt: '2026-09-01', status: 'submitted' });
    const fp = 'first_party' as const;
    await upsert(t, { submissionId: s1, day: '2026-08-31', views: 1000, likes: 50, comments: 5, provenance: fp });
    await upsert(t, { submissionId: s1, day: '2026-09-03', views: 12000, likes: 500, comments: 60, provenance: fp });
    await upsert(t, { submissionId: s2, day: '2026-09-02', views: 2000, likes: 100, comments: 10, shares: 5, saves: 15, reach: 1500, provenance: 'estimated' });
    await upsert(t, { submissionId: s3, day: '2026-09-02', views: 3000, likes: 90, comments: 9, provenance: fp });
    await upsert(t, { submissionId: s4, day: '2026-09-02', views: 50000, likes: 4000, comments: 400, provenance: fp });
    await upsert(t, { submissionId: s5, day: '2026-09-02', views: 77777, likes: 7777, provenance: fp });
  });
  after(async () => t.close());

  it('adds up my own content in the range across campaigns and currencies, with the published engagement rate', async () => {
    const body = await mine(range);
    assert.equal(body.from, '2026-09-01');
    assert.equal(body.to, '2026-09-03');
    assert.deepEqual(body.formulas, { engagement_rate: analyticsFormulas.engagement_rate, engagements: analyticsFormulas.engagements });
    const f = body.totals;
    assert.deepEqual(
      [f.views, f.engaged_views, f.reach, f.likes, f.comments, f.shares, f.saves, f.engagements, f.verified_content],
      [16000, null, 1500, 640, 74, 5, 15, 734, 3],
    );
    assert.equal(f.engagement_rate, 4.59); // 734 / 16,000 × 100 = 4.5875
    assert.deepEqual(f.provenance, {
      views: 'estimated', engaged_views: null, reach: 'estimated', likes: 'estimated', comments: 'estimated', shares: 'estimated',
      saves: 'estimated', engagements: 'estimated', engagement_rate: 'estimated',
    });
  });

  it('lists each campaign with verified content, largest views first, with the roster id of its Stats tab', async () => {
    const body = await mine(range);
    const rows = body.campaigns.map((r: { name: string; campaign_id: string; brand_name: string; figures: Record<string, unknown> }) =>
      [r.name, r.campaign_id, r.brand_name, r.figures.views, r.figures.engagements, r.figures.engagement_rate, r.figures.verified_content]);
    assert.deepEqual(rows, [
      ['Alpha Launch', campaignA, 'Acme Demo Co.', 13000, 635, 4.88, 2], // 635 / 13,000 × 100 = 4.8846
      ['Beta Drop', campaignB, 'Other Brand Ltd.', 3000, 99, 3.3, 1],
    ]);
    assert.equal(body.campaigns[0].roster_id, rosterA);
    assert.equal(body.campaigns[0].status, 'active');
    assert.deepEqual(body.campaigns[1].figures.provenance, {
      views: 'first_party', engaged_views: null, reach: null, likes: 'first_party', comments: 'first_party', shares: null, saves: null,
      engagements: 'first_party', engagement_rate: 'first_party',
    });
    assert.equal(JSON.stringify(body).includes('spend'), false, 'no amounts across currencies');
  });

  it('keeps campaigns with verified content but no readings in the range, with null figures; content verified later is not there yet', async () => {
    const quiet = await mine('from=2026-09-10&to=2026-09-12');
    assert.equal(quiet.campaigns.length, 2);
    assert.equal(quiet.totals.views, null);
    assert.equal(quiet.totals.engagement_rate, null);
    assert.equal(quiet.totals.provenance.views, null);
    assert.equal(quiet.totals.verified_content, 3);
    const before = await mine('from=2026-08-01&to=2026-08-30');
    assert.deepEqual(before.campaigns, []);
    assert.equal(before.totals.verified_content, 0);
  });

  it("shows another influencer only their own content", async () => {
    const body = await mine(range, yToken);
    assert.deepEqual(body.campaigns.map((r: { name: string; figures: { views: number } }) => [r.name, r.figures.views]), [['Alpha Launch', 50000]]);
    assert.equal(body.totals.views, 50000);
  });

  it('defaults to the 30 days ending today', async () => {
    const before = new Date().toISOString().slice(0, 10);
    const body = await mine('');
    // The request may cross midnight UTC: today is the day before or after it.
    assert.ok([before, new Date().toISOString().slice(0, 10)].includes(body.to));
    assert.equal(body.from, new Date(Date.parse(`${body.to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10));
  });

  it('answers an influencer without a profile or campaigns with an empty report', async () => {
    const newcomer = await signUpAndGetToken(t.app, { email: 'myperf-new@example.com', password: 'Secret!234', name: 'New One', persona: 'influencer' });
    const body = await mine('', newcomer);
    assert.equal(body.influencer_id, null);
    assert.deepEqual(body.campaigns, []);
    assert.equal(body.totals.verified_content, 0);
  });

  it('refuses brands (403) and anonymous callers (401)', async () => {
    const brand = await call('GET', 'analytics/my-performance/', brandToken);
    assert.equal(brand.statusCode, 403);
    assert.equal(brand.json().detail, 'Your own verified numbers are for influencer accounts.');
    assert.equal((await call('GET', 'analytics/my-performance/')).statusCode, 401);
  });

  it('refuses bad ranges with the messages of the campaign report', async () => {
    const check = async (query: string, field: string, message: string) => {
      const response = await call('GET', `analytics/my-performance/?${query}`, xToken);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(errorsOf(response.body)[field], [message]);
    };
    await check('from=2026-13-01', 'from', 'Enter a date as YYYY-MM-DD.');
    await check('from=2026-09-03&to=2026-09-01', 'to', 'The end date cannot be before the start date.');
    await check('from=2025-01-01&to=2026-09-01', 'to', 'A report can cover at most 366 days.');
  });
});
