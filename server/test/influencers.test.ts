import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { influencerMessages as m } from '../../src/domain/influencers/influencer-profile.texts';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<'ana' | 'ben' | 'brand', string> = {} as never;

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const profile = {
  display_name: 'ana.travels',
  first_name: 'Ana',
  last_name: 'Rao',
  bio: 'Travel and food stories from India.',
  categories: ['Travel, Tourism & Aviation', 'Restaurants, Food & Grocery'],
  languages: ['Hindi', 'English'],
  city: 'Pune',
  country: 'India',
  date_of_birth: '1998-04-02',
};
const youtube = { platform: 'youtube', handle: '@anatravels', profile_url: 'https://www.youtube.com/@anatravels', followers: 12000, average_engagement: 4.5 };

before(async () => {
  t = await createTestApp();
  const signUp = (email: string, persona: 'brand' | 'influencer') =>
    signUpAndGetToken(t.app, { email, password: 'Secret!234', name: 'Test User', persona });
  tokens.ana = await signUp('ana@example.test', 'influencer');
  tokens.ben = await signUp('ben@example.test', 'influencer');
  tokens.brand = await signUp('bo@example.test', 'brand');
});
after(() => t.close());

const whoami = async (token: string) => (await api('GET', 'accounts/whoami/', token)).json();

describe('influencer profile setup', () => {
  it('answers an empty state before the first step: 200 with null, not a 404', async () => {
    const response = await api('GET', 'influencers/profile/', tokens.ana);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json(), null);
  });

  it('saves each step as a draft, checking only the fields sent', async () => {
    assert.equal((await whoami(tokens.ana)).name, 'Test User', 'the sign-up name until setup saves a name');
    const first = await api('POST', 'influencers/profile/', tokens.ana, { display_name: 'ana.travels', first_name: 'Ana', last_name: 'Rao', bio: profile.bio });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().is_profile_completed, false);
    // The name setup saved is the account's name from now on (whoami: sidebar, top bar, user menu).
    assert.equal((await whoami(tokens.ana)).name, 'Ana Rao');
    const again = await api('POST', 'influencers/profile/', tokens.ana, { categories: profile.categories, languages: profile.languages });
    assert.deepEqual(again.json().categories, profile.categories);
    assert.equal(again.json().display_name, 'ana.travels');
    assert.equal(again.json().id, first.json().id);
  });

  it('refuses to complete while anything is missing, naming it', async () => {
    const response = await api('POST', 'influencers/profile-setup/', tokens.ana, {});
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().detail, 'Please complete all profile information.');
    assert.deepEqual(Object.keys(response.json().errors).sort(), ['city', 'country', 'date_of_birth', 'payout', 'social_accounts']);
    assert.deepEqual(response.json().errors.social_accounts, ['Add at least one social media account']);
    assert.equal((await whoami(tokens.ana)).is_profile_completed, false);
  });

  it('completes once every field, a social account and payout details are there; whoami follows; repeating is harmless', async () => {
    assert.equal((await api('POST', 'influencers/me/social-accounts/', tokens.ana, youtube)).statusCode, 201);
    assert.equal((await api('POST', 'influencers/payment/update_upi/', tokens.ana, { upi_id: 'ana@okhdfc' })).statusCode, 200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const done = await api('POST', 'influencers/profile-setup/', tokens.ana, { city: 'Pune', country: 'India', date_of_birth: '1998-04-02' });
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(done.json().is_profile_completed, true);
    }
    const me = await whoami(tokens.ana);
    assert.equal(me.is_profile_completed, true);
    assert.ok(me.influencer_id);
  });
});

describe('influencer profile rules on the server (exact messages)', () => {
  const cases: Array<[string, unknown, string]> = [
    ['display_name', 'ab', m.displayNameLength],
    ['display_name', 'ana rao', m.displayNamePattern],
    ['first_name', 'A1', m.namePattern],
    ['bio', 'short', m.bioLength],
    ['categories', [], 'Select at least one content category'],
    ['categories', ['Gaming', 'Music', 'Pets', 'Sports', 'Wedding', 'Toys, Children & Baby'], 'You can select up to 5 categories'],
    ['languages', ['Klingon'], m.languageUnknown],
    ['city', 'P', m.cityLength],
    ['date_of_birth', new Date(Date.now() - 5 * 365 * 864e5).toISOString().slice(0, 10), m.tooYoung],
    ['profile_picture', 'javascript:alert(1)', 'Please enter a valid URL.'],
  ];
  for (const [field, value, message] of cases) {
    it(`${field} ${JSON.stringify(value).slice(0, 40)} → ${message}`, async () => {
      const response = await api('POST', 'influencers/profile/', tokens.ben, { [field]: value });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().errors[field], [message]);
    });
  }

  const socialCases: Array<[object, string, string]> = [
    [{ handle: 'anatravels' }, 'handle', m.handlePrefix],
    [{ profile_url: 'https://vimeo.com/ana' }, 'profile_url', m.youtubeUrl],
    [{ platform: 'instagram' }, 'profile_url', m.instagramUrl],
    [{ platform: 'tiktok' }, 'platform', m.platformInvalid],
    [{ followers: -5 }, 'followers', m.followersInvalid],
    [{ average_engagement: 150 }, 'average_engagement', m.engagementInvalid],
  ];
  for (const [change, field, message] of socialCases) {
    it(`social account ${JSON.stringify(change)} → ${message}`, async () => {
      const response = await api('POST', 'influencers/me/social-accounts/', tokens.ben, { ...youtube, ...change });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json().errors[field], [message]);
    });
  }

  it('refuses a second link of the same account with 409', async () => {
    const again = await api('POST', 'influencers/me/social-accounts/', tokens.ana, { ...youtube, handle: '@ANATRAVELS' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().detail, m.duplicateAccount);
  });

  it("refuses someone else's upload as a profile picture", async () => {
    const response = await api('POST', 'influencers/profile/', tokens.ben, { profile_picture: '/api/v1/assets/0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1/download/' });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors.profile_picture);
  });
});

