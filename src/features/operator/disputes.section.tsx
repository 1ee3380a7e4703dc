import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useDecideOperatorDisputeMutation, useListOperatorDisputesQuery } from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { errorMessages } from '../../domain/messages';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import type { DisputeDecisionKind } from './decide-dialog.component';
import { DisputesView } from './disputes.view';
import { decideDialogTexts } from './operator.texts';

/** The server's words for a refused decision (409: already decided; 400: the reason), else the generic text. */
function refusal(error: unknown): string {
  const { status, data } = (error ?? {}) as FetchBaseQueryError;
  const body = data as { detail?: unknown; errors?: Record<string, string[]> } | undefined;
  const field = body?.errors?.reason?.[0];
  if (field) return field;
  if ((status === 403 || status === 404 || status === 409) && typeof body?.detail === 'string') return body.detail;
  return mutationErrorText(error as FetchBaseQueryError) || errorMessages.generic;
}

/** Loads GET operator/disputes/ and posts decisions to POST operator/disputes/{submissionId}/decide/. */
export function DisputesSection() {
  const [page, setPage] = useState(1);
  const list = useListOperatorDisputesQuery({ page, pageSize: 20 });
  const [decide] = useDecideOperatorDisputeMutation();
  const onDecide = async (submissionId: string, decision: DisputeDecisionKind, reason: string) => {
    const result = await decide({ submissionId, disputeDecision: { decision, reason } });
    if ('error' in result) return refusal(result.error);
    notify.success(decision === 'approve' ? decideDialogTexts.approved : decideDialogTexts.rejected);
    return undefined;
  };
  return (
    <DisputesView
      status={list.isLoading ? 'loading' : list.isError ? 'error' : 'ready'}
      disputes={list.data?.results}
      hasPrevious={!!list.data?.previous}
      hasNext={!!list.data?.next}
      onPage={(direction) => setPage((current) => Math.max(1, current + direction))}
      onRetry={() => void list.refetch()}
      onDecide={onDecide}
    />
  );
}
