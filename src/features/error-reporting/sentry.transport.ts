import { limits } from '../../domain/constants';
import type { ErrorTransport } from './error-reporter';

/**
 * A Sentry-compatible DSN is configured: @sentry/browser is downloaded then (its own chunk, never in the initial
 * bundle) without its default integrations — our own handlers catch errors and keep the breadcrumbs, which are
 * handed over with each event (at most 100, SPEC §9) together with the feature, operation and form tags.
 */
export async function createSentryTransport(dsn: string, options: { environment?: string } = {}): Promise<ErrorTransport> {
  const Sentry = await import(/* webpackChunkName: "sentry" */ '@sentry/browser');
  const client = new Sentry.BrowserClient({
    dsn,
    environment: options.environment ?? process.env.NODE_ENV,
    maxBreadcrumbs: limits.errorBreadcrumbCap,
    integrations: [],
    transport: Sentry.makeFetchTransport,
    stackParser: Sentry.defaultStackParser,
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    async send(report, error) {
      const event = scope.clone();
      event.setTags(report.tags as Record<string, string>);
      event.setContext('page', { url: report.url });
      for (const crumb of report.breadcrumbs ?? []) {
        event.addBreadcrumb(
          { timestamp: crumb.timestamp / 1000, category: crumb.category, message: crumb.message, level: crumb.level, data: crumb.data },
          limits.errorBreadcrumbCap,
        );
      }
      event.captureException(error instanceof Error ? error : new Error(report.message));
      await client.flush(5000);
    },
  };
}
