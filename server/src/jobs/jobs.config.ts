import type { ConfigVariable } from '../config.variables';

/**
 * Where background jobs run (docs/deployment.md "Processes"):
 * - `on`: this process works the queues, runs the schedules and the worker loops (the embedded default, `npm run worker`);
 * - `off`: this process only enqueues, into pg-boss on the database; a worker process runs them (API processes);
 * - `memory`: nothing reaches the database; sent jobs wait in memory until `jobs.drain()` (tests, deterministic).
 */
export type JobsMode = 'on' | 'off' | 'memory';

export interface JobsConfig {
  readonly mode: JobsMode;
  /** Seconds a job may stay active before pg-boss hands it to another worker (a worker killed mid-job). */
  readonly expireInSeconds: number;
  /**
   * Seconds without a heartbeat after which pg-boss fails an active job (then retried): a worker killed with kill -9 no
   * longer holds a 'stately' queue until the job expires (docs/deployment.md "Processes").
   */
  readonly heartbeatSeconds: number;
  /** Testing only: ms a worker waits after a job's work before pg-boss marks it done (the reliability suite kills it there). */
  readonly holdAfterWorkMs: number;
  /** YouTube Data API units the statistics collector may spend per Pacific day (the project's quota, default 10,000). */
  readonly youtubeDailyQuotaUnits: number;
  /** Hours an upload may stay unreferenced before cleanup-assets removes it (default 24). */
  readonly assetCleanupGraceHours: number;
}

export const jobsConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'JOBS_WORKER',
    defaultValue: 'on (memory in test)',
    description:
      'on: this process runs the background jobs (matching, schedules, outbox delivery) with pg-boss; off: it only enqueues them in the database for a worker process (`npm run worker`); memory: jobs wait in memory until a test drains them.',
  },
  {
    name: 'JOBS_EXPIRE_SECONDS',
    defaultValue: '900',
    description: 'Seconds a job may run before pg-boss considers its worker dead and retries it elsewhere.',
  },
  {
    name: 'JOBS_HEARTBEAT_SECONDS',
    defaultValue: '30',
    description:
      'A running job tells pg-boss it is alive every half of this; a job silent for longer (its worker was killed) is failed and retried within about this plus 30 s, instead of waiting for JOBS_EXPIRE_SECONDS. 10 to 3600.',
  },
  {
    name: 'YOUTUBE_DAILY_QUOTA_UNITS',
    defaultValue: '10000',
    description:
      'YouTube Data API units per day (Pacific time) the statistics job may spend: the Google Cloud project\'s quota; lower it to leave room for other uses of the project.',
  },
  {
    name: 'ASSET_CLEANUP_GRACE_HOURS',
    defaultValue: '24',
    description: 'Hours an upload may stay unreferenced (no campaign, submission or profile uses it) before the cleanup-assets job deletes it.',
  },
  {
    name: 'JOBS_TEST_HOLD_MS',
    defaultValue: '0',
    description: 'Testing only (bench/reliability): milliseconds a worker waits after a job\'s work before marking it done.',
  },
];

type Env = Record<string, string | undefined>;

export function parseJobsConfig(env: Env, problems: string[]): JobsConfig {
  const holdRaw = env.JOBS_TEST_HOLD_MS?.trim();
  const holdAfterWorkMs = holdRaw && /^\d+$/.test(holdRaw) ? Number(holdRaw) : 0;
  if (holdRaw && !/^\d+$/.test(holdRaw)) problems.push(`JOBS_TEST_HOLD_MS must be a whole number of milliseconds (got "${holdRaw}").`);
  const expireRaw = env.JOBS_EXPIRE_SECONDS?.trim();
  let expireInSeconds = 900;
  if (expireRaw) {
    expireInSeconds = Number(expireRaw);
    if (!/^\d+$/.test(expireRaw) || expireInSeconds < 1 || expireInSeconds > 86_400) {
      problems.push(`JOBS_EXPIRE_SECONDS must be a whole number between 1 and 86400 (got "${expireRaw}").`);
      expireInSeconds = 900;
    }
  }
  const youtubeDailyQuotaUnits = wholeNumber(env, 'YOUTUBE_DAILY_QUOTA_UNITS', 10_000, 1, 10_000_000, problems);
  const assetCleanupGraceHours = wholeNumber(env, 'ASSET_CLEANUP_GRACE_HOURS', 24, 1, 24 * 365, problems);
  const heartbeatSeconds = wholeNumber(env, 'JOBS_HEARTBEAT_SECONDS', 30, 10, 3_600, problems);
  const common = { expireInSeconds, heartbeatSeconds, holdAfterWorkMs, youtubeDailyQuotaUnits, assetCleanupGraceHours };
  const raw = env.JOBS_WORKER?.trim().toLowerCase();
  if (raw === undefined || raw === '') return { mode: env.NODE_ENV?.trim() === 'test' ? 'memory' : 'on', ...common };
  if (['on', 'true', '1', 'yes'].includes(raw)) return { mode: 'on', ...common };
  if (['off', 'false', '0', 'no'].includes(raw)) return { mode: 'off', ...common };
  if (raw === 'memory') return { mode: 'memory', ...common };
  problems.push(`JOBS_WORKER must be on, off or memory (got "${raw}").`);
  return { mode: 'memory', ...common };
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
    return fallback;
  }
  return value;
}