describe('one name and one display name (docs/profiles-and-names.md)', () => {
  it('a name changed in My Profile is the name whoami answers', async () => {
    const id = (await api('GET', 'influencers/profile/', tokens.ana)).json().id;
    const changed = await api('PATCH', `influencers/profile/${id}/`, tokens.ana, { first_name: 'Anaya', last_name: 'Rao' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await whoami(tokens.ana)).name, 'Anaya Rao');
    await api('PATCH', `influencers/profile/${id}/`, tokens.ana, { first_name: 'Ana' });
    assert.equal((await whoami(tokens.ana)).name, 'Ana Rao');
  });

  it("settings show the profile's display name when none was saved in settings", async () => {
    const settings = await api('GET', 'accounts/settings/', tokens.ana);
    assert.equal(settings.statusCode, 200, settings.body);
    assert.equal(settings.json().settings.profile.display_name, 'ana.travels');
  });

  it('a display name saved in settings is the profile display name too; an emptied one keeps the profile name', async () => {
    const document = (await api('GET', 'accounts/settings/', tokens.ana)).json().settings;
    const saved = await api('PUT', 'accounts/settings/', tokens.ana, { settings: { ...document, profile: { ...document.profile, display_name: 'ana.rao' } } });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().settings.profile.display_name, 'ana.rao');
    assert.equal((await api('GET', 'influencers/profile/', tokens.ana)).json().display_name, 'ana.rao');
    const emptied = await api('PUT', 'accounts/settings/', tokens.ana, { settings: { ...document, profile: { ...document.profile, display_name: '' } } });
    assert.equal(emptied.statusCode, 200, emptied.body);
    assert.equal(emptied.json().settings.profile.display_name, 'ana.rao');
    const back = await api('PUT', 'accounts/settings/', tokens.ana, { settings: { ...document, profile: { ...document.profile, display_name: 'ana.travels' } } });
    assert.equal(back.json().settings.profile.display_name, 'ana.travels');
  });
});

describe('who may see and change a profile', () => {
  let anaId: string;
  before(async () => {
    anaId = (await api('GET', 'influencers/profile/', tokens.ana)).json().id;
  });

  it('shows others only the public part of a completed profile', async () => {
    for (const token of [tokens.ben, tokens.brand]) {
      const response = await api('GET', `influencers/profile/${anaId}/`, token);
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.display_name, 'ana.travels');
      for (const hidden of ['date_of_birth', 'first_name', 'last_name', 'content_preferences']) assert.equal(body[hidden], undefined, hidden);
      assert.ok(!response.body.includes('1998-04-02'));
    }
  });

  it("answers 404 for an incomplete profile that isn't yours", async () => {
    const benId = (await api('POST', 'influencers/profile/', tokens.ben, { display_name: 'ben.draft' })).json().id;
    assert.equal((await api('GET', `influencers/profile/${benId}/`, tokens.ana)).statusCode, 404);
  });

  it('lets only the owner change or delete it (404 for others)', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await api(method, `influencers/profile/${anaId}/`, tokens.ben, method === 'DELETE' ? undefined : profile);
      assert.equal(response.statusCode, 404, method);
    }
    const patched = await api('PATCH', `influencers/profile/${anaId}/`, tokens.ana, { city: 'Mumbai' });
    assert.equal(patched.statusCode, 200);
    assert.equal(patched.json().city, 'Mumbai');
    const incompletePut = await api('PUT', `influencers/profile/${anaId}/`, tokens.ana, { city: 'Mumbai' });
    assert.equal(incompletePut.statusCode, 400, 'PUT checks every field');
  });

  it("keeps social accounts private to their owner: another's id is 404; the last one of a complete profile stays", async () => {
    const accounts = (await api('GET', 'influencers/me/social-accounts/', tokens.ana)).json();
    assert.equal(accounts.length, 1);
    assert.equal((await api('DELETE', `influencers/me/social-accounts/${accounts[0].id}/`, tokens.ben)).statusCode, 404);
    const last = await api('DELETE', `influencers/me/social-accounts/${accounts[0].id}/`, tokens.ana);
    assert.equal(last.statusCode, 400);
    assert.deepEqual(last.json().errors.social_accounts, ['Add at least one social media account']);
    const insta = await api('POST', 'influencers/me/social-accounts/', tokens.ana, { platform: 'instagram', handle: '@ana.rao', profile_url: 'https://instagram.com/ana.rao' });
    assert.equal(insta.statusCode, 201);
    assert.equal((await api('DELETE', `influencers/me/social-accounts/${accounts[0].id}/`, tokens.ana)).statusCode, 204);
  });

  it('answers 403 to brands on the influencer-only routes', async () => {
    for (const [method, url, body] of [
      ['GET', 'influencers/profile/', undefined], ['POST', 'influencers/profile/', profile], ['POST', 'influencers/profile-setup/', {}],
      ['GET', 'influencers/me/social-accounts/', undefined], ['POST', 'influencers/me/social-accounts/', youtube],
    ] as const) {
      assert.equal((await api(method, url, tokens.brand, body)).statusCode, 403, `${method} ${url}`);
    }
  });
});
