import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { contentOwnershipMessages as texts } from '../../src/domain/marketplace/content-ownership.texts';
import { marketplaceMessages as m } from '../../src/domain/marketplace/marketplace.texts';
import { sql } from 'drizzle-orm';
import { pacificQuotaDay } from '../src/integrations/youtube/youtube-quota';
import { createContentOwnershipService } from '../src/services/content-ownership.service';
import type { SocialAccountRow } from '../src/db/schema/influencers.schema';
import { apiCall, errorsOf } from './helpers/campaign.helpers';
import { brandWithCampaign, enroll, influencerWithAccounts, youtubeUrl, type TestInfluencer } from './helpers/submission.helpers';
import { connectAccount, instagramUser, rawRows, rawSocialAccount, startSocialFakes, youtubeChannel, youtubeOtherChannel, type SocialFakes } from './helpers/social.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 14 "ownership check of submitted content" (docs/marketplace.md "Content ownership"): a submitted link is
 * resolved to its video id / shortcode and checked with the platform through the influencer's connected account.
 * The real clients talk to the local fakes over HTTP.
 */
let t: TestApp;
let fakes: SocialFakes;
let call: ReturnType<typeof apiCall>;
let setup: Awaited<ReturnType<typeof brandWithCampaign>>;
/** Ana: YouTube "Ana Travels" and Instagram @ana.eats connected. */
let ana: TestInfluencer;
let users = 0;

const videoRequests = () => fakes.youtube.state.requests.filter((request) => request.path.endsWith('/videos'));
const mediaRequests = () => fakes.instagram.state.requests.filter((request) => request.path.endsWith('/me/media'));
const submit = (who: TestInfluencer, placementId: string, url: string) =>
  call('POST', `campaigns/${setup.campaign.id}/submissions/`, who.token, { placement_id: placementId, content_url: url });
/** Frees the placement for the next attempt (a rejected submission may be followed by new content). */
const reject = (submissionId: string) =>
  call('POST', `campaigns/${setup.campaign.id}/content-submissions/${submissionId}/reject/`, setup.owner.token, { reason: 'Please try another take.' });

before(async () => {
  fakes = await startSocialFakes();
  t = await createTestApp(fakes.env);
  call = apiCall(t);
  setup = await brandWithCampaign(t, 'owner@ownership.test');
  // Typed accounts @anatravels first: connecting the channel of that handle turns the typed one into the connected one.
  ana = await influencerWithAccounts(t, 'ana@ownership.test', 'anatravels', 'Ana');
  fakes.youtube.state.signedInAccountId = 'g-ana';
  assert.equal((await connectAccount(t.app, 'youtube', ana.token)).finish.headers.location, '/profile?social=youtube&outcome=connected');
  assert.equal((await connectAccount(t.app, 'instagram', ana.token)).finish.headers.location, '/profile?social=instagram&outcome=connected');
  await enroll(t, setup.campaign.id, ana.influencerId);
  // A video of someone else's channel, which YouTube knows.
  fakes.youtube.state.addVideos({ id: 'benbakes001', channelId: youtubeOtherChannel.id, title: 'Bread at home', publishedAt: '2026-02-01T10:00:00Z' });
});
after(async () => {
  await t?.close();
  await fakes?.close();
});
beforeEach(() => {
  fakes.youtube.state.outage.remaining = 0;
  fakes.instagram.state.outage.remaining = 0;
});

