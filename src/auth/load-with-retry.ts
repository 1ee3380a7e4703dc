/**
 * SPEC §7: the identity provider's browser script load retries up to 5 times with exponential backoff
 * starting at 125 ms, with a 15000 ms time-out. Clerk's own script loader follows that policy; we apply
 * the same policy to loading the Clerk adapter chunk so a flaky network cannot leave sign-in dead.
 */
export interface RetryPolicy {
  retries: number;
  initialDelayMs: number;
  factor: number;
  /** The whole load, attempts and waits included, gives up after this long. */
  timeoutMs: number;
}

export const providerLoadPolicy: RetryPolicy = { retries: 5, initialDelayMs: 125, factor: 2, timeoutMs: 15_000 };

/** The waits before retry 1..n: 125, 250, 500, 1000, 2000 ms for the provider policy. */
export function backoffDelays(policy: RetryPolicy = providerLoadPolicy): number[] {
  return Array.from({ length: policy.retries }, (_, index) => policy.initialDelayMs * policy.factor ** index);
}

export class LoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms loading the identity provider`);
    this.name = 'LoadTimeoutError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attemptAll<T>(load: () => Promise<T>, policy: RetryPolicy, isTimedOut: () => boolean): Promise<T> {
  const delays = backoffDelays(policy);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length || isTimedOut()) throw error;
      await sleep(delays[attempt]);
      if (isTimedOut()) throw error;
    }
  }
}

/** Calls `load` until it succeeds, retrying on the policy's backoff, and rejects at the time-out. */
export function loadWithRetry<T>(load: () => Promise<T>, policy: RetryPolicy = providerLoadPolicy): Promise<T> {
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new LoadTimeoutError(policy.timeoutMs));
    }, policy.timeoutMs);
  });
  return Promise.race([attemptAll(load, policy, () => timedOut), deadline]).finally(() => clearTimeout(timer));
}
