import type { FastifyInstance } from 'fastify';
import type { MatchingService } from '../../../../services/matching.service';
import { errorResponses, ref } from '../shared.schema';
import { CampaignIdParams } from './campaigns.schema';
import { DiscoveryContext } from './campaign-roster.schema';

/** Internal: what the latest matching run of a campaign ranked against (staff or the service token). */
export async function discoveryContextRoutes(app: FastifyInstance, options: { matching: MatchingService }): Promise<void> {
  app.get<{ Params: { id: string } }>('/internal/campaigns/:id/discovery-context/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'getCampaignDiscoveryContext',
      summary: "The latest matching run's targeting context, candidate count and timing",
      tags: ['Internal'],
      security: [{ bearerAuth: [] }, { serviceToken: [] }],
      params: CampaignIdParams,
      response: { 200: ref(DiscoveryContext, 'Nulls until the first run.'), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => options.matching.discoveryContext(request.params.id),
  });
}
