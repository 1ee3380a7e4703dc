import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { influencers, socialAccounts } from '../../src/db/schema/influencers.schema';
import { campaigns } from '../../src/db/schema/campaigns.schema';
import { campaignInfluencers } from '../../src/db/schema/marketplace.schema';
import { apiCall, brandOwner, createCampaign } from './campaign.helpers';
import { markEmailVerified, signInAndGetToken, signUpAndGetToken } from './auth.helpers';
import { testStaffEmail, type TestApp } from './test-app';

const password = 'Secret!234';
type RosterStatus = (typeof campaignInfluencers.$inferSelect)['status'];

export interface TestInfluencer {
  token: string;
  userId: string;
  influencerId: string;
}

/**
 * An influencer with a profile and linked accounts, inserted directly (the profile-setup flow has its own tests):
 * YouTube channel @{handle}, Instagram {handle}.
 */
export async function influencerWithAccounts(t: TestApp, email: string, handle: string, displayName = 'Test Creator'): Promise<TestInfluencer> {
  const token = await signUpAndGetToken(t.app, { email, password, name: displayName, persona: 'influencer' });
  const me = (await apiCall(t)('GET', 'accounts/whoami/', token)).json() as { id: string };
  const db = t.app.context.database.db;
  const [row] = await db.insert(influencers).values({ userId: me.id, displayName, profileCompletedAt: new Date() }).returning();
  assert.ok(row);
  await db.insert(socialAccounts).values([
    { influencerId: row.id, platform: 'youtube', handle: `@${handle}`, profileUrl: `https://www.youtube.com/@${handle}`, followers: 120000 },
    { influencerId: row.id, platform: 'instagram', handle, profileUrl: `https://www.instagram.com/${handle}/`, followers: 80000 },
  ]);
  return { token, userId: me.id, influencerId: row.id };
}

/** Puts the influencer on the campaign's roster with `status` (the invite flow has its own tests). */
export async function enroll(t: TestApp, campaignId: string, influencerId: string, status: RosterStatus = 'accepted') {
  const db = t.app.context.database.db;
  const [row] = await db.insert(campaignInfluencers).values({ campaignId, influencerId, status, invitedAt: new Date() }).returning();
  assert.ok(row);
  return row.id;
}

export async function setRosterStatus(t: TestApp, rosterId: string, status: RosterStatus) {
  await t.app.context.database.db.update(campaignInfluencers).set({ status }).where(eq(campaignInfluencers.id, rosterId));
}

/** A brand with a sample campaign (a YouTube dedicated video and an Instagram branded reel placement). */
export async function brandWithCampaign(t: TestApp, email: string) {
  const owner = await brandOwner(t, email);
  const campaign = await createCampaign(t, owner.token, owner.brandId);
  // An accepted invite makes a campaign active (docs/marketplace.md), and only active campaigns take content.
  await t.app.context.database.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, campaign.id));
  const placements = campaign.placements as unknown as Array<{ id: string; type: string }>;
  const youtube = placements.find((p) => p.type === 'yt_dedicated_video')?.id as string;
  const instagram = placements.find((p) => p.type === 'ig_branded_reel')?.id as string;
  return { owner, campaign, youtube, instagram };
}

/** The verified staff user of the test app (STAFF_EMAILS). */
export async function staffToken(t: TestApp): Promise<string> {
  await signUpAndGetToken(t.app, { email: testStaffEmail, password, name: 'Platform Operator', persona: 'brand' });
  await markEmailVerified(t.app, testStaffEmail);
  return (await signInAndGetToken(t.app, testStaffEmail, password)).token;
}

export const youtubeUrl = (id = 'dQw4w9WgXcQ') => `https://www.youtube.com/watch?v=${id}`;
