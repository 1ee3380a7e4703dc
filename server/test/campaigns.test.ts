import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { allTeamPermissions, rolePermissions } from '../../src/domain/brands/team-permissions';
import { sampleCampaign } from '../../src/domain/campaigns/campaign.fixtures';
import { campaignMessages as m } from '../../src/domain/campaigns/campaign.texts';
import { apiCall, brandOwner, createCampaign, errorsOf, teamMember, type CampaignBody } from './helpers/campaign.helpers';
import { brandMembers } from '../src/db/schema/brands.schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let other: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;
let manager: string;

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@campaigns.test');
  other = await brandOwner(t, 'other@campaigns.test', 'Other Brand Ltd');
  viewer = await teamMember(t, 'viewer@campaigns.test', owner.brandId, 'viewer');
  manager = await teamMember(t, 'manager@campaigns.test', owner.brandId, 'manager');
});
after(async () => {
  await t?.close();
});

describe('POST campaigns/ and GET campaigns/{id}/', () => {
  it('needs a token', async () => {
    assert.equal((await call('POST', 'campaigns/', undefined, { brand_id: owner.brandId, name: 'x' })).statusCode, 401);
  });

  it('creates a draft with its placements, totals and platforms', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    assert.equal(campaign.status, 'draft');
    assert.equal(campaign.budget, '100000.00');
    assert.deepEqual(campaign.platforms, ['youtube', 'instagram']);
    assert.equal(campaign.placements.length, 2);
    assert.equal(campaign.placements_total, '70000.00');
    assert.equal(campaign.over_budget, false);
    assert.deepEqual(campaign.allowed_actions, ['publish', 'cancel']);
    const read = await call('GET', `campaigns/${campaign.id}/`, owner.token);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), campaign);
  });

  it('a draft needs only a name; managers may create', async () => {
    const response = await call('POST', 'campaigns/', manager, { brand_id: owner.brandId, name: 'Bare draft' });
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json() as CampaignBody;
    assert.equal(body.budget, null);
    assert.equal(body.currency, 'INR');
    assert.deepEqual(body.placements, []);
  });

  it('viewers get 403, other brands 404', async () => {
    const refused = await call('POST', 'campaigns/', viewer, { brand_id: owner.brandId, name: 'Nope nope' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().detail, m.viewersCannotChange);
    assert.equal((await call('POST', 'campaigns/', other.token, { brand_id: owner.brandId, name: 'Nope nope' })).statusCode, 404);
  });

  it('answers 400 with each rule message at its API path', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ budget: '100.123' }, 'budget', m.budgetInvalid],
      [{ budget: 0 }, 'budget', m.budgetInvalid],
      [{ description: 'short' }, 'description', m.descriptionLength],
      [{ end_date: sampleCampaign().start_date }, 'end_date', m.endBeforeStart],
      [{ start_date: '2030-13-01' }, 'start_date', m.dateInvalid],
      [{ name: 'ab' }, 'name', m.nameLength],
      [{ placements: [{ type: 'yt_dedicated_video', quantity: 101, pricing_type: 'fixed', rate: '1' }] }, 'placements.0.quantity', m.quantityRange],
      [{ placements: [{ type: 'yt_dedicated_video', quantity: 1, pricing_type: 'fixed', rate: '1.999' }] }, 'placements.0.rate', m.rateInvalid],
      [{ influencer_criteria: { platforms: [], min_followers: 10, max_followers: 5, min_engagement: null } }, 'influencer_criteria.max_followers', m.followersRange],
      [{ collateral: { ...sampleCampaign().collateral, asset_ids: ['00000000-0000-4000-8000-000000000000'] } }, 'collateral.asset_ids', m.assetNotFound],
    ];
    for (const [fields, path, message] of cases) {
      const response = await call('POST', 'campaigns/', owner.token, { ...sampleCampaign(), brand_id: owner.brandId, ...fields });
      assert.equal(response.statusCode, 400, `${path}: ${response.body}`);
      assert.deepEqual(errorsOf(response.body), { [path]: [message] }, path);
    }
  });

  it("another brand's campaign is 404 for reads and writes", async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    for (const [method, url, body] of [
      ['GET', '', undefined], ['PATCH', '', { name: 'Stolen name' }], ['DELETE', '', undefined], ['POST', 'publish/', undefined],
      ['POST', 'status/', { action: 'cancel' }], ['GET', 'events/', undefined],
      ['POST', 'old-video-branding/', { video_urls: ['https://youtu.be/dQw4w9WgXcQ'], position: 'end', price_per_video: '10' }],
    ] as const) {
      const response = await call(method, `campaigns/${campaign.id}/${url}`, other.token, body);
      assert.equal(response.statusCode, 404, `${method} ${url}: ${response.body}`);
    }
    assert.equal((await call('GET', `brands/${owner.brandId}/dashboard/`, other.token)).statusCode, 404);
  });
});

