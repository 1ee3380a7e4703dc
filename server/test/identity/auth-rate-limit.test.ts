import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { cookieHeader, originOf } from '../helpers/auth.helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';

const password = 'Sup3r!secret';

function post(app: FastifyInstance, path: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/auth${path}`, payload, remoteAddress, headers: { origin: originOf(app), ...headers } });
}

function assertRetryAfter(response: { statusCode: number; headers: Record<string, unknown> }, max: number) {
  assert.equal(response.statusCode, 429);
  const seconds = Number(response.headers['retry-after']);
  assert.ok(Number.isInteger(seconds) && seconds >= 1 && seconds <= max, `Retry-After ${String(response.headers['retry-after'])}`);
}

describe('rate limits on /api/auth (AUTH_RATE_LIMIT=on)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'on', AUTH_LOCKOUT_FAILURES: '3', AUTH_LOCKOUT_WINDOW_SECONDS: '60', AUTH_LOCKOUT_SECONDS: '1' });
  });
  after(async () => {
    await t.close();
  });

  it('limits password-reset requests per client address with Retry-After, whatever forwarding headers the client sends', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 22; attempt += 1) {
      last = await post(t.app, '/request-password-reset', { email: `someone-${attempt}@example.test` }, '10.99.0.1', {
        // Spoofed per request: neither may give the caller a fresh bucket.
        'x-forwarded-for': `203.0.113.${attempt}`,
        'x-influencehub-client-ip': `198.51.100.${attempt}`,
      });
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [...Array(20).fill(200), 429, 429]);
    assertRetryAfter(last!, 15 * 60);
    assert.equal(last!.headers['x-retry-after'], last!.headers['retry-after']);

    const elsewhere = await post(t.app, '/request-password-reset', { email: 'someone@example.test' }, '10.99.0.2');
    assert.equal(elsewhere.statusCode, 200, 'another client is not affected');
  });

  it('limits sign-in attempts per address generously (an office shares one): 60 a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt += 1) statuses.push((await post(t.app, '/sign-in/email', {}, '10.99.1.1')).statusCode);
    assert.equal(statuses.filter((status) => status === 429).length, 1);
    const blocked = await post(t.app, '/sign-in/email', {}, '10.99.1.1');
    assertRetryAfter(blocked, 60);
  });

  it('caps reset e-mails per address of the account, from any client address', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await post(t.app, '/request-password-reset', { email: 'Target@example.test' }, `10.99.2.${attempt + 1}`);
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assertRetryAfter(last!, 15 * 60);
    assert.equal(last!.json().code, 'TOO_MANY_REQUESTS_FOR_ACCOUNT');
    // The same answer whether or not the address has an account: nothing is revealed.
    assert.match(last!.json().message, /Too many requests for this e-mail address/);
  });

  it('locks an account after repeated failures from many addresses, not the others behind the same address', async () => {
    for (const email of ['locked@example.test', 'neighbour@example.test']) {
      const signUp = await post(t.app, '/sign-up/email', { email, password, name: 'Someone', persona: 'brand' }, '10.99.3.1');
      assert.equal(signUp.statusCode, 200, signUp.body);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await post(t.app, '/sign-in/email', { email: 'locked@example.test', password: 'Wrong!pass1' }, `10.99.4.${attempt + 1}`);
      assert.equal(wrong.statusCode, 401);
    }
    // Locked: even the right password is refused, with how long to wait.
    const locked = await post(t.app, '/sign-in/email', { email: 'LOCKED@example.test', password }, '10.99.4.9');
    assertRetryAfter(locked, 1);
    assert.equal(locked.json().code, 'ACCOUNT_LOCKED');
    assert.match(locked.json().message, /Too many failed sign-in attempts for this account\. Try again in 1 minute/);

    const neighbour = await post(t.app, '/sign-in/email', { email: 'neighbour@example.test', password }, '10.99.4.1');
    assert.equal(neighbour.statusCode, 200, 'someone else on the same address signs in');

    // The lock lasts AUTH_LOCKOUT_SECONDS (1 s here): retry as a person would, until it lifts.
    const deadline = Date.now() + 5000;
    let status = 429;
    while (status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await post(t.app, '/sign-in/email', { email: 'locked@example.test', password }, '10.99.4.9')).statusCode;
    }
    assert.equal(status, 200, 'the lock lifts');
  });

  it('forgets the failures after a successful sign-in', async () => {
    const signUp = await post(t.app, '/sign-up/email', { email: 'forgetful@example.test', password, name: 'Someone', persona: 'brand' }, '10.99.5.1');
    assert.equal(signUp.statusCode, 200, signUp.body);
    const fail = () => post(t.app, '/sign-in/email', { email: 'forgetful@example.test', password: 'Wrong!pass1' }, '10.99.5.2');
    assert.equal((await fail()).statusCode, 401);
    assert.equal((await fail()).statusCode, 401);
    assert.equal((await post(t.app, '/sign-in/email', { email: 'forgetful@example.test', password }, '10.99.5.2')).statusCode, 200);
    assert.equal((await fail()).statusCode, 401);
    assert.equal((await fail()).statusCode, 401);
    assert.equal((await post(t.app, '/sign-in/email', { email: 'forgetful@example.test', password }, '10.99.5.2')).statusCode, 200, 'not locked');
  });
});

describe('session checks are limited per session, not per address', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'on' });
  });
  after(async () => {
    await t.close();
  });

  const office = '10.98.0.1';
  const check = (path: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth${path}`, remoteAddress: office, headers: cookie ? { cookie } : {} });

  it('a signed-in person keeps their session while the shared address is over its limit', async () => {
    const signIn = await post(t.app, '/sign-up/email', { email: 'worker@example.test', password, name: 'Worker', persona: 'brand' }, office);
    assert.equal(signIn.statusCode, 200, signIn.body);
    const cookie = cookieHeader(signIn);

    // Everyone else behind the office address, without a session, uses up the address's budget.
    let anonymous = 200;
    for (let request = 0; request < 301 && anonymous === 200; request += 1) anonymous = (await check('/get-session')).statusCode;
    assert.equal(anonymous, 429, 'the address is over its limit');

    const session = await check('/get-session', cookie);
    assert.equal(session.statusCode, 200);
    assert.equal(session.json().user.email, 'worker@example.test');
    const token = await check('/token', cookie);
    assert.equal(token.statusCode, 200);
  });

  it('limits one session\'s checks with Retry-After', async () => {
    const signIn = await post(t.app, '/sign-up/email', { email: 'busy@example.test', password, name: 'Busy', persona: 'brand' }, '10.98.0.2');
    const cookie = cookieHeader(signIn);
    let last = await check('/get-session', cookie);
    for (let request = 1; request < 301 && last.statusCode === 200; request += 1) last = await check(request % 2 ? '/token' : '/get-session', cookie);
    assertRetryAfter(last, 60);
    const other = await post(t.app, '/sign-in/email', { email: 'worker@example.test', password }, '10.98.0.3');
    assert.equal((await check('/get-session', cookieHeader(other))).statusCode, 200, 'another session is not affected');
  });
});
