// csv-stringify is pinned to exactly 6.9.0 in server/package.json (which cannot hold comments): the package declares
// no `engines`, so each upgrade is checked on Node 20, the oldest runtime we support, before the pin moves
// (docs/analytics.md "CSV export").
import { stringify } from 'csv-stringify/sync';
import type { ExportTable, PerformanceFiguresView, PerformanceReportView } from '../routes/api/v1/analytics/analytics.schema';

/** The figure columns of every table, each followed by `<figure>_source` (first_party, estimated or empty). */
const figureColumns = [
  'views', 'engaged_views', 'paid_views', 'reach', 'likes', 'comments', 'shares', 'saves', 'engagements', 'engagement_rate',
  'spend', 'cpm', 'cpv', 'cpe', 'planned_cpm', 'delivered_placements', 'planned_placements',
] as const satisfies ReadonlyArray<keyof PerformanceFiguresView['provenance']>;

const figureHeader = figureColumns.flatMap((figure) => [figure, `${figure}_source`]);
const figureCells = (figures: PerformanceFiguresView) =>
  figureColumns.flatMap((figure) => [figures[figure] ?? '', figures.provenance[figure] ?? '']);

/**
 * Text a person or a brand typed (names, links) is never read as a formula by a spreadsheet: a leading = + - @ tab
 * or carriage return gets a ' in front (OWASP "CSV injection"). Numbers are written as numbers.
 */
export const spreadsheetSafe = (text: string | null) => (text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text ?? '');

/** One table of a report as CSV (RFC 4180, CRLF, a header row); amounts in the report's currency. */
export function performanceCsv(report: PerformanceReportView, table: ExportTable): string {
  const common = [report.currency];
  let header: string[];
  let records: Array<Array<string | number>>;
  if (table === 'totals') {
    header = ['from', 'to', 'currency', ...figureHeader];
    records = [[report.from, report.to, ...common, ...figureCells(report.totals)]];
  } else if (table === 'top_content') {
    header = ['submission_id', 'campaign_id', 'influencer_id', 'influencer', 'platform', 'placement_type', 'content_url', 'verified_on', 'currency', ...figureHeader];
    records = report.top_content.map((item) => [
      item.submission_id, item.campaign_id, item.influencer.id, spreadsheetSafe(item.influencer.display_name), item.platform ?? '', item.placement_type,
      spreadsheetSafe(item.content_url), item.verified_on, ...common, ...figureCells(item.figures),
    ]);
  } else {
    header = [report.group_by, 'label', 'currency', ...figureHeader];
    records = report.rows.map((row) => [spreadsheetSafe(row.key), spreadsheetSafe(row.label), ...common, ...figureCells(row.figures)]);
  }
  return stringify([header, ...records], { record_delimiter: 'windows' });
}

/** `acme-demo-co-performance-day-2026-09-01-to-2026-09-30.csv`: ASCII, no separators or quotes. */
export function performanceFileName(name: string, report: Pick<PerformanceReportView, 'group_by' | 'from' | 'to'>, table: ExportTable): string {
  const slug = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'report';
  const what = table === 'rows' ? report.group_by : table.replace('_', '-');
  return `${slug}-performance-${what}-${report.from}-to-${report.to}.csv`;
}
