import { onApiTiming } from '../../../api/api-timing';
import { isSlowApiCall } from '../../../domain/metrics/metric-budgets';
import type { ClientMetric } from '../../../domain/metrics/metrics-payload';
import { metricRecord } from '../metric-record';

/** The metrics endpoint itself is not timed: each flush would queue a metric and cause the next flush. */
const untimed = new Set(['ingestMetrics']);

/** API response times from the base query; calls over 2000 ms carry `slow: true` (SPEC §9). */
export function subscribeApiTimings(emit: (metric: ClientMetric) => void): () => void {
  return onApiTiming(({ endpoint, type, durationMs, status }) => {
    if (untimed.has(endpoint)) return;
    emit(metricRecord('api_response_time', durationMs, { endpoint, type, status, slow: isSlowApiCall(durationMs) }));
  });
}
