import { inviteNotificationTexts as n } from '../../../src/domain/marketplace/invite-notifications.texts';
import { eq } from 'drizzle-orm';
import { placementTypeInfo, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { campaignEventNotes } from '../../../src/domain/campaigns/campaign-labels';
import { maxCandidatesPerRun } from '../../../src/domain/marketplace/match-fit';
import type { Database } from '../db/database';
import { brandMembers } from '../db/schema/brands.schema';
import type { CampaignRow } from '../db/schema/campaigns.schema';
import { notFound } from '../plugins/api-error';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { MatchingRepository, MatchTargeting } from '../repositories/matching.repository';
import type { CampaignWorkflowService } from './campaign-workflow.service';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';
import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';

/** Statuses a matching run may (re)rank candidates in: published and not paused, completed or canceled. */
const matchableStatuses = new Set(['planned', 'processing_influencers', 'outreach_pending', 'outreach_in_progress', 'active']);

export function targetingOf(campaign: CampaignRow, placements: Awaited<ReturnType<CampaignsRepository['placementsOf']>>): MatchTargeting {
  const criteria = campaign.influencerCriteria;
  return {
    platforms: campaign.platforms,
    placements: placements.map((p) => ({
      type: p.type, platform: placementTypeInfo[p.type as PlacementType].platform, quantity: p.quantity, pricing_type: p.pricingType,
      rate: p.rate, view_cap: p.viewCap, view_ratio: placementTypeInfo[p.type as PlacementType].viewRatio,
    })),
    target_categories: campaign.targetCategories,
    target_languages: campaign.targetLanguages,
    target_locations: campaign.targetLocations.map((l) => l.trim().toLowerCase()).filter(Boolean),
    min_followers: criteria?.min_followers ?? null,
    max_followers: criteria?.max_followers ?? null,
    min_engagement: criteria?.min_engagement ?? null,
    budget: campaign.budget,
  };
}

/**
 * The matching job's work (docs/marketplace.md "Matching"): start_matching -> rank -> record candidates and the run
 * -> queue_outreach; the brand's team is told through the outbox, written with the run. Safe to run again: it
 * re-ranks matched candidates only (and the notification's event key keeps it to one per campaign).
 */
export function createMatchingService(deps: {
  db: Database;
  campaigns: CampaignsRepository;
  matching: MatchingRepository;
  workflow: Pick<CampaignWorkflowService, 'advance'>;
  outbox: OutboxKick;
  limit?: number;
}) {
  /** "Influencers matched" to the brand members who can see the roster: written with the run (outbox). */
  async function teamEvents(campaign: CampaignRow) {
    const members = await deps.db.select({ userId: brandMembers.userId, role: brandMembers.role }).from(brandMembers).where(eq(brandMembers.brandId, campaign.brandId));
    const viewers = members.filter((m) => hasTeamPermission(m.role, 'influencers.view'));
    // Those who can invite are asked to; the others (viewers) only hear the news.
    const inviting = viewers.filter((m) => hasTeamPermission(m.role, 'influencers.invite')).map((m) => m.userId);
    const watching = viewers.filter((m) => !hasTeamPermission(m.role, 'influencers.invite')).map((m) => m.userId);
    const event = (kept: number, canInvite: boolean) => ({
      event: 'campaign.matched',
      eventKey: `matched:${campaign.id}`,
      type: 'success' as const,
      title: n.matchedTitle,
      message: n.matched(kept, campaign.name, canInvite),
      actionUrl: `/brands/${campaign.brandId}/campaigns/${campaign.id}`,
      actionLabel: n.reviewCandidates,
    });
    return (kept: number) => [...notificationEvents(inviting, event(kept, true)), ...notificationEvents(watching, event(kept, false))];
  }

  /** Returns null when the campaign is gone or not in a status that matches (draft, paused, final). */
  async function runForCampaign(campaignId: string) {
    const found = await deps.campaigns.findById(campaignId);
    if (!found || !matchableStatuses.has(found.status)) return null;
    await deps.workflow.advance(campaignId, 'start_matching');
    const startedAt = new Date();
    const campaign = (await deps.campaigns.findById(campaignId)) ?? found;
    const targeting = targetingOf(campaign, await deps.campaigns.placementsOf([campaignId]));
    const ranked = await deps.matching.rank(targeting, deps.limit ?? maxCandidatesPerRun);
    const durationMs = Date.now() - startedAt.getTime();
    const context = { ...targeting, max_candidates: deps.limit ?? maxCandidatesPerRun };
    const { run, kept } = await deps.matching.record(campaignId, ranked, { context, startedAt, durationMs }, await teamEvents(campaign));
    deps.outbox.kick();
    await deps.workflow.advance(campaignId, 'queue_outreach', null, campaignEventNotes.candidatesMatched(kept));
    return { runId: run.id, candidates: kept, durationMs };
  }

  /** GET campaigns/internal/campaigns/{id}/discovery-context/ (staff or service token). */
  async function discoveryContext(campaignId: string) {
    const campaign = await deps.campaigns.findById(campaignId);
    if (!campaign) throw notFound();
    const run = await deps.matching.latestRun(campaignId);
    return {
      campaign_id: campaign.id,
      campaign_status: campaign.status,
      run_id: run?.id ?? null,
      context: run?.context ?? null,
      candidate_count: run?.candidateCount ?? 0,
      started_at: run?.startedAt.toISOString() ?? null,
      finished_at: run?.finishedAt?.toISOString() ?? null,
      duration_ms: run?.durationMs ?? null,
    };
  }

  return { runForCampaign, discoveryContext };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
