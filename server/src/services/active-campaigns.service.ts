import { fromCents } from '../../../src/domain/campaigns/campaign-money';
import type { CampaignStatus } from '../../../src/domain/campaigns/campaign-status';
import { marketplaceMessages } from '../../../src/domain/marketplace/marketplace.texts';
import { contentVerificationStatuses, type VerificationStatus } from '../../../src/domain/marketplace/verification-status';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied } from '../plugins/api-error';
import { parseOrdering, type PageQuery } from '../plugins/pagination';
import type { AcceptedCampaignRow, ActiveCampaignsRepository, ActiveOrderField } from '../repositories/active-campaigns.repository';
import { agreedPay, campaignSummary, liveCampaignStatuses, placementLines, progressOf, type SubmissionStatusRow } from './active-campaign-progress';
import type { CampaignCollateralService } from './campaign-collateral.service';
import { eventsBySubmission } from './submission-view';

export type ActiveListStatus = 'active' | 'completed' | 'all';
export interface ActiveListQuery extends PageQuery<ActiveOrderField> {
  status?: ActiveListStatus;
  search?: string;
}
export interface ActiveContentQuery extends Pick<PageQuery, 'page' | 'page_size'> {
  status?: VerificationStatus;
  placement_id?: string;
}

const statusFilter: Record<ActiveListStatus, CampaignStatus[] | undefined> = {
  active: [...liveCampaignStatuses],
  completed: ['completed'],
  all: undefined,
};

/** An accepted campaign as a list item: the campaign, the agreed pay and the progress of its placements. */
export function activeCampaignItem(row: AcceptedCampaignRow, submissions: SubmissionStatusRow[]) {
  const progress = progressOf(row, placementLines(row, submissions));
  return {
    id: row.roster.id,
    accepted_at: row.roster.respondedAt?.toISOString() ?? null,
    campaign: campaignSummary(row),
    agreed_pay: agreedPay(row),
    placements_total: progress.placements_total,
    placements_submitted: progress.placements_submitted,
    placements_verified: progress.placements_verified,
    next_deadline: progress.next_deadline,
  };
}

/**
 * The influencer's accepted campaigns (SPEC §7 influencers/campaigns/active/…): list, overview, stats, placements and
 * content of one. Only the caller's accepted roster rows exist for them: anything else is 404.
 */
export function createActiveCampaignsService(deps: { repository: ActiveCampaignsRepository; collateralFiles: CampaignCollateralService['filesOf'] }) {
  const { repository } = deps;

  /** The caller's influencer profile id; brands get 403, an influencer without a profile yet has none. */
  async function influencerIdOf(user: UserRow): Promise<string | null> {
    if (user.persona !== 'influencer') throw permissionDenied(marketplaceMessages.influencerWorkOnly);
    return (await repository.influencerOfUser(user.id))?.id ?? null;
  }

  /** The caller's accepted roster row `rosterId` with its submissions; 404 for anyone else's, or when not accepted. */
  async function ownAccepted(user: UserRow, rosterId: string) {
    const influencer = user.persona === 'influencer' ? await repository.influencerOfUser(user.id) : null;
    const row = influencer ? await repository.findAccepted(influencer.id, rosterId) : null;
    if (!row) throw notFound();
    const submissions = await repository.submissionStatuses([row.roster.id]);
    return { row, submissions, lines: placementLines(row, submissions) };
  }

  async function list(user: UserRow, query: ActiveListQuery, offset: number) {
    const influencerId = await influencerIdOf(user);
    if (!influencerId) return { count: 0, results: [] };
    const filter = { statuses: statusFilter[query.status ?? 'active'], search: query.search?.trim() || undefined };
    const { count, rows } = await repository.pageAccepted(influencerId, filter, parseOrdering(query.ordering), offset, query.page_size);
    const submissions = await repository.submissionStatuses(rows.map((row) => row.roster.id));
    return { count, results: rows.map((row) => activeCampaignItem(row, submissions.filter((s) => s.rosterId === row.roster.id))) };
  }

  async function dashboard(user: UserRow, rosterId: string) {
    const { row, lines } = await ownAccepted(user, rosterId);
    const progress = progressOf(row, lines);
    const application = row.roster.application;
    return {
      id: row.roster.id,
      accepted_at: row.roster.respondedAt?.toISOString() ?? null,
      campaign: { ...campaignSummary(row), description: row.campaign.description, objective: row.campaign.objective },
      brief: {
        message: row.roster.message,
        collateral: row.campaign.collateral ?? null,
        files: await deps.collateralFiles(row.campaign),
      },
      application: application
        ? {
            proposed_content: application.proposed_content,
            previous_work: application.previous_work ?? [],
            expected_delivery_date: application.expected_delivery_date ?? null,
            requested_compensation: application.requested_compensation ?? null,
            additional_notes: application.additional_notes ?? '',
          }
        : null,
      agreed_pay: agreedPay(row),
      progress: {
        placements_total: progress.placements_total,
        placements_submitted: progress.placements_submitted,
        placements_verified: progress.placements_verified,
        next_deadline: progress.next_deadline,
        earned: fromCents(progress.earnedCents),
        pending: fromCents(progress.pendingCents),
      },
    };
  }

  async function stats(user: UserRow, rosterId: string) {
    const { row, submissions, lines } = await ownAccepted(user, rosterId);
    const progress = progressOf(row, lines);
    const byStatus = Object.fromEntries(contentVerificationStatuses.map((status) => [status, 0])) as Record<VerificationStatus, number>;
    for (const submission of submissions) byStatus[submission.status] += 1;
    return {
      id: row.roster.id,
      submissions: { total: submissions.length, by_status: byStatus },
      placements_total: progress.placements_total,
      placements_submitted: progress.placements_submitted,
      placements_verified: progress.placements_verified,
      earnings: {
        currency: row.campaign.currency,
        agreed: fromCents(lines.reduce((sum, line) => sum + line.amountCents, 0n)),
        earned: fromCents(progress.earnedCents),
        pending: fromCents(progress.pendingCents),
      },
    };
  }

  async function placements(user: UserRow, rosterId: string) {
    const { row, lines } = await ownAccepted(user, rosterId);
    return {
      currency: row.campaign.currency,
      results: lines.map(({ verifiedAt: _v, amountCents: _c, pending: _p, ...line }) => line),
    };
  }

  async function content(user: UserRow, rosterId: string, query: ActiveContentQuery, offset: number) {
    const { row } = await ownAccepted(user, rosterId);
    const filter = { status: query.status, placementId: query.placement_id };
    const { count, rows } = await repository.pageSubmissions(row.roster.id, filter, offset, query.page_size);
    const events = eventsBySubmission(await repository.eventsOf(rows.map((r) => r.submission.id)));
    const results = rows.map(({ submission, placementType }) => ({
      id: submission.id,
      placement_id: submission.placementId,
      placement_type: placementType,
      platform: submission.platform,
      content_url: submission.contentUrl,
      asset_id: submission.assetId,
      note: submission.note,
      status: submission.status,
      ownership_checked: submission.ownershipChecked,
      submitted_at: submission.submittedAt.toISOString(),
      updated_at: submission.updatedAt.toISOString(),
      events: (events.get(submission.id) ?? []).map(({ event, actorName }) => ({
        id: event.id,
        action: event.action,
        actor_role: event.actorRole,
        actor_name: actorName,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        message: event.message,
        created_at: event.createdAt.toISOString(),
      })),
    }));
    return { count, results };
  }

  return { influencerIdOf, list, dashboard, stats, placements, content };
}

export type ActiveCampaignsService = ReturnType<typeof createActiveCampaignsService>;
