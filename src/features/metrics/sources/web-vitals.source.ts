import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { ClientMetric } from '../../../domain/metrics/metrics-payload';
import { metricRecord } from '../metric-record';

/** LCP, INP, CLS, FCP and TTFB of this page load (web-vitals reports each when it is final). */
export function subscribeWebVitals(emit: (metric: ClientMetric) => void): void {
  const report = (metric: Metric) =>
    emit(metricRecord(metric.name as ClientMetric['name'], metric.value, { navigation_type: metric.navigationType }));
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
