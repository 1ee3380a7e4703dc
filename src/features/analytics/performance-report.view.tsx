import { visuallyHidden } from '@mui/utils';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { PerformanceReport } from '../../api/generated/api';
import { formatDateRange } from '../../domain/format/display-format';
import { EmptyState, LoadFailed } from '../brand-campaigns/campaign-list-states.component';
import { analyticsTexts as t } from './analytics.texts';
import { BreakdownTable } from './breakdown-table.component';
import { chartFigureLabels, chartFigures, type ChartFigure } from './chart-figures';
import type { ExportTable } from './download-performance-csv';
import { ExportButton } from './export-button.component';
import { LazyPerformanceChart } from './performance-chart.lazy';
import { hasEstimates, type Grouping } from './performance-format';
import { PerformanceTotals } from './performance-totals.component';
import { ProvenanceLabel } from './provenance-label.component';
import { ReportCard } from './section-card.component';
import { TopContentTable } from './top-content-table.component';

export type ReportStatus = 'loading' | 'error' | 'ready';
export type Breakdown = Exclude<Grouping, 'day'>;

export interface PerformanceReportViewProps {
  status: ReportStatus;
  /** The daily report: totals, the series and top content. */
  report?: PerformanceReport;
  /** The breakdowns, each its own request (undefined while it loads). */
  breakdowns?: Partial<Record<Breakdown, PerformanceReport>>;
  /** Which breakdowns to show, in order. */
  groupings?: readonly Breakdown[];
  /** Whether the member may export (`analytics.export`): without it there is no export button at all. */
  canExport?: boolean;
  onExport?: (groupBy: Grouping, table: ExportTable) => Promise<void>;
  onRetry?: () => void;
  /** An influencer sees what they are owed instead of the brand's spend and cost ratios. */
  audience?: 'brand' | 'influencer';
  /** The filters, above everything (they stay while the report loads). */
  filters?: ReactNode;
}

const titles: Record<Grouping, string> = {
  day: t.byDay, platform: t.byPlatform, placement: t.byPlacement, influencer: t.byInfluencer, campaign: t.byCampaign,
};

export const isEmptyReport = (report: PerformanceReport) =>
  report.rows.length === 0 && report.top_content.length === 0 && report.totals.views === null && Number(report.totals.spend) === 0;

function ReportSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label={t.loading}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {Array.from({ length: 8 }, (_, index) => <Skeleton key={index} variant="rounded" height={96} />)}
      </Box>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** A performance report: totals, the chart of a daily figure, the breakdowns and top content, with CSV exports. */
export function PerformanceReportView(props: PerformanceReportViewProps) {
  const { status, report, breakdowns = {}, groupings = ['platform', 'placement', 'influencer'], canExport = false, audience = 'brand' } = props;
  const [figure, setFigure] = useState<ChartFigure>('views');
  const exportOf = (groupBy: Grouping, table: ExportTable, title: string) =>
    canExport && props.onExport ? <ExportButton table={title} onExport={() => props.onExport!(groupBy, table)} /> : null;

  let body: ReactNode;
  if (status === 'loading' || (status === 'ready' && !report)) body = <ReportSkeleton />;
  else if (status === 'error' || !report) body = <LoadFailed message={t.loadFailed} onRetry={props.onRetry} />;
  else if (isEmptyReport(report)) body = <EmptyState icon={<InsightsOutlined />} title={t.noData} body={t.noDataHint} />;
  else {
    const range = { from: report.from, to: report.to };
    const all = [report, ...Object.values(breakdowns)].flatMap((r) => (r ? [r.totals, ...r.rows.map((row) => row.figures)] : []));
    const figures = audience === 'brand' ? chartFigures : chartFigures.filter((f) => f !== 'spend');
    body = (
      <Stack spacing={3}>
        <Typography variant="body2" color="text.secondary">{t.rangeLine(formatDateRange(report.from, report.to), report.currency)}</Typography>
        {hasEstimates(all) ? <Alert severity="info" variant="outlined">{t.estimatedNote}</Alert> : null}
        <Box component="section" aria-label={t.totals}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2">{t.totals}</Typography>
            {exportOf('day', 'totals', t.totals)}
          </Box>
          <PerformanceTotals report={report} audience={audience} />
        </Box>
        <ReportCard title={t.chartTitle} action={exportOf('day', 'rows', t.byDay)}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <ToggleButtonGroup size="small" exclusive value={figure} aria-label={t.chartMetric}
              onChange={(_, value: ChartFigure | null) => value && setFigure(value)}>
              {figures.map((name) => <ToggleButton key={name} value={name}>{chartFigureLabels[name]}</ToggleButton>)}
            </ToggleButtonGroup>
            <ProvenanceLabel provenance={report.totals.provenance[figure]} />
          </Box>
          <Box role="figure" aria-label={t.chartLabel(chartFigureLabels[figure])} sx={{ minWidth: 0 }}>
            <LazyPerformanceChart rows={report.rows} range={range} figure={figure} label={chartFigureLabels[figure]} currency={report.currency} />
          </Box>
        </ReportCard>
        {groupings.map((grouping) => {
            const breakdown = breakdowns[grouping];
            return (
              <Box key={grouping} sx={{ minWidth: 0 }}>
                <ReportCard title={titles[grouping]} action={breakdown ? exportOf(grouping, 'rows', titles[grouping]) : null}>
                  {breakdown ? (
                    <BreakdownTable grouping={grouping} rows={breakdown.rows} currency={breakdown.currency} title={titles[grouping]} />
                  ) : <Skeleton variant="rounded" height={120} role="status" aria-label={t.loading} />}
                </ReportCard>
              </Box>
            );
          })}
        <ReportCard title={t.topContent} action={exportOf('day', 'top_content', t.topContent)}>
          <TopContentTable items={report.top_content} />
        </ReportCard>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {props.filters}
      {body}
    </Stack>
  );
}
