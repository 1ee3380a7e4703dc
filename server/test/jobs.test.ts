// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): pg-boss on a PostgreSQL server (queues, schedules, singleton keys).
import assert from 'node:assert/strict';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { needsReconnectNotification } from '../../src/domain/social/social-connect.texts';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { brands } from '../src/db/schema/brands.schema';
import { influencers } from '../src/db/schema/influencers.schema';
import { createJobRunner } from '../src/jobs/job-runner';
import type { DatabaseConnection } from '../src/db/database';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { deliveredContent, acceptedWithOffer } from './helpers/analytics.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { brandWithCampaign, influencerWithAccounts, staffToken } from './helpers/submission.helpers';
import { rawRows, rawSocialAccount, startSocialFakes, type SocialFakes } from './helpers/social.helpers';
import { connectDirectly, hoursFromNow, storedAccessToken } from './helpers/stats-jobs.helpers';
import { createTestApp, testServiceToken, type TestApp } from './helpers/test-app';

/**
 * POST jobs/{name}/ (staff or the service token; merged triggers), the refresh-instagram-tokens job and the
 * cleanup-assets job (docs/analytics.md "Jobs"). Jobs run in memory here; one app runs pg-boss to show the merge there.
 */
const jobs = ['collect-video-stats', 'refresh-instagram-tokens', 'cleanup-assets'] as const;
const trigger = (t: TestApp, job: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/jobs/${job}/`, headers });
const service = { 'x-service-token': testServiceToken };

describe('POST jobs/{name}/: who may trigger', () => {
  let t: TestApp;
  let staff: string;
  let user: string;
  before(async () => {
    t = await createTestApp();
    staff = await staffToken(t);
    user = await signUpAndGetToken(t.app, { email: 'jobs-user@example.test', password: 'Secret!234', name: 'Jobs User', persona: 'influencer' });
  });
  after(async () => t.close());

  for (const job of jobs) {
    it(`${job}: 401 anonymous, 403 for a user or a wrong service token, 202 for staff and the service token`, async () => {
      const anonymous = await trigger(t, job);
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().code, 'not_authenticated');
      const ordinary = await trigger(t, job, bearer(user));
      assert.equal(ordinary.statusCode, 403);
      assert.equal(ordinary.json().code, 'permission_denied');
      assert.equal((await trigger(t, job, { 'x-service-token': 'not-the-service-token-000' })).statusCode, 403);
      const byService = await trigger(t, job, service);
      assert.equal(byService.statusCode, 202, byService.body);
      assert.equal(byService.json().job, job);
      assert.equal(byService.json().status, 'queued');
      const byStaff = await trigger(t, job, bearer(staff));
      assert.equal(byStaff.statusCode, 202, byStaff.body);
      assert.equal(byStaff.json().status, 'already_queued', 'merged into the run the service token queued');
      await t.app.context.jobs.drain();
    });
  }

  it('collect-video-stats queues one run per platform; a second trigger merges into both', async () => {
    const first = (await trigger(t, 'collect-video-stats', service)).json();
    assert.deepEqual(first.runs, [
      { key: 'youtube', status: 'queued', start_after: null },
      { key: 'instagram', status: 'queued', start_after: null },
    ]);
    const second = (await trigger(t, 'collect-video-stats', service)).json();
    assert.equal(second.status, 'already_queued');
    assert.deepEqual(second.runs.map((run: { status: string }) => run.status), ['already_queued', 'already_queued']);
    assert.equal(t.app.context.jobs.pendingJobs().length, 2, 'no stacked runs');
    assert.equal(await t.app.context.jobs.drain(), 2);
    assert.equal((await trigger(t, 'collect-video-stats', service)).json().status, 'queued', 'after the runs, a trigger queues again');
    await t.app.context.jobs.drain();
  });

  it('a trigger during a deferred run says when that run will start', async () => {
    const startAfter = hoursFromNow(5);
    await t.app.context.jobs.send('collect-video-stats', { platform: 'youtube', resumeFrom: new Date().toISOString() }, { singletonKey: 'youtube', startAfter });
    const body = (await trigger(t, 'collect-video-stats', service)).json();
    assert.deepEqual(body.runs[0], { key: 'youtube', status: 'already_queued', start_after: startAfter.toISOString() });
    assert.equal(body.runs[1].status, 'queued');
    assert.equal(body.status, 'queued');
    await t.app.context.jobs.drain(startAfter);
  });
});

describe('the job runner: merging into a running job', () => {
  it('answers already_running while the job of that key runs, and queues again once it finished', async () => {
    const silent = { error: () => undefined } as never;
    const runner = createJobRunner({ mode: 'memory', database: {} as DatabaseConnection, logger: silent });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    runner.register({ name: 'slow', policy: 'stately', handler: async () => { runs += 1; await gate; } });
    assert.equal((await runner.enqueueOnce('slow', {}, 'run')).status, 'queued');
    const draining = runner.drain();
    await Promise.resolve();
    assert.equal((await runner.enqueueOnce('slow', {}, 'run')).status, 'already_running');
    release();
    assert.equal(await draining, 1);
    assert.equal(runs, 1);
    assert.equal((await runner.enqueueOnce('slow', {}, 'run')).status, 'queued');
  });
});

describe('POST jobs/{name}/ on pg-boss (JOBS_WORKER=off: enqueued in the database)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ JOBS_WORKER: 'off' });
  });
  after(async () => t.close());

  it('merges a second trigger into the queued job (singleton key, stately queue)', async () => {
    assert.equal((await trigger(t, 'cleanup-assets', service)).json().status, 'queued');
    const second = await trigger(t, 'cleanup-assets', service);
    assert.equal(second.statusCode, 202);
    assert.equal(second.json().status, 'already_queued');
    const queued = await rawRows(t.app, sql`select state, singleton_key from pgboss.job where name = 'cleanup-assets'`);
    assert.deepEqual(queued, [{ state: 'created', singleton_key: 'run' }]);
    const stats = (await trigger(t, 'collect-video-stats', service)).json();
    assert.deepEqual(stats.runs.map((run: { status: string }) => run.status), ['queued', 'queued']);
    assert.equal((await trigger(t, 'collect-video-stats', service)).json().status, 'already_queued');
  });

  it("queued jobs carry the heartbeat: a killed worker's job is failed after 30 silent seconds, not at its 900 s expiry", async () => {
    const jobs = await rawRows(t.app, sql`select distinct heartbeat_seconds, expire_seconds from pgboss.job where name = 'cleanup-assets'`);
    assert.deepEqual(jobs, [{ heartbeat_seconds: 30, expire_seconds: 900 }]);
    const queues = await rawRows(t.app, sql`select count(*)::int as without from pgboss.queue where heartbeat_seconds is distinct from 30`);
    assert.deepEqual(queues, [{ without: 0 }]);
  });
});

describe('refresh-instagram-tokens', () => {
  let t: TestApp;
  let fakes: SocialFakes;
  let creators = 0;
  before(async () => {
    fakes = await startSocialFakes();
    t = await createTestApp(fakes.env);
  });
  after(async () => {
    await t?.close();
    await fakes?.close();
  });

  /** An influencer whose Instagram account is connected with a token issued `ageDays` ago expiring in `expiresInDays`. */
  async function account(ageDays: number, expiresInDays: number, options: { knownToInstagram?: boolean } = {}) {
    const index = ++creators;
    const userId = `178414000000${String(index).padStart(5, '0')}`;
    fakes.instagram.state.addUser({ userId, username: `refresh${index}`, name: `Refresh ${index}`, accountType: 'MEDIA_CREATOR', followersCount: 1_000 });
    const token = fakes.instagram.state.issueToken(userId, 'long', ageDays * 86_400_000);
    if (options.knownToInstagram === false) fakes.instagram.state.tokens.delete(token);
    const creator = await influencerWithAccounts(t, `refresh${index}@example.test`, `refresh${index}`);
    const id = await connectDirectly(t, creator.influencerId, 'instagram', {
      externalId: userId, accessToken: token, expiresAt: hoursFromNow(expiresInDays * 24), issuedAt: hoursFromNow(-ageDays * 24),
    });
    return { id, token, creator };
  }
  const refreshCalls = () => fakes.instagram.state.requests.filter((request) => request.path === '/refresh_access_token').length;
  const titles = async (token: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: bearer(token) })).json().results as Array<{ title: string }>).map((item) => item.title);

  it('refreshes only tokens at least 24 h old that expire within 10 days; a refused or expired one needs reconnecting', async () => {
    const due = await account(50, 9.5);
    const young = await account(1 / 12, 5);
    const far = await account(30, 30);
    const expired = await account(61, -1);
    const refused = await account(50, 5, { knownToInstagram: false });
    const before = refreshCalls();
    await t.app.context.jobs.runNow('refresh-instagram-tokens');
    assert.equal(refreshCalls() - before, 2, 'the due token and the one Instagram refuses; nothing else is called');

    const refreshed = await rawSocialAccount(t.app, due.id);
    assert.notEqual(await storedAccessToken(t, due.id), due.token);
    assert.ok(new Date(String(refreshed.token_expires_at)).getTime() > Date.now() + 59 * 86_400_000, 'another 60 days');
    assert.equal(refreshed.connection_status, 'connected');
    for (const untouched of [young, far]) {
      assert.equal(await storedAccessToken(t, untouched.id), untouched.token);
      assert.equal((await rawSocialAccount(t.app, untouched.id)).connection_status, 'connected');
    }
    await t.app.context.outbox.deliverPending();
    for (const dead of [expired, refused]) {
      const row = await rawSocialAccount(t.app, dead.id);
      assert.equal(row.connection_status, 'needs_reconnect');
      assert.equal(row.access_token_sealed, null, 'the dead token is forgotten');
      assert.deepEqual((await titles(dead.creator.token)).filter((title) => title === needsReconnectNotification.title('instagram')), ['Reconnect Instagram']);
    }

    // A second run the same day: nothing is due any more, nobody is told twice.
    const again = refreshCalls();
    await t.app.context.jobs.runNow('refresh-instagram-tokens');
    assert.equal(refreshCalls(), again);
    await t.app.context.outbox.deliverPending();
    assert.equal((await titles(refused.creator.token)).filter((title) => title === 'Reconnect Instagram').length, 1);
  });

  it('a transient failure leaves the account connected for the next run', async () => {
    const due = await account(50, 8);
    fakes.instagram.state.outage.remaining = 10;
    await t.app.context.jobs.runNow('refresh-instagram-tokens');
    fakes.instagram.state.outage.remaining = 0;
    assert.equal((await rawSocialAccount(t.app, due.id)).connection_status, 'connected');
    assert.equal(await storedAccessToken(t, due.id), due.token);
    await t.app.context.jobs.runNow('refresh-instagram-tokens');
    assert.notEqual(await storedAccessToken(t, due.id), due.token);
  });
});

describe('cleanup-assets', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ ASSET_CLEANUP_GRACE_HOURS: '24' });
  });
  after(async () => t.close());

  async function upload(token: string): Promise<{ id: string; key: string }> {
    const { payload, headers } = multipartBody([{ name: 'file', value: pngImage(), fileName: 'a.png', contentType: 'image/png' }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...headers, ...bearer(token) }, payload });
    assert.equal(response.statusCode, 201, response.body);
    const id = response.json().id as string;
    const [row] = await rawRows(t.app, sql`select storage_key from assets where id = ${id}`);
    return { id, key: String(row!.storage_key) };
  }
  const age = (id: string, hours: number) =>
    rawRows(t.app, sql`update assets set created_at = now() - make_interval(hours => ${hours}), updated_at = now() - make_interval(hours => ${hours}) where id = ${id} returning id`);
  const exists = async (key: string) => access(path.join(t.dataDir, 'assets', key)).then(() => true, () => false);
  const remaining = async () => new Set((await rawRows(t.app, sql`select id from assets`)).map((row) => String(row.id)));

  it('removes the rows and files of uploads nothing references past the grace period, and only those; again: nothing', async () => {
    const { campaign, owner, youtube } = await brandWithCampaign(t, 'cleanup-brand@example.test');
    const creator = await influencerWithAccounts(t, 'cleanup-creator@example.test', 'cleanupcreator');
    const orphan = await upload(owner.token);
    const fresh = await upload(owner.token);
    const collateral = await upload(owner.token);
    const logo = await upload(owner.token);
    const picture = await upload(creator.token);
    const submitted = await upload(creator.token);
    for (const asset of [orphan, collateral, logo, picture, submitted]) await age(asset.id, 25);
    await age(fresh.id, 23);
    const db = t.app.context.database.db;
    await db.update(campaigns).set({ collateral: { guidelines: '', talking_points: [], dos: [], donts: [], links: [], asset_ids: [collateral.id] } }).where(eq(campaigns.id, campaign.id));
    await db.update(brands).set({ logoUrl: `/api/v1/assets/${logo.id}/download/` }).where(eq(brands.id, owner.brandId));
    await db.update(influencers).set({ profilePicture: `/api/v1/assets/${picture.id}/download/` }).where(eq(influencers.id, creator.influencerId));
    const rosterId = await acceptedWithOffer(t, campaign.id, creator.influencerId, []);
    const submission = await deliveredContent(t, { campaignId: campaign.id, rosterId, influencerId: creator.influencerId, placementId: youtube, platform: 'youtube', verifiedAt: '2026-01-01' });
    await rawRows(t.app, sql`update content_submissions set asset_id = ${submitted.id} where id = ${submission} returning id`);
    assert.ok(await exists(orphan.key));

    await t.app.context.jobs.runNow('cleanup-assets');
    const left = await remaining();
    assert.ok(!left.has(orphan.id), 'the old orphan row is gone');
    assert.equal(await exists(orphan.key), false, 'and its file');
    for (const kept of [fresh, collateral, logo, picture, submitted]) {
      assert.ok(left.has(kept.id), `kept ${kept.id}`);
      assert.ok(await exists(kept.key));
    }

    await t.app.context.jobs.runNow('cleanup-assets');
    assert.deepEqual(await remaining(), left, 'idempotent');

    // Once nothing uses it any more (the logo replaced), it goes after the grace period.
    await db.update(brands).set({ logoUrl: null }).where(eq(brands.id, owner.brandId));
    await t.app.context.jobs.runNow('cleanup-assets');
    assert.ok(!(await remaining()).has(logo.id));
    assert.equal(await exists(logo.key), false);
  });
});
