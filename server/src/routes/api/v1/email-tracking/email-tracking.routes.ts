import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { EmailTrackingService } from '../../../../services/email-tracking.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  CampaignEmailAnalytics, EmailRecordsQuery, EmailSummary, EmailSummaryQuery, PaginatedEmailRecords, type EmailRecordsQueryValue,
} from './email-tracking.schema';

const tags = ['Email tracking'];

/** SPEC §7 email-tracking calls (docs/outreach-email.md "Reports"): records for operators, analytics for brands. */
export async function emailTrackingRoutes(app: FastifyInstance, options: { tracking: EmailTrackingService; publicUrl: string }): Promise<void> {
  const { tracking } = options;

  app.get<{ Querystring: EmailRecordsQueryValue }>('/admin/records/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'listEmailTrackingRecords', summary: 'Outreach e-mails with their opens (human/machine), clicks, unsubscribes and bounces, newest first (operators)',
      tags, security: [{ bearerAuth: [] }, { serviceToken: [] }], querystring: EmailRecordsQuery,
      response: { 200: ref(PaginatedEmailRecords), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { page_size: limit, ordering, ...filter } = request.query;
      const { count, results } = await tracking.records(filter, pageOffset(request.query), limit, ordering === 'created_at');
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<{ Params: { id: string } }>('/analytics/campaign/:id/', {
    schema: {
      operationId: 'getCampaignEmailAnalytics',
      summary: "A campaign's outreach e-mail figures: totals, per influencer and per day (members with analytics.view)",
      tags, security: bearerSecurity,
      params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
      response: { 200: ref(CampaignEmailAnalytics), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => tracking.analyticsCampaign(currentUser(request), request.params.id),
  });

  app.get<{ Querystring: { brand_id?: string } }>('/analytics/summary/', {
    schema: {
      operationId: 'getEmailAnalyticsSummary',
      summary: "Outreach e-mail totals: the caller's brands (those with analytics.view), one brand, or every brand for operators",
      tags, security: bearerSecurity, querystring: EmailSummaryQuery,
      response: { 200: ref(EmailSummary), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => tracking.summary(currentUser(request), request.query.brand_id),
  });
}
