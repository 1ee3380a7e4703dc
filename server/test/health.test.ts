// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): readiness reports the PostgreSQL server it runs on.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { markEmailVerified, signInAndGetToken, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, testServiceToken, testStaffEmail, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

const password = 'Sup3r!secret';

describe('health endpoints', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('GET /api/v1/health/ reports ok and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', version: t.config.version });
  });

  it('GET /api/v1/health/live/ answers while the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/live/' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'alive' });
  });

  it('GET /api/v1/health/ready/ is ready when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready/' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ready' });
  });

  it('the documented paths work without the trailing slash too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    assert.equal(response.statusCode, 200);
  });

  describe('health/detailed/ (operators only)', () => {
    const url = '/api/v1/health/detailed/';

    it('401 without credentials', async () => {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(errorBody(response), {
        detail: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      });
      assert.match(String(response.headers['www-authenticate']), /^Bearer/);
    });

    it('403 for a signed-in user who is not staff', async () => {
      const token = await signUpAndGetToken(t.app, {
        email: 'plain@example.test',
        password,
        name: 'Plain User',
        persona: 'influencer',
      });
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().code, 'permission_denied');
    });

    it('403 for a wrong X-Service-Token', async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-service-token': 'wrong-token-value-123456' } });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().code, 'permission_denied');
    });

    it('401 for a bearer that is neither the service token nor a valid JWT', async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'invalid_token');
    });

    it('200 with the service token as X-Service-Token, with database, uptime, memory and identity facts', async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-service-token': testServiceToken } });
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.status, 'ok');
      assert.equal(body.version, t.config.version);
      assert.equal(body.identity_mode, 'builtin');
      assert.equal(body.database.reachable, true);
      assert.equal(body.database.kind, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
      assert.equal(typeof body.database.latency_ms, 'number');
      assert.ok(body.database.migrations.applied >= 1);
      assert.equal(body.database.migrations.applied, body.database.migrations.expected);
      assert.equal(typeof body.uptime_seconds, 'number');
      assert.ok(body.memory.rss_bytes > 0);
    });

    it('200 with the service token as the bearer', async () => {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${testServiceToken}` } });
      assert.equal(response.statusCode, 200);
    });

    it('403 for a STAFF_EMAILS address whose owner has not verified it (anyone can sign up with any address)', async () => {
      const token = await signUpAndGetToken(t.app, { email: testStaffEmail, password, name: 'Staff Member', persona: 'brand' });
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.statusCode, 403);
    });

    it('200 for a staff user (STAFF_EMAILS, verified address)', async () => {
      await markEmailVerified(t.app, testStaffEmail);
      const { token } = await signInAndGetToken(t.app, testStaffEmail, password);
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.statusCode, 200);
    });
  });
});

describe('health/ready/ with the database down', () => {
  it('answers 503 {status: unavailable, detail} while live/ still answers 200', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready/' });
      assert.equal(ready.statusCode, 503);
      const body = ready.json();
      assert.equal(body.status, 'unavailable');
      assert.match(body.detail, /^Database unreachable/);
      const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live/' });
      assert.equal(live.statusCode, 200);

      const detailed = await t.app.inject({
        method: 'GET',
        url: '/api/v1/health/detailed/',
        headers: { 'x-service-token': testServiceToken },
      });
      assert.equal(detailed.statusCode, 200);
      assert.equal(detailed.json().status, 'degraded');
      assert.equal(detailed.json().database.reachable, false);
    } finally {
      await t.close();
    }
  });
});
