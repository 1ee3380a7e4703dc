// @postgres: session-bound tokens are looked up in the shared auth_sessions table (a prepared statement on PostgreSQL)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, like } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { accountSecurityMessages as m } from '../../../src/domain/security/account-security.texts';
import { brandProfileToApi } from '../../../src/domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../../src/domain/brands/brand-profile.fixtures';
import { authVerifications } from '../../src/db/schema/auth.schema';
import { emailSuppressions } from '../../src/db/schema/outreach-email.schema';
import { bearer, cookieHeader, postAuth, signInAndGetToken, signWithBuiltinKey, tokenForSession } from '../helpers/auth.helpers';
import { apiCall, brandOwner } from '../helpers/campaign.helpers';
import { createTestApp, testPublicUrl, type TestApp } from '../helpers/test-app';
import { latestMailTo } from './identity.fixtures';

const password = 'Sup3r!secret';
const whoami = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) });
const fresh = () => ({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 });
const codeIn = (text: string) => /verification code: (\d{6})/.exec(text)?.[1] ?? null;

describe('e-mail verification by code (AUTH_EMAIL_VERIFICATION=required)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ AUTH_EMAIL_VERIFICATION: 'required', STAFF_EMAILS: 'ops@example.test' });
  });
  after(async () => {
    await t.close();
  });

  it('the sign-up e-mail carries the link and a 6-digit code; wrong, malformed and expired codes are refused, the right one verifies and signs in', async () => {
    const email = 'coded@example.test';
    await postAuth(t.app, '/sign-up/email', { email, password, name: 'Coded', persona: 'influencer' });
    const mail = await latestMailTo(t.app, email);
    assert.match(mail.text, /\/api\/auth\/verify-email\?token=/, 'the link is still there');
    const first = codeIn(mail.text);
    assert.ok(first, mail.text);
    assert.match(mail.text, /verify-email\?email=coded%40example\.test/);

    const malformed = await postAuth(t.app, '/email-otp/verify-email', { email, otp: '12345' });
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual([malformed.json().code, malformed.json().message], ['INVALID_CODE_FORMAT', m.codeFormat]);
    const wrong = await postAuth(t.app, '/email-otp/verify-email', { email, otp: first === '000000' ? '111111' : '000000' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'INVALID_OTP');

    // The code has expired (60 minutes): refused, and signing in again mails a fresh one.
    await t.app.context.database.db
      .update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerifications.identifier, `%${email}%`));
    const expired = await postAuth(t.app, '/email-otp/verify-email', { email, otp: first });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().code, 'OTP_EXPIRED');
    const early = await postAuth(t.app, '/sign-in/email', { email, password });
    assert.equal(early.json().code, 'EMAIL_NOT_VERIFIED');
    const fresh = codeIn((await latestMailTo(t.app, email)).text);
    assert.ok(fresh);

    const right = await postAuth(t.app, '/email-otp/verify-email', { email: ' Coded@Example.test ', otp: fresh });
    assert.equal(right.statusCode, 200, right.body);
    const token = await tokenForSession(t.app, cookieHeader(right));
    assert.equal(decodeJwt(token).email_verified, true);
    assert.equal((await whoami(t, token)).statusCode, 200);
    assert.equal((await postAuth(t.app, '/email-otp/verify-email', { email, otp: fresh })).statusCode, 400, 'a code works once');
    await signInAndGetToken(t.app, email, password);
  });

  it('STAFF_EMAILS works without the service token once the address is verified', async () => {
    await postAuth(t.app, '/sign-up/email', { email: 'ops@example.test', password, name: 'Ops', persona: 'brand' });
    const code = codeIn((await latestMailTo(t.app, 'ops@example.test')).text);
    const verified = await postAuth(t.app, '/email-otp/verify-email', { email: 'ops@example.test', otp: code });
    const token = await tokenForSession(t.app, cookieHeader(verified));
    const detailed = await t.app.inject({ method: 'GET', url: '/api/v1/health/detailed/', headers: bearer(token) });
    assert.equal(detailed.statusCode, 200, detailed.body);
  });

  it('an unverified address may not invite anyone, add payout details or turn invitation e-mails back on (403 email_not_verified)', async () => {
    await postAuth(t.app, '/sign-up/email', { email: 'owner@example.test', password, name: 'Owner', persona: 'brand' });
    const code = codeIn((await latestMailTo(t.app, 'owner@example.test')).text);
    const verified = await postAuth(t.app, '/email-otp/verify-email', { email: 'owner@example.test', otp: code });
    const token = await tokenForSession(t.app, cookieHeader(verified));
    const brand = await apiCall(t)('POST', 'brands/profile-setup/', token, { ...brandProfileToApi(sampleBrandProfile), name: 'Verified Brand' });
    const brandId = brand.json().id as string | undefined;
    // The same account with a token that says the address is not verified (Clerk tokens can say so).
    const claims = decodeJwt(token);
    const unverified = await signWithBuiltinKey(t.app, { ...claims, ...fresh(), email_verified: false });
    if (brandId) {
      const invite = await apiCall(t)('POST', `brands/${brandId}/team/invites/`, unverified, { email: 'new@example.test', role: 'viewer' });
      assert.equal(invite.statusCode, 403, invite.body);
      assert.deepEqual([invite.json().code, invite.json().detail], ['email_not_verified', m.emailNotVerifiedForInvites]);
      const allowed = await apiCall(t)('POST', `brands/${brandId}/team/invites/`, token, { email: 'new@example.test', role: 'viewer' });
      assert.equal(allowed.statusCode, 201, allowed.body);
    } else {
      assert.fail(`brand setup failed: ${brand.body}`);
    }
    const influencer = await signWithBuiltinKey(t.app, {
      ...claims, ...fresh(), sid: undefined, sub: 'unverified-influencer', email: 'payee@example.test', name: 'Payee', persona: 'influencer', email_verified: false,
    });
    const upi = await apiCall(t)('POST', 'influencers/payment/update_upi/', influencer, { upi_id: 'payee@okbank' });
    assert.equal(upi.statusCode, 403, upi.body);
    assert.deepEqual([upi.json().code, upi.json().detail], ['email_not_verified', m.emailNotVerifiedForPayouts]);
    // Nor undo the address owner's unsubscribe (docs/outreach-email.md "Suppression list").
    await t.app.context.database.db.insert(emailSuppressions).values({ email: 'payee@example.test', reason: 'unsubscribed' });
    const resubscribe = await apiCall(t)('DELETE', 'accounts/email-suppression/', influencer);
    assert.equal(resubscribe.statusCode, 403, resubscribe.body);
    assert.deepEqual([resubscribe.json().code, resubscribe.json().detail], ['email_not_verified', m.emailNotVerifiedForResubscribe]);
    assert.equal((await t.app.context.database.db.select().from(emailSuppressions).where(eq(emailSuppressions.email, 'payee@example.test'))).length, 1);
  });
});