describe('ownership check of submitted content: YouTube through the connected channel', () => {
  it("accepts a video of the connected channel as verified (videos.list with the channel's token, 1 unit)", async () => {
    const before = videoRequests().length;
    const response = await submit(ana, setup.youtube, `https://youtu.be/anavideo001`);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().ownership_checked, true);
    const asked = videoRequests().slice(before);
    assert.equal(asked.length, 1, 'one videos.list call');
    assert.equal(asked[0]!.query.id, 'anavideo001');
    assert.match(asked[0]!.query.part ?? '', /snippet/);
    // The brand's queue and the influencer's own list say the same.
    const queue = (await call('GET', `campaigns/${setup.campaign.id}/content-submissions/`, setup.owner.token)).json().results as Array<{ id: string; ownership_checked: boolean }>;
    assert.equal(queue.find((item) => item.id === response.json().id)?.ownership_checked, true);
    await reject(response.json().id);
  });

  it("refuses another channel's video, naming the connected channel, and records nothing", async () => {
    const response = await submit(ana, setup.youtube, youtubeUrl('benbakes001'));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(errorsOf(response.body), { content_url: [texts.youtubeOtherChannel([youtubeChannel.title])] });
    assert.equal(texts.youtubeOtherChannel([youtubeChannel.title]).startsWith('This video is on another YouTube channel, not on your connected channel Ana Travels.'), true);
    const shorts = await submit(ana, setup.youtube, 'https://www.youtube.com/shorts/benbakes001');
    assert.equal(shorts.statusCode, 400, 'a Shorts link resolves to the same video');
  });

  it('refuses a video YouTube does not have', async () => {
    const response = await submit(ana, setup.youtube, youtubeUrl('nosuchvideo'));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(errorsOf(response.body), { content_url: [texts.youtubeVideoNotFound] });
  });

  it("books each check in the quota ledger the statistics job spends from, and asks YouTube nothing once the day's units are gone", async () => {
    const ledger = async () => (await rawRows(t.app, sql`select units_spent, exhausted_at from provider_quota_ledger where provider = 'youtube.data_api' and quota_day = ${pacificQuotaDay(new Date())}`))[0];
    const unitsBefore = Number((await ledger())?.units_spent ?? 0);
    const checked = await submit(ana, setup.youtube, youtubeUrl('anavideo001'));
    assert.equal(checked.statusCode, 201, checked.body);
    assert.equal(checked.json().ownership_checked, true);
    assert.equal(Number((await ledger())?.units_spent), unitsBefore + 1);
    await reject(checked.json().id);

    await rawRows(t.app, sql`update provider_quota_ledger set units_spent = 10000 where provider = 'youtube.data_api' returning provider`);
    try {
      const before = videoRequests().length;
      const spent = await submit(ana, setup.youtube, youtubeUrl('anavideo001'));
      assert.equal(spent.statusCode, 201, spent.body);
      assert.equal(spent.json().ownership_checked, false, 'accepted, not verified');
      assert.equal(videoRequests().length, before, 'no videos.list call beyond the day\'s quota');
      await reject(spent.json().id);
    } finally {
      await rawRows(t.app, sql`delete from provider_quota_ledger returning provider`);
    }
  });

  it('accepts the link as not verified when YouTube is down (after the retries) or out of quota', async () => {
    fakes.youtube.state.outage = { remaining: 10, status: 503 };
    const down = await submit(ana, setup.youtube, youtubeUrl('anavideo002'));
    assert.equal(down.statusCode, 201, down.body);
    assert.equal(down.json().ownership_checked, false);
    await reject(down.json().id);
    fakes.youtube.state.outage.remaining = 0;
    const { limit } = fakes.youtube.state.quota;
    fakes.youtube.state.quota.limit = fakes.youtube.state.quota.used;
    try {
      const quota = await submit(ana, setup.youtube, youtubeUrl('anavideo002'));
      assert.equal(quota.statusCode, 201, quota.body);
      assert.equal(quota.json().ownership_checked, false);
      // YouTube's quotaExceeded closes the day in the ledger for the statistics job too.
      const [day] = await rawRows(t.app, sql`select exhausted_at from provider_quota_ledger where provider = 'youtube.data_api' and quota_day = ${pacificQuotaDay(new Date())}`);
      assert.ok(day?.exhausted_at, 'the ledger marks the day exhausted');
      await reject(quota.json().id);
    } finally {
      fakes.youtube.state.quota.limit = limit;
      await rawRows(t.app, sql`delete from provider_quota_ledger returning provider`);
    }
  });
});

describe('ownership check of submitted content: Instagram through the connected account', () => {
  it("finds a post among the account's own media by shortcode, paging past the first 100", async () => {
    // 120 newer posts push Ana's reel to the second page of /me/media.
    fakes.instagram.state.addMedia(...Array.from({ length: 120 }, (_, index) => ({
      id: `1790000955${String(index).padStart(5, '0')}`, userId: instagramUser.userId, mediaProductType: 'FEED' as const,
      shortcode: `AnaPost${String(index).padStart(3, '0')}`, timestamp: '2026-06-01T10:00:00Z',
    })));
    const before = mediaRequests().length;
    const response = await submit(ana, setup.instagram, 'https://www.instagram.com/reel/AnaReel1/');
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().ownership_checked, true);
    assert.equal(mediaRequests().length - before, 2, 'two pages read');
    await reject(response.json().id);
  });

  it("refuses a post that is not on the connected account, naming it", async () => {
    const response = await submit(ana, setup.instagram, 'https://www.instagram.com/somebody/p/NotAnas1234/');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(errorsOf(response.body), { content_url: [texts.instagramNotOnAccount([`@${instagramUser.username}`])] });
  });
});

