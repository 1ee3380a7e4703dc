// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): two submissions of one item at once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { marketplaceMessages as m } from '../../src/domain/marketplace/marketplace.texts';
import { assets } from '../src/db/schema/assets.schema';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { contentSubmissionCounts, contentSubmissionEvents, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { apiCall, brandOwner, errorsOf, teamMember } from './helpers/campaign.helpers';
import { brandWithCampaign, enroll, influencerWithAccounts, youtubeUrl, type TestInfluencer } from './helpers/submission.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { bearer } from './helpers/auth.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let setup: Awaited<ReturnType<typeof brandWithCampaign>>;
let creator: TestInfluencer;
let rosterId: string;

interface SubmissionBody {
  id: string;
  status: string;
  ownership_checked: boolean;
  content_url: string | null;
  asset: { id: string; file_name: string | null } | null;
  placement_type: string;
  allowed_actions: string[];
  events: Array<{ action: string; actor: { role: string; name: string | null }; to_status: string; message: string | null }>;
  influencer: { display_name: string };
}
interface Page { count: number; results: SubmissionBody[] }

const submit = (body: Record<string, unknown>, token = creator.token, campaignId = setup.campaign.id) =>
  call('POST', `campaigns/${campaignId}/submissions/`, token, body);
const queue = (query = '', token = setup.owner.token, campaignId = setup.campaign.id) =>
  call('GET', `campaigns/${campaignId}/content-submissions/${query}`, token);
const forceStatus = (id: string, status: (typeof contentSubmissions.$inferSelect)['status']) =>
  t.app.context.database.db.update(contentSubmissions).set({ status }).where(eq(contentSubmissions.id, id));

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  setup = await brandWithCampaign(t, 'owner@submissions.test');
  creator = await influencerWithAccounts(t, 'creator@submissions.test', 'glowcreator', 'Glow Creator');
  rosterId = await enroll(t, setup.campaign.id, creator.influencerId, 'accepted');
});
after(async () => {
  await t?.close();
});

describe('POST campaigns/{id}/submissions/: who may submit', () => {
  it('answers 403 notAccepted to an influencer invited but not accepted, 404 without a sent invite', async () => {
    const invited = await influencerWithAccounts(t, 'invited@submissions.test', 'invitedone');
    await enroll(t, setup.campaign.id, invited.influencerId, 'invited');
    const response = await submit({ placement_id: setup.youtube, content_url: youtubeUrl() }, invited.token);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().detail, m.notAccepted);
    for (const status of ['declined', 'expired'] as const) {
      const other = await influencerWithAccounts(t, `${status}@submissions.test`, `${status}one`);
      await enroll(t, setup.campaign.id, other.influencerId, status);
      assert.equal((await submit({ placement_id: setup.youtube, content_url: youtubeUrl() }, other.token)).statusCode, 403);
    }
    const candidate = await influencerWithAccounts(t, 'candidate@submissions.test', 'candidateone');
    await enroll(t, setup.campaign.id, candidate.influencerId, 'candidate');
    assert.equal((await submit({ placement_id: setup.youtube, content_url: youtubeUrl() }, candidate.token)).statusCode, 404);
    const stranger = await influencerWithAccounts(t, 'stranger@submissions.test', 'strangerone');
    assert.equal((await submit({ placement_id: setup.youtube, content_url: youtubeUrl() }, stranger.token)).statusCode, 404);
    assert.equal((await submit({ placement_id: setup.youtube, content_url: youtubeUrl() }, setup.owner.token)).statusCode, 404);
    assert.equal((await submit({ placement_id: setup.youtube, content_url: youtubeUrl() }, creator.token, randomUUID())).statusCode, 404);
    assert.equal((await submit({ placement_id: setup.youtube, content_url: youtubeUrl() }, '')).statusCode, 401);
  });

  it('answers 409 while the campaign is paused or after it ended', async () => {
    for (const status of ['paused', 'completed', 'canceled'] as const) {
      await t.app.context.database.db.update(campaigns).set({ status }).where(eq(campaigns.id, setup.campaign.id));
      const response = await submit({ placement_id: setup.youtube, content_url: youtubeUrl() });
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().detail, m.campaignNotTakingContent);
    }
    await t.app.context.database.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, setup.campaign.id));
  });
});

