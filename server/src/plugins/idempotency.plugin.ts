import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  idempotencyErrorCodes as codes, idempotencyKeyTtlMs, idempotencyLockMs, idempotencyMessages as messages, idempotentMethods,
  isValidIdempotencyKey,
} from '../../../src/domain/idempotency/idempotency';
import type { Claim, IdempotencyKeysRepository, StoredResponse } from '../repositories/idempotency-keys.repository';
import type { Database } from '../db/database';
import { ApiError, badRequest } from './api-error';
import { atomicHandler } from './idempotent-handler';
import { matchesServiceToken } from './service-token';

const keyHeader = 'idempotency-key';
const replayedHeader = 'idempotent-replayed';
/** Only under /api/v1: the identity provider's routes (/api/auth) have their own rules. */
const keyedPrefix = '/api/v1/';
/** The response headers a replay repeats; per-request ones (dates, request ids, rate-limit counters) are fresh. */
const storedHeaderNames = ['content-type', 'location', 'cache-control', 'content-disposition'];

export interface IdempotencyOptions {
  keys: IdempotencyKeysRepository;
  /** The root database client: a keyed request's handler runs in one transaction of it with its stored answer. */
  db: Database;
  /**
   * Whether keyed handlers run in one transaction with their stored answer. On PostgreSQL, yes. On the embedded PGlite
   * (one process, one connection) no: a request transaction holds the only connection, so every other request waits
   * behind it, and one that waits inside it (a second client of the same connection) never finishes; a crash there
   * loses the process and the database together, so the atomicity buys nothing. docs/idempotency.md "Atomicity".
   */
  atomic: boolean;
  serviceToken: string | null;
  /** Tests shorten these; production uses the documented 60 s lock and 24 h retention. */
  lockMs?: number;
  ttlMs?: number;
}

/** JSON with object keys sorted: the same fields in another order are the same request. */
function canonicalJson(value: unknown): string {
  const sorted = JSON.stringify(value ?? null, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
  return sorted ?? '';
}

/**
 * SHA-256 of method, URL and body, taken before validation can coerce or strip anything. A multipart body is
 * still unread here (the upload streams in the handler) and its boundary changes on every attempt, so it is
 * represented by its length: documented in docs/idempotency.md.
 */
function requestHash(request: FastifyRequest): string {
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const body = mediaType === 'multipart/form-data' ? `multipart:${request.headers['content-length'] ?? ''}` : canonicalJson(request.body);
  return createHash('sha256').update(`${request.method}\n${request.url}\n`).update(body).digest('hex');
}

function presentedServiceToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-service-token'];
  if (header !== undefined) return Array.isArray(header) ? header[0] : header;
  return /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Whose keys these are: the signed-in user, or the service token (`requireStaffOrServiceToken` accepts it without
 * setting a user). Anonymous callers have no scope, so their key is ignored: nobody could tell their keys apart.
 */
function scopeOf(request: FastifyRequest, serviceToken: string | null): string | null {
  if (request.user) return `user:${request.user.id}`;
  return matchesServiceToken(presentedServiceToken(request), serviceToken) ? 'service' : null;
}

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[keyHeader];
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw badRequest(messages.severalKeys, codes.invalidKey);
  if (!isValidIdempotencyKey(header)) throw badRequest(messages.invalidKey, codes.invalidKey);
  return header;
}

/** A textual answer to store, or null when it cannot be replayed (a stream, binary data). */
function storableBody(payload: unknown, reply: FastifyReply): string | null {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (Buffer.isBuffer(payload) && /json|text/.test(type)) return payload.toString('utf8');
  return null;
}

/**
 * Whether an answer is the request's outcome, stored and replayed. Not: a 5xx (the server failed, the client's retry
 * runs it again), a 400 (the request itself was invalid, whichever layer noticed; the corrected request may reuse
 * the key, as with Stripe), a 408 or 429 (the request was not handled). Every other 4xx is an outcome: a retry that
 * got a 409 or 404 the first time gets it again.
 */
export const isStoredStatus = (status: number) => status < 500 && status !== 400 && status !== 408 && status !== 429;

function storedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of storedHeaderNames) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

function replay(reply: FastifyReply, response: StoredResponse): FastifyReply {
  reply.code(response.status).headers({ ...response.headers, [replayedHeader]: 'true' });
  return reply.send(response.body === '' ? undefined : response.body);
}

