import type { FastifyRequest } from 'fastify';
import { serializeError } from './error-serializer';
import { redactedValue, redactPaths, safeUrl } from './log-redaction';
import { scrubText, scrubValue } from './log-scrub';
import { requestIdMixin } from './request-context';

/** Where log lines go; tests pass a memory stream, the server writes to stdout. */
export interface LogStream {
  write(line: string): void;
}

/** The request as logged: no headers (they hold cookies and tokens), the URL without secrets. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino's declared shape of a serialized error (non-errors pass through unchanged at run time). */
const loggedError = (value: unknown) => serializeError(value) as { type: string; message: string; stack: string };

/**
 * Fastify's `logger` options (docs/observability.md): JSON lines with the request id on each, secrets and
 * personal data removed three ways: by field name (`redact`), by serializers that log only what is safe
 * (requests, errors), and by scrubbing every logged string and message for e-mail addresses, tokens and
 * account or phone numbers.
 */
export function loggerOptions(options: { level: string; stream?: LogStream }) {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: redactPaths, censor: redactedValue },
    serializers: { req: serializeRequest, err: loggedError, error: loggedError },
    formatters: { log: (object: Record<string, unknown>) => scrubValue(object) as Record<string, unknown> },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        const [first, second] = args;
        // `log.error(err)` makes the error's own message the line's message: use the scrubbed one instead.
        if (first instanceof Error && typeof second !== 'string') {
          method.apply(this, [first, (serializeError(first) as { message: string }).message]);
          return;
        }
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)));
      },
    },
    mixin: requestIdMixin,
  };
}
