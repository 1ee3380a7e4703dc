import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { influencerWithProfile, seedActiveWork } from './helpers/active-work.helpers';
import { apiCall, brandOwner } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let brand: Awaited<ReturnType<typeof brandOwner>>;
let work: Awaited<ReturnType<typeof seedActiveWork>>;
const get = (url: string, token: string) => apiCall(t)('GET', url, token);
const thisMonth = () => new Date().toISOString().slice(0, 7);

before(async () => {
  t = await createTestApp();
  brand = await brandOwner(t, 'owner.dash@example.test', 'Rainy Co.');
  work = await seedActiveWork(t, brand);
});
after(() => t.close());

describe('GET influencers/{id}/dashboard/', () => {
  it('shows open invites, live campaigns, the next deadlines, earnings and recent activity', async () => {
    const response = await get(`influencers/${work.ana.influencerId}/dashboard/`, work.ana.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.influencer_id, work.ana.influencerId);
    assert.equal(body.open_invites.count, 1);
    assert.equal(body.open_invites.soonest[0].id, work.rows.delta);
    assert.equal(body.open_invites.soonest[0].campaign.name, 'Delta Days');
    assert.equal(body.open_invites.soonest[0].campaign.brand_name, 'Rainy Co.');
    assert.equal(body.active_campaigns.count, 2);
    assert.deepEqual(body.active_campaigns.results.map((c: { campaign: { name: string } }) => c.campaign.name), ['Fresh Finish', 'Alpha Launch']);
    // Only Alpha's reel is open: the video is verified, Beta is completed, Fresh offers nothing.
    assert.equal(body.upcoming_deadlines.length, 1);
    assert.equal(body.upcoming_deadlines[0].roster_id, work.rows.alpha);
    assert.equal(body.upcoming_deadlines[0].label, 'Branding in a Reel');
    assert.equal(body.upcoming_deadlines[0].deadline, '2099-01-15');
    assert.equal(body.upcoming_deadlines[0].latest_status, 'rebuttal_requested');
    // Earned: Alpha's verified video 40000 + Beta's upheld dispute 10000; pending: Alpha's disputed reel 30000.
    assert.deepEqual(body.earnings, { earned: [{ currency: 'INR', amount: '50000.00' }], pending: [{ currency: 'INR', amount: '30000.00' }] });
    assert.ok(body.recent_activity.length > 0 && body.recent_activity.length <= 10);
    assert.deepEqual(body.recent_activity[0], {
      kind: 'submission', action: 'approve_rebuttal', status: 'rebuttal_approved', campaign: { id: work.campaigns.beta, name: 'Beta Drive' },
      target_id: work.rows.beta, message: null, created_at: body.recent_activity[0].created_at,
    });
    const times = body.recent_activity.map((a: { created_at: string }) => a.created_at);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  it("is 404 for another influencer's profile, for a brand and for an unknown id", async () => {
    assert.equal((await get(`influencers/${work.ana.influencerId}/dashboard/`, work.ben.token)).statusCode, 404);
    assert.equal((await get(`influencers/${work.ana.influencerId}/dashboard/`, brand.token)).statusCode, 404);
    assert.equal((await get('influencers/00000000-0000-4000-8000-000000000000/dashboard/', work.ana.token)).statusCode, 404);
  });

  it('is empty for a new influencer', async () => {
    const nova = await influencerWithProfile(t, 'nova@example.test', 'nova.new');
    const body = (await get(`influencers/${nova.influencerId}/dashboard/`, nova.token)).json();
    assert.deepEqual(body.open_invites, { count: 0, soonest: [] });
    assert.deepEqual(body.active_campaigns, { count: 0, results: [] });
    assert.deepEqual(body.upcoming_deadlines, []);
    assert.deepEqual(body.earnings, { earned: [], pending: [] });
    assert.deepEqual(body.recent_activity, []);
  });
});

describe('GET influencers/dashboard/stats/', () => {
  it('totals invites, campaigns, content and earnings, with the last 6 months of earnings', async () => {
    const response = await get('influencers/dashboard/stats/', work.ana.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    // Alpha, Beta, Fresh accepted; Delta open; Echo declined.
    assert.deepEqual(body.invites, { received: 5, open: 1, accepted: 3, declined: 1, expired: 0, acceptance_rate: 0.75 });
    assert.deepEqual(body.campaigns, { active: 2, completed: 1 });
    assert.deepEqual(body.content, { submitted: 4, verified: 2, rejected: 1, in_review: 1 });
    assert.deepEqual(body.earnings.earned, [{ currency: 'INR', amount: '50000.00' }]);
    assert.equal(body.monthly_earnings.length, 6);
    assert.equal(body.monthly_earnings[5].month, thisMonth());
    assert.deepEqual(body.monthly_earnings[5].earned, [{ currency: 'INR', amount: '50000.00' }]);
    assert.deepEqual(body.monthly_earnings[0].earned, []);
  });

  it('is all zeros for a new influencer and 403 for a brand', async () => {
    const body = (await get('influencers/dashboard/stats/', work.ben.token)).json();
    assert.equal(body.invites.received, 1);
    assert.equal(body.invites.acceptance_rate, 1);
    assert.deepEqual(body.earnings, { earned: [], pending: [{ currency: 'INR', amount: '1000.00' }] });
    const none = await influencerWithProfile(t, 'zero@example.test', 'zero.stats');
    const zero = (await get('influencers/dashboard/stats/', none.token)).json();
    assert.equal(zero.invites.acceptance_rate, null);
    assert.deepEqual(zero.content, { submitted: 0, verified: 0, rejected: 0, in_review: 0 });
    assert.equal((await get('influencers/dashboard/stats/', brand.token)).statusCode, 403);
  });
});
