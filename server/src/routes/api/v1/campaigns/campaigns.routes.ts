import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { CampaignsService } from '../../../../services/campaigns.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  Campaign, CampaignCreate, CampaignIdParams, CampaignListQuery, CampaignPatch, PaginatedCampaignList,
  type CampaignCreateBody, type CampaignListQueryValue, type CampaignPatchBody,
} from './campaigns.schema';

const tags = ['Campaigns'];
type IdParams = { Params: { id: string } };

/** Campaign authoring (SPEC §7 "Campaigns"): members of a campaign's brand see it; admins and managers change it. */
export async function campaignsRoutes(app: FastifyInstance, options: { campaigns: CampaignsService; publicUrl: string }): Promise<void> {
  const { campaigns } = options;
  const collection = { prefixTrailingSlash: 'slash' as const };

  app.get<{ Querystring: CampaignListQueryValue }>('/', {
    ...collection,
    schema: {
      operationId: 'listCampaigns',
      summary: 'Campaigns of the brands I belong to, filtered, ordered and paginated',
      tags,
      security: bearerSecurity,
      querystring: CampaignListQuery,
      response: { 200: ref(PaginatedCampaignList, 'One page of campaigns.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await campaigns.list(currentUser(request), request.query, pageOffset(request.query));
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.post<{ Body: CampaignCreateBody }>('/', {
    ...collection,
    schema: {
      operationId: 'createCampaign',
      summary: 'Create a draft campaign for one of my brands (admins and managers)',
      description: 'Only the name is required for a draft; publishing checks the rest. A brand I do not belong to is a 404.',
      tags,
      security: bearerSecurity,
      body: ref(CampaignCreate),
      response: { 201: ref(Campaign, 'The new draft.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => reply.code(201).send(await campaigns.create(currentUser(request), request.body)),
  });

  app.get<IdParams>('/:id/', {
    schema: {
      operationId: 'getCampaign',
      summary: 'One campaign with its placements and totals (404 unless I belong to its brand)',
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      response: { 200: ref(Campaign, 'The campaign.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => campaigns.get(currentUser(request), request.params.id),
  });

  app.patch<IdParams & { Body: CampaignPatchBody }>('/:id/', {
    schema: {
      operationId: 'updateCampaign',
      summary: 'Change a campaign (draft/reverted: any field; published: end_date, description, collateral)',
      description: 'placements replace every placement. Completed and canceled campaigns cannot change (409).',
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      body: ref(CampaignPatch),
      response: { 200: ref(Campaign, 'The saved campaign.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => campaigns.update(currentUser(request), request.params.id, request.body),
  });

  app.delete<IdParams>('/:id/', {
    schema: {
      operationId: 'deleteCampaign',
      summary: 'Delete a draft campaign (anything else: 409, cancel it instead)',
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await campaigns.remove(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
