import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountMessages } from '../../src/domain/settings/settings.texts';
import { authAccounts, authSessions, authUsers } from '../src/db/schema/auth.schema';
import { brandMembers, brands } from '../src/db/schema/brands.schema';
import { influencers } from '../src/db/schema/influencers.schema';
import { notifications } from '../src/db/schema/notifications.schema';
import { accountDeletionFeedback, deletedIdentities, userSettings } from '../src/db/schema/user-settings.schema';
import { users } from '../src/db/schema/users.schema';
import { bearer, postAuth, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

const password = 'Secret!234';
let t: TestApp;

interface Account {
  email: string;
  token: string;
  id: string;
  subject: string;
}

async function signUp(email: string, persona: 'brand' | 'influencer'): Promise<Account> {
  const token = await signUpAndGetToken(t.app, { email, password, name: 'Test User', persona });
  const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) });
  const id = (whoami.json() as { id: string }).id;
  const [row] = await t.app.context.database.db.select().from(users).where(eq(users.id, id));
  return { email, token, id, subject: row!.subject };
}

const deleteAccount = (token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/accounts/delete/', headers: token ? bearer(token) : {}, payload });
const saveSettings = (token: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/accounts/settings/',
    headers: bearer(token),
    payload: {
      settings: {
        profile: { display_name: 'kept', bio: '', location: '', website: '', phone_number: '', language: 'en', timezone: 'UTC' },
        notifications: { email: true, push: true, sms: true, campaign_updates: true, payment_alerts: true, weekly_digest: false, marketing_emails: false },
        privacy: { profile_visibility: 'private', show_email: false, show_phone: false, show_location: true, allow_data_collection: false, allow_third_party_sharing: false },
        ui: { compact_mode: false, show_onboarding: true, default_campaign_view: 'grid', dashboard_layout: 'default', auto_play_videos: false, animations_enabled: true, high_contrast_mode: false },
      },
    },
  });
const confirmation = 'DELETE MY ACCOUNT';

let ana: Account;
let bea: Account;
let bo: Account;
let bm: Account;
let soloBrandId: string;
let sharedBrandId: string;

before(async () => {
  t = await createTestApp();
  ana = await signUp('ana@deletion.test', 'influencer');
  bea = await signUp('bea@deletion.test', 'influencer');
  bo = await signUp('bo@deletion.test', 'brand');
  bm = await signUp('bm@deletion.test', 'brand');
  for (const account of [ana, bea]) {
    await t.app.context.influencers.createForUser({ userId: account.id, displayName: account.email.slice(0, 3) });
    assert.equal((await saveSettings(account.token)).statusCode, 200);
  }
  soloBrandId = (await t.app.context.brands.createWithMember({ name: 'Solo', userId: bo.id })).id;
  sharedBrandId = (await t.app.context.brands.createWithMember({ name: 'Shared', userId: bm.id })).id;
  await t.app.context.database.db.insert(brandMembers).values({ brandId: sharedBrandId, userId: bo.id, role: 'manager' });
});
after(async () => {
  await t?.close();
});

describe('accounts/delete: refusals', () => {
  it('answers 401 without a token', async () => {
    assert.equal((await deleteAccount(undefined, { confirmation, password })).statusCode, 401);
  });

  it('tells the dialog to ask for the password of a password account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/delete/requirements/', headers: bearer(ana.token) });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { confirmation_text: 'DELETE MY ACCOUNT', requires_password: true });
  });

  const cases: Array<[string, object, string, string]> = [
    ['empty confirmation', { confirmation: '', password }, 'confirmation', accountMessages.confirmationRequired],
    ['lower-case confirmation', { confirmation: 'delete my account', password }, 'confirmation', accountMessages.confirmationMismatch],
    ['confirmation with a trailing space', { confirmation: 'DELETE MY ACCOUNT ', password }, 'confirmation', accountMessages.confirmationMismatch],
    ['no password', { confirmation }, 'password', 'Password is required'],
    ['reason of 501 characters', { confirmation, password, reason: 'r'.repeat(501) }, 'reason', accountMessages.reasonTooLong],
  ];
  for (const [name, payload, field, message] of cases) {
    it(`${name}: 400 ${field} '${message}'`, async () => {
      const response = await deleteAccount(ana.token, payload);
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json() as { code: string; errors: Record<string, string[]> };
      assert.equal(body.code, 'validation_error');
      assert.deepEqual(body.errors, { [field]: [message] });
    });
  }

  it('a wrong password: 400 on the password field, nothing deleted', async () => {
    const response = await deleteAccount(ana.token, { confirmation, password: 'Wrong!2345' });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(errorBody(response), {
      detail: accountMessages.wrongPassword,
      code: 'validation_error',
      errors: { password: [accountMessages.wrongPassword] },
    });
    const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(ana.token) });
    assert.equal(whoami.statusCode, 200);
  });
});

