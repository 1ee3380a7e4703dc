import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { nextPacificMidnight, pacificQuotaDay } from '../src/integrations/youtube/youtube-quota';
import type { InstagramFakeMedia } from '../src/integrations/instagram/instagram.fake';
import type { YoutubeFakeVideo } from '../src/integrations/youtube/youtube.fake';
import { acceptedWithOffer, deliveredContent, setCpmBasis, upsert } from './helpers/analytics.helpers';
import { brandWithCampaign, influencerWithAccounts, youtubeUrl } from './helpers/submission.helpers';
import { instagramUser, rawRows, startSocialFakes, youtubeChannel, type SocialFakes } from './helpers/social.helpers';
import { connectDirectly, hoursFromNow } from './helpers/stats-jobs.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The collect-video-stats job (docs/analytics.md "Collecting"): the real YouTube and Instagram clients against the
 * local fakes over HTTP, the quota ledger, deferral on quotaExceeded and on Instagram usage, idempotent daily readings.
 */
let t: TestApp;
let fakes: SocialFakes;
const videoCount = 120;
const videos: YoutubeFakeVideo[] = Array.from({ length: videoCount }, (_, index) => ({
  id: `vs${String(index).padStart(9, '0')}`, channelId: youtubeChannel.id, title: `Stat ${index}`, publishedAt: '2026-01-01T00:00:00Z', baseViews: 1_000 + index,
}));
const reels: InstagramFakeMedia[] = [0, 1].map((index) => ({
  id: `1790000920000${index}`, userId: instagramUser.userId, mediaProductType: 'REELS', shortcode: `StatReel${index}`,
  timestamp: '2026-01-01T00:00:00Z', likeCount: 300 + index, commentsCount: 20, viewsPerHour: 2,
}));
const youtubeItems = new Map<string, string>();
let campaignId = '';
const reelItems: string[] = [];
let unverifiedItem = '';
let unconnectedItem = '';

const today = () => new Date().toISOString().slice(0, 10);
const run = (platform: 'youtube' | 'instagram') => t.app.context.jobs.runNow('collect-video-stats', { platform });
const videoCalls = () => fakes.youtube.state.requests.filter((request) => request.path === '/youtube/v3/videos');
const graphCalls = (kind: 'media' | 'insights') => fakes.instagram.state.requests.filter((request) => request.path.endsWith(`/${kind}`));
const readingsToday = async () => rawRows(t.app, sql`select submission_id, views, engaged_views, likes, comments, shares, saves, reach, provenance from content_stats_snapshots where day = ${today()}`);
const ledger = async () => (await rawRows(t.app, sql`select units_spent, calls, exhausted_at from provider_quota_ledger where provider = 'youtube.data_api' and quota_day = ${pacificQuotaDay(new Date())}`))[0];
const pending = () => t.app.context.jobs.pendingJobs().filter((job) => job.name === 'collect-video-stats');

