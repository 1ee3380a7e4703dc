import { allowedVerificationActions, type VerificationActor } from '../../../src/domain/marketplace/verification-status';
import type { QueueRow, SubmissionEventRow } from '../repositories/submissions.repository';
import type { ContentSubmissionView, SubmissionEventView } from '../routes/api/v1/campaigns/submissions.schema';

/** Names only, never e-mails: the thread is shown to the other side. */
export const toEventView = ({ event, actorName }: SubmissionEventRow, influencerName: string): SubmissionEventView => ({
  id: event.id,
  actor: {
    id: event.actorId,
    role: event.actorRole as SubmissionEventView['actor']['role'],
    name: event.actorRole === 'influencer' ? influencerName || actorName : actorName,
  },
  action: event.action,
  from_status: event.fromStatus,
  to_status: event.toStatus,
  message: event.message,
  at: event.createdAt.toISOString(),
});

/** A queue row as the API shows it to `viewer` (their next actions), with its thread. */
export function toSubmissionView(row: QueueRow, events: SubmissionEventRow[], viewer: VerificationActor): ContentSubmissionView {
  const { submission } = row;
  return {
    id: submission.id,
    campaign_id: submission.campaignId,
    placement_id: submission.placementId,
    placement_type: row.placementType,
    platform: submission.platform,
    influencer: { id: submission.influencerId, display_name: row.influencerName, profile_picture: row.influencerPicture },
    content_url: submission.contentUrl,
    asset: submission.assetId ? { id: submission.assetId, file_name: row.assetName, content_type: row.assetType } : null,
    note: submission.note,
    status: submission.status,
    ownership_checked: submission.ownershipChecked,
    submitted_at: submission.submittedAt.toISOString(),
    updated_at: submission.updatedAt.toISOString(),
    allowed_actions: allowedVerificationActions(submission.status, viewer),
    events: events.map((event) => toEventView(event, row.influencerName)),
  };
}

/** Groups a page's events (one query) by submission. */
export function eventsBySubmission<Row extends { event: { submissionId: string } }>(events: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const event of events) {
    const list = grouped.get(event.event.submissionId);
    if (list) list.push(event);
    else grouped.set(event.event.submissionId, [event]);
  }
  return grouped;
}
