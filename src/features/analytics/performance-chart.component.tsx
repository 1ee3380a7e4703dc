// @mui/x-charts is pinned exactly (9.17.0): its peers accept @mui/material ^9 and React 19, it declares no `engines`,
// and it was built and run here on Node 20 (the oldest runtime we support), so an upgrade is checked the same way.
// It is imported only from this module, which loads in its own chunk (performance-chart.lazy.tsx): docs/analytics.md.
import { LineChart } from '@mui/x-charts/LineChart';
import type { PerformanceRow } from '../../api/generated/api';
import { daysOf, type DateRange } from '../../domain/analytics/analytics-rules';
import { formatCompact, formatDay, formatMoney } from '../../domain/format/display-format';
import { analyticsTexts as t } from './analytics.texts';
import type { ChartFigure } from './chart-figures';

export interface PerformanceChartProps {
  rows: readonly PerformanceRow[];
  range: DateRange;
  figure: ChartFigure;
  label: string;
  currency: string;
  height?: number;
}

const valueOf = (row: PerformanceRow | undefined, figure: ChartFigure): number | null => {
  if (!row) return null;
  const value = row.figures[figure];
  return value === null || value === undefined ? null : Number(value);
};

/** The daily series of one figure over the whole range: days without readings are gaps, not zeros. */
export default function PerformanceChart({ rows, range, figure, label, currency, height = 280 }: PerformanceChartProps) {
  const byDay = new Map(rows.map((row) => [row.key, row]));
  const days = daysOf(range);
  const format = (value: number | null) => (value === null ? t.none : figure === 'spend' ? formatMoney(value, currency) : formatCompact(value));
  return (
    <LineChart
      height={height}
      skipAnimation
      hideLegend
      margin={{ left: 8, right: 24, top: 16, bottom: 8 }}
      xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => formatDay(day).slice(0, -5), tickLabelMinGap: 24 }]}
      yAxis={[{ valueFormatter: (value: number) => (figure === 'spend' ? formatMoney(value, currency) : formatCompact(value)), width: 64 }]}
      series={[{ id: figure, label, data: days.map((day) => valueOf(byDay.get(day), figure)), valueFormatter: format, showMark: days.length <= 14, curve: 'monotoneX' }]}
    />
  );
}
