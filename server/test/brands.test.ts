import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brandProfileToApi, brandPathToApi, type BrandProfileApi } from '../../src/domain/brands/brand-profile.mapper';
import { brandRuleCases, sampleBrandProfile, withField } from '../../src/domain/brands/brand-profile.fixtures';
import { brandMessages } from '../../src/domain/brands/brand-profile.texts';
import { brandMembers, brands } from '../src/db/schema/brands.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

const password = 'Secret!234';
let t: TestApp;
let brandA: string;
let brandB: string;
let influencer: string;

interface BrandBody extends BrandProfileApi {
  id: string;
  role: string;
  is_profile_completed: boolean;
  profile_completed_at: string | null;
}

const profile = (): BrandProfileApi => brandProfileToApi(sampleBrandProfile);
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/brands/${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const whoami = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) })).json() as {
    id: string;
    is_profile_completed: boolean;
    brand_id: string | null;
  };

before(async () => {
  t = await createTestApp();
  brandA = await signUpAndGetToken(t.app, { email: 'a@brands.test', password, name: 'Alma Brand', persona: 'brand' });
  brandB = await signUpAndGetToken(t.app, { email: 'b@brands.test', password, name: 'Bo Brand', persona: 'brand' });
  influencer = await signUpAndGetToken(t.app, { email: 'i@brands.test', password, name: 'Ina Fluence', persona: 'influencer' });
});
after(async () => {
  await t?.close();
});

describe('POST brands/profile-setup/', () => {
  it('needs a token', async () => {
    assert.equal((await call('POST', 'profile-setup/', undefined, profile())).statusCode, 401);
  });

  it('refuses influencers (403) and creates nothing', async () => {
    const response = await call('POST', 'profile-setup/', influencer, profile());
    assert.equal(response.statusCode, 403, response.body);
    assert.equal((response.json() as { code: string }).code, 'permission_denied');
    assert.equal((await t.app.context.database.db.select().from(brandMembers)).length, 0);
  });

  it('a new brand user is incomplete until setup; setup creates the brand with them as admin and completes whoami', async () => {
    assert.equal((await whoami(brandA)).is_profile_completed, false);
    const response = await call('POST', 'profile-setup/', brandA, profile());
    assert.equal(response.statusCode, 201, response.body);
    const brand = response.json() as BrandBody;
    assert.equal(brand.role, 'admin');
    assert.equal(brand.is_profile_completed, true);
    assert.equal(brand.name, 'Acme Demo Co.');
    assert.deepEqual({ ...brand.headquarters }, profile().headquarters);
    assert.deepEqual(brand.contact_details, profile().contact_details);
    const me = await whoami(brandA);
    assert.equal(me.is_profile_completed, true);
    assert.equal(me.brand_id, brand.id);
  });

  it('is idempotent: repeating it updates the same brand and keeps the completion time', async () => {
    const first = (await call('GET', '', brandA)).json() as { results: BrandBody[] };
    const again = await call('POST', 'profile-setup/', brandA, { ...profile(), description: 'A second, longer description of Acme.' });
    assert.equal(again.statusCode, 200, again.body);
    const body = again.json() as BrandBody;
    assert.equal(body.id, first.results[0]?.id);
    assert.equal(body.profile_completed_at, first.results[0]?.profile_completed_at);
    assert.equal(body.description, 'A second, longer description of Acme.');
    assert.equal((await call('GET', '', brandA)).json().count, 1);
  });

  it('completes a brand that already exists without a profile (e.g. created by an operator)', async () => {
    const me = await whoami(brandB);
    const row = await t.app.context.brands.createWithMember({ name: 'Bo Draft', userId: me.id, role: 'admin' });
    assert.equal((await whoami(brandB)).is_profile_completed, false);
    const response = await call('POST', 'profile-setup/', brandB, { ...profile(), name: 'Bo Foods' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as BrandBody).id, row.id);
    assert.equal((await whoami(brandB)).is_profile_completed, true);
  });

  it('trims what it stores', async () => {
    const response = await call('POST', 'profile-setup/', brandA, { ...profile(), name: '  Acme Demo Co.  ' });
    assert.equal((response.json() as BrandBody).name, 'Acme Demo Co.');
  });

  it('answers 400 with every field error at once, by API field path, and saves nothing', async () => {
    const body = { ...profile(), name: 'A', website: 'nope', headquarters: { ...profile().headquarters, zip_code: '1' } };
    const response = await call('POST', 'profile-setup/', brandA, body);
    assert.equal(response.statusCode, 400);
    const errors = (response.json() as { errors: Record<string, string[]> }).errors;
    assert.deepEqual(errors, {
      name: [brandMessages.companyNameLength],
      website: ['Please enter a valid URL.'],
      'headquarters.zip_code': [brandMessages.zipCodeLength],
    });
    assert.equal(((await call('GET', '', brandA)).json() as { results: BrandBody[] }).results[0]?.name, 'Acme Demo Co.');
  });

  it('refuses a body without the contact details (schema validation)', async () => {
    const { contact_details: _omit, ...rest } = profile();
    const response = await call('POST', 'profile-setup/', brandA, rest);
    assert.equal(response.statusCode, 400);
    assert.ok((response.json() as { errors: Record<string, string[]> }).errors.contact_details);
  });
});

