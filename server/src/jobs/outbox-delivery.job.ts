import type { OutboxService } from '../services/outbox.service';
import type { JobDefinition } from './job-runner';

export const outboxDeliveryJobName = 'outbox-delivery';
export const outboxPruneJobName = 'outbox-prune';

/**
 * The outbox's scheduled jobs (docs/outbox.md). Delivery every minute is the safety net behind the worker's
 * 1-second loop (it also covers a deployment whose loop is not running); SKIP LOCKED lets both run at once.
 * Pruning drops events delivered more than 7 days ago, once a day.
 */
export const outboxJobs = (outbox: Pick<OutboxService, 'deliverPending' | 'pruneDelivered'>): JobDefinition[] => [
  { name: outboxDeliveryJobName, cron: '* * * * *', retryLimit: 0, handler: async () => void (await outbox.deliverPending()) },
  { name: outboxPruneJobName, cron: '23 3 * * *', handler: async () => void (await outbox.pruneDelivered()) },
];
