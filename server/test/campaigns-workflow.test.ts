import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { addDays, isoDate } from '../../src/domain/campaigns/campaign-options';
import { campaignMessages as m } from '../../src/domain/campaigns/campaign.texts';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { influencers, socialAccounts } from '../src/db/schema/influencers.schema';
import { users } from '../src/db/schema/users.schema';
import { apiCall, brandOwner, createCampaign, errorsOf, teamMember, type CampaignBody } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { seedInfluencer } from './helpers/roster.helpers';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { errorBody } from './helpers/api-errors.helpers';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@workflow.test');
  viewer = await teamMember(t, 'viewer@workflow.test', owner.brandId, 'viewer');
});
after(async () => {
  await t?.close();
});

type Status = (typeof campaigns.$inferSelect)['status'];
/** Puts a campaign into a status directly (the marketplace's matcher, not built yet, moves planned -> active). */
const force = (id: string, status: Status, pausedFromStatus: Status | null = null) =>
  t.app.context.database.db.update(campaigns).set({ status, pausedFromStatus }).where(eq(campaigns.id, id));
const act = (id: string, action: string, token = owner.token) => call('POST', `campaigns/${id}/status/`, token, { action, note: 'Because.' });

describe('POST campaigns/{id}/publish/', () => {
  it('lists everything missing and leaves the draft alone', async () => {
    const draft = await createCampaign(t, owner.token, owner.brandId, {});
    const bare = (await call('POST', 'campaigns/', owner.token, { brand_id: owner.brandId, name: 'Bare draft' })).json() as CampaignBody;
    const response = await call('POST', `campaigns/${bare.id}/publish/`, owner.token);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(errorsOf(response.body)).sort(), ['budget', 'description', 'end_date', 'objective', 'placements', 'start_date']);
    assert.deepEqual(errorsOf(response.body).placements, [m.placementsRequired]);
    assert.equal(draft.status, 'draft');
  });

  it('refuses placements over the budget and a start in the past', async () => {
    const over = await createCampaign(t, owner.token, owner.brandId, { budget: '50000' });
    assert.equal(over.over_budget, true);
    const response = await call('POST', `campaigns/${over.id}/publish/`, owner.token);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(errorsOf(response.body), { budget: ['Placements total ₹70,000 is over the budget of ₹50,000.'] });
    const yesterday = addDays(isoDate(new Date()), -1);
    const past = await createCampaign(t, owner.token, owner.brandId, { start_date: yesterday, end_date: addDays(yesterday, 10) });
    assert.deepEqual(errorsOf((await call('POST', `campaigns/${past.id}/publish/`, owner.token)).body), { start_date: [m.startInPast] });
  });

  it('publishes once (draft -> planned), records an event, then answers 409', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, viewer)).statusCode, 403);
    const response = await call('POST', `campaigns/${campaign.id}/publish/`, owner.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as CampaignBody;
    assert.equal(body.status, 'planned');
    assert.ok(body.published_at);
    const again = await call('POST', `campaigns/${campaign.id}/publish/`, owner.token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().detail, m.alreadyPublished);
    const events = (await call('GET', `campaigns/${campaign.id}/events/`, viewer)).json() as { count: number; results: Array<Record<string, unknown>> };
    assert.equal(events.count, 2);
    assert.deepEqual(events.results.map((e) => [e.action, e.from_status, e.to_status]), [['publish', 'draft', 'planned'], ['created', null, 'draft']]);
    assert.equal((events.results[0]?.actor as { id: string }).id, owner.userId);
  });
});

