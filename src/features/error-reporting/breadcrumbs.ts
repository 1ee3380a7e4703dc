import { limits } from '../../domain/constants';
import type { Breadcrumb } from '../../domain/metrics/metrics-payload';
import { scrubText } from '../../domain/metrics/scrub';

const maxMessageLength = 500;
let crumbs: Breadcrumb[] = [];

/** Records what happened before an error (SPEC §9: the last 100 are kept; older ones drop off). */
export function addBreadcrumb(crumb: Omit<Breadcrumb, 'timestamp'> & { timestamp?: number }): void {
  crumbs.push({ ...crumb, timestamp: crumb.timestamp ?? Date.now(), message: scrubText(crumb.message).slice(0, maxMessageLength) });
  if (crumbs.length > limits.errorBreadcrumbCap) crumbs = crumbs.slice(-limits.errorBreadcrumbCap);
}

/** Oldest first. */
export const getBreadcrumbs = (): Breadcrumb[] => crumbs.slice();

export function clearBreadcrumbs(): void {
  crumbs = [];
}
