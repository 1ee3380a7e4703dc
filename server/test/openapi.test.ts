import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> } };
  before(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/schema/' });
    assert.equal(response.statusCode, 200);
    document = response.json();
  });
  after(async () => {
    await t.close();
  });

  it('is served at /api/v1/schema/ with the documented paths and operation ids', () => {
    assert.match(document.openapi, /^3\./);
    assert.equal(document.info.title, 'InfluenceHub API');
    const expected: Record<string, string> = {
      '/api/v1/health/': 'getHealth',
      '/api/v1/health/live/': 'getHealthLive',
      '/api/v1/health/ready/': 'getHealthReady',
      '/api/v1/health/detailed/': 'getHealthDetailed',
      '/api/v1/accounts/whoami/': 'getWhoami',
      '/api/v1/notices/': 'listNotices',
    };
    for (const [path, operationId] of Object.entries(expected)) {
      assert.equal(document.paths[path]?.get?.operationId, operationId, path);
    }
  });

  it('every /api/v1 operation has an operationId, a summary and tags', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!path.startsWith('/api/v1/')) continue;
        assert.ok(operation.operationId, `${method} ${path} operationId`);
        assert.ok(operation.summary, `${method} ${path} summary`);
        assert.ok(operation.tags?.length, `${method} ${path} tags`);
      }
    }
  });

  it('declares bearer auth on authenticated routes and names the shared schemas', () => {
    assert.ok(document.components.securitySchemes.bearerAuth);
    assert.deepEqual(document.paths['/api/v1/accounts/whoami/']?.get?.security, [{ bearerAuth: [] }]);
    for (const name of ['ErrorResponse', 'ValidationErrorResponse', 'Whoami', 'Notice', 'PaginatedNoticeList']) {
      assert.ok(document.components.schemas[name], name);
    }
  });

  it('serves the interactive docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /swagger-ui/i);
    const bare = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    assert.equal(bare.statusCode, 301);
    assert.equal(bare.headers.location, '/api/v1/docs/');
  });

  it('the committed server/openapi.json is current (run npm run generate:api)', async () => {
    const committed = JSON.parse(await readFile(new URL('../openapi.json', import.meta.url), 'utf8'));
    assert.deepEqual(committed.paths, JSON.parse(JSON.stringify(document.paths)));
    assert.deepEqual(committed.components, JSON.parse(JSON.stringify(document.components)));
  });
});

describe('response serializers (built on first use, plugins/lazy-serializers.ts)', () => {
  it('every documented response schema compiles, and lazy and eager serializers send the same bytes', async () => {
    // Eager is Fastify's own behaviour: ready() compiles every route's response serializers and fails on a bad one.
    const eager = await createTestApp({}, { eagerSerializers: true });
    const lazy = await createTestApp();
    try {
      for (const url of ['/api/v1/health/', '/api/v1/notices/', '/api/v1/health/live/']) {
        const [a, b] = await Promise.all([eager.app.inject({ method: 'GET', url }), lazy.app.inject({ method: 'GET', url })]);
        assert.equal(a.statusCode, b.statusCode, url);
        assert.equal(a.body.replace(/"(timestamp|uptime|request_id)":[^,}]+/g, ''), b.body.replace(/"(timestamp|uptime|request_id)":[^,}]+/g, ''), url);
      }
    } finally {
      await Promise.all([eager.close(), lazy.close()]);
    }
  });
});
