import type { FastifyInstance, FastifyReply } from 'fastify';
import { analyticsLimits } from '../../../../../../src/domain/analytics/analytics.texts';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { AnalyticsService } from '../../../../services/analytics.service';
import { performanceCsv, performanceFileName } from '../../../../services/performance-csv';
import { contentDisposition } from '../../../../services/safe-file-name';
import { CampaignIdParams } from '../campaigns/campaigns.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  BrandPerformanceExportQuery, BrandPerformanceQuery, CampaignPerformanceExportQuery, CampaignPerformanceQuery, PerformanceReport,
  type BrandPerformanceQueryValue, type ExportTable, type PerformanceQueryValue, type PerformanceReportView,
} from './analytics.schema';
import { MyPerformance, MyPerformanceQuery, type MyPerformanceQueryValue } from './my-performance.schema';

const tags = ['Analytics'];
const rangeRules = `Dates are UTC days, both ends included; at most ${analyticsLimits.maxRangeDays} days ` +
  "(400 'A report can cover at most 366 days.', 'The end date cannot be before the start date.', 'Enter a date as YYYY-MM-DD.').";
const csvResponse = {
  description: 'The table as CSV (header row, CRLF), as an attachment named after the campaign or brand, grouping and dates.',
  content: { 'text/csv': { schema: { type: 'string' } } },
};

function sendCsv(reply: FastifyReply, found: { view: PerformanceReportView; name: string }, table: ExportTable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', performanceFileName(found.name, found.view, table)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(performanceCsv(found.view, table));
}

/** GET campaigns/{id}/performance/ (SPEC §7) and its CSV export (docs/analytics.md). */
export async function campaignPerformanceRoutes(app: FastifyInstance, options: { analytics: AnalyticsService }): Promise<void> {
  const { analytics } = options;
  type Request = { Params: { id: string }; Querystring: PerformanceQueryValue };

  app.get<Request>('/:id/performance/', {
    schema: {
      operationId: 'getCampaignPerformance',
      summary: "A campaign's performance: totals, a daily series or a breakdown, top content, spend and effective CPM/CPV/CPE",
      description: 'Brand members with analytics.view (viewers included); other brands 404. An influencer who accepted the campaign ' +
        `gets the same report over their own content only (influencer_id set). ${rangeRules}`,
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      querystring: CampaignPerformanceQuery,
      response: { 200: ref(PerformanceReport, 'The report.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => (await analytics.campaignPerformance(currentUser(request), request.params.id, request.query)).view,
  });

  app.get<Request>('/:id/performance/export/', {
    schema: {
      operationId: 'exportCampaignPerformance',
      summary: "One table of a campaign's performance report as CSV (analytics.export)",
      description: "Brand members with analytics.export; without it 403 'You do not have permission to export analytics.' " +
        `(demo viewers, influencers). Same query as the report plus \`table\`. ${rangeRules}`,
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      querystring: CampaignPerformanceExportQuery,
      response: { 200: csvResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const found = await analytics.campaignPerformance(currentUser(request), request.params.id, request.query, { export: true });
      return sendCsv(reply, found, request.query.table ?? 'rows');
    },
  });
}

/**
 * GET analytics/performance/ (the brand's /analytics page: every campaign of one currency) and its CSV export;
 * GET analytics/my-performance/ (an influencer's own verified numbers across their campaigns: their dashboard).
 */
export async function analyticsRoutes(app: FastifyInstance, options: { analytics: AnalyticsService }): Promise<void> {
  const { analytics } = options;
  type Request = { Querystring: BrandPerformanceQueryValue };

  app.get<Request>('/performance/', {
    schema: {
      operationId: 'getBrandPerformance',
      summary: "A brand's performance across its campaigns (all but drafts) of one currency; the shape of the campaign report",
      description: `Members of the brand with analytics.view; anyone else 404. group_by also takes campaign. ${rangeRules}`,
      tags,
      security: bearerSecurity,
      querystring: BrandPerformanceQuery,
      response: { 200: ref(PerformanceReport, 'The report.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => (await analytics.brandPerformance(currentUser(request), request.query)).view,
  });

  app.get<Request>('/performance/export/', {
    schema: {
      operationId: 'exportBrandPerformance',
      summary: "One table of the brand's performance report as CSV (analytics.export)",
      description: `Members with analytics.export; without it 403. ${rangeRules}`,
      tags,
      security: bearerSecurity,
      querystring: BrandPerformanceExportQuery,
      response: { 200: csvResponse, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const found = await analytics.brandPerformance(currentUser(request), request.query, { export: true });
      return sendCsv(reply, found, request.query.table ?? 'rows');
    },
  });

  app.get<{ Querystring: MyPerformanceQueryValue }>('/my-performance/', {
    schema: {
      operationId: 'getMyPerformance',
      summary: 'My verified numbers: views, reach, likes, comments, shares, saves and engagement rate of my verified content, in total and per campaign',
      description: 'Influencer accounts only (brands and staff 403); only my own content on the campaigns I accepted, each figure labelled ' +
        `first-party or estimated. No amounts: the campaigns may be in different currencies. ${rangeRules}`,
      tags,
      security: bearerSecurity,
      querystring: MyPerformanceQuery,
      response: { 200: ref(MyPerformance, 'My report.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => analytics.influencerPerformance(currentUser(request), request.query),
  });
}
