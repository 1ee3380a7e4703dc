import { and, asc, count, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxEvents, type OutboxEventRow } from '../db/schema/outbox-events.schema';

/** One side effect to deliver later (docs/outbox.md): `eventKey` is unique, so writing it twice stores it once. */
export interface OutboxEventInput<P = unknown> {
  eventKey: string;
  /** Which deliverer handles it, e.g. 'notification'. */
  kind: string;
  payload: P;
}

/** Rows per INSERT: a large invite batch stays well under PostgreSQL's 65,535 bind parameters. */
const insertChunk = 500;

/**
 * Writes events on the caller's executor: pass the `tx` of the transaction that makes the change, so the change and
 * its side effects commit (or roll back) together. A key already stored is skipped (a retried request, a re-run
 * job). Returns how many were new.
 */
export async function writeOutboxEvents(executor: Database, events: readonly OutboxEventInput[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < events.length; start += insertChunk) {
    const rows = await executor.insert(outboxEvents)
      .values(events.slice(start, start + insertChunk).map((event) => ({ eventKey: event.eventKey, kind: event.kind, payload: event.payload })))
      .onConflictDoNothing({ target: outboxEvents.eventKey })
      .returning({ id: outboxEvents.id });
    written += rows.length;
  }
  return written;
}

/** `now()` of the database (one clock for every process), or a given time (tests stepping past a backoff). */
const clock = (at?: Date) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/** The worker's side of outbox_events: claim, mark, back off, prune, count. */
export function createOutboxRepository(db: Database) {
  /**
   * Locks up to `limit` due events (oldest first) for the caller's transaction. SKIP LOCKED: another worker's
   * claimed rows are passed over, so concurrent workers never hold, and so never deliver, the same event.
   * Dead letters (attempts >= maxAttempts) are not claimed.
   */
  function claim(tx: Database, options: { limit: number; maxAttempts: number; at?: Date }): Promise<OutboxEventRow[]> {
    return tx.select().from(outboxEvents)
      .where(and(isNull(outboxEvents.deliveredAt), lt(outboxEvents.attempts, options.maxAttempts), lte(outboxEvents.availableAt, clock(options.at))))
      .orderBy(asc(outboxEvents.availableAt), asc(outboxEvents.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
  }

  async function markDelivered(tx: Database, id: string, at?: Date): Promise<void> {
    await tx.update(outboxEvents).set({ deliveredAt: clock(at), lastError: null }).where(eq(outboxEvents.id, id));
  }

  /** One more failed attempt: the error is kept and the next try waits min(2^attempts s, maxBackoff s). */
  async function markFailed(tx: Database, id: string, error: string, options: { maxBackoffSeconds: number; at?: Date }): Promise<number> {
    const [row] = await tx.update(outboxEvents)
      .set({
        attempts: sql`${outboxEvents.attempts} + 1`,
        lastError: error,
        availableAt: sql`${clock(options.at)} + least(power(2, ${outboxEvents.attempts} + 1), ${options.maxBackoffSeconds}::int) * interval '1 second'`,
      })
      .where(eq(outboxEvents.id, id))
      .returning({ attempts: outboxEvents.attempts });
    return row?.attempts ?? 0;
  }

  /** Not deliverable before `until` (OutboxDeferral): no attempt is counted; `reason` shows in last_error. */
  async function defer(tx: Database, id: string, until: Date, reason: string): Promise<void> {
    await tx.update(outboxEvents).set({ availableAt: until, lastError: `deferred: ${reason}`.slice(0, 2_000) }).where(eq(outboxEvents.id, id));
  }

  /** Deletes events delivered more than `days` ago, `chunk` rows per statement; returns how many. */
  async function pruneDelivered(days: number, chunk = 5_000): Promise<number> {
    let pruned = 0;
    for (;;) {
      const rows = await db.delete(outboxEvents)
        .where(sql`${outboxEvents.id} in (select id from ${outboxEvents} where ${outboxEvents.deliveredAt} < now() - ${days}::int * interval '1 day' limit ${chunk}::int)`)
        .returning({ id: outboxEvents.id });
      pruned += rows.length;
      if (rows.length < chunk) return pruned;
    }
  }

  /** Queue depth for operators and metrics: pending (deliverable or backing off), dead letters, oldest pending. */
  async function stats(maxAttempts: number) {
    const [pending] = await db.select({ n: count(), oldest: sql<string | null>`extract(epoch from min(${outboxEvents.createdAt}))::float8` }).from(outboxEvents)
      .where(and(isNull(outboxEvents.deliveredAt), lt(outboxEvents.attempts, maxAttempts)));
    const [dead] = await db.select({ n: count() }).from(outboxEvents)
      .where(and(isNull(outboxEvents.deliveredAt), sql`${outboxEvents.attempts} >= ${maxAttempts}`));
    const [delivered] = await db.select({ n: count() }).from(outboxEvents).where(isNotNull(outboxEvents.deliveredAt));
    return {
      pending: pending?.n ?? 0,
      deadLetters: dead?.n ?? 0,
      delivered: delivered?.n ?? 0,
      oldestPendingAt: pending?.oldest == null ? null : new Date(Number(pending.oldest) * 1000),
    };
  }

  async function findByKey(eventKey: string): Promise<OutboxEventRow | null> {
    const [row] = await db.select().from(outboxEvents).where(eq(outboxEvents.eventKey, eventKey)).limit(1);
    return row ?? null;
  }

  return { claim, markDelivered, markFailed, defer, pruneDelivered, stats, findByKey };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
