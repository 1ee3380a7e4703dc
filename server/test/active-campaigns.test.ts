import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { seedActiveWork } from './helpers/active-work.helpers';
import { apiCall, brandOwner } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let brand: Awaited<ReturnType<typeof brandOwner>>;
let work: Awaited<ReturnType<typeof seedActiveWork>>;
const get = (url: string, token: string) => apiCall(t)('GET', url, token);
type Item = { id: string; campaign: { name: string; status: string; brand: { name: string } }; [key: string]: unknown };

before(async () => {
  t = await createTestApp();
  brand = await brandOwner(t, 'owner.active@example.test', 'Rainy Co.');
  work = await seedActiveWork(t, brand);
});
after(() => t.close());

describe('GET influencers/campaigns/active/', () => {
  it('lists the live campaigns I accepted by default, newest acceptance first, with pay and progress', async () => {
    const response = await get('influencers/campaigns/active/', work.ana.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as { count: number; results: Item[] };
    assert.equal(body.count, 2);
    assert.deepEqual(body.results.map((item) => item.campaign.name), ['Fresh Finish', 'Alpha Launch']);
    const alpha = body.results[1]!;
    assert.equal(alpha.id, work.rows.alpha);
    assert.equal(alpha.campaign.brand.name, 'Rainy Co.');
    assert.deepEqual(alpha.agreed_pay, { offered_amount: '70000.00', requested_compensation: '65000.00', currency: 'INR' });
    assert.equal(alpha.placements_total, 2);
    assert.equal(alpha.placements_submitted, 2);
    assert.equal(alpha.placements_verified, 1);
    assert.equal(alpha.next_deadline, '2099-01-15');
    assert.equal(body.results[0]!.placements_total, 0);
    assert.equal(body.results[0]!.next_deadline, null);
  });

  it('?status=completed gives the finished ones and all gives every accepted campaign (never invites or declines)', async () => {
    const completed = (await get('influencers/campaigns/active/?status=completed', work.ana.token)).json() as { count: number; results: Item[] };
    assert.deepEqual(completed.results.map((item) => item.campaign.name), ['Beta Drive']);
    assert.equal(completed.results[0]!.next_deadline, null);
    const all = (await get('influencers/campaigns/active/?status=all&ordering=name', work.ana.token)).json() as { count: number; results: Item[] };
    assert.deepEqual(all.results.map((item) => item.campaign.name), ['Alpha Launch', 'Beta Drive', 'Fresh Finish']);
  });

  it('searches campaign and brand names, refuses unknown filters, and pages', async () => {
    const found = (await get('influencers/campaigns/active/?status=all&search=alpha', work.ana.token)).json() as { count: number };
    assert.equal(found.count, 1);
    const byBrand = (await get('influencers/campaigns/active/?status=all&search=rainy', work.ana.token)).json() as { count: number };
    assert.equal(byBrand.count, 3);
    assert.equal((await get('influencers/campaigns/active/?status=nope', work.ana.token)).statusCode, 400);
    assert.equal((await get('influencers/campaigns/active/?ordering=budget', work.ana.token)).statusCode, 400);
    const first = (await get('influencers/campaigns/active/?status=all&page_size=2&ordering=name', work.ana.token)).json() as { count: number; next: string; results: Item[] };
    assert.equal(first.count, 3);
    assert.equal(first.results.length, 2);
    assert.match(first.next, /page=2/);
    const second = (await get('influencers/campaigns/active/?status=all&page_size=2&ordering=name&page=2', work.ana.token)).json() as { next: null; results: Item[] };
    assert.deepEqual(second.results.map((item) => item.campaign.name), ['Fresh Finish']);
    assert.equal(second.next, null);
    assert.equal((await get('influencers/campaigns/active/?page=9', work.ana.token)).statusCode, 404);
  });

  it("shows another influencer only their own work, and refuses brands (403)", async () => {
    const ben = (await get('influencers/campaigns/active/', work.ben.token)).json() as { results: Item[] };
    assert.deepEqual(ben.results.map((item) => item.campaign.name), ['Gamma Glow']);
    assert.equal((await get('influencers/campaigns/active/', brand.token)).statusCode, 403);
    assert.equal((await apiCall(t)('GET', 'influencers/campaigns/active/')).statusCode, 401);
  });
});

describe('one accepted campaign', () => {
  const paths = ['dashboard/', 'dashboard/stats/', 'placements/', 'content/'];

  it('overview: brief, collateral, application, agreed pay and progress with earned and pending money', async () => {
    const response = await get(`influencers/campaigns/active/${work.rows.alpha}/dashboard/`, work.ana.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.campaign.name, 'Alpha Launch');
    assert.equal(body.campaign.description, 'Launch of our monsoon collection with creators across India.');
    assert.equal(body.brief.message, 'We would love to work with you.');
    assert.equal(body.brief.collateral.guidelines, 'Show the product in daylight.');
    assert.equal(body.application.expected_delivery_date, '2099-01-15');
    assert.deepEqual(body.progress, {
      placements_total: 2, placements_submitted: 2, placements_verified: 1, next_deadline: '2099-01-15', earned: '40000.00', pending: '30000.00',
    });
  });

  it('stats: submissions by verification status and the earnings of the campaign', async () => {
    const body = (await get(`influencers/campaigns/active/${work.rows.alpha}/dashboard/stats/`, work.ana.token)).json();
    assert.equal(body.submissions.total, 3);
    assert.deepEqual(body.submissions.by_status, {
      submitted: 0, verified: 1, rejected: 1, rebuttal_requested: 1, rebuttal_responsed: 0, rebuttal_approved: 0, rebuttal_rejected: 0,
    });
    assert.deepEqual(body.earnings, { currency: 'INR', agreed: '70000.00', earned: '40000.00', pending: '30000.00' });
  });

  it('a completed campaign counts rebuttal_approved as earned and owes nothing for content never submitted', async () => {
    const body = (await get(`influencers/campaigns/active/${work.rows.beta}/dashboard/stats/`, work.ana.token)).json();
    assert.deepEqual(body.earnings, { currency: 'INR', agreed: '15000.00', earned: '10000.00', pending: '0.00' });
    assert.equal(body.placements_verified, 1);
  });

  it('placements: type label, platform, amount, deadline and the latest submission', async () => {
    const body = (await get(`influencers/campaigns/active/${work.rows.alpha}/placements/`, work.ana.token)).json();
    assert.equal(body.currency, 'INR');
    const [video, reel] = body.results;
    assert.equal(video.label, 'Dedicated video');
    assert.equal(video.platform, 'youtube');
    assert.equal(video.amount, '40000.00');
    assert.equal(video.deadline, '2099-01-15');
    assert.equal(video.latest_submission.status, 'verified');
    assert.equal(video.submissions, 2);
    assert.equal(video.verified, true);
    assert.equal(reel.label, 'Branding in a Reel');
    assert.equal(reel.platform, 'instagram');
    assert.equal(reel.latest_submission.status, 'rebuttal_requested');
    assert.equal(reel.verified, false);
  });

  it('placements fall back to the campaign end date when the application has none', async () => {
    const db = t.app.context.database.db;
    const [row] = await db.select().from(campaignInfluencers).where(eq(campaignInfluencers.id, work.rows.beta));
    const { expected_delivery_date: _dropped, ...application } = row!.application!;
    await db.update(campaignInfluencers).set({ application: application as never }).where(eq(campaignInfluencers.id, work.rows.beta));
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, work.campaigns.beta));
    const body = (await get(`influencers/campaigns/active/${work.rows.beta}/placements/`, work.ana.token)).json();
    assert.equal(body.results[0].deadline, campaign!.endDate);
    assert.notEqual(campaign!.endDate, null);
    const overview = (await get(`influencers/campaigns/active/${work.rows.fresh}/dashboard/`, work.ana.token)).json();
    assert.equal(overview.progress.placements_total, 0);
  });

  it('content: my submissions newest first with their review history (who, when, why), filterable and paged', async () => {
    const response = await get(`influencers/campaigns/active/${work.rows.alpha}/content/`, work.ana.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.count, 3);
    assert.deepEqual(body.results.map((s: { id: string }) => s.id), [work.submissions.disputed, work.submissions.verified, work.submissions.rejected]);
    const rejected = body.results[2];
    assert.equal(rejected.placement_type, 'yt_dedicated_video');
    assert.deepEqual(rejected.events.map((e: { action: string }) => e.action), ['reject', 'submit']);
    assert.equal(rejected.events[0].actor_role, 'brand');
    assert.equal(rejected.events[0].actor_name, 'Brand Owner');
    assert.equal(rejected.events[0].message, 'The logo is not visible.');
    const filtered = (await get(`influencers/campaigns/active/${work.rows.alpha}/content/?status=rejected`, work.ana.token)).json();
    assert.deepEqual(filtered.results.map((s: { id: string }) => s.id), [work.submissions.rejected]);
    const byPlacement = (await get(`influencers/campaigns/active/${work.rows.alpha}/content/?placement_id=${work.placements.reel}`, work.ana.token)).json();
    assert.equal(byPlacement.count, 1);
    const paged = (await get(`influencers/campaigns/active/${work.rows.alpha}/content/?page_size=2`, work.ana.token)).json();
    assert.equal(paged.results.length, 2);
    assert.match(paged.next, /page=2/);
  });

  it("is 404 on every tab for another influencer's campaign, an invite not accepted, a brand, and an unknown id", async () => {
    const notMine = [work.rows.gamma, work.rows.delta, work.rows.echo, '00000000-0000-4000-8000-000000000000'];
    for (const path of paths) {
      for (const id of notMine) assert.equal((await get(`influencers/campaigns/active/${id}/${path}`, work.ana.token)).statusCode, 404, `${id} ${path}`);
      assert.equal((await get(`influencers/campaigns/active/${work.rows.alpha}/${path}`, work.ben.token)).statusCode, 404, path);
      assert.equal((await get(`influencers/campaigns/active/${work.rows.alpha}/${path}`, brand.token)).statusCode, 404, path);
    }
    assert.equal((await get('influencers/campaigns/active/not-a-uuid/dashboard/', work.ana.token)).statusCode, 400);
  });
});
