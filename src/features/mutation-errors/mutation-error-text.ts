import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { mapErrorMessage } from '../../domain/errors/error-mapping';
import { errorMessages } from '../../domain/messages';

/** Statuses whose `detail` the server writes for the user (validation, conflict, too large, unsupported type). */
export const userFacingStatuses: readonly number[] = [400, 409, 413, 415, 422];

const detailOf = (data: unknown): string | undefined => {
  const detail = (data as { detail?: unknown } | null | undefined)?.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
};

const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

/**
 * The text a failed mutation shows (SPEC §8): the server's own detail for a user-facing status, otherwise the
 * SPEC mapping — network, time-out, permission denied, or the generic text.
 */
export function mutationErrorText(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!isFetchBaseQueryError(error)) return mapErrorMessage(error?.message);
  switch (error.status) {
    case 'FETCH_ERROR':
      return errorMessages.network;
    case 'TIMEOUT_ERROR':
      return errorMessages.timeout;
    case 'CUSTOM_ERROR':
      return mapErrorMessage(error.error);
    case 'PARSING_ERROR':
      return statusText(error.originalStatus, undefined);
    default:
      return statusText(error.status, detailOf(error.data));
  }
}

function statusText(status: number, detail: string | undefined): string {
  if (status === 401 || status === 403) return errorMessages.permissionDenied;
  if (status === 408 || status === 504) return errorMessages.timeout;
  if (detail && userFacingStatuses.includes(status)) return detail;
  return errorMessages.generic;
}
