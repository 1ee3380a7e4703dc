import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { validationMessages as m } from '../../../src/domain/messages';
import { postAuth, signInAndGetToken, signUpAndGetToken } from '../helpers/auth.helpers';
import { createTestApp, testPublicUrl, testServiceToken, type TestApp } from '../helpers/test-app';

const oldPassword = 'Old!pass123';
const newPassword = 'New!pass456';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

async function outbox(t: TestApp): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/', headers: { 'x-service-token': testServiceToken } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().results;
}

function resetTokenFrom(message: OutboxMessage): string {
  const link = message.text.match(/https?:\/\/\S+\/forgot-password\?token=\S+/)?.[0];
  assert.ok(link, `reset link in: ${message.text}`);
  const url = new URL(link);
  assert.equal(url.origin + url.pathname, `${testPublicUrl}/forgot-password`);
  return url.searchParams.get('token')!;
}

describe('password reset through the development outbox', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await signUpAndGetToken(t.app, { email: 'forgetful@example.test', password: oldPassword, name: 'Forgetful', persona: 'influencer' });
  });
  after(async () => {
    await t.close();
  });

  it('request -> e-mailed link -> reset -> the new password works and the old one does not', async () => {
    const { cookie: sessionBefore } = await signInAndGetToken(t.app, 'forgetful@example.test', oldPassword);
    const request = await postAuth(t.app, '/request-password-reset', { email: ' Forgetful@Example.test' });
    assert.equal(request.statusCode, 200, request.body);

    const [mail] = await outbox(t);
    assert.equal(mail.to, 'forgetful@example.test');
    assert.match(mail.subject, /reset/i);
    const token = resetTokenFrom(mail);

    const weak = await postAuth(t.app, '/reset-password', { token, newPassword: 'weakpass' });
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(weak.json().errors.newPassword, [m.passwordUppercase, m.passwordNumber, m.passwordSpecial]);

    const reset = await postAuth(t.app, '/reset-password', { token, newPassword });
    assert.equal(reset.statusCode, 200, reset.body);

    const revoked = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: sessionBefore } });
    assert.equal(revoked.statusCode, 401, 'the reset signed out every earlier session');
    await signInAndGetToken(t.app, 'forgetful@example.test', newPassword);
    const old = await postAuth(t.app, '/sign-in/email', { email: 'forgetful@example.test', password: oldPassword });
    assert.equal(old.statusCode, 401);

    const reused = await postAuth(t.app, '/reset-password', { token, newPassword: 'Third!pass789' });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().code, 'INVALID_TOKEN');
  });

  it('links to the SPA origin the request came from when it is trusted (the dev server), else PUBLIC_URL', async () => {
    await postAuth(t.app, '/request-password-reset', { email: 'forgetful@example.test', redirectTo: 'http://localhost:8080/forgot-password' });
    const [devMail] = await outbox(t);
    assert.match(devMail.text, /http:\/\/localhost:8080\/forgot-password\?token=/);
    const refused = await postAuth(t.app, '/request-password-reset', { email: 'forgetful@example.test', redirectTo: 'https://evil.example/forgot-password' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'INVALID_REDIRECT_URL');
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const before = (await outbox(t)).length;
    const response = await postAuth(t.app, '/request-password-reset', { email: 'stranger@example.test' });
    assert.equal(response.statusCode, 200);
    assert.equal((await outbox(t)).length, before);
  });

  it('keeps the outbox for operators only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/' });
    assert.equal(anonymous.statusCode, 401);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/', headers: { 'x-service-token': 'not-the-service-token' } });
    assert.equal(wrong.statusCode, 403);
    const { token } = await signInAndGetToken(t.app, 'forgetful@example.test', newPassword);
    const member = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/', headers: { authorization: `Bearer ${token}` } });
    assert.equal(member.statusCode, 403);
  });

  it('pages the outbox newest first, DRF style', async () => {
    await postAuth(t.app, '/request-password-reset', { email: 'forgetful@example.test' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox/?page_size=1',
      headers: { 'x-service-token': testServiceToken },
    });
    const body = response.json();
    assert.equal(body.count, 3);
    assert.equal(body.results.length, 1);
    assert.equal(body.previous, null);
    assert.equal(body.next, `${testPublicUrl}/api/v1/dev/outbox/?page_size=1&page=2`);
    const all = await outbox(t);
    assert.ok(all[0].created_at >= all[1].created_at);
  });
});

describe('outbox with SMTP configured', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  after(async () => {
    await t.close();
  });

  it('is 404: mail leaves the server, there is no outbox to read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox/', headers: { 'x-service-token': testServiceToken } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'not_found');
  });
});
