import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { bearer, cookieHeader, postAuth, signInAndGetToken, signUpAndGetToken } from '../helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from '../helpers/test-app';

const password = 'Sup3r!secret';

describe('built-in sign-in, sign-out and account deletion', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await signUpAndGetToken(t.app, { email: 'member@example.test', password, name: 'Member', persona: 'influencer' });
  });
  after(async () => {
    await t.close();
  });

  it('signs in with e-mail and password and issues a token the API accepts', async () => {
    const { token } = await signInAndGetToken(t.app, 'member@example.test', password);
    assert.equal(decodeJwt(token).persona, 'influencer');
    const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) });
    assert.equal(whoami.statusCode, 200);
    assert.equal(whoami.json().is_influencer, true);
  });

  it('refuses a wrong password and an unknown e-mail alike with INVALID_EMAIL_OR_PASSWORD', async () => {
    for (const attempt of [
      { email: 'member@example.test', password: 'Wr0ng!password' },
      { email: 'nobody@example.test', password },
    ]) {
      const response = await postAuth(t.app, '/sign-in/email', attempt);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 'INVALID_EMAIL_OR_PASSWORD');
      assert.equal(response.cookies.length, 0);
    }
  });

  it('hands the JWT out on get-session too (set-auth-jwt header)', async () => {
    const { cookie } = await signInAndGetToken(t.app, 'member@example.test', password);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    assert.equal(session.statusCode, 200);
    assert.equal(session.json().user.email, 'member@example.test');
    assert.equal(session.json().user.persona, 'influencer');
    const jwt = session.headers['set-auth-jwt'];
    assert.equal(typeof jwt, 'string');
    assert.equal(decodeJwt(jwt as string).iss, testPublicUrl);
  });

  it('sign-out ends the session: no new tokens afterwards', async () => {
    const { cookie } = await signInAndGetToken(t.app, 'member@example.test', password);
    const signOut = await postAuth(t.app, '/sign-out', {}, cookie);
    assert.equal(signOut.statusCode, 200, signOut.body);
    const token = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
    assert.equal(token.statusCode, 401);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    assert.equal(session.json(), null);
  });

  it('refuses a cookie-bearing POST from an untrusted origin (CSRF)', async () => {
    const { cookie } = await signInAndGetToken(t.app, 'member@example.test', password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      headers: { cookie, origin: 'https://evil.example' },
    });
    assert.equal(response.statusCode, 403);
    // PUBLIC_URL is set in tests: the refusal names the address to open.
    assert.deepEqual(response.json(), { code: 'WRONG_ORIGIN', message: `Open InfluenceHub at ${testPublicUrl} to sign in.` });
  });

  it('deleting the account removes the API users row too', async () => {
    const signUp = await postAuth(t.app, '/sign-up/email', { email: 'leaving@example.test', password, name: 'Leaving', persona: 'brand' });
    const subject = signUp.json().user.id as string;
    assert.ok(await t.app.context.users.findByIdentity(testPublicUrl, subject));
    const deletion = await postAuth(t.app, '/delete-user', { password }, cookieHeader(signUp));
    assert.equal(deletion.statusCode, 200, deletion.body);
    assert.equal(await t.app.context.users.findByIdentity(testPublicUrl, subject), null);
    const signIn = await postAuth(t.app, '/sign-in/email', { email: 'leaving@example.test', password });
    assert.equal(signIn.statusCode, 401);
  });
});
