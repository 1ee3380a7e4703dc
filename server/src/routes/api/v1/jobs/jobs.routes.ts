import type { FastifyInstance } from 'fastify';
import { jobTriggerNames, jobTriggerTexts } from '../../../../../../src/domain/jobs/job-triggers';
import type { JobTriggersService } from '../../../../services/job-triggers.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { JobTrigger } from './jobs.schema';

const tags = ['Jobs'];
const security = [...bearerSecurity, { serviceToken: [] }];
const operationIds = {
  'collect-video-stats': 'triggerCollectVideoStats',
  'refresh-instagram-tokens': 'triggerRefreshInstagramTokens',
  'cleanup-assets': 'triggerCleanupAssets',
} as const;

/**
 * POST jobs/{name}/ (SPEC §7 "Jobs"): queue a background job now, besides its daily schedule. Staff users or the
 * service token only (401 anonymous, 403 anyone else); 202 whether a run was queued or merged into one already
 * waiting or running (docs/analytics.md "Jobs").
 */
export async function jobsRoutes(app: FastifyInstance, options: { triggers: JobTriggersService }): Promise<void> {
  for (const name of jobTriggerNames) {
    app.post(`/${name}/`, {
      config: { access: 'staff' },
      schema: {
        operationId: operationIds[name],
        summary: `${jobTriggerTexts[name]} (staff or service token); merged into a run already queued or running`,
        tags,
        security,
        response: { 202: ref(JobTrigger, 'Queued, or merged into the run already waiting or running.'), ...errorResponses(401, 403) },
      },
      handler: async (_request, reply) => reply.code(202).send(await options.triggers.trigger(name)),
    });
  }
}
