import type { FastifyBaseLogger } from 'fastify';
import type { AssetCleanupService } from '../services/asset-cleanup.service';
import type { JobDefinition } from './job-runner';

export const cleanupAssetsJobName = 'cleanup-assets';

/** Daily at 03:40 UTC (a quiet hour in India, the main market). */
export const cleanupAssetsJob = (deps: { cleanup: Pick<AssetCleanupService, 'removeOrphans'>; logger: FastifyBaseLogger }): JobDefinition => ({
  name: cleanupAssetsJobName,
  policy: 'stately',
  cron: '40 3 * * *',
  cronSingletonKey: 'run',
  handler: async () => {
    deps.logger.info({ job: cleanupAssetsJobName, ...(await deps.cleanup.removeOrphans()) }, 'orphaned uploads removed');
  },
});
