import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cookieHeader } from '../helpers/auth.helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createOriginPolicy, interfaceHostnames, requestOriginHeader } from '../../src/identity/builtin/origin-policy';
import { browserAuthRequest, latestMailTo, linkIn } from './identity.fixtures';

const password = 'Sup3r!secret';

describe('sign-in from every address the server answers on (PUBLIC_URL unset)', () => {
  let t: TestApp;
  before(async () => {
    // An empty PUBLIC_URL is unset: the config falls back to http://localhost:PORT, as with `npm start`.
    t = await createTestApp({ PUBLIC_URL: '', PORT: '3000' });
  });
  after(async () => {
    await t.close();
  });

  const pages = ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'];
  for (const [index, pageOrigin] of pages.entries()) {
    it(`signs up, signs in, resets the password and signs out on ${pageOrigin}`, async () => {
      const email = `visitor-${index}@example.test`;
      const signUp = await browserAuthRequest(t.app, { pageOrigin, path: '/sign-up/email', payload: { email, password, name: 'Visitor', persona: 'brand' } });
      assert.equal(signUp.statusCode, 200, signUp.body);

      const signIn = await browserAuthRequest(t.app, { pageOrigin, path: '/sign-in/email', payload: { email, password } });
      assert.equal(signIn.statusCode, 200, signIn.body);
      const sessionCookie = signIn.headers['set-cookie']?.toString() ?? '';
      // Plain http on a loopback address: a Secure cookie would never come back.
      assert.match(sessionCookie, /influencehub\.session_token=/);
      assert.doesNotMatch(sessionCookie, /;\s*Secure/i);
      assert.match(sessionCookie, /HttpOnly/i);
      assert.match(sessionCookie, /SameSite=Lax/i);
      const cookie = cookieHeader(signIn);
      const session = await browserAuthRequest(t.app, { pageOrigin, method: 'GET', path: '/get-session', cookie });
      assert.equal(session.json().user.email, email);

      const reset = await browserAuthRequest(t.app, { pageOrigin, path: '/request-password-reset', payload: { email, redirectTo: `${pageOrigin}/forgot-password` } });
      assert.equal(reset.statusCode, 200, reset.body);
      const link = linkIn(await latestMailTo(t.app, email), '/forgot-password');
      assert.equal(link.origin, new URL(pageOrigin).origin, 'the e-mailed link opens the address the person used');

      const signOut = await browserAuthRequest(t.app, { pageOrigin, path: '/sign-out', cookie });
      assert.equal(signOut.statusCode, 200, signOut.body);
      const after = await browserAuthRequest(t.app, { pageOrigin, method: 'GET', path: '/get-session', cookie });
      assert.equal(after.json(), null);
    });
  }

  it('signs in on one of the machine\'s own network addresses (HOST=0.0.0.0 on a LAN)', async (context) => {
    const own = interfaceHostnames().find((name) => !name.startsWith('127.') && !name.startsWith('['));
    if (!own) return context.diagnostic('no non-loopback IPv4 interface on this machine');
    const pageOrigin = `http://${own}:3000`;
    const email = 'lan@example.test';
    const signUp = await browserAuthRequest(t.app, { pageOrigin, path: '/sign-up/email', payload: { email, password, name: 'Lan', persona: 'influencer' } });
    assert.equal(signUp.statusCode, 200, signUp.body);
  });

  it('still refuses a page on another port or another site posting with the session cookie', async () => {
    const signIn = await browserAuthRequest(t.app, { pageOrigin: 'http://127.0.0.1:3000', path: '/sign-in/email', payload: { email: 'visitor-0@example.test', password } });
    const cookie = cookieHeader(signIn);
    for (const origin of ['http://127.0.0.1:8081', 'https://evil.example', 'http://localhost:3001']) {
      const response = await browserAuthRequest(t.app, { pageOrigin: 'http://127.0.0.1:3000', origin, path: '/sign-out', cookie });
      assert.equal(response.statusCode, 403, origin);
      assert.equal(response.json().code, 'INVALID_ORIGIN', origin);
    }
    // A host name that is not this machine's (DNS pointing elsewhere, or rebinding) is not trusted either.
    const foreign = await browserAuthRequest(t.app, { pageOrigin: 'http://evil.example:3000', path: '/sign-out', cookie });
    assert.equal(foreign.statusCode, 403);
  });
});

