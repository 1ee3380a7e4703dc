import { eventChannel, type EventChannel } from 'redux-saga';
import type { ClientMetric } from '../../domain/metrics/metrics-payload';
import { subscribeApiTimings } from './sources/api-timing.source';
import { subscribePageUnload } from './sources/page-unload.source';
import { subscribePerformanceEntries } from './sources/performance-observer.source';
import { subscribeWebVitals } from './sources/web-vitals.source';

export type MetricsEvent = { kind: 'metric'; metric: ClientMetric } | { kind: 'unload' };

// web-vitals cannot unsubscribe and reports each page load's values once: it is subscribed once per page and
// forwards to the channel open now (one in the app; one per test).
let webVitalsSubscribed = false;
let emitWebVital: ((metric: ClientMetric) => void) | null = null;

/** Every source of measurements, plus page unload, as one saga channel. */
export function createMetricsChannel(): EventChannel<MetricsEvent> {
  return eventChannel<MetricsEvent>((emit) => {
    const metric = (value: ClientMetric) => emit({ kind: 'metric', metric: value });
    emitWebVital = metric;
    if (!webVitalsSubscribed) {
      webVitalsSubscribed = true;
      subscribeWebVitals((value) => emitWebVital?.(value));
    }
    const stops = [subscribeApiTimings(metric), subscribePerformanceEntries(metric), subscribePageUnload(() => emit({ kind: 'unload' }))];
    return () => {
      stops.forEach((stop) => stop());
      if (emitWebVital === metric) emitWebVital = null;
    };
  });
}
