import type { FastifyInstance } from 'fastify';
import { createAppMetrics, type MetricsProbes } from '../observability/app-metrics';
import { bearerSecurity, errorResponses } from '../routes/api/v1/shared.schema';

/** Where Prometheus scrapes each process; not /api/v1/metrics/, which takes the SPA's web-vitals. */
export const prometheusPath = '/api/v1/health/metrics/';

/** Requests that matched no route share one series: raw URLs would make a series per probe of a scanner. */
const unmatchedRoute = 'unmatched';

/**
 * Counts and times every response by route pattern, method and status class, and serves the Prometheus text at
 * `prometheusPath` to operators only (a staff user or the SERVICE_TOKEN). Register after the OpenAPI plugin (the
 * route is documented) and the authentication plugin (its access check applies to the route).
 */
export async function registerMetrics(app: FastifyInstance, options: { version: string; probes: MetricsProbes }): Promise<void> {
  const metrics = createAppMetrics(options);

  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? unmatchedRoute,
      statusCode: reply.statusCode,
      durationSeconds: reply.elapsedTime / 1000,
    });
    done();
  });

  app.get(prometheusPath, {
    config: { access: 'staff' },
    schema: {
      operationId: 'getPrometheusMetrics',
      summary: 'Prometheus metrics of this process (staff user or service token)',
      description:
        'Text exposition format: HTTP requests and latency per route, 5xx per route, job queues, outbox backlog, ' +
        'database pool and process metrics. Every API and worker process serves its own; scrape each (docs/observability.md).',
      tags: ['Health'],
      security: [...bearerSecurity, { serviceToken: [] }],
      response: {
        200: { description: 'Prometheus text format 0.0.4.', content: { 'text/plain': { schema: { type: 'string' } } } },
        ...errorResponses(401, 403),
      },
    },
    handler: async (_request, reply) => {
      const { contentType, body } = await metrics.render();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  });
}
