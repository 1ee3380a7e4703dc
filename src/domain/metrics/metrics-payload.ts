import { limits } from '../constants';
import type { MetricName, MetricRating } from './metric-budgets';

/** Limits of one POST /api/v1/metrics/ body; the server enforces them, the SPA stays inside them. */
export const metricsPayloadLimits = {
  maxMetricsPerBatch: 100,
  maxBreadcrumbs: limits.errorBreadcrumbCap,
  maxAttributes: 20,
  maxBodyBytes: 64 * 1024,
  maxRouteLength: 300,
  maxMessageLength: 2000,
  maxStackLength: 16_000,
  maxTagLength: 100,
} as const;

export type MetricAttributes = Record<string, string | number | boolean | null>;

/** One measurement as the SPA sends it (snake_case, like every API body). */
export interface ClientMetric {
  name: MetricName;
  value: number;
  rating: MetricRating;
  /** The SPA route with ids replaced, e.g. /brands/:id/campaigns/:id. */
  route: string;
  attributes?: MetricAttributes;
  /** When it was measured, epoch ms of the client's clock. */
  timestamp?: number;
}

/** SPEC §8: a caught error is reported with tags for feature, operation and form. */
export interface ErrorTags {
  feature?: string;
  operation?: string;
  form?: string;
}

export interface Breadcrumb {
  timestamp: number;
  category: 'navigation' | 'api' | 'click' | 'console' | 'error';
  message: string;
  level?: 'info' | 'warning' | 'error';
  data?: MetricAttributes;
}

export interface ErrorReport {
  message: string;
  stack?: string;
  tags: ErrorTags;
  url: string;
  breadcrumbs?: Breadcrumb[];
  user_agent?: string;
}

export type MetricsEnvelope =
  | { type: 'metric'; timestamp: number | string; data: { metrics: ClientMetric[] } }
  | { type: 'report'; timestamp: number | string; data: ErrorReport };
