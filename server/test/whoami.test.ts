import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { allTeamPermissions, rolePermissions } from '../../src/domain/brands/team-permissions';
import { brandMembers, brands } from '../src/db/schema/brands.schema';
import { influencers } from '../src/db/schema/influencers.schema';
import { demoAccounts, demoPassword, runDemoSeed } from '../src/db/seed/seed';
import { bearer, signInAndGetToken, signUpAndGetToken, signWithBuiltinKey } from './helpers/auth.helpers';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
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
      // No flags of their own: the admin role's defaults, every flag.
      brand_permissions: [...allTeamPermissions],
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
    assert.deepEqual(body.brand_permissions, [...rolePermissions.viewer]);
  });

  it("brand_permissions are the member's own flags when they have them (team PATCH), in the current brand only", async () => {
    const call = apiCall(t);
    const owner = await brandOwner(t, 'flags-owner@example.test', 'Flags Co');
    const viewerToken = await teamMember(t, 'flags-viewer@example.test', owner.brandId, 'viewer');
    const managerToken = await teamMember(t, 'flags-manager@example.test', owner.brandId, 'manager');
    const viewer = await whoami(viewerToken);
    const manager = await whoami(managerToken);
    assert.deepEqual(manager.brand_permissions, [...rolePermissions.manager]);
    const setFlags = async (userId: string, permissions: string[]) => {
      const response = await call('PATCH', `brands/${owner.brandId}/team/members/${userId}/`, owner.token, { permissions });
      assert.equal(response.statusCode, 200, response.body);
    };

    // A viewer granted influencers.message: the role's view flags and the new one, in SPEC order.
    await setFlags(viewer.id, [...rolePermissions.viewer, 'influencers.message']);
    const granted = await whoami(viewerToken);
    assert.equal(granted.brand_role, 'viewer');
    assert.deepEqual(granted.brand_permissions, ['campaigns.view', 'influencers.message', 'influencers.view', 'payments.view', 'analytics.view']);

    // A manager with a custom list lacking campaigns.create: the list, nothing of the role's defaults added back.
    await setFlags(manager.id, ['campaigns.view', 'campaigns.edit', 'influencers.view', 'influencers.invite']);
    const limited = await whoami(managerToken);
    assert.equal(limited.brand_role, 'manager');
    assert.deepEqual(limited.brand_permissions, ['campaigns.edit', 'campaigns.view', 'influencers.invite', 'influencers.view']);
    assert.ok(!limited.brand_permissions.includes('campaigns.create'));
    // The server refuses what the flags leave out, as whoami says.
    const refused = await call('POST', 'campaigns/', managerToken, { brand_id: owner.brandId, name: 'Not allowed' });
    assert.equal(refused.statusCode, 403, refused.body);

    // The flags are the current brand's: in a brand where the manager has no flags of their own, the role's defaults.
    const second = await brandOwner(t, 'flags-owner-2@example.test', 'Second Flags Co');
    await t.app.context.database.db.insert(brandMembers).values({ brandId: second.brandId, userId: manager.id, role: 'viewer' });
    const switched = await call('PUT', 'accounts/current-brand/', managerToken, { brand_id: second.brandId });
    assert.equal(switched.statusCode, 200, switched.body);
    assert.deepEqual([switched.json().brand_role, switched.json().brand_permissions], ['viewer', [...rolePermissions.viewer]]);
    const back = await call('PUT', 'accounts/current-brand/', managerToken, { brand_id: owner.brandId });
    assert.deepEqual(back.json().brand_permissions, limited.brand_permissions);
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
    assert.equal(body.brand_permissions, null);
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
