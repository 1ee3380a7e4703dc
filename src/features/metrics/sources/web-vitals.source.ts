import type { Metric } from 'web-vitals';
import type { ClientMetric } from '../../../domain/metrics/metrics-payload';
import { metricRecord } from '../metric-record';

/**
 * LCP, INP, CLS, FCP and TTFB of this page load (web-vitals reports each when it is final). The library is its
 * own chunk, off the initial bundle: it reads buffered performance entries, so loading it late loses nothing.
 */
export function subscribeWebVitals(emit: (metric: ClientMetric) => void): void {
  const report = (metric: Metric) =>
    emit(metricRecord(metric.name as ClientMetric['name'], metric.value, { navigation_type: metric.navigationType }));
  import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onLCP(report);
      onINP(report);
      onCLS(report);
      onFCP(report);
      onTTFB(report);
    })
    .catch(() => {
      // The chunk did not load: no web vitals this time, everything else still measured.
    });
}
