import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { OutboxEventRow } from '../db/schema/outbox-events.schema';
import type { OutboxRepository } from '../repositories/outbox.repository';

/**
 * Delivers one event's payload. `tx` is a savepoint of the claiming transaction: what a deliverer writes with it
 * commits together with the event's delivered mark, so a side effect inside the database happens exactly once.
 * A deliverer that calls out (e-mail, a provider) is at least once: it must be quick (the claim holds its rows, and
 * on PGlite the only connection) and pass the event key on as the provider's idempotency key.
 */
export type OutboxDeliverer = (tx: Database, payload: unknown, event: OutboxEventRow) => Promise<void>;

/**
 * Thrown by a deliverer that may not deliver yet (a brand's daily e-mail cap is reached): the event waits until
 * `until` without counting as a failed attempt, and whatever the deliverer wrote rolls back.
 */
export class OutboxDeferral extends Error {
  constructor(readonly until: Date, reason: string) {
    super(reason);
    this.name = 'OutboxDeferral';
  }
}

/** docs/outbox.md: batch size, dead letter after 10 attempts, backoff capped at 10 minutes, 7 days of history. */
export const outboxPolicy = { batchSize: 100, maxAttempts: 10, maxBackoffSeconds: 600, retentionDays: 7 } as const;

export interface DeliveryCounts {
  claimed: number;
  delivered: number;
  failed: number;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2_000);

/**
 * The transactional outbox (DESIGN §9, docs/outbox.md). Changes write their side effects as events in their own
 * transaction (`writeOutboxEvents(tx, ...)`); this delivers them: a batch is claimed FOR UPDATE SKIP LOCKED, each
 * event is delivered in a savepoint and marked delivered there, a failure backs off (2^attempts s, at most 10 min)
 * and after 10 attempts the event stays as a dead letter. The worker runs it every second and on every local kick
 * (outbox-delivery.loop.ts), plus a pg-boss cron each minute; tests call `deliverPending()` themselves.
 */
export function createOutboxService(deps: {
  db: Database;
  repository: OutboxRepository;
  deliverers: Record<string, OutboxDeliverer>;
  logger: FastifyBaseLogger;
  batchSize?: number;
}) {
  const { repository, logger } = deps;
  const batchSize = deps.batchSize ?? outboxPolicy.batchSize;
  const { maxAttempts, maxBackoffSeconds } = outboxPolicy;
  const kickListeners = new Set<() => void>();

  /** Claims and delivers one batch in one transaction; `at` replaces the database clock (tests). */
  function deliverBatch(at?: Date): Promise<DeliveryCounts> {
    return deps.db.transaction(async (tx) => {
      const claimed = await repository.claim(tx, { limit: batchSize, maxAttempts, at });
      const counts: DeliveryCounts = { claimed: claimed.length, delivered: 0, failed: 0 };
      for (const event of claimed) {
        try {
          await tx.transaction(async (savepoint) => {
            const deliver = deps.deliverers[event.kind];
            if (!deliver) throw new Error(`No deliverer for outbox events of kind "${event.kind}".`);
            await deliver(savepoint, event.payload, event);
            await repository.markDelivered(savepoint, event.id, at);
          });
          counts.delivered += 1;
        } catch (error) {
          if (error instanceof OutboxDeferral) {
            await repository.defer(tx, event.id, error.until, error.message);
            logger.info({ eventKey: event.eventKey, kind: event.kind, until: error.until.toISOString() }, 'outbox event deferred');
            continue;
          }
          // The savepoint rolled back whatever the deliverer wrote; the claim (and this mark) go on.
          counts.failed += 1;
          const attempts = await repository.markFailed(tx, event.id, errorText(error), { maxBackoffSeconds, at });
          const fields = { err: error, eventKey: event.eventKey, kind: event.kind, attempts };
          if (attempts >= maxAttempts) logger.error(fields, 'outbox event is a dead letter: kept, no longer retried (docs/outbox.md)');
          else logger.warn(fields, 'outbox delivery failed; it is retried with backoff');
        }
      }
      return counts;
    });
  }

  /** Delivers batches until none is full (or `maxBatches` ran): everything due now. Returns the totals. */
  async function deliverPending(options: { at?: Date; maxBatches?: number } = {}): Promise<DeliveryCounts> {
    const total: DeliveryCounts = { claimed: 0, delivered: 0, failed: 0 };
    for (let batch = 0; batch < (options.maxBatches ?? 100); batch += 1) {
      const counts = await deliverBatch(options.at);
      total.claimed += counts.claimed;
      total.delivered += counts.delivered;
      total.failed += counts.failed;
      if (counts.claimed < batchSize) break;
    }
    return total;
  }

  /** Called after a commit that wrote events: a worker loop in this process delivers at once (no-op elsewhere). */
  function kick(): void {
    for (const listener of kickListeners) listener();
  }

  function onKick(listener: () => void): () => void {
    kickListeners.add(listener);
    return () => kickListeners.delete(listener);
  }

  const pruneDelivered = (days: number = outboxPolicy.retentionDays) => repository.pruneDelivered(days);
  const stats = () => repository.stats(maxAttempts);

  return { deliverBatch, deliverPending, kick, onKick, pruneDelivered, stats };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
/** What a service that writes events needs: tell the local worker after its commit. */
export type OutboxKick = Pick<OutboxService, 'kick'>;
