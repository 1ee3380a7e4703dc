import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { brands } from '../src/db/schema/brands.schema';
import { influencers } from '../src/db/schema/influencers.schema';
import { demoAccounts, demoPassword, runDemoSeed } from '../src/db/seed/seed';
import { bearer, signInAndGetToken, signUpAndGetToken, signWithBuiltinKey } from './helpers/auth.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';
import { errorBody } from './helpers/api-errors.helpers';

const url = '/api/v1/accounts/whoami/';
const password = 'Sup3r!secret';

describe('GET /api/v1/accounts/whoami/', () => {
  let t: TestApp;
  const whoami = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await createTestApp();
    await runDemoSeed(t.app.context);
  });
  after(async () => {
    await t.close();
  });

  it('401 not_authenticated without a token, with WWW-Authenticate: Bearer', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(errorBody(response), { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    assert.equal(response.headers['www-authenticate'], 'Bearer');
  });

  it('brand with a completed profile (demo brand)', async () => {
    const { token } = await signInAndGetToken(t.app, 'brand@demo.local', demoPassword);
    const body = await whoami(token);
    const [brand, second] = (await t.app.context.brands.listMemberships(body.id)).map((membership) => membership.brand);
    assert.ok(brand && second);
    assert.deepEqual(body, {
      id: body.id,
      email: 'brand@demo.local',
      name: demoAccounts[0]?.name,
      image_url: null,
      persona: 'brand',
      is_staff: false,
      is_profile_completed: true,
      is_brand: true,
      is_influencer: false,
      brand_id: brand.id,
      brand_role: 'admin',
      // Admin of a second demo brand too: the top bar offers the brand switcher (docs/team.md "Several brands").
      brands: [
        { id: brand.id, name: 'Acme Demo Co.', role: 'admin' },
        { id: second.id, name: 'Bloom Street Studio', role: 'admin' },
      ],
      influencer_id: null,
    });
  });

  it("a team viewer (demo viewer): brand_role 'viewer', so the shell offers no Create Campaign", async () => {
    const { token } = await signInAndGetToken(t.app, 'viewer@demo.local', demoPassword);
    const body = await whoami(token);
    const owner = await whoami((await signInAndGetToken(t.app, 'brand@demo.local', demoPassword)).token);
    assert.deepEqual([body.is_brand, body.brand_id, body.brand_role], [true, owner.brand_id, 'viewer']);
  });

  it('influencer with a completed profile (demo influencer)', async () => {
    const { token } = await signInAndGetToken(t.app, 'influencer@demo.local', demoPassword);
    const body = await whoami(token);
    const influencer = await t.app.context.influencers.findByUserId(body.id);
    assert.ok(influencer);
    assert.equal(body.persona, 'influencer');
    assert.equal(body.is_influencer, true);
    assert.equal(body.is_brand, false);
    assert.equal(body.is_profile_completed, true);
    assert.equal(body.influencer_id, influencer.id);
    assert.equal(body.brand_id, null);
    assert.equal(body.brand_role, null);
    // The name its profile holds, not the sign-up name (one name everywhere: docs/profiles-and-names.md).
    assert.equal(body.name, `${influencer.firstName} ${influencer.lastName}`);
  });

  it('influencer who has not set up yet (demo newbie)', async () => {
    const { token } = await signInAndGetToken(t.app, 'newbie@demo.local', demoPassword);
    const body = await whoami(token);
    assert.equal(body.is_influencer, true);
    assert.equal(body.is_profile_completed, false);
    assert.equal(body.influencer_id, null);
    assert.equal(body.brand_id, null);
  });

  it('a fresh influencer sign-up: incomplete; an influencer row without completion stays incomplete', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'fresh@example.test', password, name: 'Fresh Face', persona: 'influencer' });
    const first = await whoami(token);
    assert.equal(first.is_profile_completed, false);
    assert.equal(first.email, 'fresh@example.test');
    assert.equal(first.name, 'Fresh Face');
    const row = await t.app.context.influencers.createForUser({ userId: first.id, displayName: 'fresh.face' });
    const second = await whoami(token);
    assert.equal(second.influencer_id, row.id);
    assert.equal(second.is_profile_completed, false);
  });

  it('a brand sign-up: incomplete until a brand with a completed profile exists', async () => {
    const token = await signUpAndGetToken(t.app, { email: 'newbrand@example.test', password, name: 'New Brand', persona: 'brand' });
    const before = await whoami(token);
    assert.deepEqual([before.is_brand, before.is_profile_completed, before.brand_id], [true, false, null]);
    const draft = await t.app.context.brands.createWithMember({ name: 'Draft Co', userId: before.id });
    const middle = await whoami(token);
    assert.deepEqual([middle.is_profile_completed, middle.brand_id], [false, draft.id]);
    await t.app.context.brands.createWithMember({ name: 'Done Co', userId: before.id, profileCompletedAt: new Date() });
    const after = await whoami(token);
    assert.equal(after.is_profile_completed, true);
    assert.equal(after.brand_id, draft.id, 'brand_id is the first brand joined');
  });

  it('image_url is the uploaded profile picture, or the logo of the first brand, so the top bar shows it', async () => {
    const influencerToken = await signUpAndGetToken(t.app, { email: 'pictured@example.test', password, name: 'Pic Tured', persona: 'influencer' });
    const influencerUser = await whoami(influencerToken);
    assert.equal(influencerUser.image_url, null);
    const profile = await t.app.context.influencers.createForUser({ userId: influencerUser.id, displayName: 'pic.tured' });
    await t.app.context.database.db.update(influencers).set({ profilePicture: '/api/v1/assets/7d0b5a56-3f7c-4a3e-9d55-1c1f3a1d2b11/download/' })
      .where(eq(influencers.id, profile.id));
    assert.equal((await whoami(influencerToken)).image_url, '/api/v1/assets/7d0b5a56-3f7c-4a3e-9d55-1c1f3a1d2b11/download/');

    const brandToken = await signUpAndGetToken(t.app, { email: 'logoed@example.test', password, name: 'Logo Ed', persona: 'brand' });
    const brandUser = await whoami(brandToken);
    const brand = await t.app.context.brands.createWithMember({ name: 'Logo Co', userId: brandUser.id });
    assert.equal((await whoami(brandToken)).image_url, null);
    await t.app.context.database.db.update(brands).set({ logoUrl: 'https://cdn.example.com/logo-co.png' }).where(eq(brands.id, brand.id));
    assert.equal((await whoami(brandToken)).image_url, 'https://cdn.example.com/logo-co.png');
  });

  it('a user whose token carries no persona is neither brand nor influencer, profile incomplete', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithBuiltinKey(t.app, {
      sub: 'user-without-persona',
      iss: testPublicUrl,
      aud: testPublicUrl,
      iat: now,
      exp: now + 300,
      email: 'nopersona@example.test',
      name: 'No Persona',
    });
    const body = await whoami(token);
    assert.deepEqual(
      { persona: body.persona, is_brand: body.is_brand, is_influencer: body.is_influencer, is_profile_completed: body.is_profile_completed, brand_id: body.brand_id, influencer_id: body.influencer_id },
      { persona: null, is_brand: false, is_influencer: false, is_profile_completed: false, brand_id: null, influencer_id: null },
    );
  });

  it('repeated calls return the same user (keyed by issuer and subject)', async () => {
    const { token } = await signInAndGetToken(t.app, 'brand@demo.local', demoPassword);
    const [a, b] = [await whoami(token), await whoami(token)];
    assert.equal(a.id, b.id);
  });
});
