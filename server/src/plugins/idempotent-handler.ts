import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { inRequestTransaction } from '../db/transaction-scope';
import type { Claim, StoredResponse } from '../repositories/idempotency-keys.repository';

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

export interface AtomicHandlerOptions {
  /** The root client: the request's transaction is opened on it. */
  db: Database;
  /** The claim this request holds, if it is keyed; the wrapper takes it over once the answer is stored. */
  claimOf(request: FastifyRequest): Claim | undefined;
  /** Stores the answer in `tx`; false when the claim was lost meanwhile (the writes must then roll back). */
  store(request: FastifyRequest, claim: Claim, response: StoredResponse, tx: Database): Promise<boolean>;
  /** Whether the status is an outcome to store (the plugin's rule). */
  isStoredStatus(status: number): boolean;
  /** Which answer headers a replay repeats. */
  storedHeaders(reply: FastifyReply): Record<string, string>;
  /** After COMMIT of a stored answer: the claim is settled, nothing is left for onSend to store or release. */
  settled(request: FastifyRequest): void;
  /** Thrown (rolling the writes back) when the claim was lost to a retry. */
  claimLost(): Error;
}

/** An answer we can store and send byte for byte: JSON serialized with the route's response schema, or text. */
function serializedBody(payload: unknown, reply: FastifyReply): string | null {
  if (payload === undefined) return '';
  if (typeof payload === 'string') {
    if (reply.getHeader('content-type') === undefined) reply.header('content-type', 'text/plain; charset=utf-8');
    return payload;
  }
  if (payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload) || payload instanceof Uint8Array) return null;
  if (typeof (payload as { pipe?: unknown }).pipe === 'function') return null;
  if (reply.getHeader('content-type') === undefined) reply.header('content-type', 'application/json; charset=utf-8');
  const serialized = reply.serialize(payload);
  return typeof serialized === 'string' ? serialized : null;
}

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Wraps a keyed route's handler so its writes and its stored answer commit in ONE transaction
 * (docs/idempotency.md "Atomicity"): either both exist, or neither does and the key is released for a clean retry.
 * The handler's answer (returned, or passed to `reply.send`) is serialized here, stored in the transaction, and sent
 * after COMMIT. Multipart uploads are not wrapped: the upload streams inside the handler, and a transaction held that
 * long would block the embedded database; they keep the plain store-after-send behaviour.
 */
export function atomicHandler(original: Handler, options: AtomicHandlerOptions): Handler {
  return async function atomicIdempotentHandler(this: FastifyInstance, request, reply) {
    const claim = options.claimOf(request);
    if (!claim || isMultipart(request)) return original.call(this, request, reply);

    const send = reply.send;
    let sent: { payload: unknown } | undefined;
    // Captured, not sent: the answer leaves only after its stored copy has committed.
    reply.send = function captureSend(payload?: unknown) {
      sent = { payload };
      return reply;
    } as FastifyReply['send'];
    // A reply is a thenable that settles when the response has been written: a handler returning it (`return
    // reply.code(201).send(x)`) would wait for a send that is held back here. Hidden until the handler returns.
    Object.defineProperty(reply, 'then', { value: undefined, configurable: true, writable: true });

    let stored = false;
    let body: string | null = null;
    const outcome = await inRequestTransaction(options.db, async (tx) => {
      let result: unknown;
      try {
        result = await original.call(this, request, reply);
      } finally {
        reply.send = send;
        delete (reply as { then?: unknown }).then;
      }
      const payload = sent ? sent.payload : result;
      if (!sent && (result === undefined || result === reply)) return { payload, passThrough: true };
      body = serializedBody(payload, reply);
      if (body === null || !options.isStoredStatus(reply.statusCode)) return { payload, passThrough: true };
      const response = { status: reply.statusCode, headers: options.storedHeaders(reply), body };
      if (!(await options.store(request, claim, response, tx))) throw options.claimLost();
      stored = true;
      return { payload, passThrough: false };
    }, (error) => request.log.error({ err: error }, 'after-commit work of a keyed request failed'));

    // Not stored here (a stream, a 5xx, nothing returned): the plugin's onSend stores or releases as before.
    if (!stored) return sent ? send.call(reply, outcome.payload) : outcome.payload;
    options.settled(request);
    return send.call(reply, body === '' ? undefined : body);
  };
}
