import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign, errorsOf, type CampaignBody } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Fields a body schema does not declare are refused with 400 'Unknown field.', never silently dropped. */
describe('unknown and privileged fields are refused, naming the field', () => {
  let t: TestApp;
  let brand: { token: string; brandId: string };
  let otherBrand: { token: string; brandId: string };
  let influencer: string;
  let campaign: CampaignBody;
  const call = () => apiCall(t);

  before(async () => {
    t = await createTestApp();
    brand = await brandOwner(t, 'owner.fields@example.test');
    otherBrand = await brandOwner(t, 'other.fields@example.test', 'Other Co.');
    influencer = await signUpAndGetToken(t.app, { email: 'ivy.fields@example.test', password: 'Secret!234', name: 'Ivy', persona: 'influencer' });
    campaign = await createCampaign(t, brand.token, brand.brandId, { name: 'Field Test' });
  });
  after(async () => {
    await t.close();
  });

  const refused = (response: { statusCode: number; body: string }, fields: string[]) => {
    assert.equal(response.statusCode, 400, response.body);
    const body = JSON.parse(response.body) as { code: string; detail: string; errors: Record<string, string[]> };
    assert.equal(body.code, 'validation_error');
    for (const field of fields) assert.deepEqual(body.errors[field], ['Unknown field.'], `${field}: ${response.body}`);
  };

  it('PATCH campaigns/{id}/ with brand_id or status: 400, and the campaign keeps its brand and status', async () => {
    refused(await call()('PATCH', `campaigns/${campaign.id}/`, brand.token, { brand_id: otherBrand.brandId }), ['brand_id']);
    refused(await call()('PATCH', `campaigns/${campaign.id}/`, brand.token, { status: 'active', name: 'Renamed' }), ['status']);
    const stored = (await call()('GET', `campaigns/${campaign.id}/`, brand.token)).json() as CampaignBody;
    assert.deepEqual([stored.brand_id, stored.status, stored.name], [brand.brandId, 'draft', 'Field Test']);
    const allowed = await call()('PATCH', `campaigns/${campaign.id}/`, brand.token, { name: 'Renamed' });
    assert.equal(allowed.statusCode, 200, allowed.body);
  });

  it('POST campaigns/ with status: 400 and no campaign is created', async () => {
    const before = (await call()('GET', 'campaigns/?page_size=100', brand.token)).json() as { count: number };
    refused(await call()('POST', 'campaigns/', brand.token, { brand_id: brand.brandId, name: 'Sneaky', status: 'active' }), ['status']);
    const afterwards = (await call()('GET', 'campaigns/?page_size=100', brand.token)).json() as { count: number };
    assert.equal(afterwards.count, before.count);
  });

  it('POST influencers/profile/ with isVerified, followers or is_brand: 400 naming each', async () => {
    const response = await call()('POST', 'influencers/profile/', influencer, { display_name: 'ivy.fields', isVerified: true, followers: 1_000_000, is_brand: true });
    refused(response, ['isVerified', 'followers', 'is_brand']);
    assert.equal((await call()('GET', 'influencers/profile/', influencer)).json(), null, 'nothing was saved');
    const saved = await call()('POST', 'influencers/profile/', influencer, { display_name: 'ivy.fields' });
    assert.equal(saved.statusCode, 200, saved.body);
  });

  it('an unknown key inside content_preferences is refused by its dotted name', async () => {
    const response = await call()('POST', 'influencers/profile/', influencer, {
      content_preferences: {
        content_types: ['video'], frequency: 'weekly', preferred_days: ['monday'], preferred_times: ['10:00'],
        compensation_types: ['fixed'], custom_guidelines: '', verified_badge: true,
      },
    });
    refused(response, ['content_preferences.verified_badge']);
  });

  it('payout details, social accounts and invite answers refuse unknown fields too', async () => {
    refused(await call()('POST', 'influencers/payment/update_upi/', influencer, { upi_id: 'ivy@okhdfc', verified: true }), ['verified']);
    refused(await call()('POST', 'influencers/me/social-accounts/', influencer, {
      platform: 'youtube', handle: '@ivy', profile_url: 'https://www.youtube.com/@ivy', is_verified: true,
    }), ['is_verified']);
    const uuid = '0b3c7a3e-2f4f-4a43-9d43-6f7ad3f2f1a1';
    refused(await call()('POST', `influencers/campaign-invites/${uuid}/decline/`, influencer, { reason: 'Busy', status: 'accepted' }), ['status']);
  });
});
