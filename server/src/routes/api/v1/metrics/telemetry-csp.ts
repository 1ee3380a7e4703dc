import type { TelemetryConfig } from '../../../../config';

/** Where gtag.js is loaded from and where it sends events (Google's documented CSP for GA4). */
const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/**
 * Extra CSP sources the SPA needs for the configured telemetry: the Sentry DSN's origin (the SDK POSTs envelopes
 * there; the SDK itself is our own chunk) and, with a measurement id, gtag.js and Google Analytics. Nothing
 * when neither is configured. For security.plugin.ts's contentSecurityPolicy().
 */
export function telemetryCspSources(telemetry: Pick<TelemetryConfig, 'sentryDsn' | 'analyticsMeasurementId'>) {
  const scriptSrc: string[] = [];
  const connectSrc: string[] = [];
  if (telemetry.sentryDsn && URL.canParse(telemetry.sentryDsn)) connectSrc.push(new URL(telemetry.sentryDsn).origin);
  if (telemetry.analyticsMeasurementId) {
    scriptSrc.push(...googleAnalytics.script);
    connectSrc.push(...googleAnalytics.connect);
  }
  return { scriptSrc, connectSrc };
}
