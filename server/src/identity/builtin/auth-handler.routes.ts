import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authBasePath, clientIpHeader, type BuiltinAuth } from './builtin-auth';

/** Hop-by-hop or recomputed by Fastify; copying them from the Fetch response would corrupt the reply. */
const skippedResponseHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'set-cookie']);
const maxAuthBodyBytes = 64 * 1024;

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
  }
  // The rate limiter keys on this header; request.ip honours Fastify's trustProxy, a client header would not.
  headers.set(clientIpHeader, request.ip);
  const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  // better-auth routes by its baseURL (PUBLIC_URL), whatever Host the request arrived with.
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers, body });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!skippedResponseHeaders.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * Mounts better-auth at /api/auth/* by converting Fastify requests to Fetch Requests and back. The raw
 * body is passed through untouched (better-auth parses JSON and forms itself), so this scope replaces the
 * content-type parsers with one that keeps the bytes.
 */
export async function authHandlerRoutes(app: FastifyInstance, options: { auth: BuiltinAuth; publicUrl: string }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxAuthBodyBytes }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${authBasePath}/*`,
      schema: { hide: true },
      handler: async (request, reply) => sendFetchResponse(reply, await options.auth.handler(toFetchRequest(request, options.publicUrl))),
    });
  });
}
