import type { EventChannel } from 'redux-saga';
import { call, delay, fork, race, take } from 'redux-saga/effects';
import { api } from '../../api/enhanced-api';
import type { RuntimeConfig } from '../../api/enhanced-api';
import { putThunk } from '../../api/saga-effects';
import { limits, timing } from '../../domain/constants';
import type { ClientMetric } from '../../domain/metrics/metrics-payload';
import { createAnalytics, type Analytics } from './analytics';
import { createMetricsChannel, type MetricsEvent } from './metrics-channel';
import { metricBatch, sendBeacon } from './metrics.transport';
import { metricsStarted } from './metrics-started';
import { logMetricIfPanelOn } from './performance-panel.state';

export { metricsStarted };

type IngestRequest = ReturnType<ReturnType<typeof api.endpoints.ingestMetrics.initiate>>;
type ConfigRequest = ReturnType<ReturnType<typeof api.endpoints.getRuntimeConfig.initiate>>;

/** Normal flushes go through RTK Query (DESIGN §4); a failure is dropped silently (SPEC §7), never retried. */
export function* flushMetrics(metrics: ClientMetric[]) {
  const request: IngestRequest = yield putThunk(api.endpoints.ingestMetrics.initiate({ body: metricBatch(metrics) }));
  try {
    yield call([request, request.unwrap]);
  } catch {
    // Metrics are best effort.
  } finally {
    request.reset();
  }
}

function* configureAnalytics(analytics: Analytics) {
  const request: ConfigRequest = yield putThunk(api.endpoints.getRuntimeConfig.initiate(undefined, { subscribe: false }));
  try {
    const config: RuntimeConfig = yield call([request, request.unwrap]);
    analytics.configure(config.analytics_measurement_id ?? null);
  } catch {
    analytics.configure(null);
  }
}

/**
 * Metrics batching (SPEC §9): measurements are queued and flushed after 5000 ms without a new one (each new one
 * restarts the timer) but at the latest 15 s after the first one, at once when 50 are queued, and by beacon when the
 * page is hidden or left.
 */
export function* metricsSaga(createChannel: () => EventChannel<MetricsEvent> = createMetricsChannel) {
  yield take(metricsStarted.type);
  const channel: EventChannel<MetricsEvent> = yield call(createChannel);
  const analytics = createAnalytics();
  yield fork(configureAnalytics, analytics);
  let queue: ClientMetric[] = [];
  // When the oldest queued measurement was taken: a page that keeps measuring (long tasks and slow resources on a busy
  // phone) would otherwise restart the quiet timer for ever and send nothing until 50 were queued.
  let firstQueuedAt = 0;
  const drain = () => {
    const batch = queue;
    queue = [];
    return batch;
  };
  while (true) {
    const untilDue = () => Math.max(0, Math.min(timing.metricsQuietFlushMs, firstQueuedAt + timing.metricsMaxBatchAgeMs - Date.now()));
    const { event }: { event?: MetricsEvent } = yield race(
      queue.length ? { event: take(channel), quiet: delay(untilDue()) } : { event: take(channel) },
    );
    if (!event) {
      yield fork(flushMetrics, drain());
    } else if (event.kind === 'unload') {
      // Synchronous: the page may be gone before any saga effect resolves.
      if (queue.length) sendBeacon(metricBatch(drain()));
    } else {
      if (!queue.length) firstQueuedAt = Date.now();
      queue.push(event.metric);
      analytics.track(event.metric);
      logMetricIfPanelOn(event.metric);
      if (queue.length >= limits.metricsBatchSize) yield fork(flushMetrics, drain());
    }
  }
}
