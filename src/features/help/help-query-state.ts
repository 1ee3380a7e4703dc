import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorStatus } from '../../api/base-query';

export type HelpQueryState = 'loading' | 'notFound' | 'error' | 'ready';

interface QueryResult {
  /** The data of the current argument only: after a navigation, the previous page's data must not show. */
  currentData?: unknown;
  isError?: boolean;
  error?: FetchBaseQueryError | SerializedError;
}

/**
 * What a help page shows for its query. 404 means the page does not exist or is not for this role (the server
 * does not tell them apart), and 400 a malformed address: both are 'not found', not a failure to retry.
 * `skipped` is an address that cannot name a page, so no request was made.
 */
export function helpQueryState(result: QueryResult, skipped = false): HelpQueryState {
  if (skipped) return 'notFound';
  if (result.isError && result.error) {
    const status = 'status' in result.error ? errorStatus(result.error) : null;
    return status === 404 || status === 400 ? 'notFound' : 'error';
  }
  return result.currentData === undefined ? 'loading' : 'ready';
}
