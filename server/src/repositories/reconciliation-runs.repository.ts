import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reconciliationRuns, type ReconciliationDifference, type ReconciliationRunRow } from '../db/schema/reconciliation.schema';
import { users } from '../db/schema/users.schema';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';

/** One key for "a reconciliation run is being started": two processes starting at once take turns here. */
const startLockKey = 7_151_015;

export interface RunOutcome {
  status: Exclude<ReconciliationRunRow['status'], 'running'>;
  checked: Record<string, number>;
  differences: ReconciliationDifference[];
  error?: string | null;
}

/**
 * The reconciliation's runs (migration 0013, docs/payments.md "Reconciliation"): at most one `running` at a time,
 * finished once by compare-and-set and never edited afterwards.
 */
export function createReconciliationRunsRepository(db: Database) {
  /**
   * Starts a run unless one is running: under a transaction-scoped advisory lock, so two processes (the daily
   * schedule and an operator's button, or two workers) never both start one. A run left `running` since before
   * `staleBefore` (its process died) is marked failed first, so it cannot block every later run.
   */
  async function start(staleBefore: Date, interruptedError: string): Promise<{ run: ReconciliationRunRow; started: boolean }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${startLockKey})`);
      await tx
        .update(reconciliationRuns)
        .set({ status: 'failed', finishedAt: sql`now()`, error: interruptedError })
        .where(and(eq(reconciliationRuns.status, 'running'), lt(reconciliationRuns.startedAt, staleBefore)));
      const [running] = await tx.select().from(reconciliationRuns).where(eq(reconciliationRuns.status, 'running')).limit(1);
      if (running) return { run: running, started: false };
      const [created] = await tx.insert(reconciliationRuns).values({}).returning();
      return { run: created!, started: true };
    });
  }

  /**
   * Records a run's outcome once (compare-and-set from running) with the outbox events telling staff, in one
   * transaction; null when the run was finished already (a retried job) or marked interrupted meanwhile.
   */
  async function finish(id: string, outcome: RunOutcome, events: (run: ReconciliationRunRow) => OutboxEventInput[]): Promise<ReconciliationRunRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(reconciliationRuns)
        .set({
          status: outcome.status,
          finishedAt: sql`now()`,
          checked: outcome.checked,
          differenceCount: outcome.differences.length,
          differences: outcome.differences,
          error: outcome.error ?? null,
        })
        .where(and(eq(reconciliationRuns.id, id), eq(reconciliationRuns.status, 'running')))
        .returning();
      if (!row) return null;
      const toWrite = events(row);
      if (toWrite.length > 0) await writeOutboxEvents(tx, toWrite);
      return row;
    });
  }

  async function findById(id: string): Promise<ReconciliationRunRow | null> {
    const [row] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, id));
    return row ?? null;
  }

  /** Newest first, without the differences (a list can be long; a run's page reads them). */
  async function list(offset: number, limit: number): Promise<{ count: number; rows: Array<Omit<ReconciliationRunRow, 'differences'>> }> {
    const [total] = await db.select({ value: count() }).from(reconciliationRuns);
    const rows = await db
      .select({
        id: reconciliationRuns.id,
        startedAt: reconciliationRuns.startedAt,
        finishedAt: reconciliationRuns.finishedAt,
        status: reconciliationRuns.status,
        checked: reconciliationRuns.checked,
        differenceCount: reconciliationRuns.differenceCount,
        error: reconciliationRuns.error,
      })
      .from(reconciliationRuns)
      .orderBy(desc(reconciliationRuns.startedAt), desc(reconciliationRuns.id))
      .offset(offset)
      .limit(limit);
    return { count: Number(total?.value ?? 0), rows };
  }

  /** The operators who hear about a run's differences. */
  async function staffUserIds(): Promise<string[]> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.isStaff, true));
    return rows.map((row) => row.id);
  }

  return { start, finish, findById, list, staffUserIds };
}

export type ReconciliationRunsRepository = ReturnType<typeof createReconciliationRunsRepository>;
