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
  /** Testing only: ms a worker waits after a job's work before pg-boss marks it done (the reliability suite kills it there). */
  readonly holdAfterWorkMs: number;
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
  const raw = env.JOBS_WORKER?.trim().toLowerCase();
  if (raw === undefined || raw === '') return { mode: env.NODE_ENV?.trim() === 'test' ? 'memory' : 'on', expireInSeconds, holdAfterWorkMs };
  if (['on', 'true', '1', 'yes'].includes(raw)) return { mode: 'on', expireInSeconds, holdAfterWorkMs };
  if (['off', 'false', '0', 'no'].includes(raw)) return { mode: 'off', expireInSeconds, holdAfterWorkMs };
  if (raw === 'memory') return { mode: 'memory', expireInSeconds, holdAfterWorkMs };
  problems.push(`JOBS_WORKER must be on, off or memory (got "${raw}").`);
  return { mode: 'memory', expireInSeconds, holdAfterWorkMs };
}
