import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { toPage } from '../../../../plugins/pagination';
import type { MessageReportsService } from '../../../../services/message-reports.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  MessageReportDecisionBody, MessageReportParams, OperatorMessageReport, PaginatedOperatorMessageReportList, ReportListQuery,
  type MessageReportDecisionValue, type ReportListQueryValue,
} from './message-reports.schema';

const tags = ['Operator'];
const security = [...bearerSecurity, { serviceToken: [] }];

/** The operators' queue of reported conversations and messages (staff or the service token; docs/messages.md "Reports"). */
export async function messageReportsRoutes(app: FastifyInstance, options: { reports: MessageReportsService; publicUrl: string }): Promise<void> {
  app.get<{ Querystring: ReportListQueryValue }>('/message-reports/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'listOperatorMessageReports',
      summary: 'Reported conversations and messages, newest first, with their status',
      tags,
      security,
      querystring: ReportListQuery,
      response: { 200: ref(PaginatedOperatorMessageReportList, 'One page of reports.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, results } = await options.reports.list(request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.post<{ Params: Static<typeof MessageReportParams>; Body: MessageReportDecisionValue }>('/message-reports/:id/resolve/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'resolveOperatorMessageReport',
      summary: 'Resolve a report once: dismiss it, remove the reported message, or close the conversation; the reporter is notified',
      tags,
      security,
      params: MessageReportParams,
      body: ref(MessageReportDecisionBody),
      response: { 200: ref(OperatorMessageReport, 'The resolved report.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => options.reports.resolve(request.user ?? null, request.params.id, request.body),
  });
}
