import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { outboxEvents } from '../src/db/schema/outbox-events.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { memoryLog } from './helpers/memory-log';
import { createTestApp, createTestDatabase, testServiceToken, type TestApp } from './helpers/test-app';
import { metricsProbes } from '../src/observability/metrics-probes';
import { parseWorkerMetricsPort } from '../src/observability/worker-metrics.config';
import { startWorkerMetricsServer } from '../src/observability/worker-metrics.server';

const metricsUrl = '/api/v1/health/metrics/';
const silentLogger = Fastify({ logger: false }).log;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('observability: Prometheus metrics, request ids', () => {
  let t: TestApp;
  let influencer: string;
  const log = memoryLog();
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: metricsUrl, headers: { 'x-service-token': testServiceToken } });
    assert.equal(response.statusCode, 200, response.body);
    return response.body;
  };

  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, {
      logStream: log.stream,
      beforeReady: (app) => {
        app.get('/test/failure/', async () => {
          throw new Error('the handler broke');
        });
      },
    });
    influencer = await signUpAndGetToken(t.app, { email: 'obs@example.test', password: 'Secret!234', name: 'Obs', persona: 'influencer' });
  });
  after(() => t.close());

  describe('the metrics endpoint', () => {
    it('refuses an anonymous caller (401) and a signed-in non-staff user (403)', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: metricsUrl });
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().code, 'not_authenticated');
      const user = await t.app.inject({ method: 'GET', url: metricsUrl, headers: bearer(influencer) });
      assert.equal(user.statusCode, 403);
      const wrongToken = await t.app.inject({ method: 'GET', url: metricsUrl, headers: { 'x-service-token': 'not-the-token' } });
      assert.equal(wrongToken.statusCode, 403);
      assert.doesNotMatch(user.body + anonymous.body, /http_requests_total/);
    });

    it('answers the service token with the Prometheus text format, process metrics included', async () => {
      const response = await t.app.inject({ method: 'GET', url: metricsUrl, headers: { 'x-service-token': testServiceToken } });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.match(response.body, /^process_cpu_user_seconds_total \d/m);
      assert.match(response.body, /^nodejs_eventloop_lag_seconds /m);
      assert.match(response.body, /^influencehub_build_info\{version="[^"]+"\} 1$/m);
    });

    it('counts and times requests per route pattern, method and status class, never per raw URL', async () => {
      const id = '0b6f5a3e-9f2c-4e55-8a0b-4d1f2f7d9c11';
      for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
      const missing = await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}/`, headers: bearer(influencer) });
      assert.equal(missing.statusCode, 404);
      await t.app.inject({ method: 'GET', url: '/no/such/path/secret-looking-segment' });
      const failed = await t.app.inject({ method: 'GET', url: '/test/failure/' });
      assert.equal(failed.statusCode, 500);

      const body = await scrape();
      const health = 'method="GET",route="/api/v1/health/",status_class="2xx"';
      assert.match(body, new RegExp(`^http_requests_total\\{${health}\\} [3-9]$`, 'm'));
      assert.match(body, new RegExp(`^http_request_duration_seconds_bucket\\{le="0\\.1",${health}\\} \\d+$`, 'm'));
      assert.match(body, new RegExp(`^http_request_duration_seconds_bucket\\{le="\\+Inf",${health}\\} [3-9]$`, 'm'));
      assert.match(body, new RegExp(`^http_request_duration_seconds_count\\{${health}\\} [3-9]$`, 'm'));
      assert.match(body, /^http_requests_total\{method="GET",route="\/api\/v1\/campaigns\/:id\/",status_class="4xx"\} 1$/m);
      assert.match(body, /^http_requests_total\{method="GET",route="unmatched",status_class="4xx"\} \d+$/m);
      assert.match(body, /^http_server_errors_total\{method="GET",route="\/test\/failure\/"\} 1$/m);
      assert.doesNotMatch(body, new RegExp(id));
      assert.doesNotMatch(body, /secret-looking-segment/);
    });

    it('reports job queues, the outbox backlog and the database pool', async () => {
      await t.database.db.insert(outboxEvents).values({ eventKey: 'observability-test:1', kind: 'observability-test', payload: {} });
      const body = await scrape();
      assert.match(body, /^# TYPE jobs_queue_jobs gauge$/m);
      assert.match(body, /^jobs_queue_jobs\{queue="campaign-matching",state="ready"\} \d+$/m);
      assert.match(body, /^jobs_queue_jobs\{queue="campaign-matching",state="failed"\} \d+$/m);
      assert.match(body, /^outbox_pending_events [1-9]\d*$/m);
      assert.match(body, /^outbox_oldest_pending_age_seconds \d/m);
      assert.match(body, /^# TYPE outbox_retrying_events gauge$/m);
      assert.match(body, /^# TYPE db_pool_clients gauge$/m);
      assert.match(body, /^# TYPE db_pool_waiting_requests gauge$/m);
      if (t.database.kind === 'postgres') {
        assert.match(body, /^db_pool_clients\{pool="app",state="total"\} [1-9]\d*$/m);
        assert.match(body, /^db_pool_max_clients\{pool="app"\} [1-9]\d*$/m);
      }
      assert.match(body, /^metrics_probe_up\{probe="outbox"\} 1$/m);
      assert.match(body, /^metrics_probe_up\{probe="jobs"\} 1$/m);
    });
  });

  describe('request ids', () => {
    it('generates one when none is sent, echoes it in X-Request-Id and in the request log lines', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
      const id = String(response.headers['x-request-id']);
      assert.match(id, uuidPattern);
      const lines = log.entries().filter((entry) => entry.reqId === id);
      assert.ok(lines.some((entry) => entry.msg === 'incoming request'));
      assert.ok(lines.some((entry) => entry.msg === 'request completed'));
    });

    it('keeps a safe incoming X-Request-Id and replaces unsafe ones', async () => {
      const safe = 'lb-7f3a.c_9-000001';
      const kept = await t.app.inject({ method: 'GET', url: '/api/v1/health/', headers: { 'x-request-id': safe } });
      assert.equal(kept.headers['x-request-id'], safe);
      for (const unsafe of ['has space', 'quote"d', '{"json":1}', 'a'.repeat(129), 'ünïcode', '']) {
        const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/', headers: { 'x-request-id': unsafe } });
        assert.match(String(response.headers['x-request-id']), uuidPattern, `replaced: ${JSON.stringify(unsafe)}`);
      }
      assert.equal(log.text().includes('a'.repeat(129)), false);
    });

    it('puts the request id in every error body: 401, 400 validation, 404, 500', async () => {
      const responses = [
        await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: { 'x-request-id': 'err-401' } }),
        await t.app.inject({ method: 'POST', url: '/api/v1/campaigns/', headers: { ...bearer(influencer), 'x-request-id': 'err-400' }, payload: { name: 5 } }),
        await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/', headers: { 'x-request-id': 'err-404' } }),
        await t.app.inject({ method: 'GET', url: '/test/failure/', headers: { 'x-request-id': 'err-500' } }),
      ];
      for (const [index, expected] of ['err-401', 'err-400', 'err-404', 'err-500'].entries()) {
        const response = responses[index]!;
        assert.ok(response.statusCode >= 400, `${expected}: ${response.statusCode}`);
        assert.equal(response.headers['x-request-id'], expected);
        assert.equal(response.json().request_id, expected, response.body);
        assert.equal(typeof response.json().detail, 'string');
      }
      const failure = log.entries().find((entry) => entry.reqId === 'err-500' && entry.msg === 'request failed');
      assert.ok(failure, 'the 500 is logged with its request id');
      assert.equal((failure.err as { message: string }).message, 'the handler broke');
    });

    it('tags lines the app logger writes during a request (identity provider, mailer) with its id', async () => {
      const response = await t.app.inject({
        method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'obs@example.test' },
        headers: { origin: t.config.publicUrl, 'x-request-id': 'reset-request-1' },
      });
      assert.equal(response.statusCode, 200, response.body);
      const mailLine = log.entries().find((entry) => typeof entry.msg === 'string' && entry.msg.includes('mail stored'));
      assert.ok(mailLine, 'the mailer logged the message');
      assert.equal(mailLine.reqId, 'reset-request-1');
      // request.log lines carry the id as a binding already: it is never written twice on one line.
      const lines = log.text().split('\n').filter((line) => line.includes('reset-request-1'));
      assert.ok(lines.length >= 3);
      for (const line of lines) assert.equal(line.match(/"reqId"/g)?.length, 1, line);
    });
  });
});

describe('observability: a worker process serves its own metrics on WORKER_METRICS_PORT', () => {
  it('needs a valid port and the SERVICE_TOKEN', () => {
    assert.deepEqual(parseWorkerMetricsPort({}, null), { port: null, problem: null });
    assert.deepEqual(parseWorkerMetricsPort({ WORKER_METRICS_PORT: '9464' }, testServiceToken), { port: 9464, problem: null });
    assert.match(String(parseWorkerMetricsPort({ WORKER_METRICS_PORT: '9464' }, null).problem), /SERVICE_TOKEN/);
    assert.match(String(parseWorkerMetricsPort({ WORKER_METRICS_PORT: 'http' }, testServiceToken).problem), /port number/);
  });

  it('answers GET /metrics to the service token only, with the job, outbox and process metrics', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await database.migrate();
      const queues = async () => [{ name: 'outbox-delivery', ready: 2, deferred: 0, active: 1, failed: 3 }];
      const server = await startWorkerMetricsServer({
        port: 0, host: '127.0.0.1', serviceToken: testServiceToken, version: '9.9.9',
        probes: metricsProbes({ database, jobs: { queueDepths: queues }, logger: silentLogger }),
      });
      try {
        assert.equal((await fetch(server.url)).status, 401);
        assert.equal((await fetch(server.url, { headers: { 'x-service-token': 'wrong-token-0123456789' } })).status, 403);
        const refused = await fetch(server.url, { headers: { authorization: 'Bearer wrong-token-0123456789' } });
        assert.equal(refused.status, 403);
        assert.equal(((await refused.json()) as { request_id: string }).request_id, refused.headers.get('x-request-id'));
        const response = await fetch(server.url, { headers: { authorization: `Bearer ${testServiceToken}` } });
        assert.equal(response.status, 200);
        const body = await response.text();
        assert.match(body, /^jobs_queue_jobs\{queue="outbox-delivery",state="failed"\} 3$/m);
        assert.match(body, /^jobs_queue_jobs\{queue="outbox-delivery",state="active"\} 1$/m);
        assert.match(body, /^outbox_pending_events 0$/m);
        assert.match(body, /^process_resident_memory_bytes \d+/m);
        assert.match(body, /^influencehub_build_info\{version="9\.9\.9"\} 1$/m);
      } finally {
        await server.close();
      }
    } finally {
      await drop();
    }
  });
});
