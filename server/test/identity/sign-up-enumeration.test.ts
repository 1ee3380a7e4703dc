import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cookieHeader, postAuth, tokenForSession } from '../helpers/auth.helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { browserAuthRequest, latestMailTo, linkIn, outbox } from './identity.fixtures';

const password = 'Sup3r!secret';

/** The parts of a sign-up answer that do not change from one call to the next (ids and times do). */
const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
  token: body.token,
  user: { ...body.user, id: typeof body.user.id, createdAt: typeof body.user.createdAt, updatedAt: typeof body.user.updatedAt },
});

describe('sign-up with e-mail verification (the default): no enumeration', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_EMAIL_VERIFICATION: 'required' });
  });
  after(async () => {
    await t.close();
  });

  it('answers a new and a registered address alike, and e-mails each one what applies', async () => {
    const first = await postAuth(t.app, '/sign-up/email', { email: 'owner@example.test', password, name: 'Owner', persona: 'brand' });
    assert.equal(first.statusCode, 200, first.body);
    const again = await postAuth(t.app, '/sign-up/email', { email: 'Owner@example.test', password: 'Other!pass9', name: 'Owner', persona: 'brand' });
    const fresh = await postAuth(t.app, '/sign-up/email', { email: 'newcomer@example.test', password, name: 'Owner', persona: 'brand' });
    assert.equal(again.statusCode, fresh.statusCode);
    assert.deepEqual(shape(again.json()), { ...shape(fresh.json()), user: { ...shape(fresh.json()).user, email: 'owner@example.test' } });
    assert.equal(again.json().token, null, 'no session before the address is confirmed');
    assert.deepEqual(again.cookies, [], 'no cookie either way');
    assert.deepEqual(fresh.cookies, []);

    const existing = await latestMailTo(t.app, 'owner@example.test');
    assert.match(existing.text, /An account with this email already exists\./);
    assert.equal(linkIn(existing, '/login').href, 'http://localhost:3000/login');
    assert.equal(linkIn(existing, '/forgot-password').href, 'http://localhost:3000/forgot-password');
    assert.match((await latestMailTo(t.app, 'newcomer@example.test')).subject, /Confirm your e-mail/);
  });

  it('signs in only after the e-mailed link, which signs the person in and lands on /verify-email', async () => {
    const email = 'confirm@example.test';
    await postAuth(t.app, '/sign-up/email', { email, password, name: 'Confirm', persona: 'influencer' });
    const early = await postAuth(t.app, '/sign-in/email', { email, password });
    assert.equal(early.statusCode, 403);
    assert.equal(early.json().code, 'EMAIL_NOT_VERIFIED');

    const link = linkIn(await latestMailTo(t.app, email), '/api/auth/verify-email');
    assert.equal(link.origin, 'http://localhost:3000');
    assert.equal(link.searchParams.get('callbackURL'), 'http://localhost:3000/verify-email');
    const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    assert.equal(verified.statusCode, 302, verified.body);
    assert.equal(verified.headers.location, 'http://localhost:3000/verify-email');
    const token = await tokenForSession(t.app, cookieHeader(verified));
    assert.ok(token, 'the link signed the person in');
    assert.equal((await postAuth(t.app, '/sign-in/email', { email, password })).statusCode, 200);

    const reused = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('http://localhost:3000/verify-email')}` });
    assert.equal(reused.statusCode, 302);
    assert.match(String(reused.headers.location), /\/verify-email\?error=INVALID_TOKEN/);
  });

  it('keeps seeded accounts verified and createUserWithPassword idempotent', async () => {
    const input = { email: 'seeded@example.test', password, name: 'Seeded', persona: 'brand' as const };
    const first = await t.app.context.identity.createUserWithPassword(input);
    const second = await t.app.context.identity.createUserWithPassword(input);
    assert.deepEqual(second, first);
    assert.equal((await postAuth(t.app, '/sign-in/email', { email: input.email, password })).statusCode, 200);
    assert.equal((await outbox(t.app)).some((mail) => mail.to === input.email), false, 'no e-mail for operator-created accounts');
  });
});

describe('sign-up without PUBLIC_URL on 127.0.0.1', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_EMAIL_VERIFICATION: 'required', PUBLIC_URL: '', PORT: '3000' });
  });
  after(async () => {
    await t.close();
  });

  it('sends links to the address the person used, and the link signs them in there', async () => {
    const pageOrigin = 'http://127.0.0.1:3000';
    const email = 'loopback@example.test';
    const payload = { email, password, name: 'Loop', persona: 'brand', callbackURL: `${pageOrigin}/verify-email` };
    assert.equal((await browserAuthRequest(t.app, { pageOrigin, path: '/sign-up/email', payload })).statusCode, 200);
    const link = linkIn(await latestMailTo(t.app, email), '/api/auth/verify-email');
    assert.equal(link.origin, pageOrigin);
    const verified = await browserAuthRequest(t.app, { pageOrigin, method: 'GET', path: link.pathname.replace('/api/auth', '') + link.search });
    assert.equal(verified.statusCode, 302, verified.body);
    assert.equal(verified.headers.location, `${pageOrigin}/verify-email`);

    await browserAuthRequest(t.app, { pageOrigin, path: '/sign-up/email', payload });
    const existing = await latestMailTo(t.app, email);
    assert.equal(linkIn(existing, '/login').origin, pageOrigin);
  });
});
