import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { defaultUserSettings } from '../../src/domain/settings/user-settings';
import { settingsToApi } from '../../src/domain/settings/user-settings.mapper';
import { settingsMessages } from '../../src/domain/settings/settings.texts';
import { userSettings } from '../src/db/schema/user-settings.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

const password = 'Secret!234';
let t: TestApp;
let ana: string;
let ben: string;

type Doc = ReturnType<typeof settingsToApi>;
const defaults = () => settingsToApi(defaultUserSettings);

const get = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/accounts/settings/', headers: token ? bearer(token) : {} });
const put = (token: string | undefined, settings: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/accounts/settings/', headers: token ? bearer(token) : {}, payload: { settings } as object });

before(async () => {
  t = await createTestApp();
  ana = await signUpAndGetToken(t.app, { email: 'ana@settings.test', password, name: 'Ana Test', persona: 'influencer' });
  ben = await signUpAndGetToken(t.app, { email: 'ben@settings.test', password, name: 'Ben Test', persona: 'brand' });
});
after(async () => {
  await t?.close();
});

describe('accounts/settings: reading', () => {
  it('answers 401 without a token', async () => {
    assert.equal((await get()).statusCode, 401);
    assert.equal((await put(undefined, defaults())).statusCode, 401);
  });

  it('a user who never saved gets the SPEC §3 defaults and no save time', async () => {
    const response = await get(ana);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as { settings: Doc; updated_at: string | null };
    assert.deepEqual(body.settings, defaults());
    assert.equal(body.settings.profile.language, 'en');
    assert.equal(body.settings.profile.timezone, 'UTC');
    assert.equal(body.settings.privacy.profile_visibility, 'public');
    assert.equal(body.settings.ui.default_campaign_view, 'grid');
    assert.equal(body.updated_at, null);
  });
});

describe('accounts/settings: saving', () => {
  it('PUT stores the whole document, returns it with the save time, and GET reads it back', async () => {
    const settings = defaults();
    settings.profile.display_name = 'ana.k';
    settings.profile.timezone = 'Asia/Kolkata';
    settings.profile.phone_number = '+91 98765 43210';
    settings.notifications.sms = true;
    settings.privacy.profile_visibility = 'connections_only';
    settings.ui.compact_mode = true;
    const response = await put(ana, settings);
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json() as { settings: Doc; updated_at: string };
    assert.deepEqual(saved.settings, settings);
    assert.ok(Date.parse(saved.updated_at) > Date.now() - 60_000);

    const again = (await get(ana)).json() as { settings: Doc; updated_at: string };
    assert.deepEqual(again, saved);
  });

  it('is idempotent: the same PUT twice leaves one row', async () => {
    const settings = defaults();
    settings.ui.dashboard_layout = 'compact';
    assert.equal((await put(ana, settings)).statusCode, 200);
    assert.equal((await put(ana, settings)).statusCode, 200);
    const rows = await t.app.context.database.db.select().from(userSettings);
    const anaId = ((await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(ana) })).json() as { id: string }).id;
    assert.equal(rows.filter((row) => row.userId === anaId).length, 1);
  });

  it("one user's settings never show for another (brands may store settings too)", async () => {
    const before = (await get(ben)).json() as { settings: Doc };
    assert.deepEqual(before.settings, defaults());
    const settings = defaults();
    settings.notifications.weekly_digest = true;
    assert.equal((await put(ben, settings)).statusCode, 200);
    const anaNow = (await get(ana)).json() as { settings: Doc };
    assert.equal(anaNow.settings.notifications.weekly_digest, false);
  });

  it('trims the profile texts it stores', async () => {
    const settings = defaults();
    settings.profile.location = '  Pune  ';
    const saved = (await put(ana, settings)).json() as { settings: Doc };
    assert.equal(saved.settings.profile.location, 'Pune');
  });
});

