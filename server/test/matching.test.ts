import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { influencers } from '../src/db/schema/influencers.schema';
import { campaignInfluencers, campaignMatchRuns } from '../src/db/schema/marketplace.schema';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { createMatchingRepository } from '../src/repositories/matching.repository';
import { targetingOf } from '../src/services/matching.service';
import { apiCall, brandOwner, createCampaign } from './helpers/campaign.helpers';
import { seedInfluencer, seedMatchingSet, statusOf } from './helpers/roster.helpers';
import { matchWeights, selfReportedWeight } from '../../src/domain/marketplace/match-fit';
import type { MatchTargeting } from '../src/repositories/matching.repository';

const emptyTargeting: MatchTargeting = {
  platforms: [], placements: [], target_categories: [], target_languages: [], target_locations: [],
  min_followers: null, max_followers: null, min_engagement: null, budget: null,
};
import { createTestApp, testServiceToken, testStaffEmail, type TestApp } from './helpers/test-app';
import { markEmailVerified, signInAndGetToken, signUpAndGetToken } from './helpers/auth.helpers';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let set: Awaited<ReturnType<typeof seedMatchingSet>>;

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@matching.test');
  set = await seedMatchingSet(t);
});
after(async () => {
  await t?.close();
});

const db = () => t.app.context.database.db;
const rosterOf = (campaignId: string) => db().select().from(campaignInfluencers).where(eq(campaignInfluencers.campaignId, campaignId));

async function publishedCampaign() {
  const campaign = await createCampaign(t, owner.token, owner.brandId);
  const response = await call('POST', `campaigns/${campaign.id}/publish/`, owner.token);
  assert.equal(response.statusCode, 200, response.body);
  return campaign.id;
}

describe('matcher ranking', () => {
  it('ranks completed profiles with an account on the platforms, best fit first, with the breakdown', async () => {
    const campaignId = await publishedCampaign();
    const [row] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
    const targeting = targetingOf(row, await t.app.context.campaigns.placementsOf([campaignId]));
    const ranked = await createMatchingRepository(db(), t.app.context.database.kind).rank(targeting, 200);
    assert.deepEqual(ranked.map((r) => r.influencerId), [set.perfect.id, set.otherCategory.id, set.youtubeHindi.id, set.tiny.id]);
    assert.deepEqual(ranked.map((r) => r.fitScore), [100, 75, 72.5, 50]);
    assert.deepEqual(ranked[2].fit, { platforms: 0.5, categories: 1, languages: 0.5, location: 0, followers: 1, engagement: 1, price: 1 });
    assert.equal(ranked[0].projectedAmount, '52000.00');
    assert.deepEqual(ranked[3].fit, { platforms: 0.5, categories: 1, languages: 0, location: 0, followers: 0.1, engagement: 0.4, price: 1 });
  });

  it('stops at the category pool only when nobody outside it could rank higher', async () => {
    const campaignId = await publishedCampaign();
    const [row] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
    const targeting = targetingOf(row, await t.app.context.campaigns.placementsOf([campaignId]));
    const repository = createMatchingRepository(db(), t.app.context.database.kind);
    assert.deepEqual((await repository.rank(targeting, 1)).map((r) => r.influencerId), [set.perfect.id]);
    // The pool's second (72.5) is below 75, the most a profile without a target category can score.
    assert.deepEqual((await repository.rank(targeting, 2)).map((r) => r.influencerId), [set.perfect.id, set.otherCategory.id]);
  });
});

describe('verified numbers rank above self-reported ones', () => {
  it('scores typed-in followers and engagement at selfReportedWeight, so the verified twin ranks first', async () => {
    const twin = (name: string, selfReported: boolean) => seedInfluencer(t, {
      name, categories: ['Pets'], languages: ['English'], city: 'Pune', country: 'India',
      accounts: [{ platform: 'youtube', followers: 50_000, engagement: 4, selfReported }],
    });
    const typed = await twin('Typed Twin', true);
    const verified = await twin('Verified Twin', false);
    const targeting = { ...emptyTargeting, platforms: ['youtube'], target_categories: ['Pets'], min_followers: 10_000, max_followers: 100_000, min_engagement: 2 };
    const ranked = await createMatchingRepository(db(), t.app.context.database.kind).rank(targeting, 200);
    // The twins would be candidates of the campaigns below: they leave now.
    await db().delete(influencers).where(inArray(influencers.id, [typed.id, verified.id]));
    const ours = ranked.filter((r) => [typed.id, verified.id].includes(r.influencerId));
    assert.deepEqual(ours.map((r) => r.influencerId), [verified.id, typed.id]);
    assert.deepEqual([ours[0]!.fit.followers, ours[0]!.fit.engagement], [1, 1]);
    assert.deepEqual([ours[1]!.fit.followers, ours[1]!.fit.engagement], [selfReportedWeight, selfReportedWeight]);
    assert.equal(Math.round((ours[0]!.fitScore - ours[1]!.fitScore) * 10), Math.round((matchWeights.followers + matchWeights.engagement) * (1 - selfReportedWeight) * 10));
  });
});

