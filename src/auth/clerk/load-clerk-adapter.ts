import { loadWithRetry } from '../load-with-retry';

/** The Clerk adapter chunk, fetched only in Clerk mode and retried on the SPEC §7 policy. */
export const loadClerkAdapter = () =>
  loadWithRetry(() => import(/* webpackChunkName: "clerk" */ './clerk-auth.adapter'));
