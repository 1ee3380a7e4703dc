import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import { clientMetrics } from '../src/db/schema/client-metrics.schema';
import { ConfigError, loadConfig } from '../src/config';
import { telemetryCspSources } from '../src/routes/api/v1/metrics/telemetry-csp';
import { bearer, markEmailVerified, signInAndGetToken, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, testServiceToken, testStaffEmail, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

const url = '/api/v1/metrics/';
const summaryUrl = '/api/v1/metrics/summary/';
const password = 'Sup3r!secret';
const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLWJ5dGVz';

const metric = (overrides: Record<string, unknown> = {}) => ({ name: 'LCP', value: 1800, rating: 'good', route: '/dashboard', ...overrides });
const batch = (metrics: unknown[], timestamp: number | string = Date.now()) => ({ type: 'metric', timestamp, data: { metrics } });
const report = (data: Record<string, unknown> = {}) => ({
  type: 'report',
  timestamp: new Date().toISOString(),
  data: { message: 'Boom', tags: { feature: 'campaigns', operation: 'create', form: 'campaign-general' }, url: 'http://localhost:3000/campaigns', ...data },
});

describe('POST /api/v1/metrics/ and GET /api/v1/metrics/summary/', () => {
  let t: TestApp;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const rows = (route: string) => t.app.context.database.db.select().from(clientMetrics).where(eq(clientMetrics.route, route));

  before(async () => {
    t = await createTestApp({ METRICS_RETENTION_DAYS: '30' });
  });
  after(async () => {
    await t.close();
  });

  it('stores an anonymous batch (202 {accepted}), re-rates each value and prunes measurements past retention', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    await t.app.context.metrics.insertMany([{ name: 'LCP', value: 1, rating: 'good', route: '/old', recordedAt: old }]);
    const sentAt = Date.now();
    const response = await post(
      batch(
        [
          metric({ route: '/anon', value: 4100, rating: 'good', timestamp: sentAt - 60_000 }),
          metric({ route: '/anon', name: 'api_response_time', value: 250.5, attributes: { endpoint: 'getWhoami', status: 200, slow: false } }),
        ],
        sentAt,
      ),
    );
    assert.equal(response.statusCode, 202, response.body);
    assert.deepEqual(response.json(), { accepted: 2 });
    const stored = (await rows('/anon')).sort((a, b) => a.name.localeCompare(b.name));
    assert.equal(stored.length, 2);
    const [lcp, api] = [stored.find((row) => row.name === 'LCP')!, stored.find((row) => row.name === 'api_response_time')!];
    assert.equal(lcp.rating, 'poor', 'the client said good; 4100 ms is poor for LCP');
    assert.equal(lcp.userId, null);
    const age = lcp.receivedAt.getTime() - lcp.recordedAt.getTime();
    assert.ok(age >= 59_000 && age <= 61_000, `recorded a minute before it was received (age ${age} ms)`);
    assert.equal(api.value, 250.5);
    assert.equal(api.rating, 'good');
    assert.deepEqual(api.attributes, { endpoint: 'getWhoami', status: 200, slow: false });
    assert.equal((await rows('/old')).length, 0, 'the 31-day-old row is pruned');
  });

  it('records the signed-in user; a stale or malformed token only makes it anonymous', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'metrics-user@example.test', password, name: 'Metrics User', persona: 'influencer' });
    assert.equal((await post(batch([metric({ route: '/signed-in' })]), bearer(token))).statusCode, 202);
    assert.equal((await post(batch([metric({ route: '/stale' })]), bearer(`${jwt}x`))).statusCode, 202);
    assert.equal((await post(batch([metric({ route: '/stale' })]), { authorization: 'Token nonsense' })).statusCode, 202);
    const [signedIn] = await rows('/signed-in');
    assert.match(signedIn?.userId ?? '', /^[0-9a-f-]{36}$/);
    assert.deepEqual((await rows('/stale')).map((row) => row.userId), [null, null]);
  });

  it('accepts an ISO timestamp and the beacon form (application/json with a charset)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(batch([metric({ route: '/beacon', name: 'CLS', value: 0.02 })], new Date().toISOString())),
      headers: { 'content-type': 'application/json;charset=UTF-8' },
    });
    assert.equal(response.statusCode, 202, response.body);
    assert.equal((await rows('/beacon'))[0]?.rating, 'good');
  });

  const invalid: Array<[string, unknown, string]> = [
    ['an unknown type', { type: 'trace', timestamp: Date.now(), data: {} }, 'type'],
    ['a missing timestamp', { type: 'metric', data: { metrics: [metric()] } }, 'timestamp'],
    ['a non-numeric value', batch([metric({ value: 'fast' })]), 'data.metrics.0.value'],
    ['a negative value', batch([metric({ value: -1 })]), 'data.metrics.0.value'],
    ['an unknown metric name', batch([metric(), metric({ name: 'FID' })]), 'data.metrics.1.name'],
    ['a route that is not a path', batch([metric({ route: 'dashboard' })]), 'data.metrics.0.route'],
    ['more than 100 entries', batch(Array.from({ length: 101 }, () => metric())), 'data.metrics'],
    ['an empty batch', batch([]), 'data.metrics'],
    ['nested attributes', batch([metric({ attributes: { detail: { a: 1 } } })]), 'data.metrics.0.attributes.detail'],
    ['a report without a message', report({ message: undefined }), 'data.message'],
    ['a tag over 100 characters', report({ tags: { feature: 'f'.repeat(101) } }), 'data.tags.feature'],
    ['an attribute over 500 characters', batch([metric({ attributes: { endpoint: 'e'.repeat(501) } })]), 'data.metrics.0.attributes.endpoint'],
    ['more than 100 breadcrumbs', report({ breadcrumbs: Array.from({ length: 101 }, () => ({ timestamp: 1, category: 'api', message: 'x' })) }), 'data.breadcrumbs'],
  ];
  for (const [what, payload, field] of invalid) {
    it(`400 validation_error for ${what}, naming ${field}`, async () => {
      const response = await post(payload);
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json() as { code: string; errors: Record<string, string[]> };
      assert.equal(body.code, 'validation_error');
      assert.ok(body.errors[field]?.length, `errors name ${field}: ${response.body}`);
      assert.equal(body.errors.non_field_errors, undefined, response.body);
    });
  }

  it('400 parse_error for malformed JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: '{"type":', headers: { 'content-type': 'application/json' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'parse_error');
  });

  it('413 payload_too_large over 64 kB, 415 for anything but JSON (also text/plain beacons)', async () => {
    const huge = batch([metric({ route: `/${'x'.repeat(70_000)}` })]);
    const tooLarge = await post(huge);
    assert.equal(tooLarge.statusCode, 413);
    assert.deepEqual(errorBody(tooLarge), { detail: 'Request body is too large.', code: 'payload_too_large' });
    const text = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(batch([metric()])), headers: { 'content-type': 'text/plain' } });
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().code, 'unsupported_media_type');
    assert.equal((await rows('/dashboard')).length, 0, 'nothing stored from refused requests');
  });

  it('writes an error report to the log (level error, with its tags, tokens scrubbed) and stores nothing', async (context) => {
    const logged = context.mock.method(t.app.log, 'error', () => undefined);
    const before = (await t.app.context.database.db.select().from(clientMetrics)).length;
    const response = await post(
      report({
        message: `Request failed with ${jwt}`,
        url: 'http://localhost:3000/reset-password?token=secret123',
        breadcrumbs: [{ timestamp: Date.now(), category: 'api', message: 'POST campaigns/', data: { status: 500 } }],
        user_agent: 'Mozilla/5.0',
      }),
    );
    assert.equal(response.statusCode, 202, response.body);
    assert.deepEqual(response.json(), { accepted: 1 });
    assert.equal(logged.mock.callCount(), 1);
    const [fields, message] = logged.mock.calls[0]!.arguments as unknown as [Record<string, any>, string];
    assert.deepEqual(fields.tags, { feature: 'campaigns', operation: 'create', form: 'campaign-general' });
    assert.equal(fields.user_id, null);
    assert.equal(fields.client_error.url, 'http://localhost:3000/reset-password?token=[redacted]');
    assert.equal(fields.client_error.breadcrumbs[0].message, 'POST campaigns/');
    assert.equal(message, 'client error report: Request failed with [redacted]');
    assert.ok(!JSON.stringify(logged.mock.calls[0]!.arguments).includes(jwt), 'the token never reaches the log');
    assert.equal((await t.app.context.database.db.select().from(clientMetrics)).length, before);
  });

  describe('summary', () => {
    const seed = async () => {
      const now = Date.now();
      const values = [1000, 2000, 3000, 5000];
      await post(batch(values.map((value) => metric({ route: '/brands/:id/campaigns/:id', value, timestamp: now }))));
      await post(batch([metric({ route: '/brands/:id/campaigns/:id', name: 'TTFB', value: 100 })]));
      // Two days old by the client's own clock: outside the default 24-hour window.
      await post(batch([metric({ route: '/brands/:id/campaigns/:id', value: 60_000, timestamp: now - 2 * 86_400_000 })], now));
    };

    it('p75 (percentile_cont) and count per name and route, rated per SPEC §9, for the last 24 hours by default', async () => {
      await seed();
      const response = await t.app.inject({ method: 'GET', url: `${summaryUrl}?route=/brands/:id/campaigns/:id`, headers: { 'x-service-token': testServiceToken } });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json() as { since: string; results: unknown[] };
      assert.ok(Math.abs(Date.parse(body.since) - (Date.now() - 86_400_000)) < 60_000);
      assert.deepEqual(body.results, [
        { name: 'LCP', route: '/brands/:id/campaigns/:id', p75: 3500, count: 4, rating: 'needs-improvement' },
        { name: 'TTFB', route: '/brands/:id/campaigns/:id', p75: 100, count: 1, rating: 'good' },
      ]);
    });

    it('filters by since and name', async () => {
      const since = new Date(Date.now() - 3 * 86_400_000).toISOString();
      const response = await t.app.inject({
        method: 'GET',
        url: `${summaryUrl}?route=/brands/:id/campaigns/:id&name=LCP&since=${encodeURIComponent(since)}`,
        headers: { 'x-service-token': testServiceToken },
      });
      assert.deepEqual(response.json().results, [{ name: 'LCP', route: '/brands/:id/campaigns/:id', p75: 5000, count: 5, rating: 'poor' }]);
      const bad = await t.app.inject({ method: 'GET', url: `${summaryUrl}?since=yesterday`, headers: { 'x-service-token': testServiceToken } });
      assert.equal(bad.statusCode, 400);
      assert.ok(bad.json().errors.since);
    });

    it('is for operators: 401 without credentials, 403 for a normal user or a wrong service token, 200 for staff', async () => {
      assert.equal((await t.app.inject({ method: 'GET', url: summaryUrl })).statusCode, 401);
      const user = await signUpAndGetToken(t.app, { email: 'plain@example.test', password, name: 'Plain User', persona: 'brand' });
      assert.equal((await t.app.inject({ method: 'GET', url: summaryUrl, headers: bearer(user) })).statusCode, 403);
      const wrong = await t.app.inject({ method: 'GET', url: summaryUrl, headers: { 'x-service-token': 'wrong-token-0123456789' } });
      assert.equal(wrong.statusCode, 403);
      await signUpAndGetToken(t.app, { email: testStaffEmail, password, name: 'Staff Member', persona: 'brand' });
      await markEmailVerified(t.app, testStaffEmail);
      const { token } = await signInAndGetToken(t.app, testStaffEmail, password);
      assert.equal((await t.app.inject({ method: 'GET', url: summaryUrl, headers: bearer(token) })).statusCode, 200);
    });
  });
});

