import type { FastifyBaseLogger } from 'fastify';
import { isMetricName, rate } from '../../../src/domain/metrics/metric-budgets';
import type { MetricsRepository, NewClientMetric } from '../repositories/metrics.repository';
import type {
  ClientMetricBody,
  ErrorReportBody,
  MetricsEnvelopeBody,
  MetricsSummaryBody,
  MetricsSummaryQuery,
} from '../routes/api/v1/metrics/metrics.schema';
import { scrubReport } from '../../../src/domain/metrics/scrub';

const dayMs = 86_400_000;
/** Pruning is a cheap DELETE; once an hour per process is plenty (no job system yet). */
const pruneIntervalMs = 3_600_000;
const defaultSummaryWindowMs = dayMs;

const toMs = (timestamp: number | string) => (typeof timestamp === 'number' ? timestamp : Date.parse(timestamp));

export function createMetricsService(deps: {
  metrics: MetricsRepository;
  logger: FastifyBaseLogger;
  retentionDays: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const retentionMs = deps.retentionDays * dayMs;
  let lastPrunedAt = Number.NEGATIVE_INFINITY;

  async function pruneIfDue(at: number) {
    if (at - lastPrunedAt < pruneIntervalMs) return;
    lastPrunedAt = at;
    await deps.metrics.deleteRecordedBefore(new Date(at - retentionMs));
  }

  /**
   * Client clocks are often wrong, so only the age a measurement had when the batch was sent is trusted:
   * recorded_at = received time - (batch timestamp - measurement timestamp).
   */
  function recordedAt(metric: ClientMetricBody, sentAt: number, receivedAt: number): Date {
    const measuredAt = metric.timestamp === undefined ? sentAt : toMs(metric.timestamp);
    const age = Math.min(Math.max(sentAt - measuredAt, 0), retentionMs);
    return new Date(receivedAt - (Number.isFinite(age) ? age : 0));
  }

  async function storeMetrics(metrics: ClientMetricBody[], sentAt: number, userId: string | null): Promise<number> {
    const receivedAt = now();
    await pruneIfDue(receivedAt);
    const rows: NewClientMetric[] = metrics.map((metric) => ({
      name: metric.name,
      value: metric.value,
      // Re-rated here, so the stored rating never depends on what a client claims.
      rating: rate(metric.name, metric.value),
      route: metric.route,
      userId,
      attributes: metric.attributes ?? null,
      recordedAt: recordedAt(metric, sentAt, receivedAt),
      receivedAt: new Date(receivedAt),
    }));
    return deps.metrics.insertMany(rows);
  }

  /** SPEC §8 "otherwise to the server's log": one structured error line per report, tokens scrubbed. */
  function logReport(report: ErrorReportBody, sentAt: number, userId: string | null): number {
    const clean = scrubReport(report);
    deps.logger.error(
      { client_error: clean, tags: clean.tags, user_id: userId, client_timestamp: new Date(sentAt).toISOString() },
      `client error report: ${clean.message.slice(0, 200)}`,
    );
    return 1;
  }

  /** Stores a metric batch or logs an error report; returns how many items were accepted. */
  async function ingest(envelope: MetricsEnvelopeBody, context: { userId: string | null }): Promise<number> {
    const sentAt = toMs(envelope.timestamp);
    if (envelope.type === 'metric') return storeMetrics(envelope.data.metrics, sentAt, context.userId);
    return logReport(envelope.data, sentAt, context.userId);
  }

  /** p75 per metric name and route, rated against the SPEC §9 budgets. */
  async function summary(query: MetricsSummaryQuery): Promise<MetricsSummaryBody> {
    const since = new Date(query.since ? Date.parse(query.since) : now() - defaultSummaryWindowMs);
    const rows = await deps.metrics.aggregate({ since, route: query.route, name: query.name });
    return {
      since: since.toISOString(),
      results: rows.filter((row) => isMetricName(row.name)).map((row) => ({
        name: row.name as ClientMetricBody['name'],
        route: row.route,
        p75: row.p75,
        count: row.count,
        rating: rate(row.name as ClientMetricBody['name'], row.p75),
      })),
    };
  }

  return { ingest, summary };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
