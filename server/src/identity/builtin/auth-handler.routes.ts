import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authBasePath, clientIpHeader } from './auth-paths';
import type { BuiltinAuth } from './builtin-auth';
import type { FixedWindowLimiter } from './limits/fixed-window-limiter';
import { sessionCheckWait } from './limits/session-check-limit';
import { requestOriginHeader, wrongOriginCode, wrongOriginMessage, type OriginPolicy } from './origin-policy';

/** Hop-by-hop or recomputed by Fastify; copying them from the Fetch response would corrupt the reply. */
const skippedResponseHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'set-cookie']);
/** Set here from what Fastify saw; a client-sent value must never reach better-auth. */
const internalHeaders = new Set([clientIpHeader, requestOriginHeader]);
const maxAuthBodyBytes = 64 * 1024;
const redirectCodes = new Set(['INVALID_REDIRECT_URL', 'INVALID_CALLBACK_URL', 'INVALID_ERROR_CALLBACK_URL', 'INVALID_NEW_USER_CALLBACK_URL']);

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || internalHeaders.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
  }
  // The rate limiter keys on this header; request.ip honours Fastify's trustProxy, a client header would not.
  headers.set(clientIpHeader, request.ip);
  // The address the person opened (the origin policy and e-mail links); request.host honours trustProxy too.
  headers.set(requestOriginHeader, `${request.protocol}://${request.host}`);
  const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  // better-auth routes by its baseURL (PUBLIC_URL), whatever Host the request arrived with.
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers, body });
}

function sendJson(reply: FastifyReply, status: number, body: object, headers: Record<string, string> = {}): FastifyReply {
  return reply.status(status).headers(headers).type('application/json').send(JSON.stringify(body));
}

/**
 * With PUBLIC_URL set, a sign-in from another address is refused by better-auth as 'Invalid origin', which
 * tells the person nothing: say which address to open instead, and warn the operator (a proxy or a bookmark
 * on the wrong address is the usual cause).
 */
async function explainWrongOrigin(request: FastifyRequest, response: Response, policy: OriginPolicy): Promise<Response> {
  if (response.status !== 403 || !policy.publicUrlExplicit) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string } | null;
  const origin = request.headers.origin ?? request.headers.referer ?? null;
  // A redirect back to the page the person is on (password reset, Google) fails the same way on a wrong address.
  const fromElsewhere = origin !== null && URL.canParse(origin) && new URL(origin).origin !== policy.publicOrigin;
  if (body?.code !== 'INVALID_ORIGIN' && !(fromElsewhere && body?.code && redirectCodes.has(body.code))) return response;
  request.log.warn({ origin, publicUrl: policy.publicOrigin }, 'sign-in refused: the browser is not on PUBLIC_URL');
  const message = wrongOriginMessage(policy.publicOrigin);
  return new Response(JSON.stringify({ code: wrongOriginCode, message }), { status: 403, headers: { 'content-type': 'application/json' } });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!skippedResponseHeaders.has(name)) reply.header(name, value);
  });
  // better-auth's limiter sends only X-Retry-After; clients and proxies know the standard header.
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) reply.header('retry-after', retryAfter);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

export interface AuthHandlerOptions {
  auth: BuiltinAuth;
  publicUrl: string;
  originPolicy: OriginPolicy;
  /** Per-session limit of session checks (null: AUTH_RATE_LIMIT=off). */
  sessionLimiter: FixedWindowLimiter | null;
}

/**
 * Mounts better-auth at /api/auth/* by converting Fastify requests to Fetch Requests and back. The raw
 * body is passed through untouched (better-auth parses JSON and forms itself), so this scope replaces the
 * content-type parsers with one that keeps the bytes.
 */
export async function authHandlerRoutes(app: FastifyInstance, options: AuthHandlerOptions) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxAuthBodyBytes }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${authBasePath}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = request.url.slice(authBasePath.length).split('?')[0] ?? '';
        const wait = options.sessionLimiter ? sessionCheckWait(options.sessionLimiter, path, request.headers.cookie) : null;
        if (wait !== null) {
          const seconds = String(wait);
          const body = { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' };
          return sendJson(reply, 429, body, { 'retry-after': seconds, 'x-retry-after': seconds });
        }
        const response = await options.auth.handler(toFetchRequest(request, options.publicUrl));
        return sendFetchResponse(reply, await explainWrongOrigin(request, response, options.originPolicy));
      },
    });
  });
}
