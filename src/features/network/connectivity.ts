import { eventChannel, type EventChannel } from 'redux-saga';

export type ConnectivityEvent = 'online' | 'offline';

/** SPEC §7 "Connectivity probe": HEAD /favicon.ico, never from a cache. */
export const connectivityProbe = { url: '/favicon.ico', init: { method: 'HEAD', cache: 'no-store' } } as const satisfies {
  url: string;
  init: RequestInit;
};

/**
 * SPEC sets no HTTP time-out; a probe still must not hang the retry loop on a half-open connection, so one that has
 * not answered after this long counts as failed.
 */
export const probeTimeoutMs = 10_000;

/** The browser's online/offline events as a saga channel. */
export function createConnectivityChannel(target: Window = window): EventChannel<ConnectivityEvent> {
  return eventChannel<ConnectivityEvent>((emit) => {
    const online = () => emit('online');
    const offline = () => emit('offline');
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}

/** The probe answered, but not with a 2xx: the failed retry shows 'Retry failed' (it has no message of its own). */
export class ProbeRejectedError extends Error {
  constructor(readonly status: number) {
    super('');
  }
}

/**
 * SPEC §7 "Connectivity probe". A raw fetch on purpose: it asks whether the origin answers at all, which is not an
 * API call (RTK Query would add the bearer token, retries and /api/v1), and it must bypass every cache.
 */
export async function probeConnectivity(signal?: AbortSignal): Promise<void> {
  const response = await fetch(connectivityProbe.url, { ...connectivityProbe.init, signal });
  if (!response.ok) throw new ProbeRejectedError(response.status);
}