describe('PATCH and DELETE campaigns/{id}/', () => {
  it('changes a draft, replacing placements', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    const response = await call('PATCH', `campaigns/${campaign.id}/`, owner.token, {
      name: 'Renamed campaign', placements: [{ type: 'ig_dedicated_reel', quantity: 1, pricing_type: 'fixed', rate: 5000 }],
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as CampaignBody;
    assert.equal(body.name, 'Renamed campaign');
    assert.equal(body.placements_total, '5000.00');
    assert.deepEqual(body.platforms, ['youtube', 'instagram']);
  });

  it('viewers cannot change or delete (403)', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    assert.equal((await call('PATCH', `campaigns/${campaign.id}/`, viewer, { name: 'Viewer edit' })).statusCode, 403);
    assert.equal((await call('DELETE', `campaigns/${campaign.id}/`, viewer)).statusCode, 403);
    assert.equal((await call('GET', `campaigns/${campaign.id}/`, viewer)).statusCode, 200);
  });

  it("carries the caller's role and effective flags; allowed_actions follow their campaigns.edit, not the role", async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    const read = async (token: string) => (await call('GET', `campaigns/${campaign.id}/`, token)).json() as CampaignBody & { role: string; permissions: string[] };
    assert.deepEqual((await read(owner.token)).permissions, [...allTeamPermissions]);
    assert.deepEqual([(await read(viewer)).permissions, (await read(viewer)).allowed_actions], [[...rolePermissions.viewer], []]);

    // Per-member flags (docs/team.md), as the team PATCH stores them.
    const flags = async (email: string, role: 'manager' | 'viewer', permissions: string[]) => {
      const token = await teamMember(t, email, owner.brandId, role);
      const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
      await t.app.context.database.db.update(brandMembers).set({ permissions })
        .where(and(eq(brandMembers.brandId, owner.brandId), eq(brandMembers.userId, me.id)));
      return token;
    };
    const deleter = await flags('deleter@campaigns.test', 'manager', ['campaigns.view', 'campaigns.delete']);
    const seen = await read(deleter);
    assert.deepEqual([seen.role, seen.permissions, seen.allowed_actions], ['manager', ['campaigns.delete', 'campaigns.view'], []]);
    const listed = (await call('GET', `campaigns/?brand_id=${owner.brandId}`, deleter)).json() as { results: Array<{ id: string; permissions: string[] }> };
    assert.deepEqual(listed.results.find((c) => c.id === campaign.id)?.permissions, ['campaigns.delete', 'campaigns.view']);
    assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, deleter)).statusCode, 403, 'as allowed_actions said');

    const editor = await flags('editor@campaigns.test', 'viewer', ['campaigns.view', 'campaigns.edit']);
    assert.deepEqual((await read(editor)).allowed_actions, ['publish', 'cancel']);
    assert.equal((await call('PATCH', `campaigns/${campaign.id}/`, editor, { name: 'Edited by a viewer with campaigns.edit' })).statusCode, 200);
  });

  it('limits a published campaign to end_date, description and collateral', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, owner.token)).statusCode, 200);
    const refused = await call('PATCH', `campaigns/${campaign.id}/`, owner.token, { budget: '1' });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().detail, m.limitedEdit);
    const allowed = await call('PATCH', `campaigns/${campaign.id}/`, owner.token, { description: 'A new, longer description for everyone.' });
    assert.equal(allowed.statusCode, 200, allowed.body);
    const cleared = await call('PATCH', `campaigns/${campaign.id}/`, owner.token, { description: null });
    assert.equal(cleared.statusCode, 400, cleared.body);
  });

  it('deletes drafts only', async () => {
    const draft = await createCampaign(t, owner.token, owner.brandId);
    assert.equal((await call('DELETE', `campaigns/${draft.id}/`, owner.token)).statusCode, 204);
    assert.equal((await call('GET', `campaigns/${draft.id}/`, owner.token)).statusCode, 404);
    const published = await createCampaign(t, owner.token, owner.brandId);
    await call('POST', `campaigns/${published.id}/publish/`, owner.token);
    const refused = await call('DELETE', `campaigns/${published.id}/`, owner.token);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().detail, m.onlyDraftsDeleted);
  });
});