/** A state-changing call that carries a key (a route may serve GET and POST alike). */
const carriesKey = (request: FastifyRequest) => request.headers[keyHeader] !== undefined && idempotentMethods.includes(request.method);

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Idempotency keys on every state-changing /api/v1 route (DESIGN §9, docs/idempotency.md). The hooks are appended
 * to each route's own, so they run after the route's authentication whichever hook that uses:
 * preValidation hashes the request, preHandler claims the key (or replays, 422s, 409s), the handler runs in one transaction with its stored answer
 * (idempotent-handler.ts), and onSend stores what that did not (error answers) or releases the key.
 * Register before the routes.
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const { keys, serviceToken } = options;
  const lockMs = options.lockMs ?? idempotencyLockMs;
  const ttlMs = options.ttlMs ?? idempotencyKeyTtlMs;
  const hashes = new WeakMap<FastifyRequest, string>();
  const claims = new WeakMap<FastifyRequest, Claim>();

  async function hashRequest(request: FastifyRequest): Promise<void> {
    if (!carriesKey(request)) return;
    try {
      hashes.set(request, requestHash(request));
    } catch {
      // JSON.stringify gives up on absurdly deep bodies; refuse the key rather than answer 500.
      throw badRequest(messages.bodyNotKeyable, codes.invalidKey);
    }
  }

  async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!carriesKey(request)) return undefined;
    const scope = scopeOf(request, serviceToken);
    if (scope === null) return undefined;
    const key = presentedKey(request)!;
    const now = new Date();
    const outcome = await keys.claim(
      { scope, key, method: request.method, path: request.url, requestHash: hashes.get(request) ?? requestHash(request) },
      new Date(now.getTime() + lockMs),
      now,
    );
    switch (outcome.kind) {
      case 'claimed':
        claims.set(request, outcome.claim);
        return undefined;
      case 'replay':
        return replay(reply, outcome.response);
      case 'mismatch':
        throw new ApiError(422, codes.keyReused, messages.keyReused);
      case 'in_progress':
        throw new ApiError(409, codes.keyInUse, messages.keyInUse, undefined, { 'retry-after': '1' });
    }
  }

  async function storeResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    try {
      const body = storableBody(payload, reply);
      if (!isStoredStatus(reply.statusCode) || body === null) await keys.release(claim);
      else await keys.complete(claim, { status: reply.statusCode, headers: storedHeaders(reply), body }, new Date(Date.now() + ttlMs));
    } catch (error) {
      // The caller still gets its answer; the row stays locked until `lockMs`, then a retry may run again.
      request.log.error({ err: error }, 'idempotency key: storing the response failed');
    }
    return payload;
  }

  /** A claim whose response never reached onSend (an earlier onSend hook failed) frees its key. */
  async function releaseLeftover(request: FastifyRequest): Promise<void> {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    await keys.release(claim).catch((error: unknown) => request.log.error({ err: error }, 'idempotency key: release failed'));
  }

  app.addHook('onRoute', (route) => {
    const methods = asList(route.method);
    if (!route.url.startsWith(keyedPrefix) || !methods.some((method) => idempotentMethods.includes(method))) return;
    // Fastify may hand the same options to onRoute twice (a HEAD twin, both trailing-slash variants): hook once.
    if (asList(route.preHandler).includes(claimKey as never)) return;
    route.preValidation = [...asList(route.preValidation), hashRequest] as typeof route.preValidation;
    route.preHandler = [...asList(route.preHandler), claimKey] as typeof route.preHandler;
    route.onSend = [...asList(route.onSend), storeResponse] as typeof route.onSend;
    route.onResponse = [...asList(route.onResponse), releaseLeftover] as typeof route.onResponse;
    if (!options.atomic) return;
    route.handler = atomicHandler(route.handler as never, {
      db: options.db,
      claimOf: (request) => claims.get(request),
      store: (_request, claim, response, tx) => keys.complete(claim, response, new Date(Date.now() + ttlMs), tx),
      settled: (request) => claims.delete(request),
      isStoredStatus,
      storedHeaders,
      claimLost: () => new ApiError(409, codes.keyInUse, messages.keyInUse, undefined, { 'retry-after': '1' }),
    }) as typeof route.handler;
  });
}
