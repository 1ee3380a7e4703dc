import type { IdempotencyKeysRepository } from '../repositories/idempotency-keys.repository';
import type { JobDefinition } from './job-runner';

/**
 * Deletes idempotency keys past their 24 h (and crashed requests' expired locks), hourly (docs/idempotency.md).
 * Correctness does not wait for it: an expired row is taken over by the next request with its key; this only
 * keeps the table small. Idempotent: a second run in the same tick finds nothing.
 */
export function pruneIdempotencyKeysJob(keys: Pick<IdempotencyKeysRepository, 'pruneExpired'>): JobDefinition {
  return { name: 'prune-idempotency-keys', cron: '23 * * * *', handler: async () => void (await keys.pruneExpired(new Date())) };
}
