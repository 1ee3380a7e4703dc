import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { contentSubmissions } from '../src/db/schema/marketplace.schema';
import { acceptedWithOffer, deliveredContent, setCpmBasis, upsert } from './helpers/analytics.helpers';
import { brandWithCampaign, influencerWithAccounts } from './helpers/submission.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('daily content stats: upsertDailySnapshot', () => {
  let t: TestApp;
  let campaignId: string;
  let youtubeItem: string;
  let instagramItem: string;
  const readings = (id: string) => t.app.context.contentStats.readingsOf(id);
  const placementOf = async (id: string) =>
    (await t.app.context.database.db.select({ placementId: contentSubmissions.placementId }).from(contentSubmissions).where(eq(contentSubmissions.id, id)))[0]?.placementId ?? '';

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

  it('keeps the paid views of each reading, the part within the view cap and its CPM spend at the agreed rate', async () => {
    // The Instagram reel is CPM 200.00 per 1,000 views, capped at 50,000 views × 3 (no offer line: the placement's terms).
    await upsert(t, { submissionId: instagramItem, day: '2026-09-05', views: 200_000, provenance: 'first_party' });
    const rows = await readings(instagramItem);
    assert.deepEqual(rows.map((r) => [r.day, r.paidViewsGain, r.billableViewsGain, r.cpmSpendMillicents]), [
      ['2026-09-01', 450, 450, '9000000'],
      ['2026-09-04', 450, 450, '9000000'],
      // 199,100 more views, of which 149,100 fit under the cap of 150,000: × 20,000 cents.
      ['2026-09-05', 199_100, 149_100, '2982000000'],
    ]);
    // Running totals: a range's sum is the total at its last reading minus the total at the reading before it.
    assert.deepEqual(rows.map((r) => [r.viewsTotal, r.billableViewsTotal, r.cpmSpendMillicentsTotal, r.likesTotal, r.estimatedReadings]), [
      [450, 450, '9000000', null, 0],
      [900, 900, '18000000', null, 0],
      [200_000, 150_000, '3000000000', null, 0],
    ]);
    const youtube = await readings(youtubeItem);
    assert.deepEqual(youtube.map((r) => [r.day, r.viewsTotal, r.likesTotal]), [
      ['2026-09-01', 1100, 40], ['2026-09-02', 2500, 90], ['2026-09-03', 4000, 90], ['2026-09-04', 4500, 90],
    ]);
    // The fixed-price YouTube video: paid views counted, no CPM spend.
    assert.ok((await readings(youtubeItem)).every((r) => r.cpmSpendMillicents === '0' && r.billableViewsGain === r.paidViewsGain));
  });

  it('keeps the campaign\'s daily rollup equal to the sum of its readings, through updates and deletes', async () => {
    const { db } = t.app.context.database;
    const compare = async () => {
      const { rows } = (await db.execute(sql`select s.day::text, sum(s.views_gain)::text as views, count(s.views_gain)::int as readings,
          sum(s.cpm_spend_millicents)::text as spend, d.views::text as r_views, d.views_readings as r_readings, d.cpm_spend_millicents::text as r_spend
        from content_stats_snapshots s join campaign_daily_stats d on d.campaign_id = s.campaign_id and d.day = s.day
        where s.campaign_id = ${campaignId} group by s.day, d.views, d.views_readings, d.cpm_spend_millicents order by 1`)) as unknown as {
        rows: Array<Record<string, string | number | null>>;
      };
      assert.ok(rows.length >= 4);
      for (const row of rows) assert.deepEqual([row.r_views, row.r_readings, row.r_spend], [row.views ?? '0', row.readings, row.spend], String(row.day));
    };
    await compare();
    await db.delete(contentSubmissions).where(eq(contentSubmissions.id, instagramItem));
    await compare();
    const [gone] = (await db.execute(sql`select cpm_spend_millicents::text as spend from campaign_daily_stats where campaign_id = ${campaignId} and day = '2026-09-05'`) as unknown as { rows: Array<{ spend: string }> }).rows;
    assert.equal(gone?.spend, '0');
  });

  it('tracks only content that counts: nothing is stored for a submission that is not verified or does not exist', async () => {
    const creator = await influencerWithAccounts(t, 'stats-pending@example.com', 'statspending');
    const rosterId = await acceptedWithOffer(t, campaignId, creator.influencerId, []);
    const pending = await deliveredContent(t, {
      campaignId, rosterId, influencerId: creator.influencerId, placementId: await placementOf(youtubeItem),
      platform: 'youtube', verifiedAt: '2026-09-01', status: 'submitted',
    });
    assert.equal(await upsert(t, { submissionId: pending, day: '2026-09-01', views: 10, provenance: 'first_party' }), null);
    assert.deepEqual(await readings(pending), []);
  });

  it('answers null for an unknown submission and refuses figures that are not whole numbers >= 0', async () => {
    assert.equal(await upsert(t, { submissionId: randomUUID(), day: '2026-09-01', views: 1, provenance: 'first_party' }), null);
    await assert.rejects(upsert(t, { submissionId: youtubeItem, day: '2026-09-05', views: -1, provenance: 'first_party' }), RangeError);
    await assert.rejects(upsert(t, { submissionId: youtubeItem, day: '2026-09-05', likes: 1.5, provenance: 'first_party' }), RangeError);
    await assert.rejects(upsert(t, { submissionId: youtubeItem, day: '2026-02-30', views: 1, provenance: 'first_party' }), RangeError);
  });
});
