import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, waitFor } from '@testing-library/react';
import { emitApiTiming } from '../../api/api-timing';
import { api } from '../../api/enhanced-api';
import type { ErrorReport, MetricsEnvelope } from '../../domain/metrics/metrics-payload';
import { clearBreadcrumbs } from './breadcrumbs';
import { reportError, type ErrorTransport } from './error-reporter';
import { startErrorReporting } from './start-error-reporting';

let posts: MetricsEnvelope[];
let stop: (() => void) | undefined;

function setup(dsn: string | null, loadSentry?: (dsn: string) => Promise<ErrorTransport>) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.url.endsWith('/api/v1/config/')) {
      return Response.json({ identity_provider: 'builtin', google_enabled: false, clerk_publishable_key: null, password_reset_enabled: true, error_reporting_dsn: dsn, analytics_measurement_id: null });
    }
    if (request.url.endsWith('/api/v1/metrics/')) {
      posts.push((await request.json()) as MetricsEnvelope);
      return Response.json({ accepted: 1 }, { status: 202 });
    }
    return Response.json({ detail: 'Not found.' }, { status: 404 });
  });
  stop = startErrorReporting(store.dispatch, loadSentry);
}

const reports = () => posts.filter((post) => post.type === 'report').map((post) => post.data as ErrorReport);

beforeEach(() => {
  posts = [];
  clearBreadcrumbs();
});
afterEach(() => {
  stop?.();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('startErrorReporting', () => {
  it('without a DSN, POSTs each caught error as a report to the metrics endpoint (the server log), with tags and breadcrumbs', async () => {
    setup(null);
    window.history.pushState(null, '', '/campaigns');
    document.body.innerHTML = '<button aria-label="Create campaign"><span>+</span></button>';
    fireEvent.click(document.querySelector('span')!);
    emitApiTiming({ endpoint: 'createCampaign', type: 'mutation', durationMs: 412.4, status: 500 });
    reportError(new Error('Create failed'), { feature: 'campaigns', operation: 'create', form: 'campaign-general' });
    await waitFor(() => expect(reports()).toHaveLength(1));
    const [report] = reports();
    expect(report).toMatchObject({ message: 'Create failed', tags: { feature: 'campaigns', operation: 'create', form: 'campaign-general' }, url: 'http://localhost/campaigns' });
    expect(report!.breadcrumbs!.map(({ category, message, level }) => ({ category, message, level }))).toEqual(
      expect.arrayContaining([
        { category: 'navigation', message: '/campaigns', level: undefined },
        { category: 'click', message: 'button "Create campaign"', level: undefined },
        { category: 'api', message: 'createCampaign 500', level: 'error' },
      ]),
    );
  });

  it('with a DSN, loads the Sentry transport and sends there, not to the server', async () => {
    const sent: ErrorReport[] = [];
    const loadSentry = jest.fn(async () => ({ send: (report: ErrorReport) => void sent.push(report) }));
    setup('https://public@errors.example.test/42', loadSentry);
    reportError(new Error('Rebuttal failed'), { feature: 'content', operation: 'rebuttal', form: 'rebuttal' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(loadSentry).toHaveBeenCalledWith('https://public@errors.example.test/42');
    expect(sent[0]!.tags).toEqual({ feature: 'content', operation: 'rebuttal', form: 'rebuttal' });
    expect(reports()).toHaveLength(0);
  });

  it('falls back to the server when the Sentry chunk cannot load', async () => {
    setup('https://public@errors.example.test/42', async () => Promise.reject(new Error('ChunkLoadError')));
    reportError(new Error('Upload failed'), { feature: 'assets', operation: 'upload' });
    await waitFor(() => expect(reports().map((report) => report.message)).toEqual(['Upload failed']));
  });

  it('reports uncaught errors and unhandled rejections, and ignores browser noise', async () => {
    setup(null);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Uncaught boom'), message: 'Uncaught boom' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('Rejected boom') });
    window.dispatchEvent(rejection);
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports().map((report) => [report.message, report.tags])).toEqual([
      ['Uncaught boom', { feature: 'global', operation: 'window.onerror' }],
      ['Rejected boom', { feature: 'global', operation: 'unhandledrejection' }],
    ]);
  });

  it('stops: history, console and listeners are restored', () => {
    const { pushState } = window.history;
    const consoleError = console.error;
    setup(null);
    expect(window.history.pushState).not.toBe(pushState);
    stop!();
    stop = undefined;
    expect(window.history.pushState).toBe(pushState);
    expect(console.error).toBe(consoleError);
  });
});
