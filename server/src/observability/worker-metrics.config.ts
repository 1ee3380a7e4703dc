import type { ConfigVariable } from '../config.variables';

export const workerMetricsVariables: readonly ConfigVariable[] = [
  {
    name: 'WORKER_METRICS_PORT',
    defaultValue: '(unset: no listener)',
    description:
      'Worker processes only: TCP port (on HOST) serving GET /metrics, Prometheus text for the SERVICE_TOKEN (required when set). API processes serve theirs at /api/v1/health/metrics/.',
  },
];

/** The worker's metrics port, or null when unset; a problem for a bad value or a missing SERVICE_TOKEN. */
export function parseWorkerMetricsPort(
  env: Record<string, string | undefined>,
  serviceToken: string | null,
): { port: number | null; problem: string | null } {
  const raw = env.WORKER_METRICS_PORT?.trim();
  if (!raw) return { port: null, problem: null };
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { port: null, problem: 'WORKER_METRICS_PORT must be a port number (1-65535).' };
  if (!serviceToken) return { port: null, problem: 'WORKER_METRICS_PORT needs SERVICE_TOKEN: the metrics are for operators only.' };
  return { port, problem: null };
}
