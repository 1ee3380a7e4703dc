import { collectBreadcrumbs } from '../features/error-reporting/breadcrumb-collectors';
import { setErrorTransport, type ErrorTransport } from '../features/error-reporting/error-reporter';
import { createSentryTransport } from '../features/error-reporting/sentry.transport';
import { reportUncaughtErrors } from '../features/error-reporting/uncaught-errors';

/** The app's server transport without RTK Query: POST /api/v1/metrics/ as type report (signed out: no token). */
export function fetchServerTransport(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): ErrorTransport {
  return {
    async send(report) {
      try {
        await fetchImpl('/api/v1/metrics/', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'report', timestamp: Date.now(), data: report }),
        });
      } catch {
        // SPEC §7: failures of the logging sender are silently ignored.
      }
    },
  };
}

/**
 * Error reporting of the signed-out pages' light entry, as the app's (start-error-reporting.ts): breadcrumbs,
 * uncaught errors and rejections, and the transport from the embedded runtime config (Sentry with a DSN, else the
 * server's log). Caught render errors come through AppErrorBoundary's `reportError`.
 */
export function startSignedOutErrorReporting(dsn: string | null): void {
  collectBreadcrumbs();
  reportUncaughtErrors();
  const server = fetchServerTransport();
  if (!dsn) {
    setErrorTransport(server);
    return;
  }
  createSentryTransport(dsn).then(setErrorTransport, () => setErrorTransport(server));
}
