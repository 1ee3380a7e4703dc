import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../db/database';
import type { JobRunner } from '../jobs/job-runner';
import type { MetricsProbes } from './app-metrics';
import { createOutboxBacklogRepository } from './outbox-backlog.repository';

/** The app's probes: pg-boss queue counts, the outbox backlog, and the PostgreSQL pool (absent on PGlite). */
export function metricsProbes(options: { database: DatabaseConnection; jobs: Pick<JobRunner, 'queueDepths'>; logger: FastifyBaseLogger }): MetricsProbes {
  const { database, jobs, logger } = options;
  const outbox = createOutboxBacklogRepository(database.db);
  return {
    jobQueues: () => jobs.queueDepths(),
    outbox: () => outbox.backlog(),
    pool: () => database.poolStats?.(),
    onProbeError: (probe, error) => logger.warn({ err: error, probe }, 'metrics probe failed'),
  };
}
