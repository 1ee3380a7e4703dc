import { jobTriggerNames, type JobTriggerName } from '../../../src/domain/jobs/job-triggers';
import { cleanupAssetsJobName } from '../jobs/asset-cleanup.job';
import { refreshInstagramTokensJobName } from '../jobs/instagram-tokens.job';
import type { EnqueueOutcome, JobRunner } from '../jobs/job-runner';
import { collectVideoStatsJobName, enqueueVideoStats } from '../jobs/video-stats.job';

export interface JobTriggerRun {
  /** The run's singleton key: a platform for collect-video-stats, 'run' otherwise. */
  key: string;
  status: EnqueueOutcome['status'];
  /** When a deferred run may start (the YouTube quota reset, the end of an Instagram backoff); null: as soon as possible. */
  start_after: string | null;
}

export interface JobTriggerResult {
  job: JobTriggerName;
  /** `queued`: at least one new run was queued; `already_queued`: every run merged into one waiting or running. */
  status: 'queued' | 'already_queued';
  runs: JobTriggerRun[];
}

/**
 * POST jobs/{name}/ (docs/analytics.md "Jobs"): queues the job on pg-boss, merged into the run of the same key that
 * is already waiting (deferred included) or running, so repeated triggers never stack runs.
 */
export function createJobTriggersService(deps: { jobs: Pick<JobRunner, 'enqueueOnce'> }) {
  const single = (name: string) => async () => [{ key: 'run', ...(await deps.jobs.enqueueOnce(name, {}, 'run')) }];
  const enqueuers: Record<JobTriggerName, () => Promise<Array<EnqueueOutcome & { key: string }>>> = {
    [collectVideoStatsJobName]: enqueueVideoStats(deps.jobs),
    [refreshInstagramTokensJobName]: single(refreshInstagramTokensJobName),
    [cleanupAssetsJobName]: single(cleanupAssetsJobName),
  };

  async function trigger(job: JobTriggerName): Promise<JobTriggerResult> {
    const outcomes = await enqueuers[job]();
    const runs = outcomes.map(({ key, status, startAfter }) => ({ key, status, start_after: startAfter?.toISOString() ?? null }));
    return { job, status: runs.some((run) => run.status === 'queued') ? 'queued' : 'already_queued', runs };
  }

  return { trigger, names: jobTriggerNames };
}

export type JobTriggersService = ReturnType<typeof createJobTriggersService>;
