import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { componentSchemas } from '../routes/api/v1/components';
import { addIdempotencyToDocument } from './idempotency.openapi';

const docsPath = '/api/v1/docs';

export const openApiInfo = {
  title: 'InfluenceHub API',
  description:
    'REST API of the influencer-marketing platform. JSON in snake_case; lists paginated as ' +
    '`{count, next, previous, results}`; errors as `{detail, code, request_id}` (validation adds `errors`); ' +
    'every response carries `X-Request-Id` (a safe one sent by the caller is kept).',
} as const;

/**
 * Registers the component schemas and @fastify/swagger (before any route, so every route is captured),
 * the JSON document at GET /api/v1/schema/ and the interactive docs at /api/v1/docs/.
 */
export async function registerOpenApi(app: FastifyInstance, options: { version: string }): Promise<void> {
  for (const schema of componentSchemas) app.addSchema(schema);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { ...openApiInfo, version: options.version },
      tags: [
        { name: 'Health', description: 'Liveness, readiness and operator diagnostics.' },
        { name: 'Accounts', description: 'The signed-in user.' },
        { name: 'Notices', description: 'Notices for the notice strip.' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          serviceToken: { type: 'apiKey', in: 'header', name: 'X-Service-Token' },
        },
      },
    },
    // Every authenticated state-changing operation accepts an Idempotency-Key (docs/idempotency.md).
    transformObject: (documentObject) =>
      addIdempotencyToDocument('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`),
    },
  });

  app.get('/api/v1/schema/', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());

  // The docs page loads its assets relative to /api/v1/docs/, so the slash-less path must redirect.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === docsPath || request.url.startsWith(`${docsPath}?`)) {
      await reply.redirect(`${docsPath}/${request.url.slice(docsPath.length)}`, 301);
    }
  });

  await app.register(swaggerUi, {
    routePrefix: docsPath,
    uiConfig: { deepLinking: true },
    staticCSP: false,
  });
}
