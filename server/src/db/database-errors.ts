/** Socket-level failures: the database server is down, restarting or unreachable. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs meaning "not now" rather than "wrong request": connection exceptions (class 08),
 * admin/crash shutdown and "cannot connect now" while starting (57P01-57P03), and statement or query deadlines
 * (57014 query_canceled by statement_timeout).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres reports these without a code. */
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'The database pool is closed',
];

/**
 * True when `error` (or any error it wraps, e.g. Drizzle's DrizzleQueryError) says the database is unavailable:
 * the request may succeed when retried, so the API answers 503 with Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.some((known) => message.includes(known))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL unique_violation (23505), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth += 1) {
    if (current.code === '23505') return true;
  }
  return false;
}
