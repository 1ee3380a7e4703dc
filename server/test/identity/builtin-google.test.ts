import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorMessages } from '../../../src/domain/messages';
import { builtinIdentityOf, postAuth } from '../helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from '../helpers/test-app';

const callbackURL = '/sso-callback?intent=signin';

describe('Google sign-in (configured)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-google-secret' });
  });
  after(async () => {
    await t.close();
  });

  it('is announced to the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config/' });
    assert.equal(response.json().google_enabled, true);
  });

  it('starts the Google redirect with our callback, coming back to /sso-callback?intent=signin', async () => {
    const response = await postAuth(t.app, '/sign-in/social', { provider: 'google', callbackURL });
    assert.equal(response.statusCode, 200, response.body);
    const { url, redirect } = response.json() as { url: string; redirect: boolean };
    assert.equal(redirect, true);
    const google = new URL(url);
    assert.equal(google.origin, 'https://accounts.google.com');
    assert.equal(google.searchParams.get('client_id'), 'test-client.apps.googleusercontent.com');
    assert.equal(google.searchParams.get('redirect_uri'), `${testPublicUrl}/api/auth/callback/google`);
    assert.ok(google.searchParams.get('state'), 'state guards the callback');
  });

  it('refuses a callback URL outside the trusted origins', async () => {
    const response = await postAuth(t.app, '/sign-in/social', { provider: 'google', callbackURL: 'https://evil.example/sso-callback' });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'INVALID_CALLBACK_URL');
  });

  it('a Google sign-up (no persona in the profile) becomes an influencer, synced into users', async () => {
    const context = await builtinIdentityOf(t.app).auth.$context;
    const { user } = await context.internalAdapter.createOAuthUser(
      { name: 'Gia Google', email: 'gia@gmail.test', emailVerified: true },
      { providerId: 'google', accountId: 'google-sub-123' },
    );
    assert.equal((user as { persona?: string }).persona, 'influencer');
    const row = await t.app.context.users.findByIdentity(testPublicUrl, user.id);
    assert.equal(row?.persona, 'influencer');
  });

  it('a password sign-in to a Google-only account answers strategy_for_user_invalid ("Please use SSO login")', async () => {
    const response = await postAuth(t.app, '/sign-in/email', { email: 'gia@gmail.test', password: 'Any!pass123' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { code: 'strategy_for_user_invalid', message: errorMessages.useSsoLogin });
  });
});

describe('Google sign-in (not configured)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('is off in the runtime config and refused by the provider', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/config/' });
    assert.equal(config.json().google_enabled, false);
    const response = await postAuth(t.app, '/sign-in/social', { provider: 'google', callbackURL });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'PROVIDER_NOT_FOUND');
  });
});
