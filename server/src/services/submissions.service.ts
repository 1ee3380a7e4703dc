import { placementTypeInfo } from '../../../src/domain/campaigns/campaign-options';
import { influencerVisibleInviteStatuses, contentCampaignStatuses } from '../../../src/domain/marketplace/invite-status';
import { contentSubmissionSchema } from '../../../src/domain/marketplace/content-submission.schema';
import { marketplaceMessages as m } from '../../../src/domain/marketplace/marketplace.texts';
import { contentVerificationStatuses, type VerificationStatus } from '../../../src/domain/marketplace/verification-status';
import { brandContentLink, verificationNotifications as texts } from '../../../src/domain/marketplace/verification-notifications.texts';
import type { UserRow } from '../db/schema/users.schema';
import type { SocialAccountRow } from '../db/schema/influencers.schema';
import type { CampaignPlatform } from '../../../src/domain/campaigns/campaign-options';
import type { ContentLookup } from '../integrations/content-lookup/content-lookup';
import { contentOwnership } from '../integrations/content-lookup/content-ownership';
import { ApiError, notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import { pageOffset } from '../plugins/pagination';
import { validateOrThrow } from '../plugins/yup-validation';
import type { SubmissionsRepository } from '../repositories/submissions.repository';
import type { ContentSubmissionQueryValue, ContentSubmissionView, SubmitContentBody } from '../routes/api/v1/campaigns/submissions.schema';
import type { CampaignAccess } from './campaign-access';
import type { ContentOwnershipService } from './content-ownership.service';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';
import { eventsBySubmission, toSubmissionView } from './submission-view';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const parseStatuses = (raw?: string): VerificationStatus[] | undefined =>
  raw ? raw.split(',').filter((s): s is VerificationStatus => (contentVerificationStatuses as readonly string[]).includes(s)) : undefined;

export interface SubmissionsDeps {
  submissions: SubmissionsRepository;
  access: CampaignAccess;
  outbox: OutboxKick;
  contentLookup: ContentLookup;
  /** The check through connected accounts (docs/marketplace.md "Content ownership"). */
  ownership: Pick<ContentOwnershipService, 'check'>;
}

/** Content submission by influencers and the brand's review queue (docs/marketplace.md, "Content submission"). */
export function createSubmissionsService(deps: SubmissionsDeps) {
  const { submissions, access } = deps;

  /** The caller's roster row on the campaign when they accepted it; 403 when they were invited but did not accept, else 404. */
  async function acceptedRoster(user: UserRow, campaignId: string) {
    const influencer = await submissions.influencerOfUser(user.id);
    if (!influencer) throw notFound();
    const roster = await submissions.rosterRow(campaignId, influencer.id);
    if (!roster || !(influencerVisibleInviteStatuses as readonly string[]).includes(roster.status)) throw notFound();
    if (roster.status !== 'accepted') throw permissionDenied(m.notAccepted);
    const campaign = await submissions.campaignOf(campaignId);
    if (!campaign || !(contentCampaignStatuses as readonly string[]).includes(campaign.status)) {
      throw new ApiError(409, 'invalid_status', m.campaignNotTakingContent);
    }
    return { influencer, roster, campaign };
  }

  /**
   * Whether a content link is the influencer's (docs/marketplace.md "Content ownership"): true when the platform
   * confirmed it through a connected account; false when it could not be asked (no connected account on that
   * platform, or the platform did not answer), after today's check found nothing against it. Refusals are 400 on
   * `content_url` with the reason.
   */
  async function ownershipOf(url: string, platform: CampaignPlatform, accounts: SocialAccountRow[]): Promise<boolean> {
    if (!accounts.some((account) => account.platform === platform)) throw validationFailed({ content_url: [m.contentUrlNotYours] });
    const connected = await deps.ownership.check(url, platform, accounts);
    if (connected.kind === 'verified') return true;
    if (connected.kind === 'refused') throw validationFailed({ content_url: [connected.message] });
    // Not connected, or the platform could not answer: the typed handles and the oEmbed lookup decide, unverified.
    if ((await contentOwnership(url, platform, accounts, deps.contentLookup)) === false) throw validationFailed({ content_url: [m.contentUrlNotYours] });
    return false;
  }

  /** POST campaigns/{id}/submissions/: 201 with the new submission, 200 with the same one when a retry repeats it. */
  async function submit(user: UserRow, campaignId: string, body: SubmitContentBody): Promise<{ created: boolean; view: ContentSubmissionView }> {
    const { influencer, roster, campaign } = await acceptedRoster(user, campaignId);
    const placementId = typeof body.placement_id === 'string' ? body.placement_id.trim() : '';
    const placement = uuid.test(placementId) ? await submissions.placementOf(campaignId, placementId) : null;
    if (placementId && !placement) throw validationFailed({ placement_id: [m.placementUnknown] });
    const platform = placement ? placementTypeInfo[placement.type].platform : null;
    const values = validateOrThrow(contentSubmissionSchema(platform), body);
    if (!placement || !platform) throw validationFailed({ placement_id: [m.placementRequired] });
    const contentUrl = values.content_url ?? null;
    const assetId = values.asset_id ?? null;
    if (assetId && !(uuid.test(assetId) && (await submissions.ownsAsset(user.id, assetId)))) throw validationFailed({ asset_id: [m.assetUnknown] });
    const ownershipChecked = contentUrl ? await ownershipOf(contentUrl, platform, await submissions.linkedAccounts(influencer.id)) : false;
    const text = texts.submitted(influencer.displayName || 'An influencer', campaign.name, placement.type);
    const brandMembers = await submissions.brandMemberIds(campaign.brandId);
    const outcome = await submissions.submit(
      { campaignId, campaignInfluencerId: roster.id, influencerId: influencer.id, placementId: placement.id, platform, contentUrl, assetId, note: values.note ?? null, ownershipChecked },
      { actorId: user.id, actorRole: 'influencer', action: 'submit', message: values.note ?? null },
      (row) => notificationEvents(brandMembers, {
        event: 'content.submitted', eventKey: `content-submitted:${row.id}`, type: 'info',
        title: text.title, message: text.message, actionUrl: brandContentLink(campaign.brandId, campaignId), actionLabel: text.actionLabel,
      }),
    );
    if (outcome.kind === 'conflict') throw new ApiError(409, 'placement_already_submitted', m.placementAlreadySubmitted);
    if (outcome.kind === 'created') deps.outbox.kick();
    return { created: outcome.kind === 'created', view: await detailView(outcome.row.id, 'influencer') };
  }

  /** One submission with its thread, as `viewer` sees it; null when it is gone. */
  async function detailView(id: string, viewer: 'brand' | 'influencer' | 'operator'): Promise<ContentSubmissionView> {
    const row = await submissions.findDetailed(id);
    if (!row) throw notFound();
    return toSubmissionView(row, await submissions.eventsOf([id]), viewer);
  }

  /** GET campaigns/{id}/content-submissions/: brand members who can view the campaign; everyone else 404. */
  async function queue(user: UserRow, campaignId: string, query: ContentSubmissionQueryValue) {
    await access.visible(user, campaignId);
    const filter = { statuses: parseStatuses(query.status), placementId: query.placement_id, influencerId: query.influencer_id };
    const page = await submissions.page(campaignId, filter, query.ordering !== 'submitted_at', pageOffset(query), query.page_size);
    const events = eventsBySubmission(page.events);
    return { count: page.count, results: page.rows.map((row) => toSubmissionView(row, events.get(row.submission.id) ?? [], 'brand')) };
  }

  /**
   * Who the caller is to a submission of `campaignId`: a member of its brand (who may view the campaign) or the
   * influencer who submitted it. Anyone else, and a submission of another campaign: 404.
   */
  async function sideOf(user: UserRow, campaignId: string, submissionId: string) {
    const row = await submissions.findDetailed(submissionId);
    if (!row || row.submission.campaignId !== campaignId) throw notFound();
    const influencer = await submissions.influencerOfUser(user.id);
    if (influencer && influencer.id === row.submission.influencerId) return { row, side: 'influencer' as const };
    const { role, member } = await access.visible(user, campaignId);
    return { row, side: 'brand' as const, role, member };
  }

  /** GET campaigns/{id}/content-submissions/{submissionId}/: for either side. */
  async function detail(user: UserRow, campaignId: string, submissionId: string) {
    const { side } = await sideOf(user, campaignId, submissionId);
    return detailView(submissionId, side);
  }

  return { submit, queue, detail, detailView, sideOf };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
