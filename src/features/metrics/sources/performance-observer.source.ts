import { isLongTask, isSlowResource } from '../../../domain/metrics/metric-budgets';
import type { ClientMetric } from '../../../domain/metrics/metrics-payload';
import { metricRecord } from '../metric-record';

/** performance.measure() names the metrics feature records, e.g. 'ih:campaign-wizard-step'. */
export const appMeasurePrefix = 'ih:';

/** The metrics endpoint's own requests are not measured (they would feed the next batch). */
const isOwnRequest = (url: string) => url.includes('/api/v1/metrics/');

function observe(type: string, onEntry: (entry: PerformanceEntry) => void): (() => void) | null {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  try {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
    observer.observe({ type, buffered: true });
    return () => observer.disconnect();
  } catch {
    return null;
  }
}

/** Long tasks over 50 ms and resources slower than 1000 ms (SPEC §9); nothing where the browser lacks them. */
export function subscribePerformanceEntries(emit: (metric: ClientMetric) => void): () => void {
  const stops = [
    observe('longtask', (entry) => {
      if (isLongTask(entry.duration)) emit(metricRecord('long_task', entry.duration));
    }),
    observe('resource', (entry) => {
      const resource = entry as PerformanceResourceTiming;
      if (!isSlowResource(resource.duration) || isOwnRequest(resource.name)) return;
      // Path only: query strings may carry tokens and would explode the attribute's cardinality.
      const url = new URL(resource.name, window.location.href);
      emit(metricRecord('slow_resource', resource.duration, { resource: `${url.origin}${url.pathname}`.slice(0, 500), initiator: resource.initiatorType }));
    }),
    // Only the app's own measures (performance.measure('ih:...')); React's development tracks are not ours.
    observe('measure', (entry) => {
      if (entry.name.startsWith(appMeasurePrefix)) emit(metricRecord('measure', entry.duration, { measure: entry.name.slice(0, 200) }));
    }),
  ];
  return () => stops.forEach((stop) => stop?.());
}
