import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestIdLogLabel } from './request-id';

/**
 * The id of the request being served, for log lines written through the app logger rather than `request.log`
 * (better-auth, the mailer, services given `app.log`): without it those lines could not be tied to a request.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();
const scope = Symbol('requestContextScope');

type ScopedRequest = FastifyRequest & { [scope]?: AsyncResource };

/**
 * pino `mixin`: adds the current request id to a line that does not carry one yet (request.log lines already
 * have it as a binding; adding it twice would write the key twice).
 */
export function requestIdMixin(_object: object, _level: number, logger: { bindings(): object }): Record<string, string> {
  const store = requestContext.getStore();
  if (!store || requestIdLogLabel in logger.bindings()) return {};
  return { [requestIdLogLabel]: store.requestId };
}

/**
 * Enters the request's context in `onRequest` and re-enters it in `preValidation`: the body is parsed in stream
 * callbacks that belong to the connection, which would otherwise lose the context before the handler runs
 * (the approach of @fastify/request-context).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request: ScopedRequest, _reply, done) => {
    requestContext.run({ requestId: request.id }, () => {
      request[scope] = new AsyncResource('influencehub-request');
      done();
    });
  });
  app.addHook('preValidation', (request: ScopedRequest, _reply, done) => {
    const resource = request[scope];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
