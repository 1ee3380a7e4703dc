import { limits } from '../constants';

/** The offline banner's texts (SPEC §4 "Offline banner"); 'Network connection lost' and 'Retry failed' are in messages.ts. */
export const networkTexts = {
  offline: "You're offline. Some features may not be available.",
  reconnecting: 'Reconnecting...',
  retrying: 'Retrying...',
  backOnline: "You're back online!",
  /** '(Attempt n/3)' after a failed retry. */
  attempt: (count: number) => `(Attempt ${count}/${limits.offlineMaxRetries})`,
  // Not quoted by SPEC, which names the controls only.
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const;
