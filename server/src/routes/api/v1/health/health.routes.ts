import type { FastifyInstance } from 'fastify';
import type { HealthService } from '../../../../services/health.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { Health, HealthDetailed, HealthLive, HealthReady, HealthUnavailable } from './health.schema';

const tags = ['Health'];

export async function healthRoutes(app: FastifyInstance, options: { health: HealthService }): Promise<void> {
  const { health } = options;

  // Probes and status pages poll these without credentials.
  const open = { config: { access: 'public' as const } };

  app.get('/', {
    ...open,
    prefixTrailingSlash: 'slash',
    schema: {
      operationId: 'getHealth',
      summary: 'Service status and version',
      tags,
      response: { 200: ref(Health, 'The service is up.') },
    },
    handler: async () => ({ status: 'ok' as const, version: health.version }),
  });

  app.get('/live/', {
    ...open,
    schema: {
      operationId: 'getHealthLive',
      summary: 'Liveness: the process is up',
      tags,
      response: { 200: ref(HealthLive, 'The process is up.') },
    },
    handler: async () => ({ status: 'alive' as const }),
  });

  app.get('/ready/', {
    ...open,
    schema: {
      operationId: 'getHealthReady',
      summary: 'Readiness: the database answers',
      tags,
      response: { 200: ref(HealthReady, 'The database answers.'), 503: ref(HealthUnavailable, 'The database is unreachable.') },
    },
    handler: async (_request, reply) => {
      const result = await health.readiness();
      if (result.ready) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable' as const, detail: result.detail });
    },
  });

  app.get('/detailed/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'getHealthDetailed',
      summary: 'Operator diagnostics (staff user or service token)',
      description: 'Database latency and migrations, uptime, memory, version and identity mode.',
      tags,
      security: [...bearerSecurity, { serviceToken: [] }],
      response: { 200: ref(HealthDetailed, 'Diagnostics.'), ...errorResponses(401, 403) },
    },
    handler: async () => health.detailed(),
  });
}
