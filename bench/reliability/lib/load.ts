import { failureKind } from './client';

export interface Sample {
  /** ms since the load started, when the request was sent. */
  at: number;
  ms: number;
  /** HTTP status, or the failure's kind (ECONNRESET, ECONNREFUSED, TimeoutError...). */
  outcome: number | string;
  label: string;
}

export type Request = () => { label: string; url: string; init?: RequestInit; expect?: number[] };

/**
 * `connections` concurrent clients sending `next()` back to back (fetch keeps connections alive) until `until()`
 * says stop; every request has a 10 s deadline. Returns every sample for the scenario to judge.
 */
export async function runLoad(options: { connections: number; next: Request; until: (elapsedMs: number) => boolean; pauseOnErrorMs?: number }) {
  const samples: Sample[] = [];
  const started = performance.now();
  async function client() {
    while (!options.until(performance.now() - started)) {
      const request = options.next();
      const at = performance.now() - started;
      try {
        const response = await fetch(request.url, { ...request.init, signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        samples.push({ at, ms: performance.now() - started - at, outcome: response.status, label: request.label });
      } catch (error) {
        samples.push({ at, ms: performance.now() - started - at, outcome: failureKind(error), label: request.label });
        // A refused connection fails at once: do not spin while the server is away.
        await new Promise((done) => setTimeout(done, options.pauseOnErrorMs ?? 50));
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, client));
  return { samples, elapsedMs: performance.now() - started };
}

/** Counts of each outcome, e.g. {"200": 5000, "503": 12, "ECONNREFUSED": 3}. */
export function outcomes(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) counts[String(sample.outcome)] = (counts[String(sample.outcome)] ?? 0) + 1;
  return counts;
}
