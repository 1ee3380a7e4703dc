/**
 * PostgreSQL SQLSTATEs (class 22, "data exception") that mean a value the client sent cannot be stored or compared:
 * a NUL byte or invalid UTF-8 (22021, 22P05), text where a number or date is expected (22P02, 22007), a number
 * or date out of range (22003, 22008), a string longer than its column (22001). Our own arithmetic errors (22012
 * division by zero and the like) are not listed: they stay 500s.
 */
const invalidDataStates = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** True when `error` (or any error it wraps, e.g. Drizzle's DrizzleQueryError) is one of those data exceptions. */
export function isInvalidDataError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && invalidDataStates.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
