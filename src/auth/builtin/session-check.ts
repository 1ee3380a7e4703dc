/**
 * What a failed answer from the identity provider means for the session. Only a definite "no session" (a 200
 * with a null session, or 401) signs a person out; a rate limit (429), a server error (5xx) or no answer at all
 * says nothing about the session, so the page stays and the check is retried (docs/auth-spa.md).
 */
export interface AuthFailureLike {
  status?: number;
}

export function isTransientAuthFailure(error: AuthFailureLike | null | undefined): boolean {
  if (!error) return false;
  const status = error.status;
  // No status: the request never got an answer (offline, DNS, a dropped connection).
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

export interface SessionRetryPolicy {
  initialDelayMs: number;
  factor: number;
  maxDelayMs: number;
}

export const sessionRetryPolicy: SessionRetryPolicy = { initialDelayMs: 1000, factor: 2, maxDelayMs: 30_000 };

/** The wait before retry `attempt` (0-based): exponential backoff, or the server's Retry-After when longer. */
export function sessionRetryDelayMs(attempt: number, retryAfterSeconds: number | null = null, policy: SessionRetryPolicy = sessionRetryPolicy): number {
  const backoff = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** attempt);
  const asked = retryAfterSeconds !== null && Number.isFinite(retryAfterSeconds) ? Math.min(retryAfterSeconds * 1000, 5 * 60_000) : 0;
  return Math.max(backoff, asked);
}

/** Retry-After in seconds (delta-seconds or an HTTP date), null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Remembers the Retry-After of the provider's latest failed answer (the client's error objects carry no headers). */
export function createRetryAfterMemo() {
  let seconds: number | null = null;
  return {
    record(response: Response) {
      seconds = parseRetryAfter(response.headers.get('retry-after') ?? response.headers.get('x-retry-after'));
    },
    /** The last value, forgotten once read. */
    take(): number | null {
      const value = seconds;
      seconds = null;
      return value;
    },
  };
}

export type RetryAfterMemo = ReturnType<typeof createRetryAfterMemo>;
