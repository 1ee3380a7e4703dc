import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { Metric } from 'web-vitals';
import { emitApiTiming } from '../../api/api-timing';
import { api } from '../../api/enhanced-api';
import type { ClientMetric, MetricsEnvelope } from '../../domain/metrics/metrics-payload';
import { isSilentMutation } from '../mutation-errors/silent-mutations';
import { gtagScriptUrl } from './analytics';
import { metricsSaga, metricsStarted } from './metrics.saga';

const webVitals: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: Metric) => void) => {
    webVitals[name] = callback;
  };
  return { onLCP: register('LCP'), onINP: register('INP'), onCLS: register('CLS'), onFCP: register('FCP'), onTTFB: register('TTFB') };
});

type Answer = { status: number } | 'network-error';
let posts: MetricsEnvelope[];
let postAnswer: Answer;
let measurementId: string | null;
let task: Task | undefined;

function setup({ start = true } = {}) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, sagas),
  });
  // The app has the runtime config cached by the time metrics start (the auth provider reads it first).
  store.dispatch(
    api.util.upsertQueryEntries([
      {
        endpointName: 'getRuntimeConfig',
        arg: undefined,
        value: { identity_provider: 'builtin', google_enabled: false, clerk_publishable_key: null, password_reset_enabled: true, error_reporting_dsn: null, analytics_measurement_id: measurementId },
      },
    ]),
  );
  task = sagas.run(metricsSaga);
  if (start) store.dispatch(metricsStarted());
  return store;
}

const apiCall = (durationMs = 120, endpoint = 'getWhoami') => emitApiTiming({ endpoint, type: 'query', durationMs, status: 200 });
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const sentMetrics = (index = 0) => (posts[index] as Extract<MetricsEnvelope, { type: 'metric' }>).data.metrics;

beforeEach(() => {
  posts = [];
  postAnswer = { status: 202 };
  measurementId = null;
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/brands/7/campaigns/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f');
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.url.endsWith('/api/v1/metrics/') && request.method === 'POST') {
      posts.push((await request.json()) as MetricsEnvelope);
      if (postAnswer === 'network-error') throw new TypeError('Failed to fetch');
      return Response.json({ detail: 'x', code: 'y' }, { status: postAnswer.status });
    }
    return Response.json({ detail: 'Not found.' }, { status: 404 });
  });
});
afterEach(() => {
  task?.cancel();
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('metrics saga (SPEC §9 "Metrics flush")', () => {
  it('flushes the queue after 5000 ms of quiet, as a metric batch rated per SPEC §9, for the route with ids replaced', async () => {
    setup();
    apiCall(120);
    apiCall(2500, 'listNotices');
    await wait(4999);
    expect(posts).toHaveLength(0);
    await wait(1);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ type: 'metric', timestamp: expect.any(Number) });
    expect(sentMetrics()).toEqual([
      expect.objectContaining({ name: 'api_response_time', value: 120, rating: 'good', route: '/brands/:id/campaigns/:id', attributes: { endpoint: 'getWhoami', type: 'query', status: 200, slow: false } }),
      expect.objectContaining({ name: 'api_response_time', value: 2500, rating: 'poor', attributes: expect.objectContaining({ endpoint: 'listNotices', slow: true }) }),
    ]);
  });

  it('restarts the quiet timer on every new metric', async () => {
    setup();
    apiCall();
    await wait(4000);
    apiCall();
    await wait(4000);
    apiCall();
    await wait(4999);
    expect(posts).toHaveLength(0);
    await wait(1);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(sentMetrics()).toHaveLength(3);
  });

  it('sends a batch at the latest 15 s after its first metric while new ones keep coming', async () => {
    setup();
    apiCall();
    for (let second = 4; second <= 12; second += 4) {
      await wait(4000);
      apiCall();
    }
    // 12 s: four metrics, never 5 s apart.
    await wait(2999);
    expect(posts).toHaveLength(0);
    await wait(1);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(sentMetrics()).toHaveLength(4);
    // The next batch starts its own 15 s with its own first metric.
    apiCall();
    await wait(4999);
    expect(posts).toHaveLength(1);
    await wait(1);
    await waitFor(() => expect(posts).toHaveLength(2));
  });

  it('flushes at once when 50 metrics are queued, then starts a new batch', async () => {
    setup();
    for (let index = 0; index < 50; index += 1) apiCall(index);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(sentMetrics()).toHaveLength(50);
    for (let index = 0; index < 49; index += 1) apiCall(index);
    await wait(4999);
    expect(posts).toHaveLength(1);
    await wait(1);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(sentMetrics(1)).toHaveLength(49);
  });

  it.each([
    ['the page is hidden', () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }],
    ['the page is left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
  ])('sends the queue with navigator.sendBeacon as application/json when %s', async (_what, unload) => {
    const beacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    setup();
    await wait(0);
    apiCall(80);
    webVitals.LCP!({ name: 'LCP', value: 3100, navigationType: 'navigate' } as Metric);
    unload();
    Reflect.deleteProperty(document, 'visibilityState');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/metrics/');
    expect((blob as Blob).type).toBe('application/json');
    const body = JSON.parse(await (blob as Blob).text()) as MetricsEnvelope;
    expect(body.type).toBe('metric');
    expect((body.data as { metrics: ClientMetric[] }).metrics.map((metric) => [metric.name, metric.rating])).toEqual([
      ['api_response_time', 'good'],
      ['LCP', 'needs-improvement'],
    ]);
    await wait(10_000);
    expect(posts).toHaveLength(0);
  });

  it.each([
    ['a 500 answer', { status: 500 } as Answer],
    ['a network error', 'network-error' as Answer],
  ])('ignores %s silently: no retry, no toast, and the next batch still goes out', async (_what, answer) => {
    postAnswer = answer;
    setup();
    apiCall();
    await wait(5000);
    await waitFor(() => expect(posts).toHaveLength(1));
    await wait(30_000);
    expect(posts).toHaveLength(1);
    expect(isSilentMutation('ingestMetrics')).toBe(true);
    postAnswer = { status: 202 };
    apiCall();
    await wait(5000);
    await waitFor(() => expect(posts).toHaveLength(2));
  });

  it('does not time its own requests (a flush never causes the next one)', async () => {
    setup();
    apiCall();
    await wait(5000);
    await waitFor(() => expect(posts).toHaveLength(1));
    await wait(20_000);
    expect(posts).toHaveLength(1);
  });

  it('measures nothing until started at boot', async () => {
    setup({ start: false });
    apiCall();
    await wait(20_000);
    expect(posts).toHaveLength(0);
  });

  it('sends each metric to the analytics tag when a measurement id is configured (gtag.js loaded once)', async () => {
    measurementId = 'G-TEST12345';
    setup();
    await wait(0);
    webVitals.TTFB!({ name: 'TTFB', value: 900, navigationType: 'navigate' } as Metric);
    await waitFor(() => expect(document.head.querySelectorAll('script')).toHaveLength(1));
    expect(document.head.querySelector('script')?.src).toBe(gtagScriptUrl('G-TEST12345'));
    apiCall(150);
    const events = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((args) => args[0] === 'event');
    expect(events).toEqual([
      ['event', 'TTFB', { value: 900, metric_rating: 'needs-improvement', metric_route: '/brands/:id/campaigns/:id', non_interaction: true }],
      ['event', 'api_response_time', { value: 150, metric_rating: 'good', metric_route: '/brands/:id/campaigns/:id', non_interaction: true }],
    ]);
  });

  it('loads no analytics without a measurement id', async () => {
    setup();
    apiCall();
    await wait(5000);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });
});
