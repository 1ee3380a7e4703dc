import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { preferredEncoding } from '../src/plugins/spa-static.plugin';
import { brandProfileToApi } from '../../src/domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../src/domain/brands/brand-profile.fixtures';
import { bearer, cookieHeader, postAuth, tokenForSession } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';
import { startFakeClerk, type FakeClerk } from './identity/clerk.fixtures';

const indexHtml = '<!doctype html><html><head><title>Influence Hub</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const appScript = 'console.log("app");'.repeat(20);
/** What webpack's AssetManifestPlugin writes: the entry and, per chunk group, the files it adds. */
const manifest = {
  publicPath: '/',
  entry: ['static/main.3f9a1c2b7d4e5f60.js'],
  chunks: {
    'page-login': ['static/5611.aaaaaaaaaa.js', 'static/page-login.bbbbbbbbbb.js'],
    shell: ['static/shell.cccccccccc.js', 'static/5611.aaaaaaaaaa.js'],
    'page-campaigns': ['static/page-campaigns.dddddddddd.js', 'static/page-campaigns.eeeeeeeeee.css'],
    'page-brand-dashboard': ['static/5611.aaaaaaaaaa.js', 'static/page-brand-dashboard.ffffffffff.js'],
    'page-brand-campaigns': ['static/page-brand-campaigns.1212121212.js'],
    'shell-setup': ['static/shell-setup.5656565656.js'],
    'page-profile-setup': ['static/page-profile-setup.7878787878.js'],
  },
};
const sessionCookie = { cookie: 'theme=dark; influencehub.session_token=abc.def' };
const preloadsOf = (body: string) => [...body.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map((match) => `${match[1]} ${match[2]}`);
/** The page as the browser sees it, whatever the encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

const password = 'Secret!234';

/** Signs up through /api/auth (a real session cookie) and completes the brand profile with `brandName`. */
async function signedUpBrand(t: TestApp, email: string, brandName = 'Acme Page Co.') {
  const signUp = await postAuth(t.app, '/sign-up/email', { email, password, name: 'Page Owner', persona: 'brand' });
  assert.equal(signUp.statusCode, 200, signUp.body);
  const cookie = cookieHeader(signUp);
  const token = await tokenForSession(t.app, cookie);
  const brand = await t.app.inject({
    method: 'POST',
    url: '/api/v1/brands/profile-setup/',
    headers: bearer(token),
    payload: { ...brandProfileToApi(sampleBrandProfile), name: brandName },
  });
  assert.equal(brand.statusCode, 201, brand.body);
  return { cookie, token, brandId: (brand.json() as { id: string }).id };
}

interface EmbeddedBootstrap {
  session: { user: { email: string } };
  token: string | null;
  queries: Array<{ endpointName: string; arg: unknown; data: unknown }>;
}

const bootstrapOf = (body: string): EmbeddedBootstrap | null => {
  const text = /<script type="application\/json" id="page-bootstrap">(.*?)<\/script>/.exec(body)?.[1];
  return text ? (JSON.parse(text) as EmbeddedBootstrap) : null;
};

describe('static SPA with deep-link fallback', () => {
  let t: TestApp;
  before(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const os = await import('node:os');
    const dist = await mkdtemp(path.join(os.tmpdir(), 'ih-dist-'));
    await mkdir(path.join(dist, 'static'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeFile(path.join(dist, 'static', 'main.3f9a1c2b7d4e5f60.js'), appScript);
    // The build's precompressed siblings (webpack.config.ts PrecompressAssetsPlugin).
    await writeFile(path.join(dist, 'static', 'main.3f9a1c2b7d4e5f60.js.br'), brotliCompressSync(appScript));
    await writeFile(path.join(dist, 'static', 'main.3f9a1c2b7d4e5f60.js.gz'), gzipSync(appScript));
    await writeFile(path.join(dist, 'static', 'page-login.bbbbbbbbbb.js'), 'console.log("login");');
    await writeFile(path.join(dist, 'asset-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(dist, 'favicon.ico'), 'icon');
    t = await createTestApp({ SPA_DIST_DIR: dist });
  });
  after(async () => {
    await t.close();
  });

  it('serves index.html at / with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /^<!doctype html><html><head><title>Influence Hub<\/title>/);
    assert.match(response.body, /<div id="root"><\/div><\/body><\/html>$/);
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('answers a deep link with index.html so the SPA router takes over', async () => {
    for (const url of ['/campaigns/active/123', '/login?next=%2Fsettings', '/brands/b1/campaigns/wizard/new/general', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /<div id="root"><\/div>/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  it('embeds the runtime config so the SPA does not wait for GET /api/v1/config/', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config/' });
    const embedded = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page.body)?.[1];
    assert.deepEqual(JSON.parse(embedded ?? 'null'), config.json());
  });

  it('preloads the chunks of the route being opened; a made-up session cookie counts as none', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    assert.deepEqual(preloadsOf(login.body), ['script /static/5611.aaaaaaaaaa.js', 'script /static/page-login.bbbbbbbbbb.js']);
    assert.match(login.body, /<meta name="influencehub-session" content="none">/);

    // Without a session the guard sends the visitor to the login page: that is what gets preloaded.
    const signedOut = await t.app.inject({ method: 'GET', url: '/campaigns', headers: html });
    assert.deepEqual(preloadsOf(signedOut.body), preloadsOf(login.body));
    assert.match(String(signedOut.headers.vary), /Cookie/);

    // The server asks better-auth about a session cookie: one that names no session is no session.
    const madeUp = await t.app.inject({ method: 'GET', url: '/campaigns', headers: { ...html, ...sessionCookie } });
    assert.deepEqual(preloadsOf(madeUp.body), preloadsOf(login.body));
    assert.match(madeUp.body, /<meta name="influencehub-session" content="none">/);
    assert.doesNotMatch(madeUp.body, /id="page-bootstrap"/);
    assert.equal(madeUp.headers['cache-control'], 'no-cache');
  });

  it('sends index.html Brotli- or gzip-compressed as the browser accepts, plain otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    assert.equal(plain.headers['content-encoding'], undefined);
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/login', headers: { ...html, 'accept-encoding': acceptEncoding } });
      assert.equal(response.headers['content-encoding'], expected, acceptEncoding);
      assert.equal(decoded(response), plain.body, acceptEncoding);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(String(response.headers.vary), /Accept-Encoding/);
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/main.3f9a1c2b7d4e5f60.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, appScript);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves the precompressed Brotli or gzip file of an asset, still immutable, and the plain one otherwise', async () => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/static/main.3f9a1c2b7d4e5f60.js', headers: { 'accept-encoding': acceptEncoding } });
      assert.equal(response.statusCode, 200, acceptEncoding);
      assert.equal(response.headers['content-encoding'], expected, acceptEncoding);
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.equal(decoded(response), appScript, acceptEncoding);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', acceptEncoding);
      assert.match(String(response.headers.vary), /accept-encoding/i);
    }
    // A file the build did not compress goes out as it is.
    const login = await t.app.inject({ method: 'GET', url: '/static/page-login.bbbbbbbbbb.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(login.headers['content-encoding'], undefined);
    assert.equal(login.body, 'console.log("login");');
  });

  it('picks Brotli over gzip at equal weight and honours q=0', () => {
    assert.equal(preferredEncoding(undefined), null);
    assert.equal(preferredEncoding('gzip, br'), 'br');
    assert.equal(preferredEncoding('br;q=0.5, gzip'), 'gzip');
    assert.equal(preferredEncoding('*'), 'br');
    assert.equal(preferredEncoding('*, br;q=0'), 'gzip');
    assert.equal(preferredEncoding('gzip;q=0, br;q=0'), null);
    assert.equal(preferredEncoding('deflate'), null);
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

/** signed-out.html: the light entry of the signed-out pages (webpack.config.ts, src/signed-out). */
const signedOutHtml =
  '<!doctype html><html><head><title>Influence Hub</title><script defer src="/static/runtime-signed-out.1111111111.js"></script><script defer src="/static/signed-out.2222222222.js"></script></head><body><div id="root"></div></body></html>';
const lightEntryScript = /src="\/static\/signed-out\.2222222222\.js"/;
const manifestWithLightEntry = {
  ...manifest,
  entries: { main: manifest.entry, 'signed-out': ['static/runtime-signed-out.1111111111.js', 'static/signed-out.2222222222.js'] },
};

async function distWithLightEntry(): Promise<string> {
  const { mkdtemp } = await import('node:fs/promises');
  const os = await import('node:os');
  const dist = await mkdtemp(path.join(os.tmpdir(), 'ih-dist-'));
  await mkdir(path.join(dist, 'static'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), indexHtml);
  await writeFile(path.join(dist, 'signed-out.html'), signedOutHtml);
  await writeFile(path.join(dist, 'static', 'signed-out.2222222222.js'), 'console.log("signed out");');
  await writeFile(path.join(dist, 'asset-manifest.json'), JSON.stringify(manifestWithLightEntry));
  return dist;
}

describe('the signed-out pages\' light entry (built-in sign-in)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ SPA_DIST_DIR: await distWithLightEntry() });
  });
  after(async () => {
    await t.close();
  });

  it('answers /login, /influencer-signup, /brand-signup-123 and /forgot-password without a session cookie with signed-out.html', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/config/' })).json();
    for (const url of ['/login', '/login/', '/login?redirect=%2Fsettings', '/influencer-signup', '/brand-signup-123', '/forgot-password?token=abc']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, lightEntryScript, url);
      assert.match(response.body, /<meta name="influencehub-session" content="none">/, url);
      const embedded = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(response.body)?.[1];
      assert.deepEqual(JSON.parse(embedded ?? 'null'), config, url);
      // Its scripts are in the page itself; the app's chunks are not preloaded.
      assert.deepEqual(preloadsOf(response.body), [], url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.match(String(response.headers.vary), /Cookie/, url);
    }
  });

  it('sends the same page Brotli- or gzip-compressed', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/forgot-password', headers: html });
    const brotli = await t.app.inject({ method: 'GET', url: '/forgot-password', headers: { ...html, 'accept-encoding': 'gzip, br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(decoded(brotli), plain.body);
  });

  it('answers the same paths with a made-up session cookie with signed-out.html too: the cookie names no session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { ...html, ...sessionCookie } });
    assert.match(response.body, lightEntryScript);
    assert.match(response.body, /<meta name="influencehub-session" content="none">/);
  });

  it('answers them with a real session with index.html, preloading the shell and the dashboard the visitor is sent to', async () => {
    const { cookie } = await signedUpBrand(t, 'light-entry-brand@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { ...html, cookie } });
    assert.doesNotMatch(response.body, lightEntryScript);
    assert.doesNotMatch(response.body, /influencehub-session/);
    assert.deepEqual(preloadsOf(response.body), [
      'script /static/shell.cccccccccc.js',
      'script /static/5611.aaaaaaaaaa.js',
      'script /static/page-brand-dashboard.ffffffffff.js',
    ]);
  });

  it('answers every other path with index.html, /sso-callback, /verify-email and a signed-out deep link included', async () => {
    for (const url of ['/', '/sso-callback?intent=signin', '/verify-email', '/campaigns', '/brand-signup', '/login-help', '/signed-out.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.doesNotMatch(response.body, lightEntryScript, url);
      assert.match(response.body, /<div id="root"><\/div>/, url);
    }
  });
});

describe('signed-in pages carry their session and first data (built-in sign-in)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ SPA_DIST_DIR: await distWithLightEntry() });
  });
  after(async () => {
    await t.close();
  });

  const api = async (url: string, token: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json() as unknown;
  };

  it('embeds the session, a working token, whoami and the brand dashboard, and preloads that dashboard', async () => {
    const { cookie, brandId } = await signedUpBrand(t, 'bootstrap-brand@example.com');
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, cookie, 'accept-encoding': 'br' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    // The visitor's own data: stored by nobody.
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const body = decoded(response);
    const bootstrap = bootstrapOf(body);
    assert.ok(bootstrap, 'the page carries its bootstrap');
    assert.equal(bootstrap.session.user.email, 'bootstrap-brand@example.com');
    assert.ok(bootstrap.token);
    // The embedded token is a real bearer token, and the embedded answers are the API's own.
    const whoami = await api('/accounts/whoami/', bootstrap.token);
    assert.deepEqual(
      bootstrap.queries.map(({ endpointName, arg }) => [endpointName, arg]),
      [
        ['getWhoami', undefined],
        ['listNotices', {}],
        ['getMessageUnreadCount', undefined],
        ['getBrandDashboard', { id: brandId }],
      ],
    );
    assert.deepEqual(bootstrap.queries[0]!.data, whoami);
    // The shell of every signed-in page (notice strip, unread-messages badge) is in the first screen.
    assert.deepEqual(bootstrap.queries[1]!.data, await api('/notices/', bootstrap.token));
    assert.deepEqual(bootstrap.queries[2]!.data, await api('/messages/unread-count/', bootstrap.token));
    assert.deepEqual(bootstrap.queries[3]!.data, await api(`/brands/${brandId}/dashboard/`, bootstrap.token));
    assert.deepEqual(preloadsOf(body), [
      'script /static/shell.cccccccccc.js',
      'script /static/5611.aaaaaaaaaa.js',
      'script /static/page-brand-dashboard.ffffffffff.js',
    ]);
    assert.doesNotMatch(body, /influencehub-session/);
  });

  it("embeds the brand's campaign list and brand for the list without filters, and leaves a filtered list to the page", async () => {
    const { cookie, brandId } = await signedUpBrand(t, 'bootstrap-list@example.com');
    const list = bootstrapOf((await t.app.inject({ method: 'GET', url: `/brands/${brandId}/campaigns`, headers: { ...html, cookie } })).body);
    assert.deepEqual(
      list?.queries.map((query) => query.endpointName),
      ['getWhoami', 'listNotices', 'getMessageUnreadCount', 'getBrand', 'listCampaigns'],
    );
    assert.deepEqual(list?.queries[4]!.arg, { brandId, page: 1, pageSize: 20, ordering: '-created_at' });
    assert.deepEqual(list?.queries[4]!.data, await api(`/campaigns/?page=1&page_size=20&ordering=-created_at&brand_id=${brandId}`, list!.token!));
    const filtered = bootstrapOf((await t.app.inject({ method: 'GET', url: `/brands/${brandId}/campaigns?status=draft`, headers: { ...html, cookie } })).body);
    assert.deepEqual(filtered?.queries.map((query) => query.endpointName), ['getWhoami', 'listNotices', 'getMessageUnreadCount']);
  });

  it('preloads the setup page an incomplete profile is sent to, with whoami and the shell queries only', async () => {
    const signUp = await postAuth(t.app, '/sign-up/email', { email: 'bootstrap-new@example.com', password, name: 'New Creator', persona: 'influencer' });
    const cookie = cookieHeader(signUp);
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, cookie } });
    assert.deepEqual(bootstrapOf(response.body)?.queries.map((query) => query.endpointName), ['getWhoami', 'listNotices', 'getMessageUnreadCount']);
    assert.deepEqual(preloadsOf(response.body), ['script /static/shell-setup.5656565656.js', 'script /static/page-profile-setup.7878787878.js']);
  });

  it("paints the first screen of the page a signed-in visitor lands on in the app's root, and nothing on other pages", async () => {
    const { cookie, brandId } = await signedUpBrand(t, 'bootstrap-paint@example.com');
    const rootOf = async (url: string) => {
      const body = (await t.app.inject({ method: 'GET', url, headers: { ...html, cookie } })).body;
      return /<div id="root">(.*)<\/div><\/body>/s.exec(body)?.[1] ?? null;
    };
    const dashboard = await rootOf('/dashboard');
    assert.match(dashboard ?? '', /<h1>Dashboard<\/h1>/);
    assert.match(dashboard ?? '', /class="ih-first-paint-bar">InfluenceHub</);
    // No notices in this database: no strip.
    assert.doesNotMatch(dashboard ?? '', /ih-first-paint-notice"/);
    const list = await rootOf(`/brands/${brandId}/campaigns`);
    assert.match(list ?? '', /<nav aria-label="Breadcrumb"><ol><li>Home<\/li><li>Campaigns<\/li><\/ol><\/nav><h1>Campaigns<\/h1>/);
    // A brand on an influencer-only page lands on the dashboard: that is what is painted (and preloaded).
    assert.match((await rootOf('/settings')) ?? '', /<h1>Dashboard<\/h1>/);
    // A campaign's page is headed by the campaign's name: not painted.
    assert.equal(await rootOf(`/brands/${brandId}/campaigns/00000000-0000-4000-8000-000000000000`), '');
  });

  it('keeps embedded data inside its script element whatever it holds', async () => {
    const { cookie, brandId } = await signedUpBrand(t, 'bootstrap-script@example.com', '</script><script>alert(1)</script>');
    const body = (await t.app.inject({ method: 'GET', url: `/brands/${brandId}/campaigns`, headers: { ...html, cookie } })).body;
    assert.doesNotMatch(body, /<\/script><script>alert/);
    const names = JSON.stringify(bootstrapOf(body)?.queries);
    assert.match(names, /<\/script><script>alert\(1\)<\/script>/);
  });

  it('serves a signed-out page for a session that was signed out, and forwards the cleared cookie', async () => {
    const { cookie } = await signedUpBrand(t, 'bootstrap-gone@example.com');
    const signOut = await postAuth(t.app, '/sign-out', {}, cookie);
    assert.equal(signOut.statusCode, 200, signOut.body);
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, cookie } });
    assert.doesNotMatch(response.body, /id="page-bootstrap"/);
    assert.match(response.body, /<meta name="influencehub-session" content="none">/);
    assert.deepEqual(preloadsOf(response.body), ['script /static/5611.aaaaaaaaaa.js', 'script /static/page-login.bbbbbbbbbb.js']);
  });
});

describe('the signed-out pages in Clerk mode', () => {
  let clerk: FakeClerk;
  let t: TestApp;
  before(async () => {
    clerk = await startFakeClerk();
    t = await createTestApp(clerk.env({ SPA_DIST_DIR: await distWithLightEntry() }));
  });
  after(async () => {
    await t?.close();
    await clerk?.close();
  });

  it('answers /login and the other signed-out pages with index.html: they need the Clerk adapter of the app entry', async () => {
    for (const url of ['/login', '/influencer-signup', '/brand-signup-123', '/forgot-password']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.statusCode, 200, url);
      assert.doesNotMatch(response.body, lightEntryScript, url);
      assert.match(response.body, /<div id="root"><\/div>/, url);
      assert.doesNotMatch(response.body, /influencehub-session/, url);
    }
    // The route's own chunks, as before the light entry (the server cannot see a Clerk session).
    const login = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    assert.deepEqual(preloadsOf(login.body), ['script /static/5611.aaaaaaaaaa.js', 'script /static/page-login.bbbbbbbbbb.js']);
  });
});
