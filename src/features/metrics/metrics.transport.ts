import type { ClientMetric, MetricsEnvelope } from '../../domain/metrics/metrics-payload';

export const metricsEndpointUrl = '/api/v1/metrics/';

export const metricBatch = (metrics: ClientMetric[]): MetricsEnvelope => ({ type: 'metric', timestamp: Date.now(), data: { metrics } });

/**
 * Page unload: the only moment a request may outlive the page is a beacon. A Blob typed application/json keeps
 * the endpoint JSON-only (a string would be sent as text/plain). Beacons carry no bearer token: anonymous.
 */
export function sendBeacon(envelope: MetricsEnvelope): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(metricsEndpointUrl, new Blob([JSON.stringify(envelope)], { type: 'application/json' }));
  } catch {
    return false;
  }
}