describe('sessions: signed-out tokens are refused, the sessions list and signing out others', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await postAuth(t.app, '/sign-up/email', { email: 'multi@example.test', password, name: 'Multi', persona: 'influencer' });
  });
  after(async () => {
    await t.close();
  });

  async function device(userAgent: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'multi@example.test', password },
      headers: { origin: new URL(testPublicUrl).origin, 'user-agent': userAgent },
      remoteAddress: '10.9.8.7',
    });
    assert.equal(response.statusCode, 200, response.body);
    const cookie = cookieHeader(response);
    return { cookie, token: await tokenForSession(t.app, cookie) };
  }

  it('a token of a signed-out session gets 401 on /api/v1 at once; the other session keeps working', async () => {
    const laptop = await device('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36');
    const phone = await device('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1');
    assert.equal(typeof decodeJwt(laptop.token).sid, 'string');
    assert.equal((await whoami(t, laptop.token)).statusCode, 200, 'cached as verified now');
    assert.equal((await postAuth(t.app, '/sign-out', {}, laptop.cookie)).statusCode, 200);
    const refused = await whoami(t, laptop.token);
    assert.equal(refused.statusCode, 401);
    assert.deepEqual([refused.json().code, refused.json().detail], ['invalid_token', m.sessionEnded]);
    assert.equal((await whoami(t, phone.token)).statusCode, 200);
  });

  it('lists the sessions (device, address, times, this device) and signs out one or all others', async () => {
    const a = await device('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15');
    const b = await device('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0');
    const c = await device('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36');
    const list = await apiCall(t)('GET', 'accounts/sessions/', a.token);
    assert.equal(list.statusCode, 200, list.body);
    const results = list.json().results as Array<{ id: string; device: string; ip_address: string; current: boolean; signed_in_at: string; last_active_at: string }>;
    assert.equal(results[0]!.current, true, 'this device first');
    assert.equal(results[0]!.device, 'Safari on macOS');
    assert.equal(results[0]!.ip_address, '10.9.8.7');
    assert.ok(results.some((s) => s.device === 'Firefox on Linux' && !s.current));
    assert.equal(results.filter((s) => s.current).length, 1);
    assert.ok(!Number.isNaN(Date.parse(results[0]!.signed_in_at)) && !Number.isNaN(Date.parse(results[0]!.last_active_at)));
    assert.ok(!JSON.stringify(list.json()).includes('token'), 'session tokens are never listed');

    const firefox = results.find((s) => s.device === 'Firefox on Linux')!;
    const end = await apiCall(t)('DELETE', `accounts/sessions/${firefox.id}/`, a.token);
    assert.equal(end.statusCode, 204, end.body);
    assert.equal((await whoami(t, b.token)).statusCode, 401, 'its token stops working');
    assert.equal((await apiCall(t)('DELETE', `accounts/sessions/${firefox.id}/`, a.token)).statusCode, 404);

    const others = await apiCall(t)('POST', 'accounts/sessions/sign-out-others/', a.token);
    assert.equal(others.statusCode, 200, others.body);
    assert.ok(others.json().ended >= 1);
    assert.equal((await whoami(t, c.token)).statusCode, 401);
    assert.equal((await whoami(t, a.token)).statusCode, 200, 'this device stays signed in');
    const after = (await apiCall(t)('GET', 'accounts/sessions/', a.token)).json().results as unknown[];
    assert.equal(after.length, 1);
  });

  it("another user's session cannot be ended (404)", async () => {
    const mine = await device('curl/8.4.0');
    const stranger = await postAuth(t.app, '/sign-up/email', { email: 'stranger@example.test', password, name: 'Stranger', persona: 'brand' });
    const strangerToken = await tokenForSession(t.app, cookieHeader(stranger));
    const strangerSession = decodeJwt(strangerToken).sid as string;
    assert.equal((await apiCall(t)('DELETE', `accounts/sessions/${strangerSession}/`, mine.token)).statusCode, 404);
    assert.equal((await whoami(t, strangerToken)).statusCode, 200);
  });
});

