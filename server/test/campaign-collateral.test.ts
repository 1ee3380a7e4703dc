import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { inviteExpiresAt, type InviteStatus } from '../../src/domain/marketplace/invite-status';
import { campaigns } from '../src/db/schema/campaigns.schema';
import { campaignInfluencers } from '../src/db/schema/marketplace.schema';
import { bearer, signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, teamMember, type CampaignBody } from './helpers/campaign.helpers';
import { pngImage } from './helpers/image-fixtures';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

interface CollateralFile { id: string; file_name: string; size: number; content_type: string; url: string }

let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let campaign: CampaignBody;
let brief: { id: string; bytes: Buffer };
let unattached: string;
const people: Record<'invited' | 'accepted' | 'declined' | 'uninvited', { token: string; rosterId?: string }> = {} as never;
let viewer: string;
let otherBrand: string;

async function uploadAs(token: string, bytes: Buffer, fileName: string): Promise<string> {
  const body = multipartBody([{ name: 'purpose', value: 'content' }, { name: 'file', value: bytes, fileName, contentType: 'image/png' }]);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', headers: { ...body.headers, ...bearer(token) }, payload: body.payload });
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { id: string }).id;
}

async function influencer(email: string, name: string, status?: InviteStatus) {
  const token = await signUpAndGetToken(t.app, { email, password: 'Secret!234', name, persona: 'influencer' });
  const profile = await call('POST', 'influencers/profile/', token, { display_name: name });
  assert.equal(profile.statusCode, 200, profile.body);
  if (!status) return { token };
  const invitedAt = new Date();
  const [row] = await t.database.db.insert(campaignInfluencers).values({
    campaignId: campaign.id, influencerId: (profile.json() as { id: string }).id, status, invitedAt, expiresAt: inviteExpiresAt(invitedAt),
    invitedBy: owner.userId, offeredAmount: '40000.00', offeredPlacements: [], respondedAt: status === 'invited' ? null : new Date(),
  }).returning();
  return { token, rosterId: row!.id };
}

const download = (token: string | undefined, assetId = brief.id, campaignId = campaign.id) =>
  t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${campaignId}/collateral/${assetId}/download/`, headers: token ? bearer(token) : {} });

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'owner@collateral.test');
  brief = { bytes: pngImage(12, 8), id: '' };
  brief.id = await uploadAs(owner.token, brief.bytes, 'Brand \u202Ebook.png');
  unattached = await uploadAs(owner.token, pngImage(3, 3), 'draft-idea.png');
  campaign = await createCampaign(t, owner.token, owner.brandId, {
    name: 'Collateral Launch',
    collateral: { guidelines: 'Show the bottle.', talking_points: [], dos: [], donts: [], links: [], asset_ids: [brief.id] },
  });
  assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, owner.token)).statusCode, 200);
  await t.database.db.update(campaigns).set({ status: 'outreach_in_progress' }).where(eq(campaigns.id, campaign.id));
  people.invited = await influencer('invited@collateral.test', 'ivy.invited', 'invited');
  people.accepted = await influencer('accepted@collateral.test', 'ari.accepted', 'accepted');
  people.declined = await influencer('declined@collateral.test', 'dev.declined', 'declined');
  people.uninvited = await influencer('uninvited@collateral.test', 'uma.uninvited');
  viewer = await teamMember(t, 'viewer@collateral.test', owner.brandId, 'viewer');
  otherBrand = (await brandOwner(t, 'rival@collateral.test', 'Rival Co.')).token;
});
after(() => t.close());

const expectedFile = (): CollateralFile => ({
  id: brief.id, file_name: 'Brand book.png', size: brief.bytes.length, content_type: 'image/png',
  url: `/api/v1/campaigns/${campaign.id}/collateral/${brief.id}/download/`,
});

function assertAttachment(response: Awaited<ReturnType<typeof download>>) {
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.rawPayload, brief.bytes);
  assert.equal(response.headers['content-type'], 'image/png');
  // Saved, never shown in our origin; the name without the right-to-left override it was uploaded with.
  assert.equal(response.headers['content-disposition'], `attachment; filename="Brand book.png"; filename*=UTF-8''Brand%20book.png`);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.match(String(response.headers['content-security-policy']), /sandbox/);
  assert.equal(response.headers['cache-control'], 'private, no-store');
}

describe('campaign collateral for the people the campaign is for', () => {
  it('an invited influencer sees the files by name in the invite and downloads them', async () => {
    const invite = await call('GET', `influencers/campaign-invites/${people.invited.rosterId}/`, people.invited.token);
    assert.equal(invite.statusCode, 200, invite.body);
    assert.deepEqual(invite.json().brief.files, [expectedFile()]);
    const list = await call('GET', `campaigns/${campaign.id}/collateral/`, people.invited.token);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(list.json(), { results: [expectedFile()] });
    assertAttachment(await download(people.invited.token));
  });

  it('an accepted influencer sees them on the active campaign and downloads them', async () => {
    const dashboard = await call('GET', `influencers/campaigns/active/${people.accepted.rosterId}/dashboard/`, people.accepted.token);
    assert.equal(dashboard.statusCode, 200, dashboard.body);
    assert.deepEqual(dashboard.json().brief.files, [expectedFile()]);
    assertAttachment(await download(people.accepted.token));
  });

  it('the brand team (a viewer too) lists and downloads them', async () => {
    const list = await call('GET', `campaigns/${campaign.id}/collateral/`, viewer);
    assert.deepEqual(list.json(), { results: [expectedFile()] });
    assertAttachment(await download(viewer));
    assertAttachment(await download(owner.token));
  });

  it('is 404 for everyone else, as if the campaign did not exist', async () => {
    for (const token of [people.uninvited.token, people.declined.token, otherBrand]) {
      assert.equal((await download(token)).statusCode, 404);
      assert.equal((await call('GET', `campaigns/${campaign.id}/collateral/`, token)).statusCode, 404);
    }
    // A declined invite keeps its brief text but no longer lists the files.
    const declined = await call('GET', `influencers/campaign-invites/${people.declined.rosterId}/`, people.declined.token);
    assert.deepEqual(declined.json().brief.files, []);
    // The plain asset address stays the uploader's only.
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/assets/${brief.id}/download/`, headers: bearer(people.invited.token) })).statusCode, 404);
  });

  it('answers 401 without a token (the route needs a signed-in user before anything is looked up)', async () => {
    const response = await download(undefined);
    assert.equal(response.statusCode, 401);
    assert.equal(response.rawPayload.includes(brief.bytes), false);
  });

  it('serves only files attached to this campaign, even to its brand', async () => {
    assert.equal((await download(owner.token, unattached)).statusCode, 404);
    assert.equal((await download(people.invited.token, unattached)).statusCode, 404);
    const elsewhere = await createCampaign(t, owner.token, owner.brandId, { name: 'Other draft' });
    assert.equal((await download(owner.token, brief.id, elsewhere.id)).statusCode, 404);
  });

  it('drops a file the brand detaches, for influencers at once', async () => {
    const collateral = { guidelines: 'Show the bottle.', talking_points: [], dos: [], donts: [], links: [], asset_ids: [] };
    const patched = await call('PATCH', `campaigns/${campaign.id}/`, owner.token, { collateral });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal((await download(people.invited.token)).statusCode, 404);
    const invite = await call('GET', `influencers/campaign-invites/${people.invited.rosterId}/`, people.invited.token);
    assert.deepEqual(invite.json().brief.files, []);
  });
});
