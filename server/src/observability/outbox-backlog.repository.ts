import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxEvents } from '../db/schema/outbox-events.schema';

export interface OutboxBacklog {
  pending: number;
  /** Pending events whose delivery already failed at least once (backing off). */
  retrying: number;
  /** Age of the oldest undelivered event in seconds; 0 when none is pending. */
  oldestAgeSeconds: number;
}

/** Read-only, for metrics: the undelivered part of the outbox (served by its partial index on pending rows). */
export function createOutboxBacklogRepository(db: Database) {
  return {
    async backlog(): Promise<OutboxBacklog> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*)::int`,
          retrying: sql<number>`(count(*) filter (where ${outboxEvents.attempts} > 0))::int`,
          oldestAgeSeconds: sql<number>`coalesce(extract(epoch from (now() - min(${outboxEvents.createdAt}))), 0)::float8`,
        })
        .from(outboxEvents)
        .where(isNull(outboxEvents.deliveredAt));
      return { pending: Number(row?.pending ?? 0), retrying: Number(row?.retrying ?? 0), oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0) };
    },
  };
}
