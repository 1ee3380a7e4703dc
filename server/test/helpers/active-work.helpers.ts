import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { campaignPlacements, campaigns } from '../../src/db/schema/campaigns.schema';
import { campaignInfluencers, contentSubmissionEvents, contentSubmissions, type OfferedPlacement } from '../../src/db/schema/marketplace.schema';
import type { VerificationStatus } from '../../../src/domain/marketplace/verification-status';
import type { CampaignStatus } from '../../../src/domain/campaigns/campaign-status';
import { signUpAndGetToken } from './auth.helpers';
import { apiCall, createCampaign } from './campaign.helpers';
import type { TestApp } from './test-app';

/**
 * Rows of the influencer's active work written straight to the database (roster rows, submissions, review events),
 * so these tests do not depend on the invite and submission endpoints.
 */

/** An influencer account with a (draft) profile; returns the token and the profile id. */
export async function influencerWithProfile(t: TestApp, email: string, displayName: string) {
  const token = await signUpAndGetToken(t.app, { email, password: 'Secret!234', name: displayName, persona: 'influencer' });
  const saved = await apiCall(t)('POST', 'influencers/profile/', token, { display_name: displayName });
  assert.equal(saved.statusCode, 200, saved.body);
  return { token, influencerId: (saved.json() as { id: string }).id };
}

/** A campaign of the sample shape in `status`, with the given placements; returns it and its placement rows. */
export async function campaignIn(t: TestApp, brand: { token: string; brandId: string }, name: string, status: CampaignStatus, placements?: unknown[]) {
  const body = await createCampaign(t, brand.token, brand.brandId, { name, ...(placements ? { placements } : {}) });
  const db = t.app.context.database.db;
  await db.update(campaigns).set({ status }).where(eq(campaigns.id, body.id));
  const rows = await db.select().from(campaignPlacements).where(eq(campaignPlacements.campaignId, body.id)).orderBy(campaignPlacements.position);
  return { id: body.id, placements: rows };
}

export const offerLine = (placement: { id: string; type: string; quantity: number; pricingType: string; rate: string }, amount: string): OfferedPlacement => ({
  placement_id: placement.id, type: placement.type, quantity: placement.quantity, pricing_type: placement.pricingType,
  rate: placement.rate, projected_views: null, amount,
});

export async function rosterRow(t: TestApp, values: {
  campaignId: string; influencerId: string; status: 'invited' | 'accepted' | 'declined' | 'expired';
  lines?: OfferedPlacement[]; deliveryDate?: string; invitedAt?: Date; respondedAt?: Date | null; expiresAt?: Date;
}) {
  const invitedAt = values.invitedAt ?? new Date(Date.now() - 3 * 86_400_000);
  const total = (values.lines ?? []).reduce((sum, line) => sum + Number(line.amount), 0).toFixed(2);
  const [row] = await t.app.context.database.db.insert(campaignInfluencers).values({
    campaignId: values.campaignId,
    influencerId: values.influencerId,
    status: values.status,
    offeredPlacements: values.lines ?? [],
    offeredAmount: total,
    message: 'We would love to work with you.',
    invitedAt,
    expiresAt: values.expiresAt ?? new Date(invitedAt.getTime() + 7 * 86_400_000),
    respondedAt: values.status === 'invited' ? null : values.respondedAt ?? new Date(invitedAt.getTime() + 86_400_000),
    application: values.status === 'accepted'
      ? {
          proposed_content: 'A dedicated video about the collection, shot outdoors in the rain with three looks.',
          previous_work: ['https://www.youtube.com/watch?v=abc123def45'],
          expected_delivery_date: values.deliveryDate ?? '2099-01-15',
          requested_compensation: '65000.00',
          additional_notes: '',
          agreed_to_terms: true,
        }
      : null,
  }).returning();
  assert.ok(row);
  return row;
}