describe('publish -> matching job -> statuses', () => {
  it('queues one job per campaign; the job records candidates and one run, moves to outreach_pending and tells the team', async () => {
    const campaignId = await publishedCampaign();
    assert.equal(await statusOf(t, campaignId), 'planned');
    // Publishing again answers 409 and queues nothing more.
    assert.equal((await call('POST', `campaigns/${campaignId}/publish/`, owner.token)).statusCode, 409);
    await t.app.context.jobs.drain();
    assert.equal(await statusOf(t, campaignId), 'outreach_pending');
    const roster = await rosterOf(campaignId);
    assert.equal(roster.length, 4);
    assert.ok(roster.every((r) => r.status === 'candidate' && r.source === 'matched'));
    const runs = await db().select().from(campaignMatchRuns).where(eq(campaignMatchRuns.campaignId, campaignId));
    assert.equal(runs.length, 1);
    assert.equal(runs[0].candidateCount, 4);
    const events = (await call('GET', `campaigns/${campaignId}/events/`, owner.token)).json() as { results: Array<{ action: string; note: string | null }> };
    assert.deepEqual(events.results.filter((event) => event.action === 'queue_outreach').map((event) => event.note), ['4 candidates matched']);
    // The worker delivers the outbox within a second (docs/outbox.md); here the test runs it.
    await t.app.context.outbox.deliverPending();
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, owner.userId), eq(notifications.eventKey, `matched:${campaignId}`)));
    assert.equal(notes.length, 1);
    assert.equal(notes[0].title, 'Influencers matched');
  });

  it('re-running replaces matched candidates only: invited, removed and hand-added rows stay; one run row per run', async () => {
    const campaignId = await publishedCampaign();
    await t.app.context.jobs.drain();
    const before = await rosterOf(campaignId);
    const byInfluencer = new Map(before.map((r) => [r.influencerId, r]));
    await db().update(campaignInfluencers).set({ status: 'removed' }).where(eq(campaignInfluencers.id, byInfluencer.get(set.tiny.id)!.id));
    await db().update(campaignInfluencers).set({ status: 'invited', offeredAmount: '40000.00' }).where(eq(campaignInfluencers.id, byInfluencer.get(set.youtubeHindi.id)!.id));
    await db().update(campaignInfluencers).set({ source: 'manual', fitScore: 0 }).where(eq(campaignInfluencers.id, byInfluencer.get(set.otherCategory.id)!.id));
    const result = await t.app.context.services.matching.runForCampaign(campaignId);
    assert.ok(result);
    const after = new Map((await rosterOf(campaignId)).map((r) => [r.influencerId, r]));
    assert.equal(after.size, 4);
    assert.equal(after.get(set.perfect.id)!.id, byInfluencer.get(set.perfect.id)!.id, 'a re-ranked candidate keeps its row');
    assert.equal(after.get(set.tiny.id)!.status, 'removed');
    assert.equal(after.get(set.youtubeHindi.id)!.status, 'invited');
    assert.equal(after.get(set.otherCategory.id)!.fitScore, 0, 'a hand-added row is not re-scored');
    const runs = await db().select().from(campaignMatchRuns).where(eq(campaignMatchRuns.campaignId, campaignId));
    assert.equal(runs.length, 2);
    assert.equal(await statusOf(t, campaignId), 'outreach_pending');
    await t.app.context.outbox.deliverPending();
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, owner.userId), eq(notifications.eventKey, `matched:${campaignId}`)));
    assert.equal(notes.length, 1, 'the team is told once');
  });

  it('leaves drafts alone', async () => {
    const draft = await createCampaign(t, owner.token, owner.brandId);
    assert.equal(await t.app.context.services.matching.runForCampaign(draft.id), null);
    assert.equal((await rosterOf(draft.id)).length, 0);
  });
});

describe('GET campaigns/internal/campaigns/{id}/discovery-context/', () => {
  it('answers staff and the service token with the latest run; 401 without credentials, 403 for others', async () => {
    const campaignId = await publishedCampaign();
    const url = `campaigns/internal/campaigns/${campaignId}/discovery-context/`;
    assert.equal((await call('GET', url)).statusCode, 401);
    assert.equal((await call('GET', url, owner.token)).statusCode, 403);
    const empty = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { 'x-service-token': testServiceToken } });
    assert.equal(empty.statusCode, 200, empty.body);
    assert.equal(empty.json().run_id, null);
    await t.app.context.jobs.drain();
    await signUpAndGetToken(t.app, { email: testStaffEmail, password: 'Secret!234', name: 'Staff', persona: 'brand' });
    await markEmailVerified(t.app, testStaffEmail);
    const { token: staff } = await signInAndGetToken(t.app, testStaffEmail, 'Secret!234');
    const response = await call('GET', url, staff);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.candidate_count, 4);
    assert.equal(body.campaign_status, 'outreach_pending');
    assert.deepEqual(body.context.target_locations, ['mumbai']);
    assert.ok(body.duration_ms >= 0 && body.started_at && body.finished_at);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/campaigns/internal/campaigns/00000000-0000-4000-8000-000000000000/discovery-context/', headers: { 'x-service-token': testServiceToken } });
    assert.equal(missing.statusCode, 404);
  });
});

describe('the pg-boss worker (JOBS_WORKER=on)', () => {
  it('runs the matching job in-process after a publish and stops with the app', async () => {
    const live = await createTestApp({ JOBS_WORKER: 'on' });
    try {
      const liveOwner = await brandOwner(live, 'owner@worker.test');
      await seedMatchingSet(live);
      const campaign = await createCampaign(live, liveOwner.token, liveOwner.brandId);
      assert.equal((await apiCall(live)('POST', `campaigns/${campaign.id}/publish/`, liveOwner.token)).statusCode, 200);
      const deadline = Date.now() + 20_000;
      while ((await statusOf(live, campaign.id)) !== 'outreach_pending' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      assert.equal(await statusOf(live, campaign.id), 'outreach_pending');
      assert.equal(live.app.context.jobs.running, true);
    } finally {
      await live.close();
    }
  });
});
