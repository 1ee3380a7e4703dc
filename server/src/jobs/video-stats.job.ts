import type { FastifyBaseLogger } from 'fastify';
import type { StatsPlatform, VideoStatsService } from '../services/video-stats.service';
import type { EnqueueOutcome, JobDefinition, JobRunner } from './job-runner';

export const collectVideoStatsJobName = 'collect-video-stats';
/** Daily at 08:30 UTC: just after the YouTube quota day starts (midnight Pacific = 07:00 or 08:00 UTC). */
export const collectVideoStatsCron = '30 8 * * *';
const statsPlatforms: readonly StatsPlatform[] = ['youtube', 'instagram'];

/**
 * Jobs of the queue: `{}` (the cron tick) queues one run per platform; `{platform}` collects it; a run stopped by
 * the quota or Instagram's usage re-queues itself for later with `resumeFrom` (when the first run started), so the
 * items it already stored today are not read again.
 */
export interface CollectVideoStatsJobData {
  platform?: StatsPlatform;
  resumeFrom?: string;
}

/** Queues the collection of both platforms, each merged into its run already waiting or running (singleton key). */
export const enqueueVideoStats = (jobs: Pick<JobRunner, 'enqueueOnce'>) => async (): Promise<Array<EnqueueOutcome & { key: string }>> => {
  const outcomes = [];
  for (const platform of statsPlatforms) {
    outcomes.push({ key: platform, ...(await jobs.enqueueOnce(collectVideoStatsJobName, { platform } satisfies CollectVideoStatsJobData, platform)) });
  }
  return outcomes;
};

export function videoStatsJob(deps: {
  stats: Pick<VideoStatsService, 'collect'>;
  jobs: Pick<JobRunner, 'enqueueOnce' | 'send'>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}): JobDefinition<CollectVideoStatsJobData> {
  const now = deps.now ?? (() => new Date());
  const enqueue = enqueueVideoStats(deps.jobs);
  return {
    name: collectVideoStatsJobName,
    // One waiting and one running job per key: 'youtube', 'instagram', and the cron tick's 'schedule'.
    policy: 'stately',
    cron: collectVideoStatsCron,
    cronSingletonKey: 'schedule',
    retryLimit: 2,
    handler: async (data) => {
      if (!data.platform) {
        await enqueue();
        return;
      }
      const startedAt = now();
      const resumeFrom = data.resumeFrom ? new Date(data.resumeFrom) : null;
      const outcome = await deps.stats.collect(data.platform, resumeFrom && !Number.isNaN(resumeFrom.getTime()) ? resumeFrom : null);
      deps.logger.info({ job: collectVideoStatsJobName, ...outcome }, 'video statistics collected');
      if (outcome.deferredUntil) {
        // Deferred, not failed: the same key, not before the quota reset or the end of the backoff.
        await deps.jobs.send(
          collectVideoStatsJobName,
          { platform: data.platform, resumeFrom: (resumeFrom ?? startedAt).toISOString() } satisfies CollectVideoStatsJobData,
          { singletonKey: data.platform, startAfter: outcome.deferredUntil },
        );
      }
    },
  };
}
