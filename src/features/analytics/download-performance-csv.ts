import { getAccessToken } from '../../auth/access-token';
import { errorMessages } from '../../domain/messages';
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

/** The file name the server gives in Content-Disposition, else a plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** How long the saved file's object URL lives: long enough for the browser to start writing it. */
const objectUrlLifetimeMs = 60_000;

/**
 * Saves one table of a report as CSV. A link cannot carry the bearer token the API needs and a CSV does not belong
 * in the RTK Query cache, so (as collateral downloads do) it is fetched with the token of every API call and handed
 * to the browser as a Blob under the server's file name. Rejects with the text to show.
 */
export async function downloadPerformanceCsv(request: ExportRequest): Promise<void> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetch(exportUrl(request), { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  } catch {
    throw new Error(errorMessages.network);
  }
  if (response.status === 401) throw new Error(errorMessages.sessionExpired);
  if (!response.ok) {
    const detail = await response.json().then((body: { detail?: unknown }) => body.detail, () => null);
    throw new Error(typeof detail === 'string' && detail ? detail : errorMessages.generic);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), `performance-${request.table}.csv`);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), objectUrlLifetimeMs);
}
