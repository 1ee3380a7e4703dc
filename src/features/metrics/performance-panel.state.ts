import type { ClientMetric } from '../../domain/metrics/metrics-payload';

/** Observable from outside (devtools, tests, e2e): <html data-performance-panel="on">. */
export const performancePanelAttribute = 'data-performance-panel';

export const isPerformancePanelOn = () => document.documentElement.getAttribute(performancePanelAttribute) === 'on';

export function setPerformancePanel(on: boolean) {
  if (on) document.documentElement.setAttribute(performancePanelAttribute, 'on');
  else document.documentElement.removeAttribute(performancePanelAttribute);
}

/** SPEC §2: the panel renders nothing; while it is on, each measurement is written to the console instead. */
export function logMetricIfPanelOn(metric: ClientMetric) {
  if (isPerformancePanelOn()) console.info(`[performance] ${metric.name} ${metric.value} ${metric.rating} ${metric.route}`, metric.attributes ?? {});
}
