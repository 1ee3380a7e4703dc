import { rate, type MetricName } from '../../domain/metrics/metric-budgets';
import type { ClientMetric, MetricAttributes } from '../../domain/metrics/metrics-payload';
import { routePattern } from '../../domain/metrics/route-pattern';

/** A measurement rated against the SPEC §9 budgets, for the route the browser is on now. */
export function metricRecord(name: MetricName, value: number, attributes?: MetricAttributes): ClientMetric {
  const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;
  return {
    name,
    value: Math.max(0, rounded),
    rating: rate(name, rounded),
    route: routePattern(window.location.pathname),
    ...(attributes && Object.keys(attributes).length ? { attributes } : {}),
    timestamp: Date.now(),
  };
}
