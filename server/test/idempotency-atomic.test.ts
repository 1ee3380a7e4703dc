// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): keyed handlers run in one transaction on PostgreSQL only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { apiCall, brandOwner, createCampaign } from './helpers/campaign.helpers';
import { seedMatchingSet, statusOf } from './helpers/roster.helpers';
import { campaignsNamed, draft, keyedCall, keyRows, newKey } from './helpers/idempotency.helpers';
import { bearer } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

// A keyed request's writes and its stored answer commit in one transaction (docs/idempotency.md "Atomicity"):
// a failure between them leaves neither, and an answer that committed is replayed even by another process.
let t: TestApp;
let keyed: ReturnType<typeof keyedCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;

before(async () => {
  t = await createTestApp();
  keyed = keyedCall(t);
  owner = await brandOwner(t, 'owner@idempotency-atomic.test');
});
after(() => t.close());

// On the embedded PGlite the handler is not wrapped (one connection: see IdempotencyOptions.atomic), so the rollback
// cases run on a PostgreSQL server only.
const atomicSkip = process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL: keyed handlers run in one transaction on PostgreSQL only';

describe('a keyed request whose answer could not be stored', { skip: atomicSkip }, () => {
  it('rolls its change back and frees the key: the retry with the same key creates exactly one campaign', async () => {
    const keys = t.app.context.idempotencyKeys;
    const complete = keys.complete;
    // The connection is lost after the campaign's INSERT, while the answer is being stored.
    keys.complete = async () => {
      keys.complete = complete;
      throw new Error('connection lost');
    };
    const key = newKey();
    const body = draft(owner.brandId, 'Atomic Rollback');
    try {
      const failed = await keyed('POST', 'campaigns/', owner.token, key, body);
      assert.equal(failed.statusCode, 500);
    } finally {
      keys.complete = complete;
    }
    assert.equal(await campaignsNamed(t, 'Atomic Rollback'), 0);
    assert.equal((await keyRows(t)).some((row) => row.key === key), false);

    const retried = await keyed('POST', 'campaigns/', owner.token, key, body);
    assert.equal(retried.statusCode, 201, retried.body);
    assert.equal(retried.headers['idempotent-replayed'], undefined);
    assert.equal((await keyed('POST', 'campaigns/', owner.token, key, body)).headers['idempotent-replayed'], 'true');
    assert.equal(await campaignsNamed(t, 'Atomic Rollback'), 1);
  });

  it('rolls back a handler that answered with reply.send (a 204 DELETE) when storing fails', async () => {
    const created = await keyed('POST', 'campaigns/', owner.token, newKey(), draft(owner.brandId, 'Atomic Delete'));
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { id: string }).id;
    const keys = t.app.context.idempotencyKeys;
    const complete = keys.complete;
    keys.complete = async () => {
      keys.complete = complete;
      throw new Error('connection lost');
    };
    const key = newKey();
    try {
      assert.equal((await keyed('DELETE', `campaigns/${id}/`, owner.token, key)).statusCode, 500);
    } finally {
      keys.complete = complete;
    }
    assert.equal(await campaignsNamed(t, 'Atomic Delete'), 1);
    assert.equal((await keyed('DELETE', `campaigns/${id}/`, owner.token, key)).statusCode, 204);
    const replayed = await keyed('DELETE', `campaigns/${id}/`, owner.token, key);
    assert.equal(replayed.statusCode, 204);
    assert.equal(replayed.headers['idempotent-replayed'], 'true');
    assert.equal(await campaignsNamed(t, 'Atomic Delete'), 0);
  });
});

describe('a process that died after COMMIT, before its answer reached the client', () => {
  it('has its stored answer replayed by another process: one campaign, the same body', async () => {
    const key = newKey();
    const body = draft(owner.brandId, 'Died After Commit');
    const first = await keyed('POST', 'campaigns/', owner.token, key, body);
    assert.equal(first.statusCode, 201, first.body);

    // Another API process on the same database receives the client's retry.
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      await other.ready();
      const retried = await other.inject({
        method: 'POST', url: '/api/v1/campaigns/', payload: body, headers: { ...bearer(owner.token), 'idempotency-key': key },
      });
      assert.equal(retried.statusCode, 201);
      assert.equal(retried.headers['idempotent-replayed'], 'true');
      assert.deepEqual(retried.json(), first.json());
    } finally {
      await other.close();
    }
    assert.equal(await campaignsNamed(t, 'Died After Commit'), 1);
  });
});

describe('publishing with a key', () => {
  it('queues matching once, after the publish committed, and a replayed publish queues nothing', async () => {
    const created = await keyed('POST', 'campaigns/', owner.token, newKey(), draft(owner.brandId, 'Keyed Publish'));
    const id = (created.json() as { id: string }).id;
    const key = newKey();
    const published = await keyed('POST', `campaigns/${id}/publish/`, owner.token, key);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal((await keyed('POST', `campaigns/${id}/publish/`, owner.token, key)).headers['idempotent-replayed'], 'true');
    assert.equal(await t.app.context.jobs.drain(), 1);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    assert.notEqual(row?.status, 'draft');
    assert.equal((await apiCall(t)('GET', `campaigns/${id}/`, owner.token)).statusCode, 200);
  });
});

describe('a keyed publish with the pg-boss worker running in-process (JOBS_WORKER=on)', () => {
  // On the embedded database pg-boss shares the one connection: a job sent inside the request's transaction would wait
  // for that transaction forever. It is sent after COMMIT, and the campaign reaches outreach_pending.
  it('publishes without a deadlock and the matching job runs', async () => {
    const live = await createTestApp({ JOBS_WORKER: 'on' });
    try {
      const liveOwner = await brandOwner(live, 'owner@atomic-worker.test');
      await seedMatchingSet(live);
      const campaign = await createCampaign(live, liveOwner.token, liveOwner.brandId);
      const published = await keyedCall(live)('POST', `campaigns/${campaign.id}/publish/`, liveOwner.token, newKey());
      assert.equal(published.statusCode, 200, published.body);
      const deadline = Date.now() + 20_000;
      while ((await statusOf(live, campaign.id)) !== 'outreach_pending' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      assert.equal(await statusOf(live, campaign.id), 'outreach_pending');
    } finally {
      await live.close();
    }
  });
});
