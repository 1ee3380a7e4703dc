import type { AppConfig } from '../config';

/** Jobs may run longer than an API request: the worker's query deadline is at least this (0 keeps it off). */
const workerQueryTimeoutMs = 60_000;

/** The worker's configuration: jobs on whatever JOBS_WORKER says, and the longer query deadline. */
export function workerConfig(config: AppConfig): AppConfig {
  const { queryTimeoutMs } = config.database;
  return {
    ...config,
    jobs: { ...config.jobs, mode: 'on' },
    database: { ...config.database, queryTimeoutMs: queryTimeoutMs === 0 ? 0 : Math.max(queryTimeoutMs, workerQueryTimeoutMs) },
  };
}

/** Why this configuration cannot run a separate worker, or null. */
export function workerConfigProblem(config: AppConfig): string | null {
  // The embedded PGlite belongs to one process: `npm start` already runs the jobs inside the server.
  if (!config.databaseUrl) return 'The worker needs DATABASE_URL (PostgreSQL). With the embedded database, `npm start` runs the jobs itself.';
  return null;
}
