import { useState } from 'react';
import {
  useGetCampaignQuery,
  useListCampaignContentSubmissionsQuery,
  useRejectCampaignContentSubmissionMutation,
  useRespondCampaignContentSubmissionMutation,
  useVerifyCampaignContentSubmissionMutation,
  type ContentSubmission,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { hasTeamPermission } from '../../domain/brands/team-permissions';
import { refusalText } from '../brand-campaigns/campaign-details.section';
import { fieldErrorsOf } from '../influencer-profile/api-errors';
import { reviewItemTexts as t } from './content-review.texts';
import type { ReasonSubmitResult } from '../../components/reason-dialog/reason-dialog.component';
import type { ReviewStep } from './review-item.component';
import { ReviewQueueView, type ReviewQueueFilters } from './review-queue.view';

const pageSize = 10;

/** A failed step: field messages on the reason, a refusal (403/409) or anything else for the whole dialog. */
export function stepFailure(error: unknown): Exclude<ReasonSubmitResult, void> {
  const fields = fieldErrorsOf(error);
  if (fields.reason) return { field: fields.reason };
  return { form: refusalText(error) };
}

/** The "Content" tab of a brand campaign: GET campaigns/{id}/content-submissions/ with verify, reject and respond. */
export function ContentReviewSection({ campaignId }: { campaignId: string }) {
  const [filters, setFilters] = useState<ReviewQueueFilters>({ statuses: [], placementId: '' });
  const [page, setPage] = useState(1);
  const campaign = useGetCampaignQuery({ id: campaignId });
  const queue = useListCampaignContentSubmissionsQuery({
    id: campaignId, page, pageSize,
    ...(filters.statuses.length ? { status: filters.statuses.join(',') } : {}),
    ...(filters.placementId ? { placementId: filters.placementId } : {}),
  });
  const [verify] = useVerifyCampaignContentSubmissionMutation();
  const [reject] = useRejectCampaignContentSubmissionMutation();
  const [respond] = useRespondCampaignContentSubmissionMutation();
  // The campaign carries the caller's effective flags in its brand (their own, else the role's): what the server checks.
  const canEdit = campaign.data ? hasTeamPermission(campaign.data, 'campaigns.edit') : false;
  const placements = (campaign.data?.placements ?? []).map((placement, index) => ({
    id: placement.id, label: `${index + 1}. ${placementTypeInfo[placement.type].label}`,
  }));

  const onStep = async (submission: ContentSubmission, step: ReviewStep, reason?: string): Promise<ReasonSubmitResult> => {
    const ids = { id: campaignId, submissionId: submission.id };
    const result = step === 'verify' ? await verify({ ...ids, verifyContent: {} })
      : step === 'reject' ? await reject({ ...ids, verificationReason: { reason: reason ?? '' } })
        : await respond({ ...ids, verificationReason: { reason: reason ?? '' } });
    if ('error' in result) {
      const failure = stepFailure(result.error);
      // Verify has no dialog to show it in.
      if (step === 'verify') notify.error(failure.form ?? failure.field ?? t.failed);
      return failure;
    }
    notify.success(step === 'verify' ? t.verified : step === 'reject' ? t.rejected : t.responded);
    return undefined;
  };

  return (
    <ReviewQueueView
      status={queue.isLoading ? 'loading' : queue.isError ? 'error' : 'ready'}
      submissions={queue.data?.results}
      count={queue.data?.count}
      page={page}
      pageSize={pageSize}
      filters={filters}
      placements={placements}
      onFiltersChange={(next) => {
        setFilters(next);
        setPage(1);
      }}
      onPageChange={setPage}
      onRetry={() => void queue.refetch()}
      onStep={onStep}
      readOnly={!canEdit}
    />
  );
}
