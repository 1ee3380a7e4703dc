import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';
import type { QueueDepth } from '../jobs/job-runner';
import type { OutboxBacklog } from './outbox-backlog.repository';
import { processMetrics } from './process-metrics';

/** Where the gauges read the state they report, at scrape time. Each is optional: a process reports what it has. */
export interface MetricsProbes {
  jobQueues?: () => Promise<QueueDepth[]>;
  outbox?: () => Promise<OutboxBacklog>;
  pool?: () => PoolStats | undefined;
  /** A probe failed (the database is down): logged, its gauges left empty, `metrics_probe_up` 0. */
  onProbeError?: (probe: string, error: unknown) => void;
}

export interface RequestObservation {
  method: string;
  /** The route pattern (`/api/v1/campaigns/:id/`), never the raw URL: one series per route, not per id. */
  route: string;
  statusCode: number;
  durationSeconds: number;
}

/** Latency buckets (s): from a cached read to the 10 s a request may take before the load balancer gives up. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The metrics of one app (docs/observability.md lists them): HTTP traffic, job queues, outbox, database pool. */
export function createAppMetrics(options: { version: string; probes: MetricsProbes }) {
  const { probes } = options;
  const registry = new Registry();
  const requestLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered.', labelNames: requestLabels, registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request.', labelNames: requestLabels, buckets: latencyBuckets, registers: [registry],
  });
  const serverErrors = new Counter({ name: 'http_server_errors_total', help: 'HTTP requests answered with a 5xx.', labelNames: ['method', 'route'], registers: [registry] });
  new Gauge({ name: 'influencehub_build_info', help: 'Version of the running code (always 1).', labelNames: ['version'], registers: [registry] })
    .set({ version: options.version }, 1);
  const probeUp = new Gauge({ name: 'metrics_probe_up', help: 'Whether the last read of a probe succeeded (1) or failed (0).', labelNames: ['probe'], registers: [registry] });

  /** Runs a probe for a gauge's collect(); a failure empties the gauge rather than failing the whole scrape. */
  async function probe(name: string, gauges: Gauge[], read: () => Promise<void> | void): Promise<void> {
    for (const gauge of gauges) gauge.reset();
    try {
      await read();
      probeUp.set({ probe: name }, 1);
    } catch (error) {
      probeUp.set({ probe: name }, 0);
      probes.onProbeError?.(name, error);
    }
  }

  const queueJobs = new Gauge({ name: 'jobs_queue_jobs', help: 'Background jobs per queue and state (ready, deferred, active, failed).', labelNames: ['queue', 'state'], registers: [registry] });
  const outboxPending = new Gauge({ name: 'outbox_pending_events', help: 'Outbox events not delivered yet.', registers: [registry] });
  const outboxRetrying = new Gauge({ name: 'outbox_retrying_events', help: 'Undelivered outbox events whose delivery failed at least once.', registers: [registry] });
  const outboxAge = new Gauge({ name: 'outbox_oldest_pending_age_seconds', help: 'Age of the oldest undelivered outbox event.', registers: [registry] });
  // Labelled by pool (the app's; pg-boss keeps a small one of its own), so PGlite, which has none, shows no sample.
  const poolClients = new Gauge({ name: 'db_pool_clients', help: 'Database pool connections by state (total, idle).', labelNames: ['pool', 'state'], registers: [registry] });
  const poolWaiting = new Gauge({ name: 'db_pool_waiting_requests', help: 'Queries waiting for a free database connection.', labelNames: ['pool'], registers: [registry] });
  const poolMax = new Gauge({ name: 'db_pool_max_clients', help: 'Configured size of the database pool.', labelNames: ['pool'], registers: [registry] });

  /** Reads every probe; called once per scrape, before the registry renders. */
  async function collect(): Promise<void> {
    const reads: Promise<void>[] = [];
    if (probes.jobQueues) {
      const read = probes.jobQueues;
      reads.push(probe('jobs', [queueJobs], async () => {
        for (const queue of await read()) {
          for (const state of ['ready', 'deferred', 'active', 'failed'] as const) queueJobs.set({ queue: queue.name, state }, queue[state]);
        }
      }));
    }
    if (probes.outbox) {
      const read = probes.outbox;
      reads.push(probe('outbox', [outboxPending, outboxRetrying, outboxAge], async () => {
        const backlog = await read();
        outboxPending.set(backlog.pending);
        outboxRetrying.set(backlog.retrying);
        outboxAge.set(backlog.oldestAgeSeconds);
      }));
    }
    if (probes.pool) {
      const read = probes.pool;
      reads.push(probe('db_pool', [poolClients, poolWaiting, poolMax], () => {
        const stats = read();
        if (!stats) return;
        const pool = 'app';
        poolClients.set({ pool, state: 'total' }, stats.total);
        poolClients.set({ pool, state: 'idle' }, stats.idle);
        poolWaiting.set({ pool }, stats.waiting);
        poolMax.set({ pool }, stats.max);
      }));
    }
    await Promise.all(reads);
  }

  return {
    observeRequest(observation: RequestObservation): void {
      const method = knownMethods.has(observation.method) ? observation.method : 'OTHER';
      const labels = { method, route: observation.route, status_class: `${Math.floor(observation.statusCode / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, observation.durationSeconds);
      if (observation.statusCode >= 500) serverErrors.inc({ method, route: observation.route });
    },
    /** The Prometheus text exposition of this app and of its process. */
    async render(): Promise<{ contentType: string; body: string }> {
      await collect();
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
