import { downloadAuthorized } from '../../components/download/authorized-download';
import type { Grouping } from './performance-format';

export type ExportTable = 'rows' | 'totals' | 'top_content';

/** Where one table of a report is exported: the campaign's report, or the brand-wide one (docs/analytics.md). */
export type ReportScope = { kind: 'campaign'; campaignId: string } | { kind: 'brand'; brandId: string; currency?: string };

export interface ExportRequest {
  scope: ReportScope;
  from: string;
  to: string;
  groupBy: Grouping;
  table: ExportTable;
}

/** The API's CSV URL of one table (GET …/performance/export/). */
export function exportUrl({ scope, from, to, groupBy, table }: ExportRequest): string {
  const query = new URLSearchParams({ from, to, group_by: groupBy, table });
  if (scope.kind === 'brand') {
    query.set('brand_id', scope.brandId);
    if (scope.currency) query.set('currency', scope.currency);
    return `/api/v1/analytics/performance/export/?${query}`;
  }
  return `/api/v1/campaigns/${encodeURIComponent(scope.campaignId)}/performance/export/?${query}`;
}

/**
 * Saves one table of a report as CSV under the server's file name, fetched with the bearer token of every API call
 * (components/download/authorized-download.ts). Rejects with the text to show.
 */
export function downloadPerformanceCsv(request: ExportRequest): Promise<void> {
  return downloadAuthorized(exportUrl(request), { fallbackName: `performance-${request.table}.csv` });
}

export { fileNameOf } from '../../components/download/authorized-download';
