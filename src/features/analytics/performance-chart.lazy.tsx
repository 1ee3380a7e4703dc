import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { analyticsTexts as t } from './analytics.texts';
import type { PerformanceChartProps } from './performance-chart.component';

// The chart loads in a chunk of its own, only where a chart is drawn: the pages that never show one (/login, the
// dashboards) do not grow (issue 14; docs/analytics.md "Screens").
const Chart = lazy(() => import(/* webpackChunkName: "analytics-chart" */ './performance-chart.component'));

export function ChartSkeleton({ height = 280 }: { height?: number }) {
  return (
    <Box role="status" aria-label={t.chartLoading}>
      <Box component="span" sx={visuallyHidden}>{t.chartLoading}</Box>
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}

export function LazyPerformanceChart(props: PerformanceChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
