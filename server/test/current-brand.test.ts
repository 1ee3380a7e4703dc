import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brandSwitcherTexts } from '../../src/domain/brands/brand-switcher.texts';
import { brandProfileToApi } from '../../src/domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../src/domain/brands/brand-profile.fixtures';
import { brandMembers } from '../src/db/schema/brands.schema';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The brand switcher (docs/team.md "Several brands"): whoami lists every brand of a member of several, PUT
 * accounts/current-brand/ makes one current for every device, brand setup then edits that brand, and a brand the
 * user is not a member of is 404.
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let acme: Awaited<ReturnType<typeof brandOwner>>;
let bloom: Awaited<ReturnType<typeof brandOwner>>;
let memberToken: string;

interface Whoami { brand_id: string | null; brand_role: string | null; brands: Array<{ id: string; name: string; role: string }> }
const whoami = async (token: string) => {
  const response = await call('GET', 'accounts/whoami/', token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as Whoami;
};
const switchTo = (token: string, brandId: unknown) => call('PUT', 'accounts/current-brand/', token, { brand_id: brandId });

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  acme = await brandOwner(t, 'switch-acme@example.test', 'Acme Switch Co.');
  bloom = await brandOwner(t, 'switch-bloom@example.test', 'Bloom Street Studio');
  // A manager of Acme first, then a viewer of Bloom: two brands, the first joined is current.
  memberToken = await teamMember(t, 'switch-member@example.test', acme.brandId, 'manager');
  const me = (await call('GET', 'accounts/whoami/', memberToken)).json() as { id: string };
  await t.app.context.database.db.insert(brandMembers).values({ brandId: bloom.brandId, userId: me.id, role: 'viewer' });
});
after(async () => t.close());

describe('brand switcher', () => {
  it('whoami lists every brand with its role; the first joined is current until another is chosen', async () => {
    const me = await whoami(memberToken);
    assert.deepEqual(me.brands, [
      { id: acme.brandId, name: 'Acme Switch Co.', role: 'manager' },
      { id: bloom.brandId, name: 'Bloom Street Studio', role: 'viewer' },
    ]);
    assert.equal(me.brand_id, acme.brandId);
    assert.equal(me.brand_role, 'manager');
    assert.deepEqual((await whoami(acme.token)).brands, [{ id: acme.brandId, name: 'Acme Switch Co.', role: 'admin' }]);
  });

  it('PUT accounts/current-brand/ switches, answers the new whoami, and every later whoami (any device) agrees', async () => {
    const response = await switchTo(memberToken, bloom.brandId);
    assert.equal(response.statusCode, 200, response.body);
    const answered = response.json() as Whoami;
    assert.equal(answered.brand_id, bloom.brandId);
    assert.equal(answered.brand_role, 'viewer');
    assert.equal((await whoami(memberToken)).brand_id, bloom.brandId);
    // Switching again to the same brand is harmless (a retried PUT).
    assert.equal((await switchTo(memberToken, bloom.brandId)).statusCode, 200);
    assert.equal((await switchTo(memberToken, acme.brandId)).statusCode, 200);
    assert.equal((await whoami(memberToken)).brand_id, acme.brandId);
  });

  it('brand setup edits the current brand, not the first one (and refuses a viewer there)', async () => {
    const profile = brandProfileToApi(sampleBrandProfile);
    await switchTo(memberToken, bloom.brandId);
    const refused = await call('POST', 'brands/profile-setup/', memberToken, { ...profile, name: 'Renamed by a viewer' });
    assert.equal(refused.statusCode, 403, refused.body);
    await switchTo(memberToken, acme.brandId);
    const saved = await call('POST', 'brands/profile-setup/', memberToken, { ...profile, name: 'Acme Switch Co. Ltd' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((saved.json() as { id: string }).id, acme.brandId);
    const names = (await whoami(memberToken)).brands.map((brand) => brand.name);
    assert.deepEqual(names, ['Acme Switch Co. Ltd', 'Bloom Street Studio']);
  });

  it('a brand the user is not a member of is 404 with a clear message, and nothing changes', async () => {
    const response = await switchTo(acme.token, bloom.brandId);
    assert.equal(response.statusCode, 404, response.body);
    assert.equal((response.json() as { detail: string }).detail, brandSwitcherTexts.notAMember);
    assert.equal((await whoami(acme.token)).brand_id, acme.brandId);
    const unknown = await switchTo(acme.token, '00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
  });

  it('refuses a malformed body (400) and a missing token (401)', async () => {
    assert.equal((await switchTo(memberToken, 'not-a-uuid')).statusCode, 400);
    assert.equal((await call('PUT', 'accounts/current-brand/', memberToken, {})).statusCode, 400);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/v1/accounts/current-brand/', payload: { brand_id: acme.brandId } });
    assert.equal(anonymous.statusCode, 401);
  });

  it('after leaving the current brand, whoami falls back to the remaining one', async () => {
    await switchTo(memberToken, bloom.brandId);
    const left = await call('POST', `brands/${bloom.brandId}/team/leave/`, memberToken);
    assert.equal(left.statusCode, 204, left.body);
    const me = await whoami(memberToken);
    assert.equal(me.brand_id, acme.brandId);
    assert.deepEqual(me.brands.map((brand) => brand.id), [acme.brandId]);
  });
});