before(async () => {
  fakes = await startSocialFakes();
  fakes.youtube.state.addVideos(...videos);
  fakes.instagram.state.addMedia(...reels);
  t = await createTestApp(fakes.env);
  const { campaign, youtube, instagram } = await brandWithCampaign(t, 'stats-brand@example.test');
  campaignId = campaign.id;
  const creator = await influencerWithAccounts(t, 'stats-creator@example.test', 'statscreator');
  const youtubeTokens = fakes.youtube.state.issueTokens('g-ana');
  await connectDirectly(t, creator.influencerId, 'youtube', {
    externalId: youtubeChannel.id, accessToken: youtubeTokens.accessToken, refreshToken: youtubeTokens.refreshToken, expiresAt: hoursFromNow(1), issuedAt: new Date(),
  });
  await connectDirectly(t, creator.influencerId, 'instagram', {
    externalId: instagramUser.userId, accessToken: fakes.instagram.state.issueToken(instagramUser.userId), expiresAt: hoursFromNow(24 * 60), issuedAt: new Date(),
  });
  const rosterId = await acceptedWithOffer(t, campaign.id, creator.influencerId, []);
  const common = { campaignId: campaign.id, rosterId, influencerId: creator.influencerId, verifiedAt: '2026-01-02' };
  for (const video of videos) {
    youtubeItems.set(video.id, await deliveredContent(t, { ...common, placementId: youtube, platform: 'youtube', url: youtubeUrl(video.id) }));
  }
  for (const reel of reels) {
    reelItems.push(await deliveredContent(t, { ...common, placementId: instagram, platform: 'instagram', url: `https://www.instagram.com/reel/${reel.shortcode}/` }));
  }
  unverifiedItem = await deliveredContent(t, { ...common, placementId: youtube, platform: 'youtube', url: youtubeUrl(videos[0]!.id), status: 'submitted' });
  // Someone without a connected account: not read (first-party readings need the influencer's connection).
  const typed = await influencerWithAccounts(t, 'stats-typed@example.test', 'statstyped');
  const typedRoster = await acceptedWithOffer(t, campaign.id, typed.influencerId, []);
  unconnectedItem = await deliveredContent(t, { ...common, rosterId: typedRoster, influencerId: typed.influencerId, placementId: youtube, platform: 'youtube', url: youtubeUrl(videos[1]!.id) });
});
after(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(async () => {
  // Every test starts with fresh quota on both sides and no deferred run.
  Object.assign(fakes.youtube.state.quota, { limit: 1_000_000 });
  Object.assign(fakes.instagram.state.usage, { callCount: 2, totalCputime: 1, totalTime: 1, regainAccessMinutes: 0 });
  await t.app.context.jobs.drain(new Date(0));
  for (const job of t.app.context.jobs.pendingJobs()) assert.fail(`a job is still pending: ${JSON.stringify(job)}`);
});

describe('collect-video-stats: YouTube', () => {
  it('reads every active item, 50 ids per videos.list call, one reading per item and day, units in the ledger', async () => {
    const callsBefore = videoCalls().length;
    await run('youtube');
    const calls = videoCalls().slice(callsBefore);
    assert.deepEqual(calls.map((call) => call.query.id!.split(',').length), [50, 50, 20]);
    const rows = await readingsToday();
    const youtubeRows = rows.filter((row) => [...youtubeItems.values()].includes(String(row.submission_id)));
    assert.equal(youtubeRows.length, videoCount);
    const first = youtubeRows.find((row) => row.submission_id === youtubeItems.get(videos[0]!.id))!;
    assert.equal(Number(first.views), 1_000);
    assert.equal(first.provenance, 'first_party');
    assert.equal(first.engaged_views, null, 'videos.list has no engaged views: null, not 0');
    assert.deepEqual([first.shares, first.saves, first.reach], [null, null, null]);
    assert.ok(!rows.some((row) => row.submission_id === unverifiedItem), 'content under review is not read');
    assert.ok(!rows.some((row) => row.submission_id === unconnectedItem), 'content of an unconnected account is not read');
    const booked = await ledger();
    assert.equal(booked?.units_spent, 3);
    assert.equal(booked?.calls, 3);
    assert.equal(booked?.exhausted_at, null);
  });

  it('run twice: still one reading per item and day, with the figures updated', async () => {
    await run('youtube');
    const before = (await readingsToday()).length;
    fakes.youtube.state.videos.get(videos[0]!.id)!.baseViews = 1_500;
    await run('youtube');
    const rows = await readingsToday();
    assert.equal(rows.length, before);
    const counts = await rawRows(t.app, sql`select submission_id, count(*)::int as n from content_stats_snapshots group by submission_id having count(*) > 1`);
    assert.deepEqual(counts, [], 'never two readings of one item and day');
    assert.equal(Number(rows.find((row) => row.submission_id === youtubeItems.get(videos[0]!.id))!.views), 1_500);
  });

  it('on quotaExceeded: keeps what it stored, marks the ledger, defers to the next Pacific midnight and resumes where it stopped', async () => {
    await rawRows(t.app, sql`delete from content_stats_snapshots returning submission_id`);
    const unitsBefore = Number((await ledger())?.units_spent ?? 0);
    // Two more calls succeed; the third answers 403 quotaExceeded.
    fakes.youtube.state.quota.limit = fakes.youtube.state.quota.used + 2;
    const callsBefore = videoCalls().length;
    await run('youtube');
    assert.equal(videoCalls().length - callsBefore, 3);
    assert.equal((await readingsToday()).length, 100, 'the two batches read before the refusal are stored');
    const booked = await ledger();
    assert.equal(booked?.units_spent, unitsBefore + 3, 'the refused call is charged too');
    assert.ok(booked?.exhausted_at, 'the day is marked spent');
    const [deferred] = pending();
    assert.ok(deferred, 'the run is deferred, not failed');
    assert.equal(deferred.singletonKey, 'youtube');
    assert.equal(deferred.startAfter?.toISOString(), nextPacificMidnight(new Date()).toISOString());
    assert.ok((deferred.data as { resumeFrom?: string }).resumeFrom);
    assert.equal(await t.app.context.jobs.drain(), 0, 'nothing runs before the reset');

    // The next quota day: YouTube and the ledger start again.
    fakes.youtube.state.quota.limit = 1_000_000;
    await rawRows(t.app, sql`update provider_quota_ledger set quota_day = quota_day - 1 returning provider`);
    const resumedFrom = videoCalls().length;
    assert.equal(await t.app.context.jobs.drain(deferred.startAfter!), 1);
    const resumed = videoCalls().slice(resumedFrom);
    assert.deepEqual(resumed.map((call) => call.query.id!.split(',').length), [20], 'only the items not read yet');
    assert.equal((await readingsToday()).length, videoCount);
    assert.deepEqual(pending(), []);
    assert.equal((await ledger())?.units_spent, 1);
  });

  it('sends nothing when the ledger has no units left for the day, and defers to the reset', async () => {
    await rawRows(t.app, sql`insert into provider_quota_ledger (provider, quota_day, units_spent, calls) values ('youtube.data_api', ${pacificQuotaDay(new Date())}, 10000, 10000)
      on conflict (provider, quota_day) do update set units_spent = 10000 returning provider`);
    const callsBefore = videoCalls().length;
    await run('youtube');
    assert.equal(videoCalls().length, callsBefore, 'no request without a unit booked');
    const [deferred] = pending();
    assert.equal(deferred?.startAfter?.toISOString(), nextPacificMidnight(new Date()).toISOString());
    await rawRows(t.app, sql`delete from provider_quota_ledger returning provider`);
    assert.equal(await t.app.context.jobs.drain(deferred!.startAfter!), 1);
    assert.deepEqual(pending(), []);
  });
});

describe('collect-video-stats: engaged views (campaigns paid on engaged_views)', () => {
  it('fills in the last readings Analytics has reached with lifetime engaged views; today stays null (48-72 h lag)', async () => {
    const video = fakes.youtube.state.videos.get(videos[5]!.id)!;
    const item = youtubeItems.get(video.id)!;
    video.viewsPerHour = 10;
    await setCpmBasis(t, campaignId, 'engaged_views');
    const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    // Readings of four and five days ago, as earlier runs stored them (views only).
    for (const days of [5, 4]) await upsert(t, { submissionId: item, day: dayBefore(days), views: 1_000, provenance: 'first_party' });
    try {
      await run('youtube');
      const rows = await rawRows(t.app, sql`select to_char(day, 'YYYY-MM-DD') as day, views, engaged_views from content_stats_snapshots where submission_id = ${item} order by day`);
      // The fake grows the video 10 views an hour from 1 Jan 2026: 240 a day, 60 % of them engaged (144 a day).
      const lifetime = (day: string) => 144 * ((Date.parse(`${day}T00:00:00Z`) - Date.parse('2026-01-01T00:00:00Z')) / 86_400_000 + 1);
      assert.deepEqual(rows.map((row) => [row.day, row.engaged_views === null ? null : Number(row.engaged_views)]), [
        [dayBefore(5), lifetime(dayBefore(5))],
        [dayBefore(4), lifetime(dayBefore(4))],
        [today(), null],
      ]);
      assert.equal(Number(rows[0]!.views), 1_000, 'the Data API figures of the reading are kept');
    } finally {
      video.viewsPerHour = 0;
      await setCpmBasis(t, campaignId, 'views');
    }
  });
});

describe('collect-video-stats: Instagram', () => {
  it('reads views, reach, likes, comments, shares and saves from the media insights of the connected account', async () => {
    await run('instagram');
    const rows = (await readingsToday()).filter((row) => reelItems.includes(String(row.submission_id)));
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.ok(Number(row.views) > 0);
      assert.ok(Number(row.reach) > 0);
      assert.ok(row.likes !== null && row.comments !== null && row.shares !== null && row.saves !== null);
      assert.equal(row.engaged_views, null, 'Instagram has no engaged views');
      assert.equal(row.provenance, 'first_party');
    }
  });

  it('backs off at 90 % usage: stops calling and defers the run by an hour (or the time Instagram names)', async () => {
    fakes.instagram.state.usage.callCount = 91;
    const insightsBefore = graphCalls('insights').length;
    const started = Date.now();
    await run('instagram');
    assert.equal(graphCalls('insights').length, insightsBefore, 'no insights call after the usage report');
    let [deferred] = pending();
    assert.equal(deferred?.singletonKey, 'instagram');
    const wait = deferred!.startAfter!.getTime() - started;
    assert.ok(wait >= 60 * 60_000 && wait < 61 * 60_000, `deferred by ${wait} ms`);

    // Instagram names the time to regain access: that wait is used.
    fakes.instagram.state.usage.regainAccessMinutes = 30;
    await t.app.context.jobs.drain(deferred!.startAfter!);
    [deferred] = pending();
    const named = deferred!.startAfter!.getTime() - Date.now();
    assert.ok(named > 29 * 60_000 && named <= 30 * 60_000, `deferred by ${named} ms`);

    // Usage back to normal: the continuation reads the items.
    Object.assign(fakes.instagram.state.usage, { callCount: 2, regainAccessMinutes: 0 });
    await rawRows(t.app, sql`delete from content_stats_snapshots returning submission_id`);
    await t.app.context.jobs.drain(deferred!.startAfter!);
    assert.deepEqual(pending(), []);
    assert.equal((await readingsToday()).filter((row) => reelItems.includes(String(row.submission_id))).length, 2);
  });
});

describe('collect-video-stats: the schedule', () => {
  it('a cron tick queues one run per platform, each merged into a run already waiting', async () => {
    await t.app.context.jobs.runNow('collect-video-stats', {});
    assert.deepEqual(pending().map((job) => job.singletonKey).sort(), ['instagram', 'youtube']);
    await t.app.context.jobs.runNow('collect-video-stats', {});
    assert.equal(pending().length, 2, 'a second tick merges into the waiting runs');
    await t.app.context.jobs.drain();
    assert.deepEqual(pending(), []);
  });
});
