import assert from 'node:assert/strict';
import { brandProfileToApi } from '../../../src/domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../../src/domain/brands/brand-profile.fixtures';
import { sampleCampaign } from '../../../src/domain/campaigns/campaign.fixtures';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { brandMembers } from '../../src/db/schema/brands.schema';
import { campaigns } from '../../src/db/schema/campaigns.schema';
import { bearer, signUpAndGetToken } from './auth.helpers';
import type { TestApp } from './test-app';

const password = 'Secret!234';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls /api/v1/<url> with a bearer token. */
export const apiCall = (t: TestApp) => (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A brand user with a completed brand (admin); returns the token, brand id and user id. */
export async function brandOwner(t: TestApp, email: string, name = 'Acme Demo Co.') {
  const token = await signUpAndGetToken(t.app, { email, password, name: 'Brand Owner', persona: 'brand' });
  const response = await apiCall(t)('POST', 'brands/profile-setup/', token, { ...brandProfileToApi(sampleBrandProfile), name });
  assert.equal(response.statusCode, 201, response.body);
  const me = (await apiCall(t)('GET', 'accounts/whoami/', token)).json() as { id: string };
  return { token, brandId: (response.json() as { id: string }).id, userId: me.id };
}

/** A brand user who joins `brandId` with `role`. */
export async function teamMember(t: TestApp, email: string, brandId: string, role: 'manager' | 'viewer') {
  const token = await signUpAndGetToken(t.app, { email, password, name: 'Team Member', persona: 'brand' });
  const me = (await apiCall(t)('GET', 'accounts/whoami/', token)).json() as { id: string };
  await t.app.context.database.db.insert(brandMembers).values({ brandId, userId: me.id, role });
  return token;
}

export interface CampaignBody {
  id: string;
  brand_id: string;
  status: string;
  name: string;
  budget: string | null;
  paused_from_status: string | null;
  allowed_actions: string[];
  placements: Array<{ type: string; cost: string; expected_views: number; video_url: string | null; position: string | null; rate: string }>;
  placements_total: string;
  uncapped_cpm_placements: number;
  over_budget: boolean;
  platforms: string[];
  [field: string]: unknown;
}

/** Creates a campaign (the publishable sample unless overridden) and returns its body. */
export async function createCampaign(t: TestApp, token: string, brandId: string, fields: Record<string, unknown> = {}): Promise<CampaignBody> {
  const response = await apiCall(t)('POST', 'campaigns/', token, { ...sampleCampaign(), brand_id: brandId, ...fields });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as CampaignBody;
}

export const errorsOf = (body: string) => (JSON.parse(body) as { errors: Record<string, string[]> }).errors;

/**
 * Books a captured payment for the campaign, as the provider's signed webhook would (docs/payments.md "Funding"):
 * invites are limited by funded money and an acceptance commits its offer from it. 10 lakh by default.
 */
export async function fundCampaign(t: TestApp, campaignId: string, amountMinor = 1_000_000_00) {
  const [campaign] = await t.app.context.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  assert.ok(campaign, `no campaign ${campaignId}`);
  await t.app.context.money.recordFunding({
    brandId: campaign.brandId, campaignId, currency: campaign.currency, provider: 'sandbox', providerPaymentId: `test_${randomUUID()}`, amountMinor,
  });
}
