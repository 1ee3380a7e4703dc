import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { errorMessages, validationMessages as m } from '../../../src/domain/messages';
import { bearer, postAuth, signInAndGetToken, signUpAndGetToken } from '../helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from '../helpers/test-app';

const password = 'Sup3r!secret';

describe('built-in sign-up', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  for (const persona of ['brand', 'influencer'] as const) {
    it(`signs up a ${persona} and issues a short-lived JWT carrying the persona`, async () => {
      const email = `${persona}@example.test`;
      const token = await signUpAndGetToken(t.app, { email, password, name: `Ada ${persona}`, persona });
      assert.deepEqual(Object.keys(decodeProtectedHeader(token)).sort(), ['alg', 'kid']);
      assert.equal(decodeProtectedHeader(token).alg, 'EdDSA');
      const claims = decodeJwt(token);
      assert.equal(claims.iss, testPublicUrl);
      assert.equal(claims.aud, testPublicUrl);
      assert.equal(claims.email, email);
      assert.equal(claims.name, `Ada ${persona}`);
      assert.equal(claims.persona, persona);
      assert.equal(typeof claims.sub, 'string');
      assert.equal(claims.exp! - claims.iat!, 900, 'AUTH_TOKEN_TTL_SECONDS default');

      const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) });
      assert.equal(whoami.statusCode, 200);
      const body = whoami.json();
      assert.equal(body.email, email);
      assert.equal(body.is_brand, persona === 'brand');
      assert.equal(body.is_influencer, persona === 'influencer');
      assert.equal(body.is_profile_completed, false);
    });
  }

  it('creates the API users row at sign-up (issuer = PUBLIC_URL, subject = better-auth user id)', async () => {
    const response = await postAuth(t.app, '/sign-up/email', { email: 'synced@example.test', password, name: 'Synced', persona: 'brand' });
    assert.equal(response.statusCode, 200);
    const subject = response.json().user.id as string;
    const row = await t.app.context.users.findByIdentity(testPublicUrl, subject);
    assert.ok(row, 'users row exists before any API call');
    assert.equal(row.email, 'synced@example.test');
    assert.equal(row.persona, 'brand');
  });

  it('trims and lower-cases the e-mail', async () => {
    const response = await postAuth(t.app, '/sign-up/email', { email: '  Mixed.Case@Example.TEST ', password, name: 'Mixed', persona: 'influencer' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.email, 'mixed.case@example.test');
    await signInAndGetToken(t.app, ' MIXED.case@example.test', password);
  });

  it('rejects a sign-up without persona, and with an unknown persona, with a clear message', async () => {
    const missing = await postAuth(t.app, '/sign-up/email', { email: 'nopersona@example.test', password, name: 'No Persona' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().code, 'PERSONA_REQUIRED');
    assert.match(missing.json().message, /brand.*influencer/);

    const invalid = await postAuth(t.app, '/sign-up/email', { email: 'admin@example.test', password, name: 'Admin', persona: 'admin' });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().code, 'INVALID_PERSONA');

    const signIn = await postAuth(t.app, '/sign-in/email', { email: 'nopersona@example.test', password });
    assert.equal(signIn.statusCode, 401, 'no account was created');
  });

  const weakPasswords: Array<[string, string, string[]]> = [
    ['too short', 'Ab1!xyz', [m.passwordMinLength]],
    ['no uppercase', 'abcdefg1!', [m.passwordUppercase]],
    ['no lowercase', 'ABCDEFG1!', [m.passwordLowercase]],
    ['no number', 'Abcdefgh!', [m.passwordNumber]],
    ['no special character', 'Abcdefgh1', [m.passwordSpecial]],
    ['every rule', 'abc', [m.passwordMinLength, m.passwordUppercase, m.passwordNumber, m.passwordSpecial]],
  ];
  for (const [label, weak, expected] of weakPasswords) {
    it(`rejects a weak password (${label}) with one message per failed rule`, async () => {
      const response = await postAuth(t.app, '/sign-up/email', { email: `weak-${label.replace(/\s/g, '-')}@example.test`, password: weak, name: 'Weak', persona: 'influencer' });
      assert.equal(response.statusCode, 400);
      const body = response.json();
      assert.equal(body.code, 'PASSWORD_TOO_WEAK');
      assert.equal(body.message, errorMessages.weakPassword);
      assert.deepEqual(body.errors.password, expected);
    });
  }

  it('answers a duplicate e-mail with USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    await postAuth(t.app, '/sign-up/email', { email: 'taken@example.test', password, name: 'First', persona: 'influencer' });
    const again = await postAuth(t.app, '/sign-up/email', { email: 'Taken@example.test', password, name: 'Second', persona: 'brand' });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().code, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });

  it('never lets a user change the persona after sign-up', async () => {
    const signUp = await postAuth(t.app, '/sign-up/email', { email: 'fixed@example.test', password, name: 'Fixed', persona: 'influencer' });
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const update = await postAuth(t.app, '/update-user', { persona: 'brand' }, cookie);
    assert.equal(update.statusCode, 400);
    assert.equal(update.json().code, 'FIELD_NOT_ALLOWED');
    const { token } = await signInAndGetToken(t.app, 'fixed@example.test', password);
    assert.equal(decodeJwt(token).persona, 'influencer');
  });

  it('publishes the public signing keys at /api/auth/jwks (no private parts)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/jwks' });
    assert.equal(response.statusCode, 200);
    const { keys } = response.json() as { keys: Array<Record<string, string>> };
    assert.ok(keys.length >= 1);
    for (const key of keys) {
      assert.equal(key.alg, 'EdDSA');
      assert.equal(key.d, undefined, 'private key material must never be published');
    }
  });

  it('createUserWithPassword creates the account once and returns the same identity on a re-run', async () => {
    const input = { email: 'seeded@example.test', password, name: 'Seeded', persona: 'brand' as const };
    const first = await t.app.context.identity.createUserWithPassword(input);
    const second = await t.app.context.identity.createUserWithPassword(input);
    assert.deepEqual(second, first);
    assert.equal(first.issuer, testPublicUrl);
    assert.ok(await t.app.context.users.findByIdentity(first.issuer, first.subject));
  });
});
