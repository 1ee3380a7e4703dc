import Fastify from 'fastify';
import { invalidToken, notAuthenticated, permissionDenied } from '../plugins/api-error';
import { sendApiError, toApiError } from '../plugins/error-handler.plugin';
import { matchesServiceToken } from '../plugins/service-token';
import { createAppMetrics, type MetricsProbes } from './app-metrics';
import { requestIdFor } from './request-id';

export interface WorkerMetricsServerOptions {
  port: number;
  host: string;
  serviceToken: string;
  version: string;
  probes: MetricsProbes;
}

/** The service token of a request: X-Service-Token, or a bearer token; undefined when neither is sent. */
function presentedToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const service = headers['x-service-token'];
  if (service !== undefined) return Array.isArray(service) ? service[0] : service;
  const authorization = headers.authorization;
  if (typeof authorization !== 'string') return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) throw invalidToken('Invalid Authorization header. Expected "Bearer <token>".');
  return match[1];
}

/**
 * A worker has no API, so it serves its own metrics (jobs, outbox, pool, process) on WORKER_METRICS_PORT, to the
 * SERVICE_TOKEN only: `GET /metrics`. Prometheus scrapes it like an API process (docs/observability.md).
 */
export async function startWorkerMetricsServer(options: WorkerMetricsServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const metrics = createAppMetrics({ version: options.version, probes: options.probes });
  const app = Fastify({ logger: false, genReqId: requestIdFor, requestIdHeader: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error: Error, _request, reply) => sendApiError(reply, toApiError(error)));
  app.get('/metrics', async (request, reply) => {
    const token = presentedToken(request.headers);
    if (token === undefined) throw notAuthenticated();
    if (!matchesServiceToken(token, options.serviceToken)) throw permissionDenied();
    const { contentType, body } = await metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
  const address = await app.listen({ port: options.port, host: options.host });
  return { url: `${address}/metrics`, close: () => app.close() };
}