describe('POST campaigns/{id}/status/', () => {
  const allowed: Array<[string, Status, Status, Status | null]> = [
    ['pause', 'active', 'paused', null], ['pause', 'outreach_pending', 'paused', null], ['pause', 'outreach_in_progress', 'paused', null],
    ['resume', 'paused', 'outreach_in_progress', 'outreach_in_progress'], ['resume', 'paused', 'active', 'active'],
    ['complete', 'active', 'completed', null], ['revert', 'planned', 'reverted', null], ['revert', 'processing_influencers', 'reverted', null],
    ['revert', 'outreach_pending', 'reverted', null], ['cancel', 'draft', 'canceled', null], ['cancel', 'active', 'canceled', null],
    ['cancel', 'paused', 'canceled', 'active'], ['cancel', 'reverted', 'canceled', null],
  ];
  for (const [action, from, to, pausedFrom] of allowed) {
    it(`${action}: ${from} -> ${to}`, async () => {
      const campaign = await createCampaign(t, owner.token, owner.brandId);
      await force(campaign.id, from, pausedFrom);
      const response = await act(campaign.id, action);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json() as CampaignBody;
      assert.equal(body.status, to);
      assert.equal(body.paused_from_status, action === 'pause' ? from : null);
    });
  }

  const refused: Array<[string, Status]> = [
    ['pause', 'draft'], ['pause', 'planned'], ['resume', 'active'], ['complete', 'paused'], ['complete', 'planned'],
    ['revert', 'active'], ['revert', 'draft'], ['cancel', 'completed'], ['cancel', 'canceled'], ['complete', 'completed'],
  ];
  for (const [action, from] of refused) {
    it(`${action} is refused from ${from} (409)`, async () => {
      const campaign = await createCampaign(t, owner.token, owner.brandId);
      await force(campaign.id, from);
      const response = await act(campaign.id, action);
      assert.equal(response.statusCode, 409);
      assert.deepEqual(errorBody(response), { detail: `Cannot ${action} a campaign that is ${from}.`, code: 'invalid_status' });
    });
  }

  it('a reverted campaign can be edited and published again; viewers and unknown actions are refused', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    await call('POST', `campaigns/${campaign.id}/publish/`, owner.token);
    assert.equal((await act(campaign.id, 'revert', viewer)).statusCode, 403);
    assert.equal((await act(campaign.id, 'revert')).statusCode, 200);
    assert.equal((await call('PATCH', `campaigns/${campaign.id}/`, owner.token, { budget: '90000' })).statusCode, 200);
    const again = await call('POST', `campaigns/${campaign.id}/publish/`, owner.token);
    assert.equal((again.json() as CampaignBody).status, 'planned');
    assert.equal((await act(campaign.id, 'activate')).statusCode, 400);
  });
});

describe('POST campaigns/{id}/old-video-branding/', () => {
  it('adds one fixed placement per video to a draft', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { placements: [] });
    const body = { video_urls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/9bZkp7q19f0'], position: 'middle', price_per_video: '2500.5' };
    const response = await call('POST', `campaigns/${campaign.id}/old-video-branding/`, owner.token, body);
    assert.equal(response.statusCode, 201, response.body);
    const saved = response.json() as CampaignBody;
    assert.deepEqual(saved.placements.map((p) => [p.type, p.rate, p.position, p.video_url]), [
      ['yt_old_video_branding', '2500.50', 'middle', body.video_urls[0]], ['yt_old_video_branding', '2500.50', 'middle', body.video_urls[1]],
    ]);
    assert.equal(saved.placements_total, '5001.00');
    const events = (await call('GET', `campaigns/${campaign.id}/events/`, owner.token)).json() as { results: Array<{ action: string; note: string | null }> };
    assert.equal(events.results.find((event) => event.action === 'old_video_branding')?.note, '2 videos, in the middle');
    const bad = await call('POST', `campaigns/${campaign.id}/old-video-branding/`, owner.token, { video_urls: ['https://vimeo.com/1'], position: 'top', price_per_video: '1.001' });
    assert.deepEqual(errorsOf(bad.body), { video_urls: [m.videoUrlInvalid], position: [m.positionInvalid], price_per_video: [m.priceInvalid] });
    const none = await call('POST', `campaigns/${campaign.id}/old-video-branding/`, owner.token, { ...body, video_urls: [] });
    assert.deepEqual(errorsOf(none.body), { video_urls: [m.videosCount] });
    await force(campaign.id, 'planned');
    const late = await call('POST', `campaigns/${campaign.id}/old-video-branding/`, owner.token, body);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().detail, m.draftOnly);
  });

  it("survive the wizard's PATCH of placements: sent back they stay as they are, left out they are removed", async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId, { placements: [] });
    const urls = ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/9bZkp7q19f0'];
    const added = (await call('POST', `campaigns/${campaign.id}/old-video-branding/`, owner.token, { video_urls: urls, position: 'end', price_per_video: '3000' })).json() as CampaignBody;
    // What the wizard sends back for them: the row as read, its link and position included.
    const rows = added.placements.map(({ type, rate, video_url, position }) => ({ type, quantity: 1, pricing_type: 'fixed', rate, view_cap: null, video_url, position }));
    const same = await call('PATCH', `campaigns/${campaign.id}/`, owner.token, { placements: rows });
    assert.equal(same.statusCode, 200, same.body);
    assert.deepEqual((same.json() as CampaignBody).placements.map((p) => [p.type, p.rate, p.position, p.video_url]), urls.map((url) => ['yt_old_video_branding', '3000.00', 'end', url]));
    const fewer = (await call('PATCH', `campaigns/${campaign.id}/`, owner.token, { placements: rows.slice(1) })).json() as CampaignBody;
    assert.deepEqual(fewer.placements.map((p) => p.video_url), [urls[1]]);
    assert.equal(fewer.placements_total, '3000.00');
  });
});

