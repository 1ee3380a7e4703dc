import { TransientProviderError } from './provider-errors';

/**
 * Bounded retries of transient provider failures (network, timeout, 5xx, throttling) with exponential backoff
 * (docs/social-integrations.md "Retries"). Everything else is thrown at once: a dead grant, a refused code or a
 * quota are not helped by trying again. A wait the provider asks for (Retry-After, Instagram's time to regain
 * access) is honoured when it fits the cap; a longer one ends the attempts, since a request should not hang on it.
 */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Waits `ms` (tests pass a recorder, so no test sleeps). */
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 2_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The wait before try `attempt + 1` (attempt counts from 1): base x 2^(attempt-1), capped; the provider's wait when given. */
export function backoffDelay(policy: RetryPolicy, attempt: number, error: TransientProviderError): number | null {
  const wanted = error.retryAfterMs ?? policy.baseDelayMs * 2 ** (attempt - 1);
  if (error.retryAfterMs !== null && error.retryAfterMs > policy.maxDelayMs) return null;
  return Math.min(wanted, policy.maxDelayMs);
}

export async function withProviderRetries<T>(policy: RetryPolicy, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof TransientProviderError) || attempt >= policy.attempts) throw error;
      const delay = backoffDelay(policy, attempt, error);
      if (delay === null) throw error;
      await policy.sleep(delay);
    }
  }
}
