import type { UserRow } from '../db/schema/users.schema';
import { notFound } from '../plugins/api-error';
import type { ActiveCampaignsRepository } from '../repositories/active-campaigns.repository';
import { byCurrency, isLiveCampaign, placementLines, progressOf } from './active-campaign-progress';
import { activeCampaignItem, type ActiveCampaignsService } from './active-campaigns.service';

const dashboardListSize = 5;
const activitySize = 10;
const statsMonths = 6;

type Invite = Awaited<ReturnType<ActiveCampaignsRepository['invitesOf']>>[number];
const isOpenInvite = (invite: Invite, now: Date) => invite.status === 'invited' && (!invite.expiresAt || invite.expiresAt > now);

/** 'YYYY-MM' of the last `n` months (UTC), oldest first, ending with the current one. */
function lastMonths(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The influencer dashboard (GET influencers/{id}/dashboard/) and totals (GET influencers/dashboard/stats/). */
export function createInfluencerDashboardService(deps: { repository: ActiveCampaignsRepository; activeCampaigns: Pick<ActiveCampaignsService, 'influencerIdOf'> }) {
  const { repository } = deps;

  /** Every accepted campaign with its placement lines; money per line is what the dashboard and stats add up. */
  async function work(influencerId: string) {
    const rows = await repository.allAccepted(influencerId);
    const submissions = await repository.submissionStatuses(rows.map((row) => row.roster.id));
    return rows.map((row) => {
      const own = submissions.filter((s) => s.rosterId === row.roster.id);
      const lines = placementLines(row, own);
      return { row, submissions: own, lines, progress: progressOf(row, lines) };
    });
  }

  const earnings = (campaigns: Awaited<ReturnType<typeof work>>) => ({
    earned: byCurrency(campaigns.map((c) => ({ currency: c.row.campaign.currency, cents: c.progress.earnedCents }))),
    pending: byCurrency(campaigns.map((c) => ({ currency: c.row.campaign.currency, cents: c.progress.pendingCents }))),
  });

  async function dashboard(user: UserRow, influencerId: string) {
    const own = user.persona === 'influencer' ? await repository.influencerOfUser(user.id) : null;
    if (!own || own.id !== influencerId) throw notFound();
    const now = new Date();
    const [invites, campaigns, events] = await Promise.all([repository.invitesOf(own.id), work(own.id), repository.recentEvents(own.id, activitySize)]);
    const open = invites.filter((invite) => isOpenInvite(invite, now))
      .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity));
    const live = campaigns.filter((c) => isLiveCampaign(c.row.campaign.status));
    const deadlines = live.flatMap((c) => c.lines.filter((line) => !line.verified && line.deadline).map((line) => ({
      roster_id: c.row.roster.id,
      campaign: { id: c.row.campaign.id, name: c.row.campaign.name },
      placement_id: line.placement_id,
      type: line.type,
      label: line.label,
      platform: line.platform,
      deadline: line.deadline as string,
      latest_status: line.latest_submission?.status ?? null,
    }))).sort((a, b) => a.deadline.localeCompare(b.deadline) || a.label.localeCompare(b.label));

    const inviteActivity = invites.flatMap((invite) => {
      const campaign = { id: invite.campaignId, name: invite.campaignName };
      const items = invite.invitedAt ? [{ kind: 'invite' as const, action: 'invited', status: null, campaign, target_id: invite.id, message: null, created_at: invite.invitedAt }] : [];
      if (invite.respondedAt && (invite.status === 'accepted' || invite.status === 'declined')) {
        items.push({ kind: 'invite', action: invite.status, status: null, campaign, target_id: invite.id, message: null, created_at: invite.respondedAt });
      }
      return items;
    });
    const submissionActivity = events.map(({ event, campaignId, campaignName, rosterId }) => ({
      kind: 'submission' as const, action: event.action, status: event.toStatus, campaign: { id: campaignId, name: campaignName },
      target_id: rosterId, message: event.message, created_at: event.createdAt,
    }));
    const activity = [...inviteActivity, ...submissionActivity]
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, activitySize)
      .map((item) => ({ ...item, created_at: item.created_at.toISOString() }));

    return {
      influencer_id: own.id,
      open_invites: {
        count: open.length,
        soonest: open.slice(0, dashboardListSize).map((invite) => ({
          id: invite.id,
          campaign: { id: invite.campaignId, name: invite.campaignName, brand_name: invite.brandName },
          offered_amount: invite.offeredAmount,
          currency: invite.currency,
          invited_at: invite.invitedAt?.toISOString() ?? null,
          expires_at: invite.expiresAt?.toISOString() ?? null,
        })),
      },
      active_campaigns: {
        count: live.length,
        results: live.slice(0, dashboardListSize).map((c) => activeCampaignItem(c.row, c.submissions)),
      },
      upcoming_deadlines: deadlines.slice(0, dashboardListSize),
      earnings: earnings(campaigns),
      recent_activity: activity,
    };
  }

  async function stats(user: UserRow) {
    const influencerId = await deps.activeCampaigns.influencerIdOf(user);
    const now = new Date();
    const [invites, campaigns] = influencerId ? await Promise.all([repository.invitesOf(influencerId), work(influencerId)]) : [[], []];
    const countInvites = (status: string) => invites.filter((invite) => invite.status === status).length;
    const accepted = countInvites('accepted');
    const answered = accepted + countInvites('declined') + countInvites('expired');
    const submissions = campaigns.flatMap((c) => c.submissions);
    const countSubmissions = (statuses: string[]) => submissions.filter((s) => statuses.includes(s.status)).length;
    const lines = campaigns.flatMap((c) => c.lines.map((line) => ({ ...line, currency: c.row.campaign.currency })));
    const months = lastMonths(now, statsMonths);
    return {
      invites: {
        received: invites.length,
        open: invites.filter((invite) => isOpenInvite(invite, now)).length,
        accepted,
        declined: countInvites('declined'),
        expired: countInvites('expired'),
        // Of the invites that were answered or lapsed; open ones are not decided yet.
        acceptance_rate: answered ? Math.round((accepted / answered) * 10_000) / 10_000 : null,
      },
      campaigns: {
        active: campaigns.filter((c) => isLiveCampaign(c.row.campaign.status)).length,
        completed: campaigns.filter((c) => c.row.campaign.status === 'completed').length,
      },
      content: {
        submitted: submissions.length,
        verified: countSubmissions(['verified', 'rebuttal_approved']),
        rejected: countSubmissions(['rejected', 'rebuttal_rejected']),
        in_review: countSubmissions(['submitted', 'rebuttal_requested', 'rebuttal_responsed']),
      },
      earnings: earnings(campaigns),
      monthly_earnings: months.map((month) => ({
        month,
        earned: byCurrency(lines.filter((line) => line.verifiedAt?.toISOString().slice(0, 7) === month)
          .map((line) => ({ currency: line.currency, cents: line.amountCents }))),
      })),
    };
  }

  return { dashboard, stats };
}

export type InfluencerDashboardService = ReturnType<typeof createInfluencerDashboardService>;
