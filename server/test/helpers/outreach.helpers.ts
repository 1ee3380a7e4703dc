import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/users.schema';
import { isOutboxMailer, type StoredMail } from '../../src/integrations/mailer/mailer';
import { apiCall, createCampaign, fundCampaign } from './campaign.helpers';
import { seedInfluencer } from './roster.helpers';
import type { TestApp } from './test-app';

/** A published, funded campaign of `token`'s brand, ready for invites. */
export async function invitingCampaign(t: TestApp, token: string, brandId: string, fields: Record<string, unknown> = {}) {
  const call = apiCall(t);
  const campaign = await createCampaign(t, token, brandId, fields);
  assert.equal((await call('POST', `campaigns/${campaign.id}/publish/`, token)).statusCode, 200);
  await t.app.context.jobs.drain();
  await fundCampaign(t, campaign.id, 1_000_000_00);
  return campaign;
}

/** An influencer with a YouTube account (so the sample campaign offers ₹40,000), on the campaign's roster. */
export async function rosterInfluencer(t: TestApp, token: string, campaignId: string, name: string) {
  const influencer = await seedInfluencer(t, { name, categories: ['Travel'], accounts: [{ platform: 'youtube', followers: 10_000 }] });
  const [user] = await t.app.context.database.db.select({ email: users.email }).from(users).where(eq(users.id, influencer.userId));
  return { ...influencer, rosterId: await rosterRowOf(t, token, campaignId, influencer.id), email: user!.email! };
}

/** The roster row of an influencer on a campaign: added by hand unless the matcher put them there already. */
export async function rosterRowOf(t: TestApp, token: string, campaignId: string, influencerId: string): Promise<string> {
  const added = await apiCall(t)('POST', `campaigns/${campaignId}/influencers/`, token, { influencer_id: influencerId });
  if (added.statusCode === 201) return (added.json() as { id: string }).id;
  assert.equal(added.statusCode, 409, added.body);
  const list = (await apiCall(t)('GET', `campaigns/${campaignId}/influencers/?page_size=100`, token)).json() as { results: Array<{ id: string; influencer_id: string }> };
  return list.results.find((row) => row.influencer_id === influencerId)!.id;
}

export async function inviteRows(t: TestApp, token: string, campaignId: string, rosterIds: string[], message?: string) {
  const response = await apiCall(t)('POST', `campaigns/${campaignId}/influencers/invite/`, token, { roster_ids: rosterIds, ...(message ? { message } : {}) });
  assert.equal(response.statusCode, 200, response.body);
  await t.app.context.outbox.deliverPending();
}

/** What the development outbox kept for `email`, newest first. */
export async function mailsTo(t: TestApp, email: string): Promise<StoredMail[]> {
  const mailer = t.app.context.identity.mailer;
  assert.ok(isOutboxMailer(mailer));
  return (await mailer.list(0, 500)).results.filter((mail) => mail.to === email);
}

/** The links of an e-mail's text, in order. */
export const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
