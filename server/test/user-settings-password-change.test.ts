import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { validationMessages as m } from '../../src/domain/messages';
import { cookieHeader, postAuth, signInAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

const password = 'Secret!234';
const email = 'pat@password.test';
let t: TestApp;
let cookie: string;

const change = (body: object) => postAuth(t.app, '/change-password', body, cookie);

before(async () => {
  t = await createTestApp();
  const response = await postAuth(t.app, '/sign-up/email', { email, password, name: 'Pat Test', persona: 'influencer' });
  assert.equal(response.statusCode, 200, response.body);
  cookie = cookieHeader(response);
});
after(async () => {
  await t?.close();
});

describe('password change (built-in provider, /api/auth/change-password)', () => {
  it("refuses a new password equal to the current one with SPEC §5's message", async () => {
    const response = await change({ currentPassword: password, newPassword: password });
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json() as { code: string; message: string; errors: Record<string, string[]> };
    assert.equal(body.code, 'NEW_PASSWORD_MUST_DIFFER');
    assert.equal(body.message, 'New password must be different from current password');
    assert.deepEqual(body.errors, { newPassword: [m.newPasswordMustDiffer] });
  });

  const weak: Array<[string, string]> = [
    ['Sh0rt!', m.passwordMinLength],
    ['lowercase1!', m.passwordUppercase],
    ['UPPERCASE1!', m.passwordLowercase],
    ['NoNumbers!!', m.passwordNumber],
    ['NoSpecial123', m.passwordSpecial],
  ];
  for (const [newPassword, message] of weak) {
    it(`refuses ${JSON.stringify(newPassword)}: '${message}'`, async () => {
      const response = await change({ currentPassword: password, newPassword });
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json() as { code: string; errors: Record<string, string[]> };
      assert.equal(body.code, 'PASSWORD_TOO_WEAK');
      assert.deepEqual(body.errors.newPassword, [message]);
    });
  }

  it('refuses a wrong current password', async () => {
    const response = await change({ currentPassword: 'Wrong!2345', newPassword: 'Another!234' });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal((response.json() as { code: string }).code, 'INVALID_PASSWORD');
  });

  it('changes it: the new password signs in, the old one no longer does', async () => {
    const response = await change({ currentPassword: password, newPassword: 'Another!234', revokeOtherSessions: true });
    assert.equal(response.statusCode, 200, response.body);
    await signInAndGetToken(t.app, email, 'Another!234');
    const old = await postAuth(t.app, '/sign-in/email', { email, password });
    assert.equal(old.statusCode, 401);
  });
});
