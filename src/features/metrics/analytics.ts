import type { ClientMetric } from '../../domain/metrics/metrics-payload';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const maxPending = 100;

/**
 * The analytics event tag (SPEC §7): with a measurement id in the runtime config, gtag.js is loaded once (its own
 * request, never in the bundle) and every metric becomes a gtag event; without one nothing is loaded or sent.
 * Metrics measured before the runtime config is known wait (at most 100).
 */
export function createAnalytics() {
  let state: 'unknown' | 'on' | 'off' = 'unknown';
  let pending: ClientMetric[] = [];

  const send = (metric: ClientMetric) =>
    window.gtag?.('event', metric.name, {
      value: metric.value,
      metric_rating: metric.rating,
      metric_route: metric.route,
      non_interaction: true,
    });

  return {
    /** `null`: no analytics configured. */
    configure(measurementId: string | null) {
      if (state !== 'unknown') return;
      state = measurementId ? 'on' : 'off';
      if (measurementId) loadGtag(measurementId);
      if (state === 'on') pending.forEach(send);
      pending = [];
    },
    track(metric: ClientMetric) {
      if (state === 'on') send(metric);
      else if (state === 'unknown' && pending.length < maxPending) pending.push(metric);
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

export const gtagScriptUrl = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

function loadGtag(measurementId: string) {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects themselves from the data layer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Metrics only: page views are not part of what SPEC asks to send.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  document.head.appendChild(script);
}
