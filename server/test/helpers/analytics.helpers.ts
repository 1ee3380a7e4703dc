import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../src/db/schema/campaigns.schema';
import { campaignInfluencers, contentSubmissions, type OfferedPlacement } from '../../src/db/schema/marketplace.schema';
import type { DailySnapshotInput } from '../../src/repositories/content-stats.repository';
import type { TestApp } from './test-app';

type SubmissionStatus = (typeof contentSubmissions.$inferSelect)['status'];

/** An accepted roster row with the agreed lines written as the invite flow would have (the flow has its own tests). */
export async function acceptedWithOffer(t: TestApp, campaignId: string, influencerId: string, lines: OfferedPlacement[]) {
  const amount = lines.reduce((sum, line) => sum + Number(line.amount), 0).toFixed(2);
  const [row] = await t.app.context.database.db.insert(campaignInfluencers).values({
    campaignId, influencerId, status: 'accepted', invitedAt: new Date(), respondedAt: new Date(), offeredPlacements: lines, offeredAmount: amount,
  }).returning();
  assert.ok(row);
  return row.id;
}

/** A submission in `status`, last changed (verified) at `verifiedAt`, written directly (the review flow has its own tests). */
export async function deliveredContent(t: TestApp, input: {
  campaignId: string; rosterId: string; influencerId: string; placementId: string; platform: 'youtube' | 'instagram';
  verifiedAt: string; status?: SubmissionStatus; url?: string;
}) {
  const at = new Date(`${input.verifiedAt}T10:00:00Z`);
  const [row] = await t.app.context.database.db.insert(contentSubmissions).values({
    campaignId: input.campaignId, campaignInfluencerId: input.rosterId, influencerId: input.influencerId, placementId: input.placementId,
    platform: input.platform, contentUrl: input.url ?? `https://www.youtube.com/watch?v=${Math.random().toString(36).slice(2, 13).padEnd(11, 'x')}`,
    status: input.status ?? 'verified', submittedAt: at, updatedAt: at,
  }).returning();
  assert.ok(row);
  return row.id;
}

export const upsert = (t: TestApp, input: DailySnapshotInput) => t.app.context.contentStats.upsertDailySnapshot(input);

export const setCpmBasis = (t: TestApp, campaignId: string, basis: 'views' | 'engaged_views') =>
  t.app.context.database.db.update(campaigns).set({ cpmBasis: basis }).where(eq(campaigns.id, campaignId));
