import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { acceptedWithOffer, deliveredContent, setCpmBasis, upsert } from './helpers/analytics.helpers';
import { brandWithCampaign, influencerWithAccounts } from './helpers/submission.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('daily content stats: upsertDailySnapshot', () => {
  let t: TestApp;
  let campaignId: string;
  let youtubeItem: string;
  let instagramItem: string;
  const readings = (id: string) => t.app.context.contentStats.readingsOf(id);

  before(async () => {
    t = await createTestApp();
    const { campaign, youtube, instagram } = await brandWithCampaign(t, 'stats-owner@example.com');
    campaignId = campaign.id;
    const creator = await influencerWithAccounts(t, 'stats-creator@example.com', 'statscreator');
    const rosterId = await acceptedWithOffer(t, campaignId, creator.influencerId, []);
    const common = { campaignId, rosterId, influencerId: creator.influencerId, verifiedAt: '2026-09-01' };
    youtubeItem = await deliveredContent(t, { ...common, placementId: youtube, platform: 'youtube' });
    instagramItem = await deliveredContent(t, { ...common, placementId: instagram, platform: 'instagram' });
  });
  after(async () => t.close());

  it('keeps one row per content item and day: running a collection twice changes nothing', async () => {
    const reading = { submissionId: youtubeItem, day: '2026-09-01', views: 1000, engagedViews: 700, likes: 40, provenance: 'first_party' as const };
    const first = await upsert(t, reading);
    const second = await upsert(t, reading);
    const rows = await readings(youtubeItem);
    assert.equal(rows.length, 1);
    assert.deepEqual({ ...second, collectedAt: null }, { ...first, collectedAt: null });
    assert.equal(rows[0]?.views, 1000);
    assert.equal(rows[0]?.viewsGain, 1000);
    assert.equal(rows[0]?.comments, null, 'a figure the platform does not report stays null, not 0');
    assert.equal(rows[0]?.commentsGain, null);
    assert.equal(rows[0]?.campaignId, campaignId);
  });

  it('fills in and updates figures from a later reading of the same day, keeping what it does not report', async () => {
    await upsert(t, { submissionId: youtubeItem, day: '2026-09-01', views: 1100, comments: 5, provenance: 'first_party' });
    const [row] = await readings(youtubeItem);
    assert.equal(row?.views, 1100);
    assert.equal(row?.engagedViews, 700);
    assert.equal(row?.likes, 40);
    assert.equal(row?.comments, 5);
  });

  it('keeps gains per figure: growth since the previous reading that reported it, recomputed when a day arrives late', async () => {
    await upsert(t, { submissionId: youtubeItem, day: '2026-09-03', views: 4000, engagedViews: 2500, provenance: 'first_party' });
    let rows = await readings(youtubeItem);
    assert.deepEqual(rows.map((r) => [r.day, r.viewsGain, r.engagedViewsGain, r.likesGain]), [
      ['2026-09-01', 1100, 700, 40],
      ['2026-09-03', 2900, 1800, null],
    ]);
    // The missing day comes in afterwards: the next day's gains now count from it.
    await upsert(t, { submissionId: youtubeItem, day: '2026-09-02', views: 2500, engagedViews: 1500, likes: 90, provenance: 'first_party' });
    rows = await readings(youtubeItem);
    assert.deepEqual(rows.map((r) => [r.day, r.viewsGain, r.engagedViewsGain, r.likesGain]), [
      ['2026-09-01', 1100, 700, 40],
      ['2026-09-02', 1400, 800, 50],
      ['2026-09-03', 1500, 1000, null],
    ]);
  });

  it('never lets an estimate overwrite a first-party reading, and lets a first-party reading replace an estimate', async () => {
    const kept = await upsert(t, { submissionId: youtubeItem, day: '2026-09-02', views: 999_999, provenance: 'estimated' });
    assert.equal(kept?.views, 2500);
    assert.equal(kept?.provenance, 'first_party');
    await upsert(t, { submissionId: instagramItem, day: '2026-09-01', views: 500, likes: 20, reach: 400, provenance: 'estimated' });
    const replaced = await upsert(t, { submissionId: instagramItem, day: '2026-09-01', views: 450, provenance: 'first_party' });
    assert.equal(replaced?.provenance, 'first_party');
    assert.equal(replaced?.views, 450);
    assert.equal(replaced?.likes, null, 'the estimate is replaced as a whole');
  });

  it("records the CPM basis in force: the campaign's, and views where the platform has no engaged views", async () => {
    assert.equal((await readings(youtubeItem))[0]?.cpmBasis, 'views');
    await setCpmBasis(t, campaignId, 'engaged_views');
    assert.equal((await upsert(t, { submissionId: youtubeItem, day: '2026-09-04', views: 4500, provenance: 'first_party' }))?.cpmBasis, 'engaged_views');
    assert.equal((await upsert(t, { submissionId: instagramItem, day: '2026-09-04', views: 900, provenance: 'first_party' }))?.cpmBasis, 'views');
    await setCpmBasis(t, campaignId, 'views');
  });

  it('answers null for an unknown submission and refuses figures that are not whole numbers >= 0', async () => {
    assert.equal(await upsert(t, { submissionId: randomUUID(), day: '2026-09-01', views: 1, provenance: 'first_party' }), null);
    await assert.rejects(upsert(t, { submissionId: youtubeItem, day: '2026-09-05', views: -1, provenance: 'first_party' }), RangeError);
    await assert.rejects(upsert(t, { submissionId: youtubeItem, day: '2026-09-05', likes: 1.5, provenance: 'first_party' }), RangeError);
    await assert.rejects(upsert(t, { submissionId: youtubeItem, day: '2026-02-30', views: 1, provenance: 'first_party' }), RangeError);
  });
});