describe('accounts/settings: every rule answers 400 with its message', () => {
  const cases: Array<[string, (doc: Doc) => void, string, string]> = [
    ['display name too short', (d) => (d.profile.display_name = 'ab'), 'profile.display_name', settingsMessages.displayNameLength],
    ['display name too long', (d) => (d.profile.display_name = 'a'.repeat(31)), 'profile.display_name', settingsMessages.displayNameLength],
    ['display name with a space', (d) => (d.profile.display_name = 'has space'), 'profile.display_name', settingsMessages.displayNamePattern],
    ['bio too short', (d) => (d.profile.bio = 'short'), 'profile.bio', 'Bio must be between 10 and 500 characters'],
    ['bio too long', (d) => (d.profile.bio = 'b'.repeat(501)), 'profile.bio', 'Bio must be between 10 and 500 characters'],
    ['location too long', (d) => (d.profile.location = 'l'.repeat(101)), 'profile.location', settingsMessages.locationTooLong],
    ['website without scheme', (d) => (d.profile.website = 'example.com'), 'profile.website', 'Please enter a valid URL.'],
    ['phone not international', (d) => (d.profile.phone_number = '12-34'), 'profile.phone_number', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
    // The one phone rule of every phone field: a number without its country code is refused.
    ['phone without country code', (d) => (d.profile.phone_number = '98765 43210'), 'profile.phone_number', 'Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
    ['unknown language', (d) => (d.profile.language = 'xx'), 'profile.language', settingsMessages.languageInvalid],
    ['unknown time zone', (d) => (d.profile.timezone = 'Mars/Olympus'), 'profile.timezone', settingsMessages.timezoneInvalid],
  ];
  for (const [name, change, field, message] of cases) {
    it(`${name}: ${field} -> '${message}'`, async () => {
      const settings = defaults();
      change(settings);
      const response = await put(ana, settings);
      assert.equal(response.statusCode, 400, response.body);
      const body = response.json() as { code: string; errors: Record<string, string[]> };
      assert.equal(body.code, 'validation_error');
      assert.deepEqual(body.errors, { [field]: [message] });
    });
  }

  it('privacy visibility outside public / brands_only / connections_only / private is refused', async () => {
    const settings = defaults() as unknown as { privacy: Record<string, unknown> };
    settings.privacy.profile_visibility = 'everyone';
    const response = await put(ana, settings);
    assert.equal(response.statusCode, 400);
    assert.ok((response.json() as { errors: Record<string, string[]> }).errors['settings.privacy.profile_visibility']);
  });

  it('a missing group, a missing field, a wrong type or an unknown field is refused', async () => {
    const { ui: _ui, ...withoutUi } = defaults();
    assert.equal((await put(ana, withoutUi)).statusCode, 400);
    const missingField = defaults() as unknown as { notifications: Record<string, unknown> };
    delete missingField.notifications.sms;
    assert.equal((await put(ana, missingField)).statusCode, 400);
    const unknown = defaults() as unknown as { ui: Record<string, unknown> };
    unknown.ui.theme = 'dark';
    // Unknown fields are refused naming them (docs/security.md), never silently dropped.
    const refused = await put(ana, unknown);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.ok(Object.keys((refused.json() as { errors: Record<string, string[]> }).errors).some((field) => field.includes('theme')), refused.body);
    const wrongType = defaults() as unknown as { notifications: Record<string, unknown> };
    wrongType.notifications.email = 'yes';
    assert.equal((await put(ana, wrongType)).statusCode, 400);
  });

  it('a refused PUT changes nothing', async () => {
    const before = (await get(ana)).json();
    const settings = defaults();
    settings.profile.display_name = 'x';
    await put(ana, settings);
    assert.deepEqual((await get(ana)).json(), before);
  });
});

describe('accounts/settings: storage', () => {
  it('a stored document missing newer fields still reads whole, with defaults filled in', async () => {
    const anaId = ((await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(ana) })).json() as { id: string }).id;
    await t.app.context.database.db
      .update(userSettings)
      .set({ settings: { ui: { compact_mode: true } } })
      .where(eq(userSettings.userId, anaId));
    const body = (await get(ana)).json() as { settings: Doc };
    assert.equal(body.settings.ui.compact_mode, true);
    assert.deepEqual(body.settings.profile, defaults().profile);
  });
});
