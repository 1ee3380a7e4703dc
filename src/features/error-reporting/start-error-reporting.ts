import { api } from '../../api/enhanced-api';
import { collectBreadcrumbs } from './breadcrumb-collectors';
import { setErrorTransport, type ErrorTransport } from './error-reporter';
import { createSentryTransport } from './sentry.transport';
import { serverTransport, type ApiDispatch } from './server.transport';
import { reportUncaughtErrors } from './uncaught-errors';


/** A DSN in the runtime config: Sentry (lazy chunk); none, or Sentry fails to load: the server's log. */
export async function chooseErrorTransport(
  dispatch: ApiDispatch,
  loadSentry: typeof createSentryTransport = createSentryTransport,
): Promise<ErrorTransport> {
  const request = dispatch(api.endpoints.getRuntimeConfig.initiate(undefined, { subscribe: false }));
  let dsn: string | null = null;
  try {
    dsn = (await request.unwrap()).error_reporting_dsn ?? null;
  } catch {
    // Without the config, the server is the only place we know of.
  }
  if (dsn) {
    try {
      return await loadSentry(dsn);
    } catch {
      // The chunk did not load (offline, blocked): fall back to the server.
    }
  }
  return serverTransport(dispatch);
}

/**
 * Error reporting at boot (src/index.tsx): breadcrumbs, uncaught errors and unhandled rejections, and the
 * transport chosen from the runtime config. Errors caught elsewhere are reported with `reportError`.
 */
export function startErrorReporting(dispatch: ApiDispatch, loadSentry?: typeof createSentryTransport): () => void {
  const stopBreadcrumbs = collectBreadcrumbs();
  const stopUncaught = reportUncaughtErrors();
  let stopped = false;
  void chooseErrorTransport(dispatch, loadSentry).then((transport) => {
    if (!stopped) setErrorTransport(transport);
  });
  return () => {
    stopped = true;
    stopBreadcrumbs();
    stopUncaught();
    setErrorTransport(null);
  };
}
