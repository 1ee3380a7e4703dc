import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import { campaignMessages } from '../../../src/domain/campaigns/campaign.texts';
import { verificationReasonSchema } from '../../../src/domain/marketplace/campaign-application.schema';
import { marketplaceLimits as l, marketplaceMessages as m } from '../../../src/domain/marketplace/marketplace.texts';
import {
  nextVerificationStatus, verificationActor, verificationStatusLabels,
  type VerificationAction, type VerificationStatus,
} from '../../../src/domain/marketplace/verification-status';
import {
  brandContentLink, influencerContentLink, verificationNotifications as texts,
} from '../../../src/domain/marketplace/verification-notifications.texts';
import type { UserRow } from '../db/schema/users.schema';
import type { Database } from '../db/database';
import { ApiError, notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import { pageOffset } from '../plugins/pagination';
import { validateOrThrow } from '../plugins/yup-validation';
import type { SubmissionsRepository } from '../repositories/submissions.repository';
import type { ContentSubmissionView } from '../routes/api/v1/campaigns/submissions.schema';
import type { OperatorDisputeView } from '../routes/api/v1/operator/operator.schema';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';
import { eventsBySubmission, toSubmissionView } from './submission-view';
import { parseStatuses, type SubmissionsService } from './submissions.service';

type Found = NonNullable<Awaited<ReturnType<SubmissionsRepository['findDetailed']>>>;
export type BrandReviewAction = 'verify' | 'reject' | 'respond';
const disputeStatuses: VerificationStatus[] = ['rebuttal_requested', 'rebuttal_responsed'];
const actionWords: Record<VerificationAction, string> = {
  verify: 'verified', reject: 'rejected', dispute: 'disputed', respond: 'answered', approve_rebuttal: 'upheld', reject_rebuttal: 'denied',
};

const refused = (from: VerificationStatus, action: VerificationAction) =>
  new ApiError(409, 'transition_refused', m.transitionRefused(verificationStatusLabels[from].toLowerCase(), actionWords[action]));

/**
 * The review steps after a submission (docs/marketplace.md, "Verification and rebuttal"): the brand verifies or
 * rejects, the influencer disputes a rejection once, the brand answers, an operator decides. Each step is a
 * compare-and-set on the status plus its event row and its notifications (outbox), in one transaction; a step that
 * lost a race answers 409 and wrote nothing.
 */
export function createVerificationService(deps: {
  submissions: SubmissionsRepository;
  views: Pick<SubmissionsService, 'sideOf' | 'detailView'>;
  outbox: OutboxKick;
  /** A verified item's (or upheld dispute's) payout line, written in the step's transaction (docs/payments.md). */
  createPayoutLine?: (tx: Database, submissionId: string) => Promise<unknown>;
}) {
  const { submissions } = deps;

  const reasonOf = (body: { reason?: string | null }, required: boolean): string | null => {
    if (!required) {
      const note = body.reason?.trim() || null;
      if (note && note.length > l.reasonMax) throw validationFailed({ reason: [m.reasonLength] });
      return note;
    }
    return validateOrThrow(verificationReasonSchema, body).reason;
  };

  async function step(found: Found, action: VerificationAction, actor: UserRow | null, message: string | null) {
    const from = found.submission.status;
    const to = nextVerificationStatus(action, from);
    if (!to) {
      if (action === 'dispute' && (await submissions.hasDisputed(found.submission.id))) throw new ApiError(409, 'already_disputed', m.alreadyDisputed);
      throw refused(from, action);
    }
    // The work is done once the content is verified or the creator's dispute is upheld: its payout line comes with it.
    const earns = to === 'verified' || to === 'rebuttal_approved';
    const saved = await submissions.transition(found.submission.id, {
      actorId: actor?.id ?? null, actorRole: verificationActor(action), action, fromStatus: from, toStatus: to, message,
    }, await stepEvents(found, action), earns && deps.createPayoutLine ? (tx) => deps.createPayoutLine!(tx, found.submission.id) : undefined);
    if (!saved) {
      // Another request moved it first: answer as if this one came second.
      const now = await submissions.findDetailed(found.submission.id);
      if (action === 'dispute' && now && now.submission.status !== 'rejected') throw new ApiError(409, 'already_disputed', m.alreadyDisputed);
      throw refused(now?.submission.status ?? from, action);
    }
    deps.outbox.kick();
    return saved;
  }

  /** Who is told about a step, as outbox events written with the step (keyed by submission and action). */
  async function stepEvents(found: Found, action: VerificationAction) {
    const { campaignId, id } = found.submission;
    const type = found.placementType;
    const toInfluencer = { userId: found.influencerUserId, url: influencerContentLink(found.submission.campaignInfluencerId) };
    const brandUrl = brandContentLink(found.brandId, campaignId);
    const sends: Array<{ userIds: string[]; url: string; text: { title: string; message: string; actionLabel: string }; kind: 'success' | 'warning' | 'error' | 'info' }> = [];
    if (action === 'verify') sends.push({ userIds: [toInfluencer.userId], url: toInfluencer.url, text: texts.verified(found.campaignName, type), kind: 'success' });
    if (action === 'reject') sends.push({ userIds: [toInfluencer.userId], url: toInfluencer.url, text: texts.rejected(found.campaignName, type), kind: 'error' });
    if (action === 'respond') sends.push({ userIds: [toInfluencer.userId], url: toInfluencer.url, text: texts.responded(found.campaignName), kind: 'info' });
    if (action === 'dispute') {
      sends.push({ userIds: await submissions.brandMemberIds(found.brandId), url: brandUrl, text: texts.disputed(found.influencerName || 'An influencer', found.campaignName), kind: 'warning' });
    }
    if (action === 'approve_rebuttal' || action === 'reject_rebuttal') {
      const text = texts.decided(found.campaignName, action === 'approve_rebuttal');
      const kind = action === 'approve_rebuttal' ? 'success' : 'error';
      sends.push({ userIds: [toInfluencer.userId], url: toInfluencer.url, text, kind });
      sends.push({ userIds: await submissions.brandMemberIds(found.brandId), url: brandUrl, text, kind: 'info' });
    }
    return sends.flatMap((send) => notificationEvents(send.userIds, {
      event: `content.${action}`, eventKey: `content-${action}:${id}`, type: send.kind,
      title: send.text.title, message: send.text.message, actionUrl: send.url, actionLabel: send.text.actionLabel,
    }));
  }

  /** POST campaigns/{id}/content-submissions/{submissionId}/verify|reject|respond/: brand members with campaigns.edit. */
  async function review(user: UserRow, campaignId: string, submissionId: string, action: BrandReviewAction, body: { reason?: string | null }): Promise<ContentSubmissionView> {
    const found = await deps.views.sideOf(user, campaignId, submissionId);
    // The influencer who submitted it sees it, so refusing is no leak.
    if (found.side !== 'brand') throw permissionDenied();
    const { row, member } = found;
    // The member's own flags count, as in every other check (docs/team.md).
    if (!hasTeamPermission(member, 'campaigns.edit')) throw permissionDenied(campaignMessages.viewersCannotChange);
    const message = reasonOf(body, action !== 'verify');
    await step(row, action, user, message);
    return deps.views.detailView(submissionId, 'brand');
  }

  /** POST campaigns/{id}/content-submissions/{submissionId}/dispute/: the influencer who submitted it, once. */
  async function dispute(user: UserRow, campaignId: string, submissionId: string, body: { reason?: string | null }): Promise<ContentSubmissionView> {
    const { row, side } = await deps.views.sideOf(user, campaignId, submissionId);
    if (side !== 'influencer') throw permissionDenied();
    const message = reasonOf(body, true);
    await step(row, 'dispute', user, message);
    return deps.views.detailView(submissionId, 'influencer');
  }

  /** GET operator/disputes/: open disputes across every campaign, oldest first. */
  async function disputes(query: { page: number; page_size: number; status?: string }) {
    const statuses = parseStatuses(query.status) ?? disputeStatuses;
    const { count, rows } = await submissions.pageDisputes(statuses, pageOffset(query), query.page_size);
    const events = eventsBySubmission(await submissions.eventsOf(rows.map((row) => row.submission.id)));
    const results: OperatorDisputeView[] = rows.map((row) => ({
      submission: toSubmissionView(row, events.get(row.submission.id) ?? [], 'operator'),
      campaign: { id: row.submission.campaignId, name: row.campaignName },
      brand: { id: row.brandId, name: row.brandName },
    }));
    return { count, results };
  }

  /** POST operator/disputes/{submissionId}/decide/: staff or the service token (actor null for the token). */
  async function decide(actor: UserRow | null, submissionId: string, body: { decision: 'approve' | 'reject'; reason?: string | null }) {
    const row = await submissions.findDetailed(submissionId);
    if (!row) throw notFound();
    // Only the reason goes through the reason schema: it refuses fields it does not know, such as `decision`.
    const message = reasonOf({ reason: body.reason }, true);
    await step(row, body.decision === 'approve' ? 'approve_rebuttal' : 'reject_rebuttal', actor, message);
    const updated = await submissions.findDetailed(submissionId);
    if (!updated) throw notFound();
    return {
      submission: toSubmissionView(updated, await submissions.eventsOf([submissionId]), 'operator'),
      campaign: { id: updated.submission.campaignId, name: updated.campaignName },
      brand: { id: updated.brandId, name: updated.brandName },
    } satisfies OperatorDisputeView;
  }

  return { review, dispute, disputes, decide };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
