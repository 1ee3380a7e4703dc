import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer } from '../helpers/auth.helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startFakeClerk, type FakeClerk } from './clerk.fixtures';

const whoamiUrl = '/api/v1/accounts/whoami/';

describe('Clerk mode', () => {
  let clerk: FakeClerk;
  let t: TestApp;
  const whoami = (token: string) => t.app.inject({ method: 'GET', url: whoamiUrl, headers: bearer(token) });

  before(async () => {
    clerk = await startFakeClerk();
    t = await createTestApp(clerk.env({ CLERK_AUTHORIZED_PARTIES: 'http://localhost:3000,https://app.example.test' }));
  });
  after(async () => {
    await t?.close();
    await clerk?.close();
  });

  it('tells the SPA to use Clerk', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config/' });
    assert.deepEqual(response.json(), {
      identity_provider: 'clerk',
      google_enabled: false,
      clerk_publishable_key: clerk.publishableKey,
      password_reset_enabled: false,
      error_reporting_dsn: null,
      analytics_measurement_id: null,
    });
  });

  it('accepts a Clerk session token and keys the user by (CLERK_ISSUER, Clerk user id) with its persona', async () => {
    const token = await clerk.sessionToken({ sub: 'user_brand1', email: 'Clerk.Brand@Example.test', name: 'Clerk Brand', persona: 'brand' });
    const response = await whoami(token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.is_brand, true);
    assert.equal(body.email, 'clerk.brand@example.test');
    const row = await t.app.context.users.findByIdentity(clerk.issuer, 'user_brand1');
    assert.equal(row?.persona, 'brand');
  });

  it('accepts a token without persona (the user is then neither role) and ignores an unknown persona', async () => {
    for (const [sub, persona] of [['user_plain', undefined], ['user_odd', 'admin']] as const) {
      const response = await whoami(await clerk.sessionToken({ sub, ...(persona ? { persona } : {}) }));
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().is_brand, false);
      assert.equal(response.json().is_influencer, false);
    }
  });

  it('checks the authorized party (azp) against CLERK_AUTHORIZED_PARTIES', async () => {
    assert.equal((await whoami(await clerk.sessionToken({ sub: 'user_azp', azp: 'https://app.example.test' }))).statusCode, 200);
    const wrong = await whoami(await clerk.sessionToken({ sub: 'user_azp', azp: 'https://evil.example' }));
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().code, 'invalid_token');
    assert.equal((await whoami(await clerk.sessionToken({ sub: 'user_azp', azp: undefined }))).statusCode, 401);
  });

  it('refuses tokens from another issuer or signed by a key Clerk does not publish', async () => {
    assert.equal((await whoami(await clerk.sessionToken({ sub: 'user_x', iss: 'https://other.clerk.accounts.dev' }))).statusCode, 401);
    assert.equal((await whoami(await clerk.sessionToken({ sub: 'user_x' }, { kid: 'ins_unknown' }))).statusCode, 401);
    const other = await startFakeClerk();
    try {
      assert.equal((await whoami(await other.sessionToken({ sub: 'user_x' }))).statusCode, 401);
    } finally {
      await other.close();
    }
  });

  it('does not mount the built-in provider, and cannot create password users', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: {} });
    assert.equal(response.statusCode, 404);
    await assert.rejects(
      t.app.context.identity.createUserWithPassword({ email: 'x@example.test', password: 'Sup3r!secret', name: 'X', persona: 'brand' }),
      /Clerk/,
    );
  });
});