describe('SPEC §5 company and contact rules on the server (same table as the SPA)', () => {
  // An upload path of nobody's asset passes the SPA's format rule; the server also checks the file is the caller's.
  // A year that is not a number cannot travel as founded_year (an integer); the schema refuses it (last test here).
  const serverCases = brandRuleCases.filter(([path, value]) => !(path === 'company.foundedYear' && /\D/.test(value))).map(([path, value, expected]): [string, string, string | null] =>
    path === 'company.logo' && value.startsWith('/api/v1/assets/') ? [path, value, brandMessages.logoNotFound] : [path, value, expected],
  );
  for (const [path, value, expected] of serverCases) {
    it(`${path} = ${JSON.stringify(value).slice(0, 40)} -> ${expected ?? 'accepted'}`, async () => {
      const response = await call('POST', 'profile-setup/', brandA, brandProfileToApi(withField(path, value)));
      if (expected === null) {
        assert.equal(response.statusCode, 200, response.body);
      } else {
        assert.equal(response.statusCode, 400, response.body);
        assert.deepEqual((response.json() as { errors: unknown }).errors, { [brandPathToApi(path)]: [expected] });
      }
    });
  }
});

describe('founded_year that is not a whole number', () => {
  it('answers 400 on founded_year', async () => {
    for (const value of ['19x9', 1999.5]) {
      const response = await call('POST', 'profile-setup/', brandA, { ...profile(), founded_year: value });
      assert.equal(response.statusCode, 400, response.body);
      assert.ok((response.json() as { errors: Record<string, string[]> }).errors.founded_year, response.body);
    }
  });
});

describe('logo', () => {
  async function uploadLogo(token: string): Promise<string> {
    const body = multipartBody([
      { name: 'file', value: pngImage(), fileName: 'logo.png', contentType: 'image/png' },
      { name: 'purpose', value: 'brand_logo' },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...body.headers, ...bearer(token) }, payload: body.payload });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { url: string }).url;
  }

  it("accepts the caller's own uploaded image and a remote https image", async () => {
    const url = await uploadLogo(brandA);
    const own = await call('POST', 'profile-setup/', brandA, { ...profile(), logo_url: url });
    assert.equal(own.statusCode, 200, own.body);
    assert.equal((own.json() as BrandBody).logo_url, url);
    const remote = await call('POST', 'profile-setup/', brandA, { ...profile(), logo_url: 'https://cdn.example.com/acme.png' });
    assert.equal(remote.statusCode, 200, remote.body);
  });

  it("refuses someone else's upload", async () => {
    const url = await uploadLogo(brandB);
    const response = await call('POST', 'profile-setup/', brandA, { ...profile(), logo_url: url });
    assert.equal(response.statusCode, 400);
    assert.deepEqual((response.json() as { errors: unknown }).errors, { logo_url: [brandMessages.logoNotFound] });
  });
});

