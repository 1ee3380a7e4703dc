import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { defaultUserSettings } from '../../src/domain/settings/user-settings';
import { settingsToApi } from '../../src/domain/settings/user-settings.mapper';
import { userSettings } from '../src/db/schema/user-settings.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, fundCampaign } from './helpers/campaign.helpers';
import { seedInfluencer } from './helpers/roster.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

// docs/decisions.md "Privacy settings": what each setting hides from whom, on PGlite and PostgreSQL.
const fashion = 'Clothes, Shoes, Handbags & Accessories';
const profile = { categories: [fashion], languages: ['English', 'Hindi'], city: 'Mumbai', country: 'India', accounts: [{ platform: 'youtube' as const, followers: 100_000, engagement: 4 }] };

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let brand: Awaited<ReturnType<typeof brandOwner>>;
let otherBrand: Awaited<ReturnType<typeof brandOwner>>;
let peerToken: string;

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  brand = await brandOwner(t, 'brand@privacy.test');
  otherBrand = await brandOwner(t, 'other@privacy.test', 'Other Brand');
  peerToken = await signUpAndGetToken(t.app, { email: 'peer@privacy.test', password: 'Secret!234', name: 'Peer Influencer', persona: 'influencer' });
  await seedInfluencer(t, { name: 'Asha Public', ...profile }); // every matching run has at least one candidate
});
after(async () => {
  await t?.close();
});

/** Stores the privacy group as the settings page would (the rest at its defaults). */
async function setPrivacy(userId: string, privacy: Record<string, unknown>) {
  const settings = settingsToApi(defaultUserSettings);
  settings.privacy = { ...settings.privacy, ...privacy };
  await t.app.context.database.db.insert(userSettings).values({ userId, settings })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings } });
}

/** An influencer who can sign in, with a completed profile in Mumbai; saves privacy through PUT accounts/settings/. */
async function signedUpInfluencer(name: string) {
  const email = `${randomUUID()}@privacy.test`;
  const token = await signUpAndGetToken(t.app, { email, password: 'Secret!234', name: `${name} Real`, persona: 'influencer' });
  const me = (await call('GET', 'accounts/whoami/', token)).json() as { id: string };
  const row = await t.app.context.influencers.createForUser({ userId: me.id, displayName: name, profileCompletedAt: new Date() });
  await t.app.context.influencers.update(row.id, { categories: [fashion], languages: ['English'], city: 'Mumbai', country: 'India' });
  await t.app.context.influencers.addSocialAccount({ influencerId: row.id, platform: 'youtube', handle: `@${name}`, profileUrl: `https://www.youtube.com/@${name}`, followers: 90_000, averageEngagement: 4 });
  const savePrivacy = async (privacy: Record<string, unknown>) => {
    const settings = settingsToApi(defaultUserSettings);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/accounts/settings/', headers: bearer(token), payload: { settings: { ...settings, privacy: { ...settings.privacy, ...privacy } } } });
    assert.equal(saved.statusCode, 200, saved.body);
  };
  return { id: row.id, userId: me.id, token, email, savePrivacy };
}

const searchHits = async (token: string, q: string) => {
  const response = await call('GET', `search/?q=${encodeURIComponent(q)}`, token);
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json() as { groups: Array<{ kind: string; results: Array<{ id: string }> }> };
  return body.groups.find((g) => g.kind === 'influencer')?.results.map((r) => r.id) ?? [];
};

interface RosterEntry { id: string; influencer_id: string; status: string; fit: Record<string, number> | null }
const roster = async (campaignId: string) => {
  const response = await call('GET', `campaigns/${campaignId}/influencers/?page_size=100`, brand.token);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { results: RosterEntry[] }).results;
};

/** A published campaign of the sample targeting (Mumbai, fashion, YouTube) whose matching ran. */
async function matchedCampaign() {
  const campaign = await createCampaign(t, brand.token, brand.brandId);
  assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, brand.token)).statusCode, 200);
  await t.app.context.jobs.drain();
  await fundCampaign(t, campaign.id);
  return campaign.id;
}

