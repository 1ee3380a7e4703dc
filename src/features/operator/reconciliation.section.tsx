import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useGetReconciliationRunQuery, useListReconciliationRunsQuery, useStartReconciliationRunMutation } from '../../api/generated/api';
import { errorMessages } from '../../domain/messages';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { ReconciliationView } from './reconciliation.view';
import { reconciliationPageTexts as t } from './reconciliation.texts';

/** How often the page asks again while a run is comparing records. */
export const reconciliationPollMs = 2000;

function refusal(error: unknown): string {
  const { status, data } = (error ?? {}) as FetchBaseQueryError;
  const detail = (data as { detail?: unknown } | undefined)?.detail;
  if (status === 409 && typeof detail === 'string') return detail;
  return mutationErrorText(error as FetchBaseQueryError) || `${t.startFailed} ${errorMessages.generic}`;
}

/**
 * Loads GET operator/reconciliation/runs/ and the selected run (the newest unless another is chosen), starts runs with
 * POST operator/reconciliation/runs/, and polls both while a run is running.
 */
export function ReconciliationSection() {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const list = useListReconciliationRunsQuery({ page, pageSize: 20 }, { pollingInterval: polling ? reconciliationPollMs : 0 });
  const runs = list.data?.results;
  const anyRunning = Boolean(runs?.some((run) => run.status === 'running'));
  const selectedId = chosen ?? runs?.[0]?.id ?? null;
  const detail = useGetReconciliationRunQuery({ id: selectedId ?? '' }, { skip: !selectedId, pollingInterval: polling ? reconciliationPollMs : 0 });
  const [start, started] = useStartReconciliationRunMutation();
  // Poll while the list or the opened run shows a run running (the two answers may finish a poll apart); a run
  // started here shows up in the list it refetches (tag 'Operator').
  const openRunRunning = detail.data?.id === selectedId && detail.data?.status === 'running';
  useEffect(() => setPolling(anyRunning || openRunRunning), [anyRunning, openRunRunning]);

  const onRunNow = async () => {
    setStartError(null);
    const result = await start();
    if ('error' in result) {
      setStartError(refusal(result.error));
      return;
    }
    setPage(1);
    setChosen(result.data.id);
  };

  return (
    <ReconciliationView
      status={list.isLoading ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
      runs={runs}
      hasPrevious={Boolean(list.data?.previous)}
      hasNext={Boolean(list.data?.next)}
      onPage={(direction) => setPage((current) => Math.max(1, current + direction))}
      onRetry={() => void list.refetch()}
      selectedId={selectedId}
      onSelect={setChosen}
      run={detail.data?.id === selectedId ? detail.data : undefined}
      runStatus={!selectedId ? 'none' : detail.isError && !detail.data ? 'error' : detail.data?.id === selectedId ? 'ready' : 'loading'}
      onRetryRun={() => void detail.refetch()}
      onRunNow={() => void onRunNow()}
      starting={started.isLoading}
      startError={startError}
    />
  );
}
