import type { FastifyBaseLogger } from 'fastify';
import type { InstagramTokenRefreshService } from '../services/instagram-token-refresh.service';
import type { JobDefinition } from './job-runner';

export const refreshInstagramTokensJobName = 'refresh-instagram-tokens';

/** Daily at 04:10 UTC: a token enters its 10-day window ten runs before it expires, so a failed day is retried. */
export const refreshInstagramTokensJob = (deps: { refresh: Pick<InstagramTokenRefreshService, 'refreshDue'>; logger: FastifyBaseLogger }): JobDefinition => ({
  name: refreshInstagramTokensJobName,
  policy: 'stately',
  cron: '10 4 * * *',
  cronSingletonKey: 'run',
  handler: async () => {
    deps.logger.info({ job: refreshInstagramTokensJobName, ...(await deps.refresh.refreshDue()) }, 'Instagram tokens refreshed');
  },
});