describe('POST campaigns/{id}/submissions/: what may be submitted', () => {
  it('names the field and the rule of every bad request', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ content_url: youtubeUrl() }, { placement_id: [m.placementRequired] }],
      [{ placement_id: randomUUID(), content_url: youtubeUrl() }, { placement_id: [m.placementUnknown] }],
      [{ placement_id: setup.youtube }, { content_url: [m.contentRequired] }],
      [{ placement_id: setup.youtube, content_url: youtubeUrl(), asset_id: randomUUID() }, { content_url: [m.contentBoth] }],
      [{ placement_id: setup.youtube, content_url: 'https://vimeo.com/12345' }, { content_url: [m.contentUrlFormat('YouTube')] }],
      [{ placement_id: setup.youtube, content_url: 'https://www.youtube.com/@glowcreator' }, { content_url: [m.contentUrlFormat('YouTube')] }],
      [{ placement_id: setup.youtube, content_url: 'https://www.instagram.com/reel/Cabc12345/' }, { content_url: [m.contentUrlPlatform('YouTube')] }],
      [{ placement_id: setup.instagram, content_url: youtubeUrl() }, { content_url: [m.contentUrlPlatform('Instagram')] }],
      [{ placement_id: setup.instagram, content_url: 'https://www.instagram.com/someoneelse/reel/Cabc12345/' }, { content_url: [m.contentUrlNotYours] }],
      [{ placement_id: setup.youtube, content_url: youtubeUrl(), note: 'x'.repeat(501) }, { note: [m.submissionNoteLength] }],
      [{ placement_id: setup.youtube, asset_id: randomUUID() }, { asset_id: [m.assetUnknown] }],
    ];
    for (const [body, errors] of cases) {
      const response = await submit(body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.deepEqual(errorsOf(response.body), errors, JSON.stringify(body));
    }
    const count = await t.app.context.database.db.select().from(contentSubmissions).where(eq(contentSubmissions.influencerId, creator.influencerId));
    assert.equal(count.length, 0);
  });

  it('refuses a URL when no account of that platform is linked', async () => {
    const ytOnly = await influencerWithAccounts(t, 'ytonly@submissions.test', 'ytonly');
    await enroll(t, setup.campaign.id, ytOnly.influencerId);
    const { socialAccounts } = await import('../src/db/schema/influencers.schema');
    await t.app.context.database.db.delete(socialAccounts)
      .where(and(eq(socialAccounts.influencerId, ytOnly.influencerId), eq(socialAccounts.platform, 'instagram')));
    const response = await submit({ placement_id: setup.instagram, content_url: 'https://www.instagram.com/reel/Cabc12345/' }, ytOnly.token);
    assert.deepEqual(errorsOf(response.body), { content_url: [m.contentUrlNotYours] });
  });
});

