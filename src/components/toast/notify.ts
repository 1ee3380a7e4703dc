import type { SnackbarKey } from 'notistack';
import { closeToast, enqueueToast } from './toast-queue';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface NotifyOptions {
  /** Keep the toast until dismissed; loading toasts always persist (SPEC §4 "Toasts"). */
  persist?: boolean;
  /** Replaces an existing toast with the same key instead of stacking a duplicate. */
  key?: SnackbarKey;
}

/**
 * Shows a toast from anywhere (components, sagas). Needs the app's ToastProvider mounted (notistack loads with the
 * first toast, src/components/toast/toast-queue.ts). Returns the toast's key, e.g. to dismiss a loading toast when
 * the work is done.
 */
export function notify(message: string, variant: NotifyVariant = 'default', options: NotifyOptions = {}): SnackbarKey {
  const loading = variant === 'loading';
  if (options.key !== undefined) closeToast(options.key);
  return enqueueToast(message, {
    variant: loading ? 'info' : variant,
    persist: loading || options.persist,
    preventDuplicate: true,
    ...(options.key !== undefined ? { key: options.key } : {}),
  });
}

notify.success = (message: string, options?: NotifyOptions) => notify(message, 'success', options);
notify.error = (message: string, options?: NotifyOptions) => notify(message, 'error', options);
notify.warning = (message: string, options?: NotifyOptions) => notify(message, 'warning', options);
notify.info = (message: string, options?: NotifyOptions) => notify(message, 'info', options);
notify.loading = (message: string, options?: NotifyOptions) => notify(message, 'loading', options);
notify.dismiss = (key?: SnackbarKey) => closeToast(key);
