import type { ReconciliationService } from '../services/reconciliation/reconciliation.service';
import type { JobDefinition, JobRunner } from './job-runner';

export const reconcilePaymentsJobName = 'reconcile-payments';

/**
 * The payment reconciliation (docs/payments.md "Reconciliation"): daily at 02:30 UTC (after the day's webhooks have
 * settled; 08:00 in India), and on demand from /operator/reconciliation. An operator's run is started by its request
 * (the row, under the runs lock: 409 while another runs) and done here, keyed by its id; the daily tick starts its
 * own run unless one is running. pg-boss's 'stately' policy with per-run keys keeps each run's work to one job.
 */
export const reconcilePaymentsJob = (deps: { reconciliation: Pick<ReconciliationService, 'execute' | 'runScheduled'> }): JobDefinition<{ runId?: string }> => ({
  name: reconcilePaymentsJobName,
  policy: 'stately',
  cron: '30 2 * * *',
  cronSingletonKey: 'daily',
  // A crash inside a run fails that run (recorded); a retry would only find it finished.
  retryLimit: 1,
  handler: async (data) => {
    if (data.runId) await deps.reconciliation.execute(data.runId);
    else await deps.reconciliation.runScheduled();
  },
});

/** Queue the work of a run an operator started. */
export const enqueueReconciliationRun = (jobs: Pick<JobRunner, 'send'>) => (runId: string) =>
  jobs.send(reconcilePaymentsJobName, { runId }, { singletonKey: `run:${runId}` });
