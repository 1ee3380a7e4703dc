import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { socialAccounts } from '../../src/db/schema/influencers.schema';
import { notifications } from '../../src/db/schema/notifications.schema';
import { campaignIn, rosterRow, submission } from '../helpers/active-work.helpers';
import { bearer } from '../helpers/auth.helpers';
import { apiCall, brandOwner, createCampaign } from '../helpers/campaign.helpers';
import { pngImage } from '../helpers/image-fixtures';
import { multipartBody } from '../helpers/multipart';
import { influencerWithAccounts, staffToken } from '../helpers/submission.helpers';
import { testServiceToken, type TestApp } from '../helpers/test-app';

/** Who sends a fuzzed request: the headers that make the caller that persona. */
export interface Persona {
  name: string;
  headers: Record<string, string>;
}

/** Real ids and slugs of the seeded world, so valid requests reach past "not found" into the handlers. */
export interface KnownValues {
  ids: string[];
  slugs: string[];
}

export interface FuzzWorld {
  personas: Persona[];
  known: KnownValues;
}

/**
 * Seeds one brand (admin) with campaigns in several states, one influencer with a completed profile and linked
 * accounts who has an invite, an accepted offer and a submission, an uploaded asset, a notification, and the staff
 * user; returns a persona for each plus an anonymous caller, the service token and a forged token.
 */
export async function seedFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const db = t.app.context.database.db;
  const brand = await brandOwner(t, 'fuzz.brand@example.test', 'Fuzz Brand Co.');
  const draft = await createCampaign(t, brand.token, brand.brandId, { name: 'Fuzz Draft' });
  const active = await campaignIn(t, brand, 'Fuzz Active', 'active');
  const outreach = await campaignIn(t, brand, 'Fuzz Outreach', 'outreach_in_progress');
  const influencer = await influencerWithAccounts(t, 'fuzz.creator@example.test', 'fuzzcreator', 'Fuzz Creator');
  const placement = active.placements[0];
  assert.ok(placement);
  const accepted = await rosterRow(t, { campaignId: active.id, influencerId: influencer.influencerId, status: 'accepted' });
  const invite = await rosterRow(t, { campaignId: outreach.id, influencerId: influencer.influencerId, status: 'invited' });
  const submitted = await submission(t, {
    campaignId: active.id, rosterId: accepted.id, influencerId: influencer.influencerId, placementId: placement.id, status: 'submitted', submittedAt: new Date(),
  });
  const upload = multipartBody([{ name: 'file', value: pngImage(4, 4), fileName: 'fuzz.png', contentType: 'image/png' }]);
  const asset = await t.app.inject({ method: 'POST', url: '/api/v1/assets/', payload: upload.payload, headers: { ...upload.headers, ...bearer(brand.token) } });
  assert.equal(asset.statusCode, 201, asset.body);
  const [notification] = await db.insert(notifications).values({ userId: influencer.userId, event: 'fuzz.seeded', title: 'Fuzz', message: 'Hello' }).returning();
  const accounts = await db.select({ id: socialAccounts.id }).from(socialAccounts).where(eq(socialAccounts.influencerId, influencer.influencerId));
  const staff = await staffToken(t);

  const help = await apiCall(t)('GET', 'help/categories/?page_size=100', brand.token);
  const categories = help.statusCode === 200 ? (help.json() as { results: Array<{ slug: string }> }).results.map((category) => category.slug) : [];
  const firstCategory = categories[0];
  const articles = firstCategory
    ? ((await apiCall(t)('GET', `help/categories/${firstCategory}/`, brand.token)).json() as { articles?: Array<{ slug: string }> }).articles ?? []
    : [];

  return {
    personas: [
      { name: 'anonymous', headers: {} },
      { name: 'brand admin', headers: bearer(brand.token) },
      { name: 'influencer', headers: bearer(influencer.token) },
      { name: 'staff', headers: bearer(staff) },
      { name: 'service token', headers: { 'x-service-token': testServiceToken } },
      { name: 'forged token', headers: bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.') },
    ],
    known: {
      ids: [
        brand.brandId, brand.userId, draft.id, active.id, outreach.id, placement.id, influencer.influencerId, influencer.userId,
        accepted.id, invite.id, submitted.id, (asset.json() as { id: string }).id, ...(notification ? [notification.id] : []),
        ...accounts.map((account) => account.id),
      ],
      slugs: [...categories, ...articles.map((article) => article.slug)],
    },
  };
}