describe('profile_visibility: private', () => {
  it('hides the profile from search, new matching runs, hand adds and the profile page; the owner still sees all of it', async () => {
    const priya = await signedUpInfluencer('priya_private');
    assert.deepEqual(await searchHits(brand.token, 'priya_priv'), [priya.id], 'found while public');
    await priya.savePrivacy({ profile_visibility: 'private' });

    assert.deepEqual(await searchHits(brand.token, 'priya_priv'), []);
    const campaignId = await matchedCampaign();
    const candidates = await roster(campaignId);
    assert.ok(candidates.length > 0, 'the matcher ran');
    assert.ok(!candidates.some((r) => r.influencer_id === priya.id), 'a private profile is no candidate');
    const add = await call('POST', `campaigns/${campaignId}/influencers/`, brand.token, { influencer_id: priya.id });
    assert.equal(add.statusCode, 400, 'added by hand like an unknown profile');
    assert.equal((await call('GET', `influencers/profile/${priya.id}/`, brand.token)).statusCode, 404);
    assert.equal((await call('GET', `influencers/profile/${priya.id}/`, peerToken)).statusCode, 404);

    const own = await call('GET', `influencers/profile/${priya.id}/`, priya.token);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().city, 'Mumbai');
    assert.equal((await call('GET', 'accounts/settings/', priya.token)).json().settings.privacy.profile_visibility, 'private');

    await priya.savePrivacy({ profile_visibility: 'public' });
    assert.deepEqual(await searchHits(brand.token, 'priya_priv'), [priya.id], 'found again once public');
  });

  it('drops a candidate from the roster, but an invited influencer stays visible to that brand on that campaign', async () => {
    const cand = await seedInfluencer(t, { name: 'Kiran Candidate', ...profile });
    const inv = await signedUpInfluencer('ira_invited');
    const campaignId = await matchedCampaign();
    const before = await roster(campaignId);
    const candRow = before.find((r) => r.influencer_id === cand.id);
    const invRow = before.find((r) => r.influencer_id === inv.id);
    assert.ok(candRow && invRow);
    const sent = await call('POST', `campaigns/${campaignId}/influencers/invite/`, brand.token, { roster_ids: [invRow.id] });
    assert.equal(sent.statusCode, 200, sent.body);
    const accepted = await call('POST', `influencers/campaign-invites/${invRow.id}/accept/`, inv.token, {
      proposed_content: 'A dedicated video about the collection, shot outdoors with three different looks.', previous_work: [],
      expected_delivery_date: '2099-01-01', requested_compensation: '20000.00', additional_notes: '', agreed_to_terms: true,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);

    await setPrivacy(cand.userId, { profile_visibility: 'private' });
    await inv.savePrivacy({ profile_visibility: 'private' });

    const after = await roster(campaignId);
    assert.ok(!after.some((r) => r.influencer_id === cand.id), "a private candidate leaves the brand's roster");
    assert.equal(after.find((r) => r.influencer_id === inv.id)?.status, 'accepted', 'the accepted one stays');
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/${cand.id}/details/`, brand.token)).statusCode, 404);
    assert.equal((await call('POST', `campaigns/${campaignId}/influencers/invite/`, brand.token, { roster_ids: [candRow.id] })).statusCode, 404);
    assert.equal((await call('GET', `campaigns/${campaignId}/brand-influencers/${inv.id}/details/`, brand.token)).statusCode, 200);
    const invited = (await call('GET', `campaigns/${campaignId}/brand-influencers/`, brand.token)).json() as { results: Array<{ influencer: { id: string } }> };
    assert.ok(invited.results.some((r) => r.influencer.id === inv.id));
    assert.equal((await call('GET', `influencers/profile/${inv.id}/`, brand.token)).statusCode, 200, 'the brand they work with');
    assert.equal((await call('GET', `influencers/profile/${inv.id}/`, otherBrand.token)).statusCode, 404, 'any other brand');
    assert.deepEqual(await searchHits(brand.token, 'ira_invit'), [], 'search is for finding someone new');

    // The campaign's history names the influencer who activated it by display name, never by e-mail.
    const events = await call('GET', `campaigns/${campaignId}/events/`, brand.token);
    assert.equal(events.statusCode, 200, events.body);
    assert.ok(events.body.includes('ira_invited'));
    assert.ok(!events.body.includes(inv.email) && !events.body.includes('ira_invited Real'));
  });
});

describe('profile_visibility: brands_only', () => {
  it('is seen by brand members but not by other influencers', async () => {
    const bea = await seedInfluencer(t, { name: 'Bea Brandsonly', ...profile });
    await setPrivacy(bea.userId, { profile_visibility: 'brands_only' });
    assert.deepEqual(await searchHits(brand.token, 'Bea Brands'), [bea.id]);
    assert.equal((await call('GET', `influencers/profile/${bea.id}/`, brand.token)).statusCode, 200);
    assert.equal((await call('GET', `influencers/profile/${bea.id}/`, peerToken)).statusCode, 404);
    assert.deepEqual(await searchHits(peerToken, 'Bea Brands'), []);
    assert.ok((await roster(await matchedCampaign())).some((r) => r.influencer_id === bea.id), 'still a candidate for brands');
    await setPrivacy(bea.userId, { profile_visibility: 'public' });
    assert.equal((await call('GET', `influencers/profile/${bea.id}/`, peerToken)).statusCode, 200);
  });
});

describe('show_location: false', () => {
  it('removes city and country from brand views, candidates, search and the profile page; the owner still sees them', async () => {
    const hidden = await signedUpInfluencer('lata_hidden');
    const shown = await seedInfluencer(t, { name: 'Lalit Shown', ...profile });
    await hidden.savePrivacy({ show_location: false });
    const campaignId = await matchedCampaign();
    const rows = await roster(campaignId);
    const hiddenRow = rows.find((r) => r.influencer_id === hidden.id);
    assert.ok(hiddenRow);
    assert.equal(hiddenRow.fit?.location, 0, 'the matcher treats a hidden location as not given');
    assert.equal(rows.find((r) => r.influencer_id === shown.id)?.fit?.location, 1);
    assert.ok(!JSON.stringify(hiddenRow).includes('Mumbai'));

    const sent = await call('POST', `campaigns/${campaignId}/influencers/invite/`, brand.token, { roster_ids: [hiddenRow.id] });
    assert.equal(sent.statusCode, 200, sent.body);
    const list = (await call('GET', `campaigns/${campaignId}/brand-influencers/`, brand.token)).json() as { results: Array<{ influencer: Record<string, unknown> }> };
    const listed = list.results.find((r) => r.influencer.id === hidden.id);
    assert.ok(listed);
    assert.equal(listed.influencer.city, null);
    assert.equal(listed.influencer.country, null);
    const details = await call('GET', `campaigns/${campaignId}/brand-influencers/${hidden.id}/details/`, brand.token);
    assert.equal(details.statusCode, 200, details.body);
    assert.ok(!details.body.includes('Mumbai') && !details.body.includes('India'));
    const profilePage = await call('GET', `influencers/profile/${hidden.id}/`, brand.token);
    assert.equal(profilePage.json().city, null);
    assert.equal(profilePage.json().country, null);
    const search = await call('GET', 'search/?q=lata_hid', brand.token);
    assert.ok(search.body.includes(hidden.id) && !search.body.includes('Mumbai'));
    assert.ok(!details.body.includes(hidden.email), 'e-mail never reaches a brand (show_email is not offered to them)');

    const own = (await call('GET', `influencers/profile/${hidden.id}/`, hidden.token)).json();
    assert.equal(own.city, 'Mumbai');
    assert.equal(own.country, 'India');
    assert.equal((await call('GET', `influencers/profile/${shown.id}/`, brand.token)).json().city, 'Mumbai');
  });
});
