import type { MetricAttributes } from './metrics-payload';

const redacted = '[redacted]';
const secretParameters = 'access_token|id_token|refresh_token|token|code|password|secret|api_key|key|signature|session';

const patterns: ReadonlyArray<[RegExp, string]> = [
  // JWTs (our access tokens, Clerk's session tokens) wherever they appear.
  [/eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, redacted],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${redacted}`],
  [new RegExp(`([?&#](?:${secretParameters})=)[^&#\\s"']*`, 'gi'), `$1${redacted}`],
  [/("?(?:password|token|secret|authorization)"?\s*[:=]\s*)"[^"]*"/gi, `$1"${redacted}"`],
];

/** Removes credentials (tokens, Authorization values, secret query parameters) from text that is reported or logged. */
export function scrubText(text: string): string {
  return patterns.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

function scrubAttributes(data: MetricAttributes): MetricAttributes {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value]));
}

interface ScrubbableReport {
  message: string;
  stack?: string;
  url: string;
  breadcrumbs?: Array<{ message: string; data?: MetricAttributes }>;
}

/** An error report with every free-text field scrubbed; the shape is kept. */
export function scrubReport<T extends ScrubbableReport>(report: T): T {
  return {
    ...report,
    message: scrubText(report.message),
    url: scrubText(report.url),
    ...(report.stack === undefined ? {} : { stack: scrubText(report.stack) }),
    ...(report.breadcrumbs === undefined
      ? {}
      : {
          breadcrumbs: report.breadcrumbs.map((crumb) => ({
            ...crumb,
            message: scrubText(crumb.message),
            ...(crumb.data ? { data: scrubAttributes(crumb.data) } : {}),
          })),
        }),
  };
}
