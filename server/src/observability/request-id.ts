import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a load balancer or client may set, and that every response carries back. */
export const requestIdHeader = 'x-request-id';

/** The key of the request id in every log line: Fastify's default label, which the app keeps. */
export const requestIdLogLabel = 'reqId';

/**
 * An incoming id is kept only when it cannot forge or break a log line or a header: at most 128 characters of
 * letters, digits, dot, underscore and hyphen. Anything else (spaces, quotes, newlines, a 4 kB string) is
 * replaced, never trimmed, so a caller cannot smuggle part of it through.
 */
const safeRequestId = /^[A-Za-z0-9._-]{1,128}$/;

export function isSafeRequestId(value: string): boolean {
  return safeRequestId.test(value);
}

/** Fastify's `genReqId`: the caller's `X-Request-Id` when it is safe, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers[requestIdHeader];
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming !== undefined && isSafeRequestId(incoming) ? incoming : randomUUID();
}