describe('POST campaigns/{id}/submissions/: recording', () => {
  let first: SubmissionBody;

  it('records a YouTube URL unchecked in sandbox mode, with its submit event and the brand notification', async () => {
    const response = await submit({ placement_id: setup.youtube, content_url: ` ${youtubeUrl()} `, note: '  First cut.  ' });
    assert.equal(response.statusCode, 201, response.body);
    first = response.json() as SubmissionBody;
    assert.equal(first.status, 'submitted');
    assert.equal(first.ownership_checked, false);
    assert.equal(first.content_url, youtubeUrl());
    assert.equal(first.placement_type, 'yt_dedicated_video');
    assert.deepEqual(first.allowed_actions, []);
    assert.equal(first.events.length, 1);
    assert.deepEqual({ ...first.events[0], at: undefined, id: undefined, from_status: undefined }, {
      action: 'submit', actor: { id: creator.userId, role: 'influencer', name: 'Glow Creator' }, to_status: 'submitted', message: 'First cut.',
      at: undefined, id: undefined, from_status: undefined,
    });
    // The worker delivers the outbox within a second (docs/outbox.md); here the test runs it.
    await t.app.context.outbox.deliverPending();
    const sent = await t.app.context.database.db.select().from(notifications).where(eq(notifications.userId, setup.owner.userId));
    const note = sent.find((row) => row.title === 'Content submitted');
    assert.ok(note, 'the brand owner hears about it');
    assert.equal(note.actionUrl, `/brands/${setup.owner.brandId}/campaigns/${setup.campaign.id}`);
    assert.match(note.message, /Glow Creator submitted content for "Dedicated video"/);
  });

  it('returns the same submission for a retry and 409 for other content while it awaits review or is verified', async () => {
    const retry = await submit({ placement_id: setup.youtube, content_url: youtubeUrl(), note: 'First cut.' });
    assert.equal(retry.statusCode, 200);
    assert.equal((retry.json() as SubmissionBody).id, first.id);
    const other = await submit({ placement_id: setup.youtube, content_url: youtubeUrl('aaaaaaaaaaa') });
    assert.equal(other.statusCode, 409);
    assert.equal(other.json().detail, m.placementAlreadySubmitted);
    for (const status of ['verified', 'rebuttal_requested', 'rebuttal_responsed', 'rebuttal_approved'] as const) {
      await forceStatus(first.id, status);
      const again = await submit({ placement_id: setup.youtube, content_url: youtubeUrl() });
      assert.equal(again.statusCode, 409, status);
    }
    const events = await t.app.context.database.db.select().from(contentSubmissionEvents).where(eq(contentSubmissionEvents.submissionId, first.id));
    assert.equal(events.length, 1, 'a retry records nothing');
  });

  it('accepts new content for the placement after a rejection or a denied dispute', async () => {
    await forceStatus(first.id, 'rejected');
    const second = await submit({ placement_id: setup.youtube, content_url: youtubeUrl('bbbbbbbbbbb') });
    assert.equal(second.statusCode, 201, second.body);
    const secondId = (second.json() as SubmissionBody).id;
    await forceStatus(secondId, 'rebuttal_rejected');
    assert.equal((await submit({ placement_id: setup.youtube, content_url: youtubeUrl('ccccccccccc') })).statusCode, 201);
  });

  it('checks an Instagram URL naming a username directly (not verified: a typed handle), and takes a file the influencer uploaded', async () => {
    const reel = await submit({ placement_id: setup.instagram, content_url: 'https://www.instagram.com/GlowCreator/reel/Cabc12345/' });
    assert.equal(reel.statusCode, 201, reel.body);
    // The username matches a typed handle, which anyone can type: accepted, but not verified (issue 14).
    assert.equal((reel.json() as SubmissionBody).ownership_checked, false);
    await forceStatus((reel.json() as SubmissionBody).id, 'rejected');
    const [asset] = await t.app.context.database.db.insert(assets).values({
      ownerId: creator.userId, storageKey: `assets/${creator.userId}/${randomUUID()}`, fileName: 'reel.mp4', contentType: 'video/mp4', kind: 'video', size: 1024,
    }).returning();
    const stranger = await brandOwner(t, 'assetowner@submissions.test', 'Other Co.');
    const [foreign] = await t.app.context.database.db.insert(assets).values({
      ownerId: stranger.userId, storageKey: `assets/${stranger.userId}/${randomUUID()}`, fileName: 'x.mp4', contentType: 'video/mp4', kind: 'video', size: 1,
    }).returning();
    assert.deepEqual(errorsOf((await submit({ placement_id: setup.instagram, asset_id: foreign?.id })).body), { asset_id: [m.assetUnknown] });
    const file = await submit({ placement_id: setup.instagram, asset_id: asset?.id });
    assert.equal(file.statusCode, 201, file.body);
    assert.deepEqual((file.json() as SubmissionBody).asset, { id: asset?.id, file_name: 'reel.mp4', content_type: 'video/mp4' });
    assert.equal((file.json() as SubmissionBody).content_url, null);
  });

  it('keeps one live submission when two arrive at once', async () => {
    const racer = await influencerWithAccounts(t, 'racer@submissions.test', 'racer');
    await enroll(t, setup.campaign.id, racer.influencerId);
    const answers = await Promise.all([
      submit({ placement_id: setup.youtube, content_url: youtubeUrl('ddddddddddd') }, racer.token),
      submit({ placement_id: setup.youtube, content_url: youtubeUrl('eeeeeeeeeee') }, racer.token),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
  });
  void rosterId;
});

describe('submitted files', () => {
  it('can be downloaded by the brand team that received them, and by nobody else', async () => {
    const body = multipartBody([{ name: 'file', value: pngImage(), fileName: 'story.png', contentType: 'image/png' }, { name: 'purpose', value: 'content' }]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...body.headers, ...bearer(creator.token) }, payload: body.payload });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const asset = uploaded.json() as { id: string; url: string };
    const download = (token: string) => t.app.inject({ method: 'GET', url: asset.url, headers: bearer(token) });
    const stranger = await brandOwner(t, 'filepeeker@submissions.test', 'Peek Co.');
    assert.equal((await download(setup.owner.token)).statusCode, 404, 'not before it is submitted');

    await t.app.context.database.db.update(contentSubmissions).set({ status: 'rejected' }).where(eq(contentSubmissions.placementId, setup.instagram));
    const submitted = await submit({ placement_id: setup.instagram, asset_id: asset.id });
    assert.equal(submitted.statusCode, 201, submitted.body);
    assert.equal((await download(setup.owner.token)).statusCode, 200);
    assert.equal((await download(creator.token)).statusCode, 200);
    assert.equal((await download(stranger.token)).statusCode, 404);
  });
});

