// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): API and worker processes sharing one database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { matchingJobName } from '../src/jobs/matching.job';
import { workerConfig, workerConfigProblem } from '../src/runtime/worker-config';
import { createTestApp, type TestApp } from './helpers/test-app';

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Array<Record<string, unknown>> }).rows) as Array<Record<string, unknown>>;

describe('API process with JOBS_WORKER=off', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ JOBS_WORKER: 'off' });
  });
  after(() => t.close());

  it('enqueues jobs into pg-boss on the database for a worker, and runs none itself', async () => {
    const campaignId = '00000000-0000-4000-8000-000000000123';
    await t.app.context.jobs.send(matchingJobName, { campaignId }, { singletonKey: campaignId });
    assert.equal(t.app.context.jobs.pendingCount, 0, 'nothing kept in memory');
    const rows = rowsOf(await t.database.db.execute(sql`select name, data, state from pgboss.job where name = ${matchingJobName}`));
    assert.deepEqual(rows, [{ name: matchingJobName, data: { campaignId }, state: 'created' }]);
    // No schedules from an API process: the workers register them.
    const schedules = rowsOf(await t.database.db.execute(sql`select name from pgboss.schedule`));
    assert.deepEqual(schedules, []);
  });
});

describe('shutdown', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('readiness answers 503 from the first signal on, while liveness stays 200', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready/' })).statusCode, 200);
    t.app.context.services.health.markShuttingDown();
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready/' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json().detail, 'Shutting down.');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/health/live/' })).statusCode, 200);
  });
});

describe('worker configuration', () => {
  const base = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };

  it('works the jobs whatever JOBS_WORKER says, with a longer query deadline than the API', () => {
    const config = workerConfig(loadConfig({ ...base, DATABASE_URL: 'postgres://db/app', JOBS_WORKER: 'off' }));
    assert.equal(config.jobs.mode, 'on');
    assert.equal(config.database.queryTimeoutMs, 60_000);
    assert.equal(workerConfigProblem(config), null);
  });

  it('refuses the embedded database, which belongs to the one `npm start` process', () => {
    const config = workerConfig(loadConfig({ ...base, DATA_DIR: '/tmp/ih-worker-config' }));
    assert.match(workerConfigProblem(config) ?? '', /needs DATABASE_URL/);
  });

  it('JOBS_WORKER accepts on, off and memory and names the mistake otherwise', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).jobs.mode, 'memory');
    assert.equal(loadConfig({ NODE_ENV: 'test', JOBS_WORKER: 'off' }).jobs.mode, 'off');
    assert.throws(() => loadConfig({ NODE_ENV: 'test', JOBS_WORKER: 'sometimes' }), /JOBS_WORKER must be on, off or memory/);
  });
});
