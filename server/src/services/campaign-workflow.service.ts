import { campaignMessages as m, campaignLimits as l } from '../../../src/domain/campaigns/campaign.texts';
import { campaignProblems } from '../../../src/domain/campaigns/campaign.schema';
import { oldVideoBrandingSchema, publishProblems } from '../../../src/domain/campaigns/campaign-publish';
import { fromCents, toCents } from '../../../src/domain/campaigns/campaign-money';
import type { BrandingPosition, PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { campaignEventNotes } from '../../../src/domain/campaigns/campaign-labels';
import { isFinal, nextStatus, type BrandStatusAction, type MatcherAction } from '../../../src/domain/campaigns/campaign-status';
import type { UserRow } from '../db/schema/users.schema';
import { conflict, validationFailed } from '../plugins/api-error';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { CampaignEventView, OldVideoBrandingBody } from '../routes/api/v1/campaigns/campaign-extras.schema';
import type { CampaignView } from '../routes/api/v1/campaigns/campaigns.schema';
import type { CampaignAccess } from './campaign-access';
import { campaignPlatforms } from './campaign-view';
import { inputOf, type CampaignsService } from './campaigns.service';

const changedMeanwhile = 'This campaign changed meanwhile. Reload it and try again.';

/** Publishing, status actions, activity history and old-video branding of campaigns. */
export function createCampaignWorkflowService(deps: {
  campaigns: CampaignsRepository;
  access: CampaignAccess;
  view: CampaignsService['view'];
  /** Runs once a publish is saved: queues the matching job (one per campaign, so a retry queues once). */
  afterPublish?: (campaignId: string) => Promise<void>;
  /** Runs once a complete or cancel is saved: queues the settlement of the campaign's money. */
  afterClosed?: (campaignId: string) => Promise<void>;
}) {
  const { campaigns, access } = deps;

  /** POST campaigns/{id}/publish/: draft|reverted -> planned once nothing is missing and the placements fit the budget. */
  async function publish(user: UserRow, id: string): Promise<CampaignView> {
    const { campaign, member } = await access.changeable(user, id);
    if (campaign.status !== 'draft' && campaign.status !== 'reverted') {
      throw conflict(isFinal(campaign.status) ? m.cannotPublish(campaign.status) : m.alreadyPublished, 'invalid_status');
    }
    const problems = publishProblems(inputOf(await deps.view(campaign, member)));
    if (Object.keys(problems).length) throw validationFailed(problems, 'This campaign cannot be published yet.');
    const saved = await campaigns.update(id, campaign.status, { status: 'planned', pausedFromStatus: null, publishedAt: new Date() },
      { actorId: user.id, action: 'publish', fromStatus: campaign.status, toStatus: 'planned' });
    if (!saved) throw conflict(changedMeanwhile, 'invalid_status');
    await deps.afterPublish?.(id);
    return deps.view(saved, member);
  }

  /** POST campaigns/{id}/status/: pause, resume, cancel, complete or revert (409 when the status does not allow it). */
  async function changeStatus(user: UserRow, id: string, action: BrandStatusAction, note?: string): Promise<CampaignView> {
    const { campaign, member } = await access.changeable(user, id);
    const to = nextStatus(action, campaign.status, campaign.pausedFromStatus);
    if (!to) throw conflict(m.cannotAct(action, campaign.status), 'invalid_status');
    const pausedFromStatus = action === 'pause' ? campaign.status : null;
    const saved = await campaigns.update(id, campaign.status, { status: to, pausedFromStatus },
      { actorId: user.id, action, fromStatus: campaign.status, toStatus: to, note: note?.trim() || null });
    if (!saved) throw conflict(changedMeanwhile, 'invalid_status');
    if (isFinal(to)) await deps.afterClosed?.(id);
    return deps.view(saved, member);
  }

  /** GET campaigns/{id}/events/: newest first. */
  async function events(user: UserRow, id: string, offset: number, limit: number): Promise<{ count: number; results: CampaignEventView[] }> {
    await access.visible(user, id);
    const { count, rows } = await campaigns.pageEvents(id, offset, limit);
    return {
      count,
      results: rows.map(({ event, actorName, actorEmail }) => ({
        id: event.id,
        action: event.action,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        note: event.note,
        actor: event.actorId ? { id: event.actorId, name: actorName ?? actorEmail } : null,
        created_at: event.createdAt.toISOString(),
      })),
    };
  }

  /** POST campaigns/{id}/old-video-branding/: one fixed-price yt_old_video_branding placement per video (drafts only). */
  async function addOldVideoBranding(user: UserRow, id: string, body: OldVideoBrandingBody): Promise<CampaignView> {
    const { campaign, member } = await access.changeable(user, id);
    if (campaign.status !== 'draft') throw conflict(m.draftOnly, 'invalid_status');
    const errors = campaignProblems(body, oldVideoBrandingSchema);
    const current = inputOf(await deps.view(campaign, member));
    if (!errors.video_urls && current.placements.length + body.video_urls.length > l.placementsMax) {
      errors.video_urls = [m.tooMany('placements', l.placementsMax)];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const rate = fromCents(toCents(body.price_per_video) ?? 0n);
    // Checked by oldVideoBrandingSchema above.
    const position = body.position as BrandingPosition;
    const rows = body.video_urls.map((url) => ({
      type: 'yt_old_video_branding' as const, quantity: 1, pricingType: 'fixed' as const, rate, viewCap: null,
      videoUrl: url.trim(), brandingPosition: position,
    }));
    const platforms = campaignPlatforms([...current.placements.map((p) => p.type as PlacementType), 'yt_old_video_branding'], current.influencer_criteria.platforms);
    const saved = await campaigns.update(id, 'draft', { platforms },
      { actorId: user.id, action: 'old_video_branding', fromStatus: 'draft', toStatus: 'draft', note: campaignEventNotes.oldVideosAdded(rows.length, position) },
      { rows, append: true });
    if (!saved) throw conflict(changedMeanwhile, 'invalid_status');
    return deps.view(saved, member);
  }

  /**
   * The marketplace's own status steps (matching started and finished, first invite sent, first acceptance).
   * Idempotent: a campaign not in the action's from-status (already advanced, paused, canceled) is left alone.
   * Returns whether the status changed.
   */
  async function advance(id: string, action: MatcherAction, actorId: string | null = null, note?: string): Promise<boolean> {
    const campaign = await campaigns.findById(id);
    if (!campaign) return false;
    const to = nextStatus(action, campaign.status);
    if (!to) return false;
    const saved = await campaigns.update(id, campaign.status, { status: to },
      { actorId, action, fromStatus: campaign.status, toStatus: to, note: note ?? null });
    return saved !== null;
  }

  return { publish, changeStatus, events, addOldVideoBranding, advance };
}

export type CampaignWorkflowService = ReturnType<typeof createCampaignWorkflowService>;