describe('GET campaigns/{id}/content-submissions/', () => {
  it('lists the queue newest first with threads, filtered by status, placement and influencer', async () => {
    const all = (await queue()).json() as Page;
    assert.ok(all.count >= 6);
    assert.ok(all.results.every((item) => item.events.length >= 1 && item.events[0]?.action === 'submit'));
    const times = all.results.map((item) => (item as unknown as { submitted_at: string }).submitted_at);
    assert.deepEqual(times, [...times].sort().reverse());
    const submitted = (await queue('?status=submitted')).json() as Page;
    assert.ok(submitted.results.every((item) => item.status === 'submitted'));
    assert.ok(submitted.results.every((item) => item.allowed_actions.join() === 'verify,reject'));
    const several = (await queue('?status=rejected,rebuttal_rejected')).json() as Page;
    assert.deepEqual([...new Set(several.results.map((item) => item.status))].sort(), ['rebuttal_rejected', 'rejected']);
    const reels = (await queue(`?placement_id=${setup.instagram}`)).json() as Page;
    assert.ok(reels.count >= 2 && reels.results.every((item) => item.placement_type === 'ig_branded_reel'));
    const mine = (await queue(`?influencer_id=${creator.influencerId}&page_size=2`)).json() as Page & { next: string | null };
    assert.equal(mine.results.length, 2);
    assert.ok(mine.next?.includes('page=2'));
    assert.ok(mine.results.every((item) => item.influencer.display_name === 'Glow Creator'));
    const oldest = (await queue('?ordering=submitted_at')).json() as Page;
    assert.equal(oldest.results[0]?.id, all.results.at(-1)?.id);
    assert.equal((await queue('?status=bogus')).statusCode, 400);
  });

  it('keeps its totals exact for every filter through new submissions, review steps, removals and a deleted campaign', async () => {
    const { db } = t.app.context.database;
    const exact = async (...conditions: SQL[]) =>
      (await db.select({ n: count() }).from(contentSubmissions).where(and(eq(contentSubmissions.campaignId, setup.campaign.id), ...conditions)))[0]?.n;
    const expectTotals = async () => {
      assert.equal(((await queue()).json() as Page).count, await exact());
      assert.equal(((await queue('?status=submitted')).json() as Page).count, await exact(eq(contentSubmissions.status, 'submitted')));
      assert.equal(((await queue('?status=rejected,verified')).json() as Page).count,
        await exact(inArray(contentSubmissions.status, ['rejected', 'verified'])));
      assert.equal(((await queue(`?placement_id=${setup.youtube}`)).json() as Page).count, await exact(eq(contentSubmissions.placementId, setup.youtube)));
      assert.equal(((await queue(`?placement_id=${setup.instagram}&status=submitted`)).json() as Page).count,
        await exact(eq(contentSubmissions.placementId, setup.instagram), eq(contentSubmissions.status, 'submitted')));
      assert.equal(((await queue(`?influencer_id=${creator.influencerId}`)).json() as Page).count,
        await exact(eq(contentSubmissions.influencerId, creator.influencerId)));
    };
    await expectTotals();
    const late = await influencerWithAccounts(t, 'counted@submissions.test', 'countedone');
    await enroll(t, setup.campaign.id, late.influencerId, 'accepted');
    const before = ((await queue()).json() as Page).count;
    const created = (await submit({ placement_id: setup.youtube, content_url: youtubeUrl('c0untedVid1') }, late.token)).json() as SubmissionBody;
    assert.equal(((await queue()).json() as Page).count, before + 1);
    await call('POST', `campaigns/${setup.campaign.id}/content-submissions/${created.id}/reject/`, setup.owner.token, { reason: 'The product is not shown anywhere.' });
    await expectTotals();
    await db.delete(contentSubmissions).where(eq(contentSubmissions.id, created.id));
    assert.equal(((await queue()).json() as Page).count, before);
    await expectTotals();

    const doomed = await brandWithCampaign(t, 'doomed@submissions.test');
    const doomedCreator = await influencerWithAccounts(t, 'doomedcreator@submissions.test', 'doomedone');
    await enroll(t, doomed.campaign.id, doomedCreator.influencerId, 'accepted');
    await submit({ placement_id: doomed.youtube, content_url: youtubeUrl('d00medVid01') }, doomedCreator.token, doomed.campaign.id);
    const countersOf = (campaignId: string) => db.select().from(contentSubmissionCounts).where(eq(contentSubmissionCounts.campaignId, campaignId));
    assert.deepEqual((await countersOf(doomed.campaign.id)).map((row) => [row.status, row.count]), [['submitted', 1]]);
    await db.delete(campaigns).where(eq(campaigns.id, doomed.campaign.id));
    assert.deepEqual(await countersOf(doomed.campaign.id), []);
  });

  it('shows the queue to viewers, and 404 to other brands, influencers and unknown campaigns', async () => {
    const viewer = await teamMember(t, 'viewer@submissions.test', setup.owner.brandId, 'viewer');
    assert.equal((await queue('', viewer)).statusCode, 200);
    const other = await brandOwner(t, 'other@submissions.test', 'Other Brand');
    assert.equal((await queue('', other.token)).statusCode, 404);
    assert.equal((await queue('', creator.token)).statusCode, 404);
    assert.equal((await queue('', setup.owner.token, randomUUID())).statusCode, 404);
  });
});