describe('GET campaigns/', () => {
  const list = async (query: string, token = owner.token) => {
    const response = await call('GET', `campaigns/${query}`, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { count: number; next: string | null; results: CampaignBody[] };
  };

  it('lists only the brands I belong to, with filters', async () => {
    await createCampaign(t, other.token, other.brandId, { name: 'Other brand campaign' });
    const mine = await list('?page_size=100');
    assert.ok(mine.results.every((c) => c.brand_id === owner.brandId));
    assert.equal((await list(`?brand_id=${other.brandId}`)).count, 0);
    assert.equal((await list('', other.token)).count, 1);
    const planned = await list('?status=planned');
    assert.ok(planned.count >= 1 && planned.results.every((c) => c.status === 'planned'));
    assert.equal((await list('?status=planned,draft')).count, mine.count);
    assert.ok((await list('?platform=instagram')).results.every((c) => c.platforms.includes('instagram')));
    assert.ok((await list('?budget_min=100000&budget_max=100000')).results.every((c) => c.budget === '100000.00'));
    assert.equal((await list('?budget_min=100000.01')).count, 0);
  });

  it('search matches % and _ literally', async () => {
    await createCampaign(t, owner.token, owner.brandId, { name: '50% off_sale' });
    assert.deepEqual((await list('?search=50%25')).results.map((c) => c.name), ['50% off_sale']);
    assert.equal((await list('?search=%25')).count, 1);
    assert.equal((await list('?search=f_s')).count, 1);
    assert.equal((await list('?search=f_x')).count, 0);
    assert.ok((await list('?search=MONSOON COLLECTION')).count >= 1);
  });

  it('orders by an allow-listed field and refuses anything else', async () => {
    const names = (await list('?ordering=name&page_size=100')).results.map((c) => c.name);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = await list('?page_size=100');
    const created = newest.results.map((c) => c.created_at as string);
    assert.deepEqual(created, [...created].sort().reverse());
    const budgets = (await list('?ordering=-budget&page_size=100')).results.map((c) => c.budget);
    assert.equal(budgets[budgets.length - 1], null);
    for (const bad of ['name;drop table campaigns', 'status', '-id', 'budget desc']) {
      const response = await call('GET', `campaigns/?ordering=${encodeURIComponent(bad)}`, owner.token);
      assert.equal(response.statusCode, 400, bad);
      assert.ok(errorsOf(response.body).ordering);
    }
    assert.equal((await call('GET', 'campaigns/?status=live', owner.token)).statusCode, 400);
  });

  it('paginates within the bounds', async () => {
    const page = await list('?page_size=2');
    assert.equal(page.results.length, 2);
    assert.ok(page.next?.includes('page=2'));
    assert.equal((await call('GET', 'campaigns/?page=0', owner.token)).statusCode, 400);
    assert.equal((await call('GET', 'campaigns/?page_size=101', owner.token)).statusCode, 400);
    assert.equal((await call('GET', 'campaigns/?page=999', owner.token)).statusCode, 404);
  });
});
