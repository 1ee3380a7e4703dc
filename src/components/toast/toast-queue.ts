import type { ComponentType } from 'react';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** What the mounted notistack host offers: its enqueueSnackbar and closeSnackbar. */
export interface ToastHostApi {
  enqueue(message: SnackbarMessage, options?: OptionsObject): SnackbarKey;
  close(key?: SnackbarKey): void;
}

export interface ToastHostProps {
  domRoot: HTMLElement | undefined;
}

/**
 * notistack (about 8 kB gzip) loads with the first toast, not with every page (docs/performance.md). Until its host
 * is mounted, toasts and dismissals wait here in order; the first one asks the ToastProvider to load the host. A
 * toast queued before the host arrived gets a provisional key, which dismisses it as notistack's own key would.
 */
let host: ToastHostApi | null = null;
let hostComponent: ComponentType<ToastHostProps> | null = null;
let wanted = false;
const pending: Array<(api: ToastHostApi) => void> = [];
const realKeys = new Map<SnackbarKey, SnackbarKey>();
const listeners = new Set<() => void>();
let provisionalCount = 0;

const changed = () => listeners.forEach((listener) => listener());
const resolveKey = (key: SnackbarKey | undefined) => (key === undefined ? undefined : (realKeys.get(key) ?? key));

export const toastQueue = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** True once a toast was asked for: the provider then loads the host. */
  wanted: () => wanted,
  /** The host component once its module has loaded (rendered at once from then on). */
  hostComponent: () => hostComponent,
  /** Called by the host's module when it loads. */
  registerHost(component: ComponentType<ToastHostProps>) {
    hostComponent = component;
    changed();
  },
  /** Called by the mounted host (null when it unmounts); what waited is shown now. */
  attach(api: ToastHostApi | null) {
    host = api;
    if (!api) return;
    for (const run of pending.splice(0)) run(api);
  },
};

export function enqueueToast(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  if (host) return host.enqueue(message, options);
  provisionalCount += 1;
  const key = options.key ?? `toast-${provisionalCount}-${Date.now()}`;
  pending.push((api) => {
    const real = api.enqueue(message, options);
    if (options.key === undefined) realKeys.set(key, real);
  });
  if (!wanted) {
    wanted = true;
    changed();
  }
  return key;
}

export function closeToast(key?: SnackbarKey) {
  if (host) host.close(resolveKey(key));
  // Before the host, a dismissal matters only for toasts still waiting.
  else if (pending.length) pending.push((api) => api.close(resolveKey(key)));
}
