import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { isPublicAddress } from '../src/integrations/image-proxy/public-address';
import { createImageProxy, imageProxyMessages } from '../src/integrations/image-proxy/image-proxy';
import { loadPayoutKey } from '../src/crypto/payout-key';
import { createImageUrlSigner } from '../src/integrations/image-proxy/signed-image-url';
import { ApiError } from '../src/plugins/api-error';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { pngImage } from './helpers/image-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let upstream: Server;
let upstreamPort: number;
const png = pngImage(4, 4);

before(async () => {
  t = await createTestApp();
  token = await signUpAndGetToken(t.app, { email: 'ivy@example.test', password: 'Secret!234', name: 'Ivy Test', persona: 'influencer' });
  upstream = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/me.png') return void response.writeHead(200, { 'content-type': 'text/plain' }).end(png);
    if (path === '/page.html') return void response.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
    if (path === '/huge.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(pngImage(1, 1, 2_000));
    if (path === '/redirect') return void response.writeHead(302, { location: '/me.png' }).end();
    if (path === '/to-metadata') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path.startsWith('/loop')) return void response.writeHead(302, { location: `/loop${path.length}` }).end();
    if (path === '/missing.png') return void response.writeHead(404).end();
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
});
after(async () => {
  upstream.close();
  await t.close();
});

const proxy = (url: string, withToken = true) =>
  t.app.inject({ method: 'GET', url: `/api/v1/utils/image-proxy/?url=${encodeURIComponent(url)}`, headers: withToken ? bearer(token) : {} });

describe('isPublicAddress', () => {
  for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1',
    '::ffff:10.0.0.1', '64:ff9b::a00:1', 'ff02::1', 'not-an-ip']) {
    it(`refuses ${address}`, () => assert.equal(isPublicAddress(address), false));
  }
  for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
    it(`allows ${address}`, () => assert.equal(isPublicAddress(address), true));
  }
});

describe('GET /api/v1/utils/image-proxy/ refuses SSRF attempts', () => {
  for (const url of ['http://127.0.0.1/', 'http://localhost/', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/', 'http://0x7f000001/', 'http://2130706433/', 'http://0177.0.0.1/', 'http://[::ffff:127.0.0.1]/',
    'http://127.1/', `http://127.0.0.1:${5432}/`, 'http://metadata.google.internal.localhost/']) {
    it(`refuses ${url}`, async () => {
      const response = await proxy(url);
      assert.ok([400, 502].includes(response.statusCode), `${url}: ${response.statusCode} ${response.body}`);
      if (response.statusCode === 400) assert.equal(response.json().code, 'forbidden_address');
    });
  }
  for (const url of ['file:///etc/passwd', 'ftp://example.com/a.png', 'gopher://127.0.0.1:6379/_INFO', 'javascript:alert(1)',
    'http://user:pass@example.com/a.png', 'not a url', '//example.com/a.png']) {
    it(`refuses the non-http(s) or malformed address ${url}`, async () => {
      const response = await proxy(url);
      assert.equal(response.statusCode, 400);
      const { detail, code } = response.json() as { detail: string; code: string };
      assert.deepEqual({ detail, code }, { detail: imageProxyMessages.invalidUrl, code: 'invalid_url' });
    });
  }
  it('refuses a bad token', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/utils/image-proxy/?url=x', headers: bearer('nope') });
    assert.equal(bad.statusCode, 401);
  });
});

