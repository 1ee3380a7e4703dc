import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

const indexHtml = '<!doctype html><html><head><title>Influence Hub</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('static SPA with deep-link fallback', () => {
  let t: TestApp;
  before(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const os = await import('node:os');
    const dist = await mkdtemp(path.join(os.tmpdir(), 'ih-dist-'));
    await mkdir(path.join(dist, 'static'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeFile(path.join(dist, 'static', 'main.3f9a1c2b7d4e5f60.js'), 'console.log("app");');
    await writeFile(path.join(dist, 'favicon.ico'), 'icon');
    t = await createTestApp({ SPA_DIST_DIR: dist });
  });
  after(async () => {
    await t.close();
  });

  it('serves index.html at / with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, indexHtml);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('answers a deep link with index.html so the SPA router takes over', async () => {
    for (const url of ['/campaigns/active/123', '/login?next=%2Fsettings', '/brands/b1/campaigns/wizard/new/general']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.body, indexHtml);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/main.3f9a1c2b7d4e5f60.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'console.log("app");');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves unhashed files with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=3600');
  });

  it('keeps unknown /api paths a JSON 404 even for browsers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope/', headers: html });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(errorBody(response), { detail: 'Not found.', code: 'not_found' });
  });

  it('does not answer missing assets with index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/missing.0123456789abcdef.js', headers: { accept: '*/*' } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'not_found');
  });

  it('sends a CSP that lets the SPA run (self scripts, inline styles, https images)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: html });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /img-src 'self' data: https:/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  });

  it('still serves the API next to the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    assert.equal(response.statusCode, 200);
  });
});
