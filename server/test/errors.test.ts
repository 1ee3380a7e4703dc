import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, testServiceToken, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

describe('error format', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('an unknown /api route is a JSON 404 {detail, code}', async () => {
    for (const url of ['/api/v1/does-not-exist/', '/api/nothing', '/api']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 404, url);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.deepEqual(errorBody(response), { detail: 'Not found.', code: 'not_found' });
    }
  });

  it('malformed JSON on a route that validates its body is a 400 parse_error, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/send/',
      headers: { 'content-type': 'application/json', 'x-service-token': testServiceToken },
      payload: '{"title": ',
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(errorBody(response), { detail: 'Malformed JSON in request body.', code: 'parse_error' });
  });

  it('an unknown method on a known path is a JSON 404 too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/health/' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'not_found');
  });

  const invalid: Array<[string, string, RegExp]> = [
    ['page=0', 'page', /greater than or equal to 1/],
    ['page=abc', 'page', /valid integer/],
    ['page_size=101', 'page_size', /less than or equal to 100/],
    ['page_size=0', 'page_size', /greater than or equal to 1/],
    ['ordering=message', 'ordering', /valid choice/],
  ];
  for (const [query, field, message] of invalid) {
    it(`validation: ${query} -> 400 with errors.${field}`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/notices/?${query}` });
      assert.equal(response.statusCode, 400);
      const body = response.json();
      assert.equal(body.code, 'validation_error');
      assert.equal(body.detail, 'Invalid input.');
      assert.deepEqual(Object.keys(body.errors), [field]);
      assert.ok(Array.isArray(body.errors[field]));
      assert.match(body.errors[field][0], message);
    });
  }

  it('validation reports every invalid field at once', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/notices/?page=0&page_size=500&ordering=x' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json().errors).sort(), ['ordering', 'page', 'page_size']);
  });

  it('a page past the last one is 404 "Invalid page."', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/notices/?page=99' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(errorBody(response), { detail: 'Invalid page.', code: 'not_found' });
  });

  it('a malformed Authorization header is 401 invalid_token with WWW-Authenticate', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/accounts/whoami/',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'invalid_token');
    assert.match(String(response.headers['www-authenticate']), /^Bearer/);
  });

  it('security headers are set on API responses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('CORS allows the configured origin and no other', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/notices/',
      headers: { origin: t.config.publicUrl, 'access-control-request-method': 'GET' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], t.config.publicUrl);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notices/',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
  });
});

describe('rate limit', () => {
  it('answers 429 {detail, code: throttled} with Retry-After past RATE_LIMIT_MAX per minute', async () => {
    const t = await createTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      for (let i = 0; i < 2; i += 1) {
        const ok = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
        assert.equal(ok.statusCode, 200);
      }
      const limited = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().code, 'throttled');
      assert.match(limited.json().detail, /^Request was throttled/);
      assert.ok(Number(limited.headers['retry-after']) >= 1);
      const probe = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready/' });
      assert.equal(probe.statusCode, 200, 'readiness probes are never rate limited');
    } finally {
      await t.close();
    }
  });
});
