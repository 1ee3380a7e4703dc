/**
 * SPEC §9 performance budgets and the rating of every client measurement, shared by the SPA (which rates what it
 * measures) and the server (which re-rates what it stores and rates the p75 of its summary).
 */
export const metricRatings = ['good', 'needs-improvement', 'poor'] as const;
export type MetricRating = (typeof metricRatings)[number];

export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** Every measurement name the metrics endpoint accepts. */
export const metricNames = [...webVitalNames, 'api_response_time', 'long_task', 'slow_resource', 'measure'] as const;
export type MetricName = (typeof metricNames)[number];

/** SPEC §9 "good limit / warning threshold": good up to `good`, needs improvement up to `poor`, poor above. */
export interface MetricBudget {
  readonly good: number;
  readonly poor: number;
}

export const webVitalBudgets: Readonly<Record<WebVitalName, MetricBudget>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const performanceThresholds = {
  /** API response times: good under 300 ms, needs improvement under 1000 ms (SPEC's API budget), poor above. */
  apiResponse: { good: 300, poor: 1000 },
  /** An API call over 2000 ms is recorded as slow. */
  slowApiCallMs: 2000,
  /** Long tasks over 50 ms are recorded; poor above 100 ms. */
  longTaskMs: 50,
  longTaskPoorMs: 100,
  /** Resources slower than 1000 ms are recorded as slow. */
  slowResourceMs: 1000,
  /** performance.measure() durations: good under 100 ms, needs improvement under 300 ms, poor above. */
  measure: { good: 100, poor: 300 },
  /** SPEC §9 "bundle size 300000". */
  bundleSizeBytes: 300_000,
} as const;

export const isMetricName = (name: string): name is MetricName => (metricNames as readonly string[]).includes(name);

export const isSlowApiCall = (durationMs: number) => durationMs > performanceThresholds.slowApiCallMs;
export const isLongTask = (durationMs: number) => durationMs > performanceThresholds.longTaskMs;
export const isSlowResource = (durationMs: number) => durationMs > performanceThresholds.slowResourceMs;

/** Web vitals use web.dev's inclusive limits (good <= limit); SPEC writes the other ratings as "under". */
const inclusive = (value: number, { good, poor }: MetricBudget): MetricRating =>
  value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
const under = (value: number, { good, poor }: MetricBudget): MetricRating =>
  value < good ? 'good' : value < poor ? 'needs-improvement' : 'poor';

/** The rating of one measurement of `name` against the SPEC §9 budgets. */
export function rate(name: MetricName, value: number): MetricRating {
  switch (name) {
    case 'api_response_time':
      return under(value, performanceThresholds.apiResponse);
    case 'long_task':
      if (!isLongTask(value)) return 'good';
      return value > performanceThresholds.longTaskPoorMs ? 'poor' : 'needs-improvement';
    case 'slow_resource':
      // Only resources over the limit are recorded, and every one of them is slow.
      return isSlowResource(value) ? 'poor' : 'good';
    case 'measure':
      return under(value, performanceThresholds.measure);
    default:
      return inclusive(value, webVitalBudgets[name]);
  }
}
