import { combineProvenance } from '../../../src/domain/social/social-connect.rules';
import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import { contentVerificationStatuses, type VerificationStatus } from '../../../src/domain/marketplace/verification-status';
import { influencerVisibleInviteStatuses, type InviteStatus } from '../../../src/domain/marketplace/invite-status';
import { placementTypeInfo } from '../../../src/domain/campaigns/campaign-options';
import type { CampaignInfluencerRow, ContentSubmissionRow } from '../db/schema/marketplace.schema';
import type { UserRow } from '../db/schema/users.schema';
import { notFound } from '../plugins/api-error';
import { parseOrdering } from '../plugins/pagination';
import type { BrandInfluencerOrderField, BrandInfluencersRepository, PublicAccountRow, PublicProfileRow } from '../repositories/brand-influencers.repository';
import type { SubmissionEventRow, SubmissionsRepository } from '../repositories/submissions.repository';
import type { CampaignAccess } from './campaign-access';
import { eventsBySubmission, toEventView } from './submission-view';

export interface BrandInfluencerListQuery {
  status?: InviteStatus;
  search?: string;
  page: number;
  page_size: number;
  ordering: BrandInfluencerOrderField | `-${BrandInfluencerOrderField}`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const profileToApi = (profile: PublicProfileRow & object) => ({
  id: profile.id,
  display_name: profile.displayName,
  profile_picture: profile.profilePicture,
  bio: profile.bio,
  categories: profile.categories,
  languages: profile.languages,
  city: profile.city,
  country: profile.country,
});

const accountToApi = (account: PublicAccountRow) => ({
  id: account.id,
  platform: account.platform,
  handle: account.handle,
  profile_url: account.profileUrl,
  followers: account.followers,
  average_engagement: account.averageEngagement,
  media_count: account.mediaCount,
  recent_average_views: account.recentAverageViews,
  is_verified: account.metricsProvenance === 'verified',
  metrics_provenance: account.metricsProvenance,
  verified_at: iso(account.verifiedAt),
  metrics_updated_at: iso(account.metricsUpdatedAt),
});

const emptyCounts = () => Object.fromEntries(contentVerificationStatuses.map((status) => [status, 0])) as Record<VerificationStatus, number>;

const rosterToApi = (row: CampaignInfluencerRow) => ({
  id: row.id,
  status: row.status,
  source: row.source,
  fit_score: row.fitScore,
  offered_amount: row.offeredAmount,
  invited_at: iso(row.invitedAt),
  expires_at: iso(row.expiresAt),
  responded_at: iso(row.respondedAt),
});

/**
 * The brand's views of the influencers on one campaign (docs/marketplace.md, "Brand views"): the public profile,
 * linked accounts and their metrics, and the work in this campaign. Never the e-mail, phone, date of birth or
 * payout details: the repository selects public columns only.
 */
export function createBrandInfluencersService(deps: {
  repository: BrandInfluencersRepository;
  access: CampaignAccess;
  /** The review threads, read as the review queue reads them. */
  submissionEvents: SubmissionsRepository['eventsOf'];
}) {
  const { repository } = deps;

  /** The campaign when the caller's team may view both campaigns and influencers; 404 otherwise (never 403: no leak). */
  async function viewable(user: UserRow, campaignId: string) {
    const { campaign, member } = await deps.access.visible(user, campaignId);
    // The member's own flags count, as in every other check (docs/team.md).
    if (!hasTeamPermission(member, 'influencers.view')) throw notFound();
    return campaign;
  }

  async function list(user: UserRow, campaignId: string, query: BrandInfluencerListQuery, offset: number) {
    const campaign = await viewable(user, campaignId);
    const statuses = query.status ? [query.status] : influencerVisibleInviteStatuses;
    const search = query.search?.trim() || undefined;
    const { count, rows } = await repository.page(campaignId, { statuses, search }, parseOrdering(query.ordering), offset, query.page_size);
    const accounts = await repository.accountsOf(rows.map((row) => row.profile.id));
    const counts = await repository.submissionCounts(rows.map((row) => row.roster.id));
    const results = rows.map(({ roster, profile }) => {
      const own = accounts.filter((account) => account.influencerId === profile.id);
      const submissionCounts = emptyCounts();
      for (const item of counts) if (item.rosterId === roster.id) submissionCounts[item.status] = item.n;
      return {
        ...rosterToApi(roster),
        currency: campaign.currency,
        influencer: {
          ...profileToApi(profile),
          platforms: [...new Set(own.map((account) => account.platform))],
          total_followers: own.reduce((sum, account) => sum + (account.followers ?? 0), 0),
          // Whether that total was read from the platforms, typed in, or both (docs/social-integrations.md "Brands").
          followers_provenance: combineProvenance(own.filter((account) => account.followers !== null).map((account) => account.metricsProvenance)),
        },
        submission_counts: submissionCounts,
        submissions_total: Object.values(submissionCounts).reduce((sum, n) => sum + n, 0),
      };
    });
    return { count, results };
  }

  const submissionToApi = (submission: ContentSubmissionRow, placementType: string | null, events: SubmissionEventRow[], displayName: string) => ({
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
    // The influencer appears under their public display name (never their account name), as in the review queue.
    events: events.map((event) => toEventView(event, displayName)),
  });

  /** One influencer of the roster (any roster status, candidates and removed ones included); 404 when not on it. */
  async function details(user: UserRow, campaignId: string, influencerId: string) {
    const campaign = await viewable(user, campaignId);
    const roster = await repository.rosterRow(campaignId, influencerId);
    const profile = roster ? await repository.profile(influencerId) : null;
    if (!roster || !profile) throw notFound();
    const [accounts, placements, submissions] = await Promise.all([
      repository.accountsOf([influencerId]),
      repository.placementsOf(campaignId),
      repository.submissionsOf(roster.id),
    ]);
    const events = eventsBySubmission(await deps.submissionEvents(submissions.map((submission) => submission.id)));
    const typeOf = new Map(placements.map((placement) => [placement.id, placement.type]));
    const latest = new Map<string, VerificationStatus>();
    for (const submission of submissions) if (!latest.has(submission.placementId)) latest.set(submission.placementId, submission.status);
    return {
      campaign: { id: campaign.id, name: campaign.name, status: campaign.status, currency: campaign.currency, end_date: campaign.endDate },
      influencer: profileToApi(profile),
      accounts: accounts.map(accountToApi),
      roster: {
        ...rosterToApi(roster),
        fit: roster.fit ?? null,
        message: roster.message,
        decline_reason: roster.declineReason,
        application: roster.application ?? null,
      },
      placements: (roster.offeredPlacements ?? []).map((offer) => ({
        placement_id: offer.placement_id,
        type: offer.type,
        platform: placementTypeInfo[offer.type as keyof typeof placementTypeInfo]?.platform ?? null,
        quantity: offer.quantity,
        pricing_type: offer.pricing_type,
        rate: offer.rate,
        projected_views: offer.projected_views,
        amount: offer.amount,
        latest_status: latest.get(offer.placement_id) ?? null,
      })),
      submissions: submissions.map((submission) => submissionToApi(submission, typeOf.get(submission.placementId) ?? null, events.get(submission.id) ?? [], profile.displayName)),
    };
  }

  return { list, details };
}

export type BrandInfluencersService = ReturnType<typeof createBrandInfluencersService>;