export async function submission(t: TestApp, values: {
  campaignId: string; rosterId: string; influencerId: string; placementId: string; status: VerificationStatus; submittedAt: Date;
  events?: Array<{ actorId: string | null; actorRole: string; action: string; from: VerificationStatus | null; to: VerificationStatus; message?: string; at: Date }>;
}) {
  const db = t.app.context.database.db;
  const [row] = await db.insert(contentSubmissions).values({
    campaignId: values.campaignId, campaignInfluencerId: values.rosterId, influencerId: values.influencerId, placementId: values.placementId,
    platform: 'youtube', contentUrl: 'https://www.youtube.com/watch?v=abc123def45', note: 'Here it is.', status: values.status,
    submittedAt: values.submittedAt, updatedAt: values.events?.at(-1)?.at ?? values.submittedAt,
  }).returning();
  assert.ok(row);
  for (const event of values.events ?? []) {
    await db.insert(contentSubmissionEvents).values({
      submissionId: row.id, actorId: event.actorId, actorRole: event.actorRole, action: event.action,
      fromStatus: event.from, toStatus: event.to, message: event.message ?? null, createdAt: event.at,
    });
  }
  return row;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/**
 * Ana's work for one brand: Alpha Launch (active; video verified after a rejection = 40000 earned, reel disputed =
 * 30000 pending), Beta Drive (completed; video rebuttal_approved = 10000 earned, reel never submitted), Fresh Finish
 * (active, nothing offered), an open invite (Delta) and a declined one (Echo). Ben accepted Gamma.
 */
export async function seedActiveWork(t: TestApp, brand: { token: string; brandId: string; userId: string }) {
  const ana = await influencerWithProfile(t, 'ana.work@example.test', 'ana.works');
  const ben = await influencerWithProfile(t, 'ben.work@example.test', 'ben.works');
  const alpha = await campaignIn(t, brand, 'Alpha Launch', 'active');
  const [video, reel] = alpha.placements;
  assert.ok(video && reel);
  const alphaRow = await rosterRow(t, {
    campaignId: alpha.id, influencerId: ana.influencerId, status: 'accepted', respondedAt: minutesAgo(300),
    lines: [offerLine(video, '40000.00'), offerLine(reel, '30000.00')], deliveryDate: '2099-01-15',
  });
  const rejected = await submission(t, {
    campaignId: alpha.id, rosterId: alphaRow.id, influencerId: ana.influencerId, placementId: video.id, status: 'rejected', submittedAt: minutesAgo(200),
    events: [
      { actorId: null, actorRole: 'influencer', action: 'submit', from: null, to: 'submitted', at: minutesAgo(200) },
      { actorId: brand.userId, actorRole: 'brand', action: 'reject', from: 'submitted', to: 'rejected', message: 'The logo is not visible.', at: minutesAgo(190) },
    ],
  });
  const verified = await submission(t, {
    campaignId: alpha.id, rosterId: alphaRow.id, influencerId: ana.influencerId, placementId: video.id, status: 'verified', submittedAt: minutesAgo(100),
    events: [
      { actorId: null, actorRole: 'influencer', action: 'submit', from: null, to: 'submitted', at: minutesAgo(100) },
      { actorId: brand.userId, actorRole: 'brand', action: 'verify', from: 'submitted', to: 'verified', at: minutesAgo(90) },
    ],
  });
  const disputed = await submission(t, {
    campaignId: alpha.id, rosterId: alphaRow.id, influencerId: ana.influencerId, placementId: reel.id, status: 'rebuttal_requested', submittedAt: minutesAgo(50),
  });

  const beta = await campaignIn(t, brand, 'Beta Drive', 'completed');
  const [betaVideo, betaReel] = beta.placements;
  assert.ok(betaVideo && betaReel);
  const betaRow = await rosterRow(t, {
    campaignId: beta.id, influencerId: ana.influencerId, status: 'accepted', respondedAt: minutesAgo(400),
    lines: [offerLine(betaVideo, '10000.00'), offerLine(betaReel, '5000.00')],
  });
  await submission(t, {
    campaignId: beta.id, rosterId: betaRow.id, influencerId: ana.influencerId, placementId: betaVideo.id, status: 'rebuttal_approved', submittedAt: minutesAgo(80),
    events: [{ actorId: null, actorRole: 'operator', action: 'approve_rebuttal', from: 'rebuttal_responsed', to: 'rebuttal_approved', at: minutesAgo(10) }],
  });

  const fresh = await campaignIn(t, brand, 'Fresh Finish', 'paused');
  const freshRow = await rosterRow(t, { campaignId: fresh.id, influencerId: ana.influencerId, status: 'accepted', respondedAt: minutesAgo(30) });
  const delta = await campaignIn(t, brand, 'Delta Days', 'outreach_in_progress');
  const deltaRow = await rosterRow(t, { campaignId: delta.id, influencerId: ana.influencerId, status: 'invited', invitedAt: minutesAgo(20) });
  const echo = await campaignIn(t, brand, 'Echo Event', 'active');
  const echoRow = await rosterRow(t, { campaignId: echo.id, influencerId: ana.influencerId, status: 'declined' });
  const gamma = await campaignIn(t, brand, 'Gamma Glow', 'active');
  const gammaRow = await rosterRow(t, { campaignId: gamma.id, influencerId: ben.influencerId, status: 'accepted', lines: [offerLine(gamma.placements[0]!, '1000.00')] });

  return {
    ana, ben,
    rows: { alpha: alphaRow.id, beta: betaRow.id, fresh: freshRow.id, delta: deltaRow.id, echo: echoRow.id, gamma: gammaRow.id },
    campaigns: { alpha: alpha.id, beta: beta.id },
    placements: { video: video.id, reel: reel.id },
    submissions: { rejected: rejected.id, verified: verified.id, disputed: disputed.id },
  };
}
