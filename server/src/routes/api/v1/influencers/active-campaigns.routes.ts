import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { ActiveCampaignsService, ActiveContentQuery as ContentQueryValue, ActiveListQuery } from '../../../../services/active-campaigns.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  ActiveCampaignDashboard, ActiveCampaignListQuery, ActiveCampaignStats, ActiveContentQuery, ActivePlacementList,
  PaginatedActiveCampaignList, PaginatedActiveSubmissionList, RosterIdParams,
} from './active-campaigns.schema';

const tags = ['Influencers'];
type Id = { Params: Static<typeof RosterIdParams> };

/**
 * The influencer's accepted campaigns (docs/marketplace.md "Active work"): a campaign's id in these paths is the
 * accepted roster row (invite) id; anyone else's row, or one not accepted, is 404.
 */
export async function activeCampaignsRoutes(app: FastifyInstance, options: { activeCampaigns: ActiveCampaignsService; publicUrl: string }): Promise<void> {
  const { activeCampaigns } = options;
  const doc = (operationId: string, summary: string) => ({ operationId, summary, tags, security: bearerSecurity });

  app.get<{ Querystring: ActiveListQuery }>('/campaigns/active/', {
    schema: {
      ...doc('listActiveCampaigns', 'Campaigns I accepted: live ones by default, ?status=completed or all; search, ordering, pages'),
      querystring: ActiveCampaignListQuery,
      response: { 200: ref(PaginatedActiveCampaignList, 'One page of my campaigns.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, results } = await activeCampaigns.list(currentUser(request), request.query, pageOffset(request.query));
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<Id>('/campaigns/active/:id/dashboard/', {
    schema: {
      ...doc('getActiveCampaignDashboard', 'Overview of one accepted campaign: brief, collateral, my application, agreed pay, progress'),
      params: RosterIdParams,
      response: { 200: ref(ActiveCampaignDashboard), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => activeCampaigns.dashboard(currentUser(request), request.params.id),
  });

  app.get<Id>('/campaigns/active/:id/dashboard/stats/', {
    schema: {
      ...doc('getActiveCampaignStats', 'Numbers of one accepted campaign: submissions by status, verified placements, earnings'),
      params: RosterIdParams,
      response: { 200: ref(ActiveCampaignStats), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => activeCampaigns.stats(currentUser(request), request.params.id),
  });

  app.get<Id>('/campaigns/active/:id/placements/', {
    schema: {
      ...doc('listActiveCampaignPlacements', 'The placements I deliver in one accepted campaign, with pay, deadline and latest submission'),
      params: RosterIdParams,
      response: { 200: ref(ActivePlacementList), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => activeCampaigns.placements(currentUser(request), request.params.id),
  });

  app.get<Id & { Querystring: ContentQueryValue }>('/campaigns/active/:id/content/', {
    schema: {
      ...doc('listActiveCampaignContent', 'My submissions to one accepted campaign with their review history, newest first'),
      params: RosterIdParams,
      querystring: ActiveContentQuery,
      response: { 200: ref(PaginatedActiveSubmissionList), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await activeCampaigns.content(currentUser(request), request.params.id, request.query, pageOffset(request.query));
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });
}
