import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { CampaignPlanningService } from '../../../../services/campaign-planning.service';
import { BrandDashboard } from '../campaigns/campaign-extras.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { BrandIdParams } from './brands.schema';

/** GET brands/{id}/dashboard/: the brand dashboard's numbers (members only). */
export async function brandDashboardRoutes(app: FastifyInstance, options: { planning: CampaignPlanningService }): Promise<void> {
  app.get<{ Params: { id: string } }>('/:id/dashboard/', {
    schema: {
      operationId: 'getBrandDashboard',
      summary: 'Statistics of one of my brands: active campaigns, influencers, reach, recent campaigns, spend vs budget',
      tags: ['Brands'],
      security: bearerSecurity,
      params: BrandIdParams,
      response: { 200: ref(BrandDashboard, 'The dashboard.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => options.planning.dashboard(currentUser(request), request.params.id),
  });
}
