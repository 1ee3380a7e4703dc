import type { FastifyBaseLogger } from 'fastify';
import { reconciliationPath, reconciliationTexts } from '../../../../src/domain/payments/reconciliation.texts';
import type { ReconciliationDifference, ReconciliationRunRow } from '../../db/schema/reconciliation.schema';
import { conflict, notFound } from '../../plugins/api-error';
import type { PageQuery } from '../../plugins/pagination';
import { pageOffset } from '../../plugins/pagination';
import type { ReconciliationRunsRepository, RunOutcome } from '../../repositories/reconciliation-runs.repository';
import { notificationEvents } from '../notification-outbox';
import type { ReconciliationChecker } from './reconciliation-checker';

const dayMs = 86_400_000;

export interface ReconciliationRunView {
  id: string;
  started_at: string;
  finished_at: string | null;
  status: ReconciliationRunRow['status'];
  checked: Record<string, number>;
  difference_count: number;
  error: string | null;
}

export const toRunView = (row: Omit<ReconciliationRunRow, 'differences'>): ReconciliationRunView => ({
  id: row.id,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  status: row.status,
  checked: row.checked,
  difference_count: row.differenceCount,
  error: row.error,
});

/**
 * The payment reconciliation (docs/payments.md "Reconciliation"): a run asks every checker in turn (the ledger,
 * then each provider), keeps what they compared and the differences they found, and tells staff when there are
 * any. It reports only: it never moves money or edits a record (an operator decides; the webhooks and jobs are the
 * writers). One run at a time across all processes (the runs repository's lock).
 */
export function createReconciliationService(deps: {
  runs: ReconciliationRunsRepository;
  checkers: ReconciliationChecker[];
  logger: FastifyBaseLogger;
  /** Queues the run's work on the job queue (after the starting request's commit). */
  enqueue: (runId: string) => Promise<unknown>;
  /** Records created or changed this many days back are compared (default 35: a month and its settlement lag). */
  windowDays?: number;
  /** A run still `running` after this long was interrupted (its process died): default one hour. */
  staleAfterMs?: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const windowDays = deps.windowDays ?? 35;
  const staleAfterMs = deps.staleAfterMs ?? 60 * 60_000;

  async function begin() {
    return deps.runs.start(new Date(now().getTime() - staleAfterMs), reconciliationTexts.interrupted);
  }

  /** POST operator/reconciliation/runs/: starts a run now and queues its work; 409 while one is running. */
  async function start(): Promise<ReconciliationRunView> {
    const { run, started } = await begin();
    if (!started) throw conflict(reconciliationTexts.alreadyRunning, 'reconciliation_running');
    await deps.enqueue(run.id);
    return toRunView(run);
  }

  /** The daily schedule: starts a run and does it here, unless one is running (then this tick does nothing). */
  async function runScheduled(): Promise<ReconciliationRunRow | null> {
    const { run, started } = await begin();
    if (!started) {
      deps.logger.info({ runId: run.id }, 'reconciliation already running: scheduled run skipped');
      return null;
    }
    return execute(run.id);
  }

  /** Does a started run's comparisons and records the outcome once; a crash fails the run with its error. */
  async function execute(runId: string): Promise<ReconciliationRunRow | null> {
    const run = await deps.runs.findById(runId);
    if (!run || run.status !== 'running') return run;
    const at = now();
    const window = { since: new Date(at.getTime() - windowDays * dayMs), now: at };
    const checked: Record<string, number> = {};
    const differences: ReconciliationDifference[] = [];
    let outcome: RunOutcome;
    try {
      for (const checker of deps.checkers) {
        const result = await checker.check(window);
        Object.assign(checked, result.checked);
        differences.push(...result.differences);
      }
      outcome = { status: differences.length > 0 ? 'differences' : 'clean', checked, differences };
    } catch (error) {
      deps.logger.error({ err: error, runId }, 'reconciliation run failed');
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error.';
      outcome = { status: 'failed', checked, differences, error: message };
    }
    const staff = outcome.status === 'clean' ? [] : await deps.runs.staffUserIds();
    const finished = await deps.runs.finish(runId, outcome, (row) => {
      if (staff.length === 0) return [];
      const text = row.status === 'failed' ? reconciliationTexts.failedNotification(row.error ?? '') : reconciliationTexts.notification(row.differenceCount);
      return notificationEvents(staff, {
        event: `reconciliation.${row.status}`, eventKey: `reconciliation:${row.id}`, type: row.status === 'failed' ? 'error' : 'warning',
        title: text.title, message: text.message, actionUrl: reconciliationPath, actionLabel: text.actionLabel,
      });
    });
    if (finished) deps.logger.info({ runId, status: finished.status, differences: finished.differenceCount, checked }, 'reconciliation run finished');
    return finished;
  }

  async function list(query: Pick<PageQuery, 'page' | 'page_size'>): Promise<{ count: number; results: ReconciliationRunView[] }> {
    const { count, rows } = await deps.runs.list(pageOffset(query), query.page_size);
    return { count, results: rows.map(toRunView) };
  }

  async function get(id: string): Promise<ReconciliationRunView & { differences: ReconciliationDifference[] }> {
    const row = await deps.runs.findById(id);
    if (!row) throw notFound();
    return { ...toRunView(row), differences: row.differences };
  }

  return { start, runScheduled, execute, list, get };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
