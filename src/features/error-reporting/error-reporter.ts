import type { ErrorReport, ErrorTags } from '../../domain/metrics/metrics-payload';
import { metricsPayloadLimits } from '../../domain/metrics/metrics-payload';
import { scrubReport } from '../../domain/metrics/scrub';
import { getBreadcrumbs } from './breadcrumbs';

/** Where reports go: Sentry when a DSN is configured, otherwise the server's log (see start-error-reporting.ts). */
export interface ErrorTransport {
  send(report: ErrorReport, error: unknown): void | Promise<void>;
}

const maxPending = 20;
let transport: ErrorTransport | null = null;
let pending: Array<{ error: unknown; tags: ErrorTags }> = [];
// The same error can reach us twice (error boundary and router, StrictMode's double effects).
const reported = new WeakSet<object>();

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The report as sent: message, stack, tags, page URL, breadcrumbs; credentials scrubbed, sizes within the API's limits. */
export function buildReport(error: unknown, tags: ErrorTags): ErrorReport {
  const cleanTags = Object.fromEntries(
    Object.entries(tags).filter(([, value]) => typeof value === 'string' && value !== '').map(([key, value]) => [key, value.slice(0, metricsPayloadLimits.maxTagLength)]),
  );
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, metricsPayloadLimits.maxStackLength) : undefined;
  return scrubReport({
    message: (messageOf(error) || 'Unknown error').slice(0, metricsPayloadLimits.maxMessageLength),
    ...(stack ? { stack } : {}),
    tags: cleanTags,
    url: window.location.href.slice(0, 2000),
    breadcrumbs: getBreadcrumbs(),
    user_agent: navigator.userAgent.slice(0, 500),
  });
}

function deliver(error: unknown, tags: ErrorTags) {
  if (!transport) return;
  try {
    // Reporting must never throw into the code that caught the error; failures are ignored (SPEC §7).
    void Promise.resolve(transport.send(buildReport(error, tags), error)).catch(() => undefined);
  } catch {
    // ignored
  }
}

/**
 * Reports a caught error with SPEC §8's tags: `reportError(error, { feature: 'campaigns', operation: 'publish',
 * form: 'campaign-review' })`. Errors caught before the reporter is configured wait (at most 20).
 */
export function reportError(error: unknown, tags: ErrorTags = {}): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (transport) deliver(error, tags);
  else if (pending.length < maxPending) pending.push({ error, tags });
}

/** Chooses the transport (once the runtime config is known) and sends what waited; null stops reporting. */
export function setErrorTransport(next: ErrorTransport | null): void {
  transport = next;
  const waiting = pending;
  pending = [];
  if (next) waiting.forEach(({ error, tags }) => deliver(error, tags));
}
