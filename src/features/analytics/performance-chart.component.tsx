import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PerformanceRow } from '../../api/generated/api';
import { daysOf, type DateRange } from '../../domain/analytics/analytics-rules';
import { formatCompact, formatDay, formatMoney } from '../../domain/format/display-format';
import { analyticsTexts as t } from './analytics.texts';
import type { ChartFigure } from './chart-figures';

/*
 * A line chart drawn as SVG by hand rather than with MUI X Charts: MUI X's LineChart (with d3) is 101 kB gzip, which
 * put /analytics at 382 kB against SPEC §9's 300 kB per route; this is about 2 kB and draws what the page needs: one
 * daily series, value axis with round steps, day labels, gaps for days without readings, and a readout of the day under
 * the pointer or the keyboard's focus (docs/analytics.md, "Screens").
 */

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

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (axis maximum), 1 for nothing to show. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((candidate) => candidate * power >= value)!;
  return step * power;
}

/** Index positions of at most `count` labels spread over `length` days, first and last included. */
export function labelIndexes(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const margin = { left: 64, right: 16, top: 12, bottom: 28 };

/** The daily series of one figure over the whole range: days without readings are gaps, not zeros. */
export default function PerformanceChart({ rows, range, figure, label, currency, height = 280 }: PerformanceChartProps) {
  const theme = useTheme();
  const [boxRef, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const byDay = new Map(rows.map((row) => [row.key, row]));
  const days = daysOf(range);
  const values = days.map((day) => valueOf(byDay.get(day), figure));
  const format = (value: number | null) => (value === null ? t.none : figure === 'spend' ? formatMoney(value, currency) : formatCompact(value));
  const dayLabel = (day: string) => formatDay(day).slice(0, -5);

  const top = niceCeiling(Math.max(0, ...values.map((value) => value ?? 0)));
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const x = (index: number) => margin.left + (days.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (days.length - 1));
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);
  // Day labels about 90 px apart; the first and last are anchored to the plot's edges, so their neighbours keep clear.
  const labelGap = 90;
  const spread = labelIndexes(days.length, Math.max(2, Math.floor(plotWidth / labelGap) + 1));
  const dayLabelIndexes = spread.filter(
    (index, position) => position === 0 || position === spread.length - 1 || (x(index) - x(0) >= labelGap && x(days.length - 1) - x(index) >= labelGap),
  );

  // One path per run of days with readings: a day without one breaks the line.
  const segments: string[] = [];
  let current = '';
  values.forEach((value, index) => {
    if (value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
  });
  if (current) segments.push(current);

  const nearest = (clientX: number, element: Element) => {
    const left = element.getBoundingClientRect().left;
    const share = plotWidth > 0 ? (clientX - left - margin.left) / plotWidth : 0;
    return Math.min(days.length - 1, Math.max(0, Math.round(share * (days.length - 1))));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -days.length, End: days.length };
    const move = moves[event.key];
    if (move === undefined || days.length === 0) return;
    event.preventDefault();
    setActive((index) => Math.min(days.length - 1, Math.max(0, (index ?? (move > 0 ? -1 : days.length)) + move)));
  };
  const shown = active !== null && active < days.length ? active : null;
  const color = theme.palette.primary.main;
  const muted = theme.palette.text.secondary;

  return (
    <Box ref={boxRef} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {shown === null ? t.chartHint : `${dayLabel(days[shown]!)}: ${format(values[shown] ?? null)} ${label.toLowerCase()}`}
      </Typography>
      {width > 0 ? (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={t.chartLabel(label)}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerMove={(event: PointerEvent<SVGSVGElement>) => setActive(nearest(event.clientX, event.currentTarget))}
          onPointerLeave={() => setActive(null)}
          onBlur={() => setActive(null)}
          style={{ display: 'block', touchAction: 'pan-y', outlineOffset: 2 }}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={margin.left} x2={margin.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
              <text x={margin.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill={muted}>
                {figure === 'spend' ? formatMoney(tick, currency) : formatCompact(tick)}
              </text>
            </g>
          ))}
          {dayLabelIndexes.map((index) => (
            <text key={days[index]} x={x(index)} y={height - 8} textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'} fontSize={12} fill={muted}>
              {dayLabel(days[index]!)}
            </text>
          ))}
          {segments.map((path) => (
            <path key={path} d={path} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
          ))}
          {days.length <= 14
            ? values.map((value, index) => (value === null ? null : <circle key={days[index]} cx={x(index)} cy={y(value)} r={3} fill={color} />))
            : null}
          {shown !== null ? (
            <g>
              <line x1={x(shown)} x2={x(shown)} y1={margin.top} y2={margin.top + plotHeight} stroke={muted} strokeDasharray="3 3" />
              {values[shown] !== null ? <circle cx={x(shown)} cy={y(values[shown]!)} r={5} fill={color} stroke={theme.palette.background.paper} strokeWidth={2} /> : null}
            </g>
          ) : null}
        </svg>
      ) : (
        <Box sx={{ height }} />
      )}
    </Box>
  );
}