describe('REQUIRE_2FA_FOR_PAYMENT_APPROVERS', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ REQUIRE_2FA_FOR_PAYMENT_APPROVERS: 'true' });
  });
  after(async () => {
    await t.close();
  });

  it('refuses payments.approve actions without a second factor (403, says where to turn it on), allows them with one', async () => {
    const owner = await brandOwner(t, 'approver@example.test');
    const path = `brands/${owner.brandId}/tax-details/`;
    const refused = await apiCall(t)('PUT', path, owner.token, { gstin: '' });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual([refused.json().code, refused.json().detail], ['two_factor_required', m.twoFactorRequiredForPayments]);
    assert.match(refused.json().detail, /account\/security/);
    assert.equal((await apiCall(t)('GET', path, owner.token)).statusCode, 200, 'looking is not approving');

    const brandPassword = 'Secret!234'; // brandOwner's
    const { cookie } = await signInAndGetToken(t.app, 'approver@example.test', brandPassword);
    const enable = await postAuth(t.app, '/two-factor/enable', { password: brandPassword, method: 'otp' }, cookie);
    assert.equal(enable.statusCode, 200, enable.body);
    const withSecondFactor = await tokenForSession(t.app, cookieHeader(enable));
    assert.equal(decodeJwt(withSecondFactor).two_factor, true);
    const allowed = await apiCall(t)('PUT', path, withSecondFactor, { gstin: '' });
    assert.equal(allowed.statusCode, 200, allowed.body);
  });
});
