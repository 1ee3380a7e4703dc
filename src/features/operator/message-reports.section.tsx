import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useListOperatorMessageReportsQuery, useResolveOperatorMessageReportMutation } from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { errorMessages } from '../../domain/messages';
import type { MessageReportDecision } from '../../domain/messages/message-reports.rules';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { resolveReportDialogTexts } from './message-reports.texts';
import { MessageReportsView } from './message-reports.view';

/** The server's words for a refused decision (409: already resolved; 400: not allowed for this report), else the generic text. */
function refusal(error: unknown): string {
  const { status, data } = (error ?? {}) as FetchBaseQueryError;
  const body = data as { detail?: unknown; errors?: Record<string, string[]> } | undefined;
  const field = body?.errors?.decision?.[0];
  if (field) return field;
  if ((status === 403 || status === 404 || status === 409) && typeof body?.detail === 'string') return body.detail;
  return mutationErrorText(error as FetchBaseQueryError) || errorMessages.generic;
}

/** Loads GET operator/message-reports/ and posts decisions to POST operator/message-reports/{id}/resolve/. */
export function MessageReportsSection() {
  const [page, setPage] = useState(1);
  const list = useListOperatorMessageReportsQuery({ page, pageSize: 20 });
  const [resolve] = useResolveOperatorMessageReportMutation();
  const onResolve = async (id: string, decision: MessageReportDecision) => {
    const result = await resolve({ id, messageReportDecision: { decision } });
    if ('error' in result) return refusal(result.error);
    notify.success(resolveReportDialogTexts.resolved[decision]);
    return undefined;
  };
  return (
    <MessageReportsView
      status={list.isLoading ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
      reports={list.data?.results}
      hasPrevious={Boolean(list.data?.previous)}
      hasNext={Boolean(list.data?.next)}
      onPage={(direction) => setPage((current) => Math.max(1, current + direction))}
      onRetry={() => void list.refetch()}
      onResolve={onResolve}
    />
  );
}