describe('sign-in with PUBLIC_URL set', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://app.example.com' });
  });
  after(async () => {
    await t.close();
  });

  it('tells a person on another address which one to open', async () => {
    const pageOrigin = 'http://127.0.0.1:3000';
    const payloads: Record<string, object> = {
      '/sign-up/email': { email: 'x@example.test', password, name: 'X', persona: 'brand' },
      '/sign-in/email': { email: 'x@example.test', password },
      // What the SPA sends: a link back to the page the person is on.
      '/request-password-reset': { email: 'x@example.test', redirectTo: `${pageOrigin}/forgot-password` },
    };
    for (const [path, payload] of Object.entries(payloads)) {
      const response = await browserAuthRequest(t.app, { pageOrigin, path, payload });
      assert.equal(response.statusCode, 403, path);
      assert.deepEqual(response.json(), { code: 'WRONG_ORIGIN', message: 'Open InfluenceHub at https://app.example.com to sign in.' }, path);
    }
    const signUp = await browserAuthRequest(t.app, { pageOrigin: 'https://app.example.com', path: '/sign-up/email', payload: payloads['/sign-up/email'] });
    assert.equal(signUp.statusCode, 200, signUp.body);
    const cookie = 'influencehub.session_token=anything';
    const right = await browserAuthRequest(t.app, { pageOrigin: 'https://app.example.com', path: '/sign-in/email', cookie, payload: { email: 'x@example.test', password } });
    assert.equal(right.statusCode, 200, right.body);
    assert.match(right.headers['set-cookie']?.toString() ?? '', /__Secure-influencehub\.session_token=.*;\s*Secure/i);
  });
});

describe('origin policy', () => {
  const request = (origin: string) => new Request('http://localhost:3000/api/auth/sign-in/email', { headers: { [requestOriginHeader]: origin } });
  const ownHostnames = () => ['192.168.1.20', '[2001:db8::5]'];

  it('without PUBLIC_URL trusts the address the request came in on when it names this machine', () => {
    const policy = createOriginPolicy({ publicUrl: 'http://localhost:3000', publicUrlExplicit: false, trustedOrigins: ['http://localhost:8080'], ownHostnames });
    for (const origin of ['http://127.0.0.1:3000', 'http://127.0.0.2:3000', 'http://[::1]:3000', 'http://192.168.1.20:3000', 'http://[2001:db8::5]:3000', 'http://localhost:3000']) {
      assert.ok(policy.isTrusted(origin, request(origin)), origin);
    }
    assert.ok(policy.isTrusted('http://localhost:8080', request('http://127.0.0.1:3000')), 'the dev server');
    assert.equal(policy.isTrusted('http://10.1.1.1:3000', request('http://10.1.1.1:3000')), false, 'not an address of this machine');
    assert.equal(policy.isTrusted('http://evil.example:3000', request('http://evil.example:3000')), false);
    assert.equal(policy.isTrusted('http://127.0.0.1:9999', request('http://127.0.0.1:3000')), false, 'another port');
    assert.deepEqual(policy.trustedFor(undefined), ['http://localhost:3000', 'http://localhost:8080']);
  });

  it('with PUBLIC_URL trusts only it (and the always-trusted list)', () => {
    const policy = createOriginPolicy({ publicUrl: 'https://app.example.com', publicUrlExplicit: true, trustedOrigins: ['https://app.example.com'], ownHostnames });
    assert.deepEqual(policy.trustedFor(request('http://127.0.0.1:3000')), ['https://app.example.com']);
    assert.equal(policy.isTrusted('http://127.0.0.1:3000', request('http://127.0.0.1:3000')), false);
  });

  it('lists interface addresses as URL host names, skipping link-local IPv6', () => {
    const names = interfaceHostnames({
      lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: null }],
      eth0: [
        { address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: 'aa:bb:cc:dd:ee:ff', internal: false, cidr: null },
        { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: 'aa:bb:cc:dd:ee:ff', internal: false, cidr: null, scopeid: 2 },
        { address: '2001:db8::5', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: 'aa:bb:cc:dd:ee:ff', internal: false, cidr: null, scopeid: 0 },
      ],
    });
    assert.deepEqual(names, ['127.0.0.1', '192.168.1.20', '[2001:db8::5]']);
  });
});