describe('metrics configuration', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      RATE_LIMIT_MAX: '1000',
      METRICS_RATE_LIMIT_MAX: '2',
      SENTRY_DSN: 'https://public123@errors.example.test/42',
      ANALYTICS_MEASUREMENT_ID: 'G-TEST12345',
    });
  });
  after(async () => {
    await t.close();
  });

  it('rate limits the ingestion endpoint per IP (429 throttled)', async () => {
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, payload: batch([metric()]), remoteAddress });
    assert.equal((await send('10.9.0.1')).statusCode, 202);
    assert.equal((await send('10.9.0.1')).statusCode, 202);
    const third = await send('10.9.0.1');
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().code, 'throttled');
    assert.equal((await send('10.9.0.2')).statusCode, 202, 'another client is not affected');
  });

  it('hands the DSN and the measurement id to the SPA in the runtime config', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/config/' })).json();
    assert.equal(config.error_reporting_dsn, 'https://public123@errors.example.test/42');
    assert.equal(config.analytics_measurement_id, 'G-TEST12345');
  });

  it('refuses a malformed DSN, measurement id or retention at start', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'test', SENTRY_DSN: 'errors.example.test', ANALYTICS_MEASUREMENT_ID: 'UA-1', METRICS_RETENTION_DAYS: '0' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.problems.some((problem) => problem.startsWith('SENTRY_DSN')) &&
        error.problems.some((problem) => problem.startsWith('ANALYTICS_MEASUREMENT_ID')) &&
        error.problems.some((problem) => problem.startsWith('METRICS_RETENTION_DAYS')),
    );
  });
});

describe('telemetryCspSources', () => {
  it('allows the DSN origin and Google Analytics only when configured', () => {
    assert.deepEqual(telemetryCspSources({ sentryDsn: null, analyticsMeasurementId: null }), { scriptSrc: [], connectSrc: [] });
    const both = telemetryCspSources({ sentryDsn: 'https://key@o1.ingest.example.test/42', analyticsMeasurementId: 'G-TEST12345' });
    assert.deepEqual(both.scriptSrc, ['https://www.googletagmanager.com']);
    assert.equal(both.connectSrc[0], 'https://o1.ingest.example.test');
    assert.ok(both.connectSrc.includes('https://*.google-analytics.com'));
  });
});
