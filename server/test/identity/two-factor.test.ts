import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { accountSecurityMessages } from '../../../src/domain/security/account-security.texts';
import { bearer, cookieHeader, postAuth, signUpAndGetToken, tokenForSession } from '../helpers/auth.helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { secretOfTotpUri, totpCode } from '../helpers/totp';
import { latestMailTo } from './identity.fixtures';

const password = 'Sup3r!secret';

/** Cookies of a browser: later responses replace same-named ones, expired ones are dropped. */
class CookieJar {
  private readonly values = new Map<string, string>();
  take(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() < Date.now()) || cookie.value === '';
      if (expired) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
    return this;
  }
  has(fragment: string): boolean {
    return [...this.values.keys()].some((name) => name.includes(fragment));
  }
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

describe('two-factor authentication (built-in)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  /** Signs up, turns on the authenticator (enable + first code) and returns the base32 secret and backup codes. */
  async function enrolled(email: string) {
    const signUp = await postAuth(t.app, '/sign-up/email', { email, password, name: 'Tess', persona: 'influencer' });
    assert.equal(signUp.statusCode, 200, signUp.body);
    const jar = new CookieJar().take(signUp);
    const enable = await postAuth(t.app, '/two-factor/enable', { password }, jar.header());
    assert.equal(enable.statusCode, 200, enable.body);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    const secret = secretOfTotpUri(totpURI);
    const verify = await postAuth(t.app, '/two-factor/verify-totp', { code: totpCode(secret) }, jar.header());
    assert.equal(verify.statusCode, 200, verify.body);
    jar.take(verify);
    return { secret, backupCodes, jar, totpURI };
  }

  /** A sign-in on a device with `jar`'s cookies; returns the answer and the jar with the 2FA challenge cookie. */
  async function signIn(email: string, jar = new CookieJar()) {
    const response = await postAuth(t.app, '/sign-in/email', { email, password }, jar.header() || undefined);
    assert.equal(response.statusCode, 200, response.body);
    jar.take(response);
    return { response, jar };
  }

  it('enrols an authenticator: the otpauth URI carries the secret, the first right code turns 2FA on, backup codes are shown once', async () => {
    const signUp = await postAuth(t.app, '/sign-up/email', { email: 'enrol@example.test', password, name: 'Enrol', persona: 'influencer' });
    const jar = new CookieJar().take(signUp);

    const wrongPassword = await postAuth(t.app, '/two-factor/enable', { password: 'Wr0ng!password' }, jar.header());
    assert.equal(wrongPassword.statusCode, 400);
    assert.equal(wrongPassword.json().code, 'INVALID_PASSWORD');

    const enable = await postAuth(t.app, '/two-factor/enable', { password }, jar.header());
    assert.equal(enable.statusCode, 200, enable.body);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    assert.equal(uri.protocol, 'otpauth:');
    assert.equal(uri.host, 'totp');
    assert.equal(uri.searchParams.get('issuer'), 'InfluenceHub');
    assert.match(uri.searchParams.get('secret') ?? '', /^[A-Z2-7]+=*$/);
    assert.equal(backupCodes.length, 10);
    for (const code of backupCodes) assert.match(code, /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    // Not on until a code proves the app has the secret: a sign-in now needs no code.
    const before2fa = await signIn('enrol@example.test');
    assert.equal(before2fa.response.json().twoFactorRedirect, undefined);

    const malformed = await postAuth(t.app, '/two-factor/verify-totp', { code: '12ab56' }, jar.header());
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().code, 'INVALID_CODE_FORMAT');
    assert.equal(malformed.json().message, accountSecurityMessages.codeFormat);
    const secret = secretOfTotpUri(totpURI);
    const wrong = await postAuth(t.app, '/two-factor/verify-totp', { code: totpCode(secret, Date.now() - 10 * 60_000) }, jar.header());
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().code, 'INVALID_CODE');

    const right = await postAuth(t.app, '/two-factor/verify-totp', { code: totpCode(secret) }, jar.header());
    assert.equal(right.statusCode, 200, right.body);
    jar.take(right);
    const token = await tokenForSession(t.app, jar.header());
    assert.equal(decodeJwt(token).two_factor, true, 'new tokens say the account uses a second factor');
  });

  it('a sign-in then asks for the code: no session until the right code, a wrong code is refused', async () => {
    const { secret } = await enrolled('codes@example.test');
    const { response, jar } = await signIn('codes@example.test');
    assert.deepEqual(response.json(), { twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
    const noSession = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: jar.header() } });
    assert.equal(noSession.statusCode, 401, 'the password alone gives no token');

    const wrong = await postAuth(t.app, '/two-factor/verify-totp', { code: totpCode(secret, Date.now() + 10 * 60_000) }, jar.header());
    assert.equal(wrong.statusCode, 401);
    assert.equal(wrong.json().code, 'INVALID_CODE');

    const right = await postAuth(t.app, '/two-factor/verify-totp', { code: totpCode(secret) }, jar.header());
    assert.equal(right.statusCode, 200, right.body);
    jar.take(right);
    const token = await tokenForSession(t.app, jar.header());
    const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) });
    assert.equal(whoami.statusCode, 200);
  });

  it('each backup code signs in once', async () => {
    const { backupCodes } = await enrolled('backup@example.test');
    const first = await signIn('backup@example.test');
    const used = await postAuth(t.app, '/two-factor/verify-backup-code', { code: backupCodes[0] }, first.jar.header());
    assert.equal(used.statusCode, 200, used.body);
    first.jar.take(used);
    assert.ok(await tokenForSession(t.app, first.jar.header()));

    const second = await signIn('backup@example.test');
    const again = await postAuth(t.app, '/two-factor/verify-backup-code', { code: backupCodes[0] }, second.jar.header());
    assert.equal(again.statusCode, 401, 'a used backup code is refused');
    // Typed without the dash it still counts (normalised), once.
    const other = await postAuth(t.app, '/two-factor/verify-backup-code', { code: backupCodes[1]!.replace('-', '') }, second.jar.header());
    assert.equal(other.statusCode, 200, other.body);
  });

  it('"Trust this device": the next sign-in on that device skips the code, another device still gets asked', async () => {
    const { secret } = await enrolled('trusted@example.test');
    const laptop = await signIn('trusted@example.test');
    const verified = await postAuth(t.app, '/two-factor/verify-totp', { code: totpCode(secret), trustDevice: true }, laptop.jar.header());
    assert.equal(verified.statusCode, 200, verified.body);
    laptop.jar.take(verified);
    assert.ok(laptop.jar.has('trust_device'), 'a trust-device cookie is set');

    const again = await signIn('trusted@example.test', laptop.jar);
    assert.equal(again.response.json().twoFactorRedirect, undefined, 'the trusted device signs in with the password alone');
    assert.ok(await tokenForSession(t.app, again.jar.header()));

    const phone = await signIn('trusted@example.test');
    assert.equal(phone.response.json().twoFactorRedirect, true, 'another device is asked for the code');
  });

  it('e-mailed code: sent on request, signs in once, a wrong one is refused', async () => {
    await enrolled('mailed@example.test');
    const { jar } = await signIn('mailed@example.test');
    const send = await postAuth(t.app, '/two-factor/send-otp', {}, jar.header());
    assert.equal(send.statusCode, 200, send.body);
    const mail = await latestMailTo(t.app, 'mailed@example.test');
    const code = /sign-in code is: (\d{6})/.exec(mail.text)?.[1];
    assert.ok(code, mail.text);
    assert.match(mail.subject, new RegExp(`^${code} is your InfluenceHub sign-in code`));

    const wrong = await postAuth(t.app, '/two-factor/verify-otp', { code: code === '000000' ? '111111' : '000000' }, jar.header());
    assert.equal(wrong.statusCode, 401);
    const right = await postAuth(t.app, '/two-factor/verify-otp', { code }, jar.header());
    assert.equal(right.statusCode, 200, right.body);
  });

  it('e-mailed codes alone (no authenticator): enabling with the password turns 2FA on at once', async () => {
    const signUp = await postAuth(t.app, '/sign-up/email', { email: 'emailonly@example.test', password, name: 'Mo', persona: 'brand' });
    const jar = new CookieJar().take(signUp);
    const enable = await postAuth(t.app, '/two-factor/enable', { password, method: 'otp' }, jar.header());
    assert.equal(enable.statusCode, 200, enable.body);
    const { response } = await signIn('emailonly@example.test');
    assert.deepEqual(response.json(), { twoFactorRedirect: true, twoFactorMethods: ['otp'] });
  });

  it('turning 2FA off needs the password; afterwards the password alone signs in', async () => {
    const { jar } = await enrolled('off@example.test');
    const wrong = await postAuth(t.app, '/two-factor/disable', { password: 'Wr0ng!password' }, jar.header());
    assert.equal(wrong.statusCode, 400);
    const off = await postAuth(t.app, '/two-factor/disable', { password }, jar.header());
    assert.equal(off.statusCode, 200, off.body);
    const { response } = await signIn('off@example.test');
    assert.equal(response.json().twoFactorRedirect, undefined);
    assert.ok(response.json().token);
  });

  it('passwordless sign-in by e-mailed code is not offered (it would skip the second factor)', async () => {
    await signUpAndGetToken(t.app, { email: 'nootp@example.test', password, name: 'No', persona: 'influencer' });
    const send = await postAuth(t.app, '/email-otp/send-verification-otp', { email: 'nootp@example.test', type: 'sign-in' });
    assert.equal(send.statusCode, 404);
    const signIn = await postAuth(t.app, '/sign-in/email-otp', { email: 'nootp@example.test', otp: '123456' });
    assert.equal(signIn.statusCode, 404);
  });
});
