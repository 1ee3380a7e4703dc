import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { bearer, cookieHeader, postAuth, tokenForSession } from './helpers/auth.helpers';
import { memoryLog } from './helpers/memory-log';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Every value a person or the server treats as secret or personal in the journey below. */
const secrets = {
  email: 'priya.secret-mail@example.test',
  password: 'Hunter2!secret',
  newPassword: 'Rotated9!secret',
  name: 'Priyasecretname',
  phone: '+91 98765 43210',
  upiId: 'priya.secretupi@okhdfc',
  accountNumber: '556677889900',
  holderName: 'Priya Holdersecret',
  ifsc: 'SBIN0004321',
  badBodyEmail: 'typo.secret@example.test',
  failingEmail: 'crash.secret@example.test',
};

const failurePath = '/test/failing-query/';

describe('log redaction: a whole journey at trace level leaves no secret or personal data in the log', () => {
  let t: TestApp;
  const log = memoryLog();
  /** Values only known once the journey runs: session cookie, access token, reset token, signed-URL signature. */
  const issued: Record<string, string> = {};

  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, {
      logStream: log.stream,
      beforeReady: (app) => {
        // A real database failure naming the values it was given: a unique violation, whose detail quotes the key.
        app.get(failurePath, async () => {
          const row = sql`(${secrets.failingEmail}, 'test', jsonb_build_object('account', ${secrets.accountNumber}::text))`;
          await app.context.database.db.execute(sql`insert into outbox_events (event_key, kind, payload) values ${row}, ${row}`);
        });
      },
    });
  });
  after(() => t.close());

  it('signs up, signs in, saves personal and payout details, resets the password, fetches a signed URL, fails', async () => {
    const signUp = await postAuth(t.app, '/sign-up/email', { email: secrets.email, password: secrets.password, name: secrets.name, persona: 'influencer' });
    assert.equal(signUp.statusCode, 200, signUp.body);
    const signIn = await postAuth(t.app, '/sign-in/email', { email: secrets.email, password: secrets.password });
    assert.equal(signIn.statusCode, 200, signIn.body);
    const cookie = cookieHeader(signIn);
    issued.sessionCookie = signIn.cookies.find((entry) => entry.name.endsWith('session_token'))!.value;
    const token = await tokenForSession(t.app, cookie);
    issued.accessToken = token;
    const wrong = await postAuth(t.app, '/sign-in/email', { email: secrets.email, password: `${secrets.password}x` });
    assert.equal(wrong.statusCode, 401);

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    const profile = await call('POST', '/api/v1/influencers/profile/', { first_name: secrets.name, last_name: 'Rao', city: 'Pune', country: 'India' });
    assert.equal(profile.statusCode, 200, profile.body);
    const settings = (await call('GET', '/api/v1/accounts/settings/')).json().settings;
    settings.profile.phone_number = secrets.phone;
    const saved = await call('PUT', '/api/v1/accounts/settings/', { settings });
    assert.equal(saved.statusCode, 200, saved.body);

    assert.equal((await call('POST', '/api/v1/influencers/payment/update_upi/', { upi_id: secrets.upiId })).statusCode, 200);
    const bank = await call('POST', '/api/v1/influencers/payment/update_bank_details/', {
      account_number: secrets.accountNumber, account_holder_name: secrets.holderName, bank_name: 'SBI', ifsc_code: secrets.ifsc, account_type: 'savings',
    });
    assert.equal(bank.statusCode, 200, bank.body);
    assert.equal((await call('GET', '/api/v1/influencers/payment/get_payment_info/')).statusCode, 200);

    // Password reset: the token travels in the e-mail, the SPA link's query, better-auth's link path and the body.
    assert.equal((await postAuth(t.app, '/request-password-reset', { email: secrets.email })).statusCode, 200);
    const outboxDir = path.join(t.dataDir, 'outbox');
    const [mailFile] = await readdir(outboxDir);
    const mail = JSON.parse(await readFile(path.join(outboxDir, mailFile!), 'utf8')) as { text: string };
    const resetToken = new URL(mail.text.match(/https?:\/\/\S+\?token=\S+/)![0]).searchParams.get('token')!;
    issued.resetToken = resetToken;
    await t.app.inject({ method: 'GET', url: `/forgot-password?token=${resetToken}` });
    await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${resetToken}?callbackURL=%2Fforgot-password` });
    const reset = await postAuth(t.app, '/reset-password', { token: resetToken, newPassword: secrets.newPassword });
    assert.equal(reset.statusCode, 200, reset.body);
    const again = await postAuth(t.app, '/sign-in/email', { email: secrets.email, password: secrets.newPassword });
    assert.equal(again.statusCode, 200, again.body);
    issued.secondSession = again.cookies.find((entry) => entry.name.endsWith('session_token'))!.value;
    const newToken = await tokenForSession(t.app, cookieHeader(again));
    issued.secondAccessToken = newToken;

    // A signed image URL: the signature is a credential an <img> carries in its query.
    const signed = await t.app.inject({ method: 'GET', url: '/api/v1/utils/image-proxy/sign/?url=http%3A%2F%2F127.0.0.1%3A9%2Fme.png', headers: bearer(newToken) });
    assert.equal(signed.statusCode, 200, signed.body);
    const signedPath = signed.json().url as string;
    issued.signature = new URL(signedPath, 'http://x').searchParams.get('signature')!;
    await t.app.inject({ method: 'GET', url: signedPath });
    await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${newToken}` });

    // A 400 with a bad body naming an e-mail (as a value and as a field), and a 500 from a query quoting its values.
    const bad = await t.app.inject({
      method: 'POST', url: '/api/v1/influencers/profile/', headers: bearer(newToken),
      payload: { first_name: secrets.badBodyEmail, [secrets.badBodyEmail]: secrets.phone, date_of_birth: 12 },
    });
    assert.equal(bad.statusCode, 400, bad.body);
    const failed = await t.app.inject({ method: 'GET', url: failurePath, headers: { authorization: `Bearer ${newToken}`, cookie: cookieHeader(again) } });
    assert.equal(failed.statusCode, 500);
  });

  it('logged the journey (requests, the 500 with its cause) without any of those values', () => {
    const text = log.text();
    const entries = log.entries();
    assert.ok(entries.length > 40, `a real log was captured (${entries.length} lines)`);
    assert.ok(entries.some((entry) => entry.msg === 'incoming request' && String((entry.req as { url: string }).url).startsWith('/api/v1/influencers/payment/')));
    const failure = entries.find((entry) => entry.msg === 'request failed');
    assert.ok(failure, 'the 500 is logged');
    assert.match(JSON.stringify(failure.err), /duplicate key value violates unique constraint/, 'with its cause');
    assert.match(JSON.stringify(failure.err), /Key \(event_key\)=\(\[redacted\]\)/, 'naming the columns, not the values');

    const values = { ...secrets, ...issued, accountNumberDigits: secrets.accountNumber, phoneDigits: secrets.phone.replace(/\D/g, '').slice(2) };
    for (const [name, value] of Object.entries(values)) {
      assert.ok(value && value.length >= 6, `${name} was issued`);
      assert.equal(text.includes(value), false, `${name} (${value}) appears in the log`);
      assert.equal(text.toLowerCase().includes(value.toLowerCase()), false, `${name} appears in another case`);
      assert.equal(text.includes(encodeURIComponent(value)), false, `${name} appears URL-encoded`);
    }
    // The local part of an e-mail address alone is personal too.
    for (const email of [secrets.email, secrets.badBodyEmail, secrets.failingEmail]) assert.equal(text.includes(email.split('@')[0]!), false, email);
  });

  it('keeps what an operator needs: the route, status, request id and a redacted URL', () => {
    const entries = log.entries();
    const resetLink = entries.find((entry) => String((entry.req as { url?: string } | undefined)?.url ?? '').startsWith('/api/auth/reset-password/'));
    assert.ok(resetLink);
    assert.equal((resetLink.req as { url: string }).url, '/api/auth/reset-password/[redacted]?callbackURL=[redacted]');
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    assert.ok(completed.every((entry) => typeof entry.reqId === 'string' && typeof (entry.res as { statusCode: number }).statusCode === 'number'));
  });
});
