import { scrubText } from './log-scrub';
import { redactedValue } from './log-redaction';

type LoggedError = Error & {
  code?: unknown;
  statusCode?: unknown;
  status?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  detail?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

/** What an error's message and stack may say: a failed query's parameters are the values a person typed. */
function safeMessage(error: LoggedError): string {
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>". (PGlite's own errors carry `query` and
  // `params` too, but their message is the database's: keep it, scrubbed.)
  if (typeof error.query === 'string' && error.message.startsWith('Failed query: ')) return `Failed query: ${error.query}\nparams: ${redactedValue}`;
  return error.message;
}

/**
 * pino `err` serializer: type, message, stack, the error's code and HTTP status, PostgreSQL's constraint and
 * table, and the cause chain, with every string scrubbed. Unlike pino's default it copies no other property:
 * Drizzle keeps the query parameters on the error, PostgreSQL the offending row in `detail`.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return typeof value === 'string' ? scrubText(value) : value;
  const error = value as LoggedError;
  const message = safeMessage(error);
  const result: Record<string, unknown> = {
    type: error.name || error.constructor?.name || 'Error',
    message: scrubText(message),
    stack: error.stack === undefined ? undefined : scrubText(error.stack.replace(error.message, message)),
  };
  for (const key of ['code', 'statusCode', 'status', 'constraint', 'table', 'column'] as const) {
    const item = error[key];
    if (typeof item === 'string' || typeof item === 'number') result[key] = typeof item === 'string' ? scrubText(item) : item;
  }
  // "Key (email)=(ivy@example.com) already exists.": keep which columns, drop the values.
  if (typeof error.detail === 'string') result.detail = scrubText(error.detail.replace(/=\((.*)\)/s, `=(${redactedValue})`));
  if (error.cause !== undefined && depth < 3) result.cause = serializeError(error.cause, depth + 1);
  return result;
}
