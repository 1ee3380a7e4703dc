import type { ConfigVariable } from '../config.variables';

/** on: pg-boss runs the background jobs in this process; off: jobs wait in memory until `jobs.drain()` (tests). */
export interface JobsConfig {
  readonly worker: boolean;
}

export const jobsConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'JOBS_WORKER',
    defaultValue: 'on (off in test)',
    description: 'on: the server runs its background jobs (matching, schedules) in-process with pg-boss; off: none run (tests drain them by hand).',
  },
];

type Env = Record<string, string | undefined>;

export function parseJobsConfig(env: Env, problems: string[]): JobsConfig {
  const raw = env.JOBS_WORKER?.trim().toLowerCase();
  if (raw === undefined || raw === '') return { worker: env.NODE_ENV?.trim() !== 'test' };
  if (['on', 'true', '1', 'yes'].includes(raw)) return { worker: true };
  if (['off', 'false', '0', 'no'].includes(raw)) return { worker: false };
  problems.push(`JOBS_WORKER must be on or off (got "${raw}").`);
  return { worker: false };
}
