/** One completed HTTP attempt of an RTK Query endpoint, as measured by the base query. */
export interface ApiTiming {
  /** The endpoint name (operationId), e.g. getWhoami. */
  endpoint: string;
  type: 'query' | 'mutation';
  durationMs: number;
  /** HTTP status, or 0 when no response arrived (network error, abort). */
  status: number;
}

type ApiTimingListener = (timing: ApiTiming) => void;

const listeners = new Set<ApiTimingListener>();

/**
 * Subscribes to API timings (metrics, error-report breadcrumbs) without src/api importing any feature.
 * Returns the unsubscribe function.
 */
export function onApiTiming(listener: ApiTimingListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitApiTiming(timing: ApiTiming): void {
  for (const listener of listeners) {
    try {
      listener(timing);
    } catch {
      // A listener's failure must never break an API call.
    }
  }
}