describe('who may use the image proxy', () => {
  const signed = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/utils/image-proxy/sign/?url=${encodeURIComponent(url)}`, headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { url: string; expires_at: string };
  };
  const withLocalFetch = async (run: () => Promise<void>) => {
    // The route's proxy object, widened to this test's server only for the duration of one test.
    const proxyService = t.app.context.services.imageProxy;
    const original = proxyService.fetchImage;
    const local = createImageProxy({ isAllowedAddress: (address) => address === '127.0.0.1', allowedPorts: [upstreamPort] });
    proxyService.fetchImage = local.fetchImage;
    try {
      await run();
    } finally {
      proxyService.fetchImage = original;
    }
  };

  it('an anonymous caller without a signed link gets 401 and the proxy fetches nothing', async () => {
    const response = await proxy('https://example.com/a.png', false);
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'not_authenticated');
  });

  it('signing needs a signed-in caller and an http(s) address', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/utils/image-proxy/sign/?url=https%3A%2F%2Fexample.com%2Fa.png' });
    assert.equal(anonymous.statusCode, 401);
    const notHttp = await t.app.inject({ method: 'GET', url: '/api/v1/utils/image-proxy/sign/?url=file%3A%2F%2F%2Fetc%2Fpasswd', headers: bearer(token) });
    assert.equal(notHttp.statusCode, 400);
    assert.equal(notHttp.json().code, 'invalid_url');
  });

  it('a signed link loads the image without a token, for one to two hours, and is the same link within the hour', async () => {
    const target = `http://127.0.0.1:${upstreamPort}/me.png`;
    const link = await signed(target);
    assert.ok(link.url.startsWith('/api/v1/utils/image-proxy/?url='), link.url);
    const validFor = Date.parse(link.expires_at) - Date.now();
    assert.ok(validFor > 3_599_000 && validFor <= 7_200_000, String(validFor));
    assert.equal((await signed(target)).url, link.url);
    await withLocalFetch(async () => {
      const response = await t.app.inject({ method: 'GET', url: link.url });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'image/png');
      assert.deepEqual(response.rawPayload, png);
    });
  });

  it('a tampered, re-targeted or expired link is 403 invalid_signature', async () => {
    const link = new URL(`http://x${(await signed(`http://127.0.0.1:${upstreamPort}/me.png`)).url}`);
    const variant = (change: (query: URLSearchParams) => void) => {
      const query = new URLSearchParams(link.search);
      change(query);
      return `${link.pathname}?${query.toString()}`;
    };
    const attempts = [
      variant((q) => q.set('url', 'http://169.254.169.254/latest/meta-data/')),
      variant((q) => q.set('expires', String(Number(q.get('expires')) + 3600))),
      variant((q) => q.set('signature', `${q.get('signature')!.slice(0, -2)}AA`)),
      variant((q) => q.set('signature', 'short')),
    ];
    for (const url of attempts) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 403, `${url}: ${response.body}`);
      assert.equal(response.json().code, 'invalid_signature');
    }
    // Signed with the app's own key three hours ago: a valid signature, past its expiry.
    const expired = createImageUrlSigner(loadPayoutKey(t.config.payoutKey), () => Date.now() - 3 * 3_600_000).sign('https://example.com/a.png');
    const late = await t.app.inject({ method: 'GET', url: expired.path });
    assert.equal(late.statusCode, 403, late.body);
    assert.equal(late.json().code, 'invalid_signature');
    const otherKey = createImageUrlSigner(Buffer.alloc(32, 8)).sign('https://example.com/a.png');
    const response = await t.app.inject({ method: 'GET', url: otherKey.path });
    assert.equal(response.statusCode, 403);
  });
});

describe('the proxy against a reachable server (address policy widened to this test server only)', () => {
  const local = (overrides = {}) =>
    createImageProxy({ isAllowedAddress: (address) => address === '127.0.0.1', allowedPorts: [upstreamPort], ...overrides });
  const base = () => `http://127.0.0.1:${upstreamPort}`;

  async function refusal(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    assert.ok(error instanceof ApiError, String(error));
    return error;
  }

  it('returns an image with the type from its bytes, not the upstream header', async () => {
    const image = await local().fetchImage(`${base()}/me.png`);
    assert.equal(image.contentType, 'image/png');
    assert.deepEqual(image.body, png);
  });
  it('follows a redirect and checks the new address', async () => {
    assert.equal((await local().fetchImage(`${base()}/redirect`)).contentType, 'image/png');
    const error = await refusal(local().fetchImage(`${base()}/to-metadata`));
    assert.equal(error.code, 'forbidden_address');
  });
  it('stops after 3 redirects', async () => {
    assert.equal((await refusal(local().fetchImage(`${base()}/loop`))).code, 'too_many_redirects');
  });
  it('refuses a non-image even when labelled image/png', async () => {
    const error = await refusal(local().fetchImage(`${base()}/page.html`));
    assert.deepEqual([error.statusCode, error.detail], [415, imageProxyMessages.notAnImage]);
  });
  it('refuses a body over the limit', async () => {
    const error = await refusal(local({ maxBytes: 1_000 }).fetchImage(`${base()}/huge.png`));
    assert.deepEqual([error.statusCode, error.code], [413, 'payload_too_large']);
  });
  it('reports an upstream error status as 502', async () => {
    assert.equal((await refusal(local().fetchImage(`${base()}/missing.png`))).statusCode, 502);
  });
  it('refuses a host that resolves to a private address (no second lookup can change it)', async () => {
    const rebinding = createImageProxy({ resolve: async () => [{ address: '10.0.0.7', family: 4 }] });
    assert.equal((await refusal(rebinding.fetchImage('http://images.example.com/a.png'))).code, 'forbidden_address');
    const mixed = createImageProxy({ resolve: async () => [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }] });
    assert.equal((await refusal(mixed.fetchImage('http://images.example.com/a.png'))).code, 'forbidden_address');
  });
  it('refuses ports other than 80 and 443 by default', async () => {
    const strict = createImageProxy({ isAllowedAddress: () => true });
    assert.equal((await refusal(strict.fetchImage(`${base()}/me.png`))).code, 'forbidden_address');
  });
});
