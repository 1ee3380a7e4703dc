import type { FastifyInstance } from 'fastify';
import { registerRequestContext } from '../observability/request-context';
import { requestIdHeader } from '../observability/request-id';

/**
 * Every response carries `X-Request-Id` (the caller's own when safe, else the generated one; app.ts sets
 * `genReqId`), so a person reporting a problem and the operator reading the logs talk about the same request.
 * Registered before every other hook: a request refused by the rate limit or CORS still gets its id.
 */
export async function registerRequestId(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
  registerRequestContext(app);
}
