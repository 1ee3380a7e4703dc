import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { InfluencerDashboardService } from '../../../../services/influencer-dashboard.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { InfluencerDashboard, InfluencerDashboardStats, InfluencerIdParams } from './influencer-dashboard.schema';

const tags = ['Influencers'];

/** The influencer dashboard (/dashboard for influencers): open invites, live work, deadlines, earnings and totals. */
export async function influencerDashboardRoutes(app: FastifyInstance, options: { influencerDashboard: InfluencerDashboardService }): Promise<void> {
  const { influencerDashboard } = options;

  app.get('/dashboard/stats/', {
    schema: {
      operationId: 'getInfluencerDashboardStats',
      summary: 'My totals: invites, campaigns, content, earnings to date and per month (last 6 months)',
      tags,
      security: bearerSecurity,
      response: { 200: ref(InfluencerDashboardStats), ...errorResponses(401, 403) },
    },
    handler: async (request) => influencerDashboard.stats(currentUser(request)),
  });

  app.get<{ Params: Static<typeof InfluencerIdParams> }>('/:id/dashboard/', {
    schema: {
      operationId: 'getInfluencerDashboard',
      summary: 'My dashboard: open invites, active campaigns, upcoming deadlines, earnings, recent activity (404 for another profile)',
      tags,
      security: bearerSecurity,
      params: InfluencerIdParams,
      response: { 200: ref(InfluencerDashboard), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => influencerDashboard.dashboard(currentUser(request), request.params.id),
  });
}
