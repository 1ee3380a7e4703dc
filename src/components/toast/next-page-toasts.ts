import type { VariantType } from 'notistack';
import { enqueueToast } from './toast-queue';

/** sessionStorage key of the toasts a page left for the page it loads next. */
export const nextPageToastsKey = 'influencehub.next-page-toasts';

interface KeptToast {
  message: string;
  variant: VariantType;
}

/**
 * Keeps a toast for the next page load of this tab: the signed-out pages' light entry leaves by a full page load
 * ('Your password has been reset...' on the way to /login, 'Account created...' on the way to /dashboard), and the
 * page it loads shows the toast as the app showed it after a client-side navigation.
 */
export function keepToastForNextPage(message: string, variant: VariantType, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    const kept = readKept(storage);
    storage?.setItem(nextPageToastsKey, JSON.stringify([...kept, { message, variant }]));
  } catch {
    // Storage disabled: the page loads without the toast.
  }
}

function readKept(storage: Storage | undefined): KeptToast[] {
  const raw = storage?.getItem(nextPageToastsKey);
  if (!raw) return [];
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value) ? value.filter((entry): entry is KeptToast => typeof entry?.message === 'string' && typeof entry?.variant === 'string') : [];
}

/** At start (both entries): shows, once, the toasts the previous page kept for this one. */
export function showToastsKeptForThisPage(storage: Storage | undefined = globalThis.sessionStorage): void {
  let kept: KeptToast[] = [];
  try {
    kept = readKept(storage);
    storage?.removeItem(nextPageToastsKey);
  } catch {
    return;
  }
  for (const { message, variant } of kept) enqueueToast(message, { variant });
}