describe('ownership check of submitted content: accounts that are not connected', () => {
  it("keeps today's check for typed accounts: accepted, not verified, and the platform is never asked", async () => {
    const typed = await influencerWithAccounts(t, `typed${++users}@ownership.test`, 'typedcreator', 'Typed');
    await enroll(t, setup.campaign.id, typed.influencerId);
    const before = videoRequests().length + mediaRequests().length;
    const video = await submit(typed, setup.youtube, youtubeUrl('benbakes001'));
    assert.equal(video.statusCode, 201, video.body);
    assert.equal(video.json().ownership_checked, false);
    // An Instagram link naming another username is still refused by today's rule.
    const other = await submit(typed, setup.instagram, 'https://www.instagram.com/somebody/reel/Cabc12345/');
    assert.deepEqual(errorsOf(other.body), { content_url: [m.contentUrlNotYours] });
    assert.equal(videoRequests().length + mediaRequests().length, before);
  });

  it('a connection that stopped working (needs reconnect) is not verified either, and the account is marked', async () => {
    const ben = await influencerWithAccounts(t, `ben${++users}@ownership.test`, 'benbakes', 'Ben');
    fakes.youtube.state.signedInAccountId = 'g-ben';
    await connectAccount(t.app, 'youtube', ben.token);
    fakes.youtube.state.signedInAccountId = 'g-ana';
    await enroll(t, setup.campaign.id, ben.influencerId);
    const accounts = (await call('GET', 'influencers/me/social-accounts/', ben.token)).json() as Array<{ id: string; platform: string }>;
    const channel = accounts.find((account) => account.platform === 'youtube')!;
    fakes.youtube.state.revokeAccount('g-ben');
    const response = await submit(ben, setup.youtube, youtubeUrl('benbakes001'));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().ownership_checked, false);
    assert.equal((await rawSocialAccount(t.app, channel.id)).connection_status, 'needs_reconnect');
  });
});

describe('the check itself', () => {
  const connected = (overrides: Partial<SocialAccountRow>) => ({
    id: 'a1', platform: 'youtube', connectionStatus: 'connected', externalId: 'UCmine', title: 'Mine', handle: '@mine', ...overrides,
  }) as SocialAccountRow;

  it('gives up after its deadline: the link goes ahead unverified', async () => {
    const service = createContentOwnershipService({
      tokens: { withAccessToken: () => new Promise(() => undefined) },
      adapters: { youtube: { locateContent: async () => ({ kind: 'missing', nextPage: null, searched: 0 }) }, instagram: { locateContent: async () => ({ kind: 'missing', nextPage: null, searched: 0 }) } },
      deadlineMs: 50,
    });
    assert.deepEqual(await service.check(youtubeUrl('anavideo001'), 'youtube', [connected({})]), { kind: 'unavailable', reason: 'deadline' });
  });

  it('stops searching an Instagram account at its limit (500 posts)', async () => {
    let pages = 0;
    const service = createContentOwnershipService({
      tokens: { withAccessToken: (_row, use) => use('token') },
      adapters: {
        youtube: { locateContent: async () => ({ kind: 'missing', nextPage: null, searched: 0 }) },
        instagram: { locateContent: async () => ({ kind: 'missing', nextPage: `page${++pages}`, searched: 100 }) },
      },
    });
    const result = await service.check('https://www.instagram.com/p/Cabc12345/', 'instagram', [connected({ platform: 'instagram', handle: '@mine' })]);
    assert.deepEqual(result, { kind: 'refused', message: texts.instagramNotOnAccount(['@mine']) });
    assert.equal(pages, 5);
  });

  it('answers not_connected for typed accounts only', async () => {
    const service = createContentOwnershipService({ tokens: { withAccessToken: () => Promise.reject(new Error('never')) }, adapters: {} as never });
    assert.deepEqual(await service.check(youtubeUrl(), 'youtube', [connected({ connectionStatus: 'not_connected', externalId: null })]), { kind: 'not_connected' });
  });
});
