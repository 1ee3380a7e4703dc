import type { FastifyInstance } from 'fastify';
import type { CampaignPlanningService } from '../../../../services/campaign-planning.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { CampaignDefaults, TypeExposureList } from './campaign-extras.schema';

const tags = ['Campaigns'];

/** What the campaign wizard starts from: defaults and expected views per placement type. */
export async function campaignPlanningRoutes(app: FastifyInstance, options: { planning: CampaignPlanningService }): Promise<void> {
  const { planning } = options;

  app.get('/defaults/', {
    schema: {
      operationId: 'getCampaignDefaults',
      summary: 'Defaults of a new campaign: currency, dates, suggested CPM rate and fixed price per placement type',
      tags,
      security: bearerSecurity,
      response: { 200: ref(CampaignDefaults, 'The defaults.'), ...errorResponses(401) },
    },
    handler: async () => planning.defaults(),
  });

  app.get('/type-exposure/', {
    schema: {
      operationId: 'getCampaignTypeExposure',
      summary: 'Expected views of one placement of each type',
      description: "Median followers of the platform's linked social accounts (or a documented baseline when none) times the type's view ratio.",
      tags,
      security: bearerSecurity,
      response: { 200: ref(TypeExposureList, 'One row per placement type.'), ...errorResponses(401) },
    },
    handler: async () => ({ results: await planning.typeExposure() }),
  });
}