describe('GET campaigns/defaults/, campaigns/type-exposure/ and brands/{id}/dashboard/', () => {
  it('defaults: INR, tomorrow, 30 days, a rate per placement type', async () => {
    const body = (await call('GET', 'campaigns/defaults/', owner.token)).json() as { currency: string; start_date: string; end_date: string; rates: unknown[] };
    assert.equal(body.currency, 'INR');
    assert.equal(body.start_date, addDays(isoDate(new Date()), 1));
    assert.equal(body.end_date, addDays(body.start_date, 30));
    assert.equal(body.rates.length, 10);
    assert.equal((await call('GET', 'campaigns/defaults/')).statusCode, 401);
  });

  it('type exposure: baselines without data, medians of linked accounts with data', async () => {
    type Row = { placement_type: string; expected_views: number; source: string; sample_size: number; median_followers: number };
    const exposure = async () => ((await call('GET', 'campaigns/type-exposure/', owner.token)).json() as { results: Row[] }).results;
    const before = await exposure();
    assert.equal(before.length, 10);
    assert.deepEqual(before.find((r) => r.placement_type === 'yt_dedicated_video'), {
      placement_type: 'yt_dedicated_video', platform: 'youtube', expected_views: 15000, median_followers: 50000, view_ratio: 0.3, sample_size: 0, source: 'baseline',
    });
    const db = t.app.context.database.db;
    const [user] = await db.select().from(users).limit(1);
    const [influencer] = await db.insert(influencers).values({ userId: user!.id, displayName: 'creator' }).returning();
    await db.insert(socialAccounts).values([10_000, 20_000, 90_000].map((followers, i) => ({
      influencerId: influencer!.id, platform: 'youtube' as const, handle: `@c${i}`, profileUrl: `https://youtube.com/@c${i}`, followers,
    })));
    const after = await exposure();
    const row = after.find((r) => r.placement_type === 'yt_dedicated_video');
    assert.deepEqual([row?.source, row?.sample_size, row?.median_followers, row?.expected_views], ['social_accounts', 3, 20000, 6000]);
    assert.equal(after.find((r) => r.placement_type === 'ig_branded_post')?.source, 'baseline');
  });

  it('dashboard numbers change after publish', async () => {
    const fresh = await brandOwner(t, 'dash@workflow.test', 'Dashboard Brand');
    const dashboard = async () => (await call('GET', `brands/${fresh.brandId}/dashboard/`, fresh.token)).json() as Record<string, unknown>;
    const campaign = await createCampaign(t, fresh.token, fresh.brandId);
    const before = await dashboard();
    assert.deepEqual([before.active_campaigns, before.total_influencers, before.total_reach, before.spend], [0, 0, 0, []]);
    assert.equal((before.recent_campaigns as unknown[]).length, 1);
    await call('POST', `campaigns/${campaign.id}/publish/`, fresh.token);
    const after = await dashboard();
    assert.deepEqual(after.spend, [{ currency: 'INR', budget: '100000.00', committed: '70000.00' }]);
    assert.ok((after.total_reach as number) > 0);
    await force(campaign.id, 'active');
    assert.equal((await dashboard()).active_campaigns, 1);
    // Influencers working on the brand's campaigns: those who accepted, counted once; candidates and declines do not count.
    const db = t.app.context.database.db;
    const working = await seedInfluencer(t, { name: 'Working Creator' });
    const declined = await seedInfluencer(t, { name: 'Declining Creator' });
    await db.insert(campaignInfluencers).values([
      { campaignId: campaign.id, influencerId: working.id, status: 'accepted' },
      { campaignId: campaign.id, influencerId: declined.id, status: 'declined' },
    ]);
    assert.equal((await dashboard()).total_influencers, 1);
  });
});
