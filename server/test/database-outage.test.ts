// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): a PostgreSQL server that becomes unreachable (PGlite is in-process and cannot).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseConnection } from '../src/db/database';
import { bearer, signWithBuiltinKey } from './helpers/auth.helpers';
import { startTcpProxy } from './helpers/tcp-proxy';

const adminUrl = process.env.TEST_DATABASE_URL;
// PGlite runs inside the test process and cannot go down; the outage needs a PostgreSQL server behind a proxy.
const skip = adminUrl ? false : 'needs TEST_DATABASE_URL: only a PostgreSQL server can become unreachable (PGlite is in-process)';

/** Polls `probe` until it holds, for at most `timeoutMs`; returns how long it took. */
async function within(timeoutMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return Date.now() - started;
}

describe('database outage (PostgreSQL behind a TCP proxy)', { skip }, () => {
  const name = `ih_outage_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: DatabaseConnection;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;

  before(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = Object.assign(new URL(adminUrl!), { hostname: '127.0.0.1', port: String(proxy.port), pathname: `/${name}` });
    database = await openDatabase({ url: viaProxy.toString(), poolSize: 4 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ih-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: dataDir,
      SPA_DIST_DIR: path.join(dataDir, 'no-spa'), RATE_LIMIT_MAX: '0', AUTH_RATE_LIMIT: 'off',
    });
    app = await buildApp({ config, database });
    await app.ready();
    const now = Math.floor(Date.now() / 1000);
    const issuer = 'http://localhost:3000';
    token = await signWithBuiltinKey(app, { sub: 'outage-user', iss: issuer, aud: issuer, iat: now, exp: now + 600, email: 'outage@example.test', name: 'Outage' });
  });

  after(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  // whoami reads and writes the caller's user row: a database round trip on every call.
  const whoami = () => app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) });

  it('answers 503 with Retry-After within 2 s while the database is down, and recovers without a restart', async () => {
    assert.equal((await whoami()).statusCode, 200);
    await proxy.down();

    const started = Date.now();
    const down = await whoami();
    const elapsed = Date.now() - started;
    assert.equal(down.statusCode, 503, down.body);
    assert.ok(elapsed < 2_000, `answered after ${elapsed} ms`);
    assert.deepEqual(
      { code: down.json().code, retryAfter: down.headers['retry-after'] },
      { code: 'service_unavailable', retryAfter: '5' },
    );
    assert.doesNotMatch(down.body, /ECONNREFUSED|127\.0\.0\.1|terminated/, 'no internals in the answer');

    const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready/' });
    assert.equal(ready.statusCode, 503);
    assert.equal((await app.inject({ method: 'GET', url: '/api/v1/health/live/' })).statusCode, 200);

    await proxy.up();
    await within(5_000, async () => (await whoami()).statusCode === 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/v1/health/ready/' })).statusCode, 200);
  });

  it('answers 503, not 500, when the database drops connections mid-way (restart)', async () => {
    await proxy.down();
    await proxy.up();
    // The pool's idle connections were cut: the first calls may fail on them, but never with a 500.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await whoami();
      assert.ok([200, 503].includes(response.statusCode), `${response.statusCode}: ${response.body}`);
    }
    await within(5_000, async () => (await whoami()).statusCode === 200);
  });
});