describe('GET/POST brands/, GET/PATCH brands/{id}/', () => {
  let acme: BrandBody;

  before(async () => {
    acme = ((await call('GET', '', brandA)).json() as { results: BrandBody[] }).results[0] as BrandBody;
  });

  it('lists only the brands I belong to, DRF style, with my role', async () => {
    const page = (await call('GET', '', brandA)).json() as { count: number; next: null; previous: null; results: BrandBody[] };
    assert.equal(page.count, 1);
    assert.equal(page.next, null);
    assert.equal(page.results[0]?.role, 'admin');
    assert.equal(((await call('GET', '', influencer)).json() as { count: number }).count, 0);
  });

  it('POST brands/ creates another brand with me as admin; influencers get 403', async () => {
    const created = await call('POST', '', brandA, { ...profile(), name: 'Acme Audio' });
    assert.equal(created.statusCode, 201, created.body);
    const body = created.json() as BrandBody;
    assert.equal(body.role, 'admin');
    assert.equal(body.is_profile_completed, true);
    const page = (await call('GET', '?page_size=1', brandA)).json() as { count: number; next: string | null; results: BrandBody[] };
    assert.equal(page.count, 2);
    assert.equal(page.results[0]?.id, acme.id);
    assert.match(page.next ?? '', /page=2/);
    assert.equal((await call('POST', '', influencer, profile())).statusCode, 403);
    assert.equal((await call('POST', '', brandA, { ...profile(), name: '' })).statusCode, 400);
  });

  it('members read a brand; anyone else gets 404 (also for an unknown id)', async () => {
    assert.equal((await call('GET', `${acme.id}/`, brandA)).statusCode, 200);
    assert.equal((await call('GET', `${acme.id}/`, brandB)).statusCode, 404);
    assert.equal((await call('GET', `${acme.id}/`, influencer)).statusCode, 404);
    assert.equal((await call('GET', '00000000-0000-4000-8000-000000000000/', brandA)).statusCode, 404);
    assert.equal((await call('PATCH', `${acme.id}/`, brandB, { name: 'Hijacked' })).statusCode, 404);
  });

  it('PATCH changes only the given fields and validates the merged profile', async () => {
    const response = await call('PATCH', `${acme.id}/`, brandA, { description: 'Headphones and speakers, built to last.', founded_year: 1999 });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as BrandBody;
    assert.equal(body.founded_year, 1999);
    assert.equal(body.name, acme.name);
    const bad = await call('PATCH', `${acme.id}/`, brandA, { founded_year: 1700 });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((bad.json() as { errors: unknown }).errors, { founded_year: [brandMessages.foundedYearRange(new Date().getFullYear())] });
  });

  it('a viewer may read but not change the profile (403)', async () => {
    const viewerId = (await whoami(brandB)).id;
    await t.app.context.database.db.insert(brandMembers).values({ brandId: acme.id, userId: viewerId, role: 'viewer' });
    const read = await call('GET', `${acme.id}/`, brandB);
    assert.equal(read.statusCode, 200);
    assert.equal((read.json() as BrandBody).role, 'viewer');
    const write = await call('PATCH', `${acme.id}/`, brandB, { name: 'Viewer was here' });
    assert.equal(write.statusCode, 403);
    const [row] = await t.app.context.database.db.select().from(brands).where((await import('drizzle-orm')).eq(brands.id, acme.id));
    assert.notEqual(row?.name, 'Viewer was here');
  });
});

describe('demo seed', () => {
  it('gives the demo brand a full, valid company profile', async () => {
    const { seedDemoAccounts } = await import('../src/db/seed/demo-accounts.seed');
    await seedDemoAccounts(t.app.context);
    const user = await t.app.context.users.findByEmail('brand@demo.local');
    assert.ok(user);
    const [membership] = await t.app.context.brands.listMemberships(user.id);
    assert.ok(membership?.brand.profileCompletedAt);
    assert.equal(membership.brand.name, 'Acme Demo Co.');
    assert.equal(membership.brand.industry, 'Consumer Electronics');
    assert.equal(membership.brand.contactDetails?.primary_contact.job_title, 'Head of Marketing');
  });
});

describe('the name a brand account shows (docs/profiles-and-names.md)', () => {
  const nameOf = async (token: string) =>
    ((await t.app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: bearer(token) })).json() as { name: string | null }).name;

  it('keeps the sign-up name while the primary contact is someone else', async () => {
    assert.equal(await nameOf(brandA), 'Alma Brand');
  });

  it("is the primary contact's name when the contact is the account holder (same e-mail)", async () => {
    const token = await signUpAndGetToken(t.app, { email: 'cara@brands.test', password, name: 'Cara Brand', persona: 'brand' });
    assert.equal(await nameOf(token), 'Cara Brand');
    const body = profile();
    body.contact_details.primary_contact = { ...body.contact_details.primary_contact, name: 'Cara Menon', email: 'Cara@brands.test' };
    const response = await call('POST', 'profile-setup/', token, body);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(await nameOf(token), 'Cara Menon');
  });

  it("refuses a primary contact or support phone without its country code with the one phone rule's message", async () => {
    for (const path of ['contact.primaryContact.phone', 'contact.supportPhone']) {
      const response = await call('POST', 'profile-setup/', brandA, brandProfileToApi(withField(path, '98765 43210')));
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual((response.json() as { errors: unknown }).errors, {
        [brandPathToApi(path)]: ['Please enter a valid phone number with country code (e.g. +91 98765 43210)'],
      });
    }
  });
});
