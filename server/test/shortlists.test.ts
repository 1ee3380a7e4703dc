import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, fundCampaign, teamMember } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

interface List { id: string; name: string; influencer_ids: string[]; members?: Array<{ id: string; display_name: string }> }

describe('shortlists (influencers/shortlists/) and inviting creators (campaigns/{id}/influencers/invite-creators/)', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  let other: Awaited<ReturnType<typeof brandOwner>>;
  let viewerToken: string;
  const ids: Record<'ana' | 'bo' | 'cy' | 'dee', string> = { ana: '', bo: '', cy: '', dee: '' };

  async function creator(key: keyof typeof ids, isPrivate = false) {
    const token = await signUpAndGetToken(t.app, { email: `${key}@shortlists.test`, password: 'Secret!234', name: `${key} Person`, persona: 'influencer' });
    const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
    const row = await t.app.context.influencers.createForUser({ userId: me.id, displayName: `${key}_creates`, profileCompletedAt: new Date() });
    await t.app.context.influencers.update(row.id, { bio: 'Makes videos.', categories: ['Gaming'], languages: ['English'], city: 'Pune', country: 'India' });
    await t.app.context.influencers.addSocialAccount({
      influencerId: row.id, platform: 'youtube', handle: `@${key}_creates`, profileUrl: `https://www.youtube.com/@${key}_creates`,
      followers: 50_000, averageEngagement: 4, metricsProvenance: 'verified', verifiedAt: new Date(),
    });
    if (isPrivate) {
      const settings = (await call('GET', 'accounts/settings/', token)).json() as { settings: Record<string, Record<string, unknown>> };
      const payload = { settings: { ...settings.settings, privacy: { ...settings.settings.privacy, profile_visibility: 'private' } } };
      assert.equal((await t.app.inject({ method: 'PUT', url: '/api/v1/accounts/settings/', headers: bearer(token), payload })).statusCode, 200);
    }
    ids[key] = row.id;
  }

  before(async () => {
    t = await createTestApp();
    call = apiCall(t);
    owner = await brandOwner(t, 'owner@shortlists.test');
    other = await brandOwner(t, 'other@shortlists.test', 'Other Brand');
    viewerToken = await teamMember(t, 'viewer@shortlists.test', owner.brandId, 'viewer');
    await creator('ana');
    await creator('bo');
    await creator('cy');
    await creator('dee', true);
  });
  after(() => t.close());

  it('creates, renames, lists and deletes named lists; names are unique per brand and checked', async () => {
    const created = await call('POST', 'influencers/shortlists/', owner.token, { name: '  Gaming picks  ' });
    assert.equal(created.statusCode, 201, created.body);
    const list = created.json() as List;
    assert.equal(list.name, 'Gaming picks');
    const duplicate = await call('POST', 'influencers/shortlists/', owner.token, { name: 'gaming PICKS' });
    assert.equal(duplicate.statusCode, 400);
    assert.match(duplicate.json().errors.name[0], /already has a list with this name/);
    assert.equal((await call('POST', 'influencers/shortlists/', owner.token, { name: '   ' })).statusCode, 400);
    const other2 = (await call('POST', 'influencers/shortlists/', owner.token, { name: 'Backup' })).json() as List;
    assert.equal((await call('PATCH', `influencers/shortlists/${other2.id}/`, owner.token, { name: 'Gaming picks' })).statusCode, 400);
    const renamed = await call('PATCH', `influencers/shortlists/${other2.id}/`, owner.token, { name: 'Maybe later' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const all = (await call('GET', 'influencers/shortlists/', owner.token)).json() as { results: List[] };
    assert.deepEqual(all.results.map((l) => l.name), ['Gaming picks', 'Maybe later']);
    assert.equal((await call('DELETE', `influencers/shortlists/${other2.id}/`, owner.token)).statusCode, 204);
    assert.equal((await call('GET', `influencers/shortlists/${other2.id}/`, owner.token)).statusCode, 404);
  });

  it('adds and removes creators idempotently; a private creator cannot be added', async () => {
    const [list] = ((await call('GET', 'influencers/shortlists/', owner.token)).json() as { results: List[] }).results;
    assert.ok(list);
    for (const key of ['ana', 'bo', 'ana'] as const) {
      const added = await call('PUT', `influencers/shortlists/${list.id}/members/${ids[key]}/`, owner.token);
      assert.equal(added.statusCode, 200, added.body);
    }
    assert.equal((await call('PUT', `influencers/shortlists/${list.id}/members/${ids.dee}/`, owner.token)).statusCode, 404);
    const detail = (await call('GET', `influencers/shortlists/${list.id}/`, owner.token)).json() as List;
    assert.deepEqual(detail.influencer_ids, [ids.ana, ids.bo]);
    assert.deepEqual(detail.members?.map((m) => m.display_name), ['ana_creates', 'bo_creates']);
    const profile = (await call('GET', `influencers/directory/${ids.ana}/`, owner.token)).json() as { shortlist_ids: string[] };
    assert.deepEqual(profile.shortlist_ids, [list.id]);
    await call('PUT', `influencers/shortlists/${list.id}/members/${ids.cy}/`, owner.token);
    const removed = await call('DELETE', `influencers/shortlists/${list.id}/members/${ids.cy}/`, owner.token);
    assert.deepEqual((removed.json() as List).influencer_ids, [ids.ana, ids.bo]);
    assert.equal((await call('DELETE', `influencers/shortlists/${list.id}/members/${ids.cy}/`, owner.token)).statusCode, 200);
  });

  it("is the brand's own: another brand gets 404 for every call on it, and sees none of its lists", async () => {
    const [list] = ((await call('GET', 'influencers/shortlists/', owner.token)).json() as { results: List[] }).results;
    assert.ok(list);
    assert.equal((await call('GET', `influencers/shortlists/${list.id}/`, other.token)).statusCode, 404);
    assert.equal((await call('PATCH', `influencers/shortlists/${list.id}/`, other.token, { name: 'Mine now' })).statusCode, 404);
    assert.equal((await call('PUT', `influencers/shortlists/${list.id}/members/${ids.cy}/`, other.token)).statusCode, 404);
    assert.equal((await call('DELETE', `influencers/shortlists/${list.id}/`, other.token)).statusCode, 404);
    assert.deepEqual(((await call('GET', 'influencers/shortlists/', other.token)).json() as { results: List[] }).results, []);
  });

  it('lets viewers read the lists but not change them (influencers.invite)', async () => {
    const [list] = ((await call('GET', 'influencers/shortlists/', viewerToken)).json() as { results: List[] }).results;
    assert.ok(list);
    assert.equal((await call('GET', `influencers/shortlists/${list.id}/`, viewerToken)).statusCode, 200);
    const denied = await call('POST', 'influencers/shortlists/', viewerToken, { name: 'Viewer list' });
    assert.equal(denied.statusCode, 403);
    assert.match(denied.json().detail, /does not allow changing shortlists/);
    assert.equal((await call('PUT', `influencers/shortlists/${list.id}/members/${ids.cy}/`, viewerToken)).statusCode, 403);
  });

  it('invites a shortlist to a campaign within its budget, once, and previews the offers', async () => {
    const campaign = await createCampaign(t, owner.token, owner.brandId);
    assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, owner.token)).statusCode, 200);
    await t.app.context.jobs.drain();
    await fundCampaign(t, campaign.id, 100_000_00);
    const [list] = ((await call('GET', 'influencers/shortlists/', owner.token)).json() as { results: List[] }).results;
    assert.ok(list);

    const preview = await call('GET', `campaigns/${campaign.id}/influencers/offer-preview/?influencer_ids=${list.influencer_ids.join(',')}`, owner.token);
    assert.equal(preview.statusCode, 200, preview.body);
    assert.equal(preview.json().total, '80000.00');
    assert.equal(preview.json().budget.left, '100000.00');

    assert.equal((await call('POST', `campaigns/${campaign.id}/influencers/invite-creators/`, viewerToken, { influencer_ids: list.influencer_ids })).statusCode, 403);
    const sent = await call('POST', `campaigns/${campaign.id}/influencers/invite-creators/`, owner.token, { influencer_ids: list.influencer_ids, message: 'Join us!' });
    assert.equal(sent.statusCode, 200, sent.body);
    const body = sent.json() as { invited: Array<{ influencer_id: string; offered_amount: string }>; already_invited: string[]; budget: { left: string } };
    assert.deepEqual(body.invited.map((r) => r.influencer_id).sort(), [...list.influencer_ids].sort());
    assert.equal(body.budget.left, '20000.00');

    const again = await call('POST', `campaigns/${campaign.id}/influencers/invite-creators/`, owner.token, { influencer_ids: list.influencer_ids });
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json().invited, []);
    assert.equal(again.json().already_invited.length, 2);
    assert.equal(again.json().budget.left, '20000.00', 'a retry commits nothing more');

    const over = await call('POST', `campaigns/${campaign.id}/influencers/invite-creators/`, owner.token, { influencer_ids: [ids.cy] });
    assert.equal(over.statusCode, 400);
    assert.match(over.body, /budget/i);

    const hidden = await call('POST', `campaigns/${campaign.id}/influencers/invite-creators/`, owner.token, { influencer_ids: [ids.dee] });
    assert.equal(hidden.statusCode, 400);
    assert.match(hidden.json().errors.influencer_ids[0], /not found in the directory/);
    assert.equal((await call('POST', `campaigns/${campaign.id}/influencers/invite-creators/`, other.token, { influencer_ids: [ids.cy] })).statusCode, 404);
  });
});