describe('accounts/delete: an influencer deletes their account', () => {
  it('answers 204 and removes the data, the identity and the sessions; stores the reason without the user', async () => {
    const { db } = t.app.context.database;
    const response = await deleteAccount(ana.token, { confirmation, password, reason: '  Too many e-mails  ' });
    assert.equal(response.statusCode, 204, response.body);

    assert.equal((await db.select().from(users).where(eq(users.id, ana.id))).length, 0);
    assert.equal((await db.select().from(influencers).where(eq(influencers.userId, ana.id))).length, 0);
    assert.equal((await db.select().from(userSettings).where(eq(userSettings.userId, ana.id))).length, 0);
    assert.equal((await db.select().from(notifications).where(eq(notifications.userId, ana.id))).length, 0);
    assert.equal((await db.select().from(authUsers).where(eq(authUsers.id, ana.subject))).length, 0);
    assert.equal((await db.select().from(authSessions).where(eq(authSessions.userId, ana.subject))).length, 0);
    assert.equal((await db.select().from(authAccounts).where(eq(authAccounts.userId, ana.subject))).length, 0);
    assert.equal((await db.select().from(deletedIdentities).where(eq(deletedIdentities.subject, ana.subject))).length, 1);

    const feedback = await db.select().from(accountDeletionFeedback);
    assert.deepEqual(feedback.map((row) => [row.reason, row.persona]), [['Too many e-mails', 'influencer']]);
    assert.equal('userId' in (feedback[0] as object), false);
  });

  it('the old token no longer works anywhere, and repeating the deletion answers 401', async () => {
    const whoami = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(ana.token) });
    assert.equal(whoami.statusCode, 401);
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/settings/', headers: bearer(ana.token) });
    assert.equal(settings.statusCode, 401);
    assert.equal((await deleteAccount(ana.token, { confirmation, password })).statusCode, 401);
    assert.equal((await t.app.context.database.db.select().from(users).where(eq(users.id, ana.id))).length, 0);
  });

  it('the e-mail and password no longer sign in', async () => {
    const response = await postAuth(t.app, '/sign-in/email', { email: ana.email, password });
    assert.equal(response.statusCode, 401, response.body);
  });

  it("another user's data is untouched", async () => {
    const { db } = t.app.context.database;
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(bea.token) })).statusCode, 200);
    assert.equal((await db.select().from(influencers).where(eq(influencers.userId, bea.id))).length, 1);
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, bea.id));
    assert.equal(row?.settings.profile?.display_name, 'kept');
  });
});

describe('accounts/delete: a brand member', () => {
  it('deletes the brand they alone belong to and only their membership of a shared one', async () => {
    const { db } = t.app.context.database;
    const removeFiles = mock.method(t.app.context.services.assets, 'deleteAllForOwner');
    const response = await deleteAccount(bo.token, { confirmation, password });
    assert.equal(response.statusCode, 204, response.body);
    // The stored files go first, through the assets service.
    assert.deepEqual(removeFiles.mock.calls.map((call) => call.arguments), [[bo.id]]);
    removeFiles.mock.restore();
    assert.equal((await db.select().from(brands).where(eq(brands.id, soloBrandId))).length, 0);
    assert.equal((await db.select().from(brands).where(eq(brands.id, sharedBrandId))).length, 1);
    const members = await db.select().from(brandMembers).where(eq(brandMembers.brandId, sharedBrandId));
    assert.deepEqual(members.map((member) => member.userId), [bm.id]);
    assert.equal((await db.select().from(accountDeletionFeedback)).length, 1, 'no reason given, no feedback row');
  });
});

describe('accounts/delete: an account without a password (Google)', () => {
  it('confirms with its e-mail address instead', async () => {
    const { db } = t.app.context.database;
    const gil = await signUp('gil@deletion.test', 'influencer');
    // What a Google-only account looks like: no credential account.
    await db.update(authAccounts).set({ providerId: 'google' }).where(eq(authAccounts.userId, gil.subject));
    const requirements = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/delete/requirements/', headers: bearer(gil.token) });
    assert.equal((requirements.json() as { requires_password: boolean }).requires_password, false);

    const missing = await deleteAccount(gil.token, { confirmation });
    assert.deepEqual((missing.json() as { errors: object }).errors, { email: [accountMessages.emailRequired] });
    const wrong = await deleteAccount(gil.token, { confirmation, email: 'other@deletion.test' });
    assert.deepEqual((wrong.json() as { errors: object }).errors, { email: [accountMessages.emailMismatch] });
    const ok = await deleteAccount(gil.token, { confirmation, email: ' GIL@deletion.test ' });
    assert.equal(ok.statusCode, 204, ok.body);
    assert.equal((await db.select().from(users).where(eq(users.id, gil.id))).length, 0);
  });
});
