import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { mapErrorMessage } from '../../domain/errors/error-mapping';
import { errorMessages } from '../../domain/messages';

/** A failed answer as the form shows it: field messages under their fields (a 400), anything else above the form. */
export function answerFailure(error: FetchBaseQueryError | SerializedError | undefined): { fields?: Record<string, string>; form?: string } {
  if (!error || !('status' in error)) return { form: mapErrorMessage((error as SerializedError | undefined)?.message) };
  const data = error.data as { detail?: unknown; errors?: Record<string, string[]> } | undefined;
  const fields = Object.fromEntries(Object.entries(data?.errors ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
  if (Object.keys(fields).length) return { fields };
  if (typeof error.status === 'number' && [400, 409].includes(error.status) && typeof data?.detail === 'string') return { form: data.detail };
  if (error.status === 'FETCH_ERROR') return { form: errorMessages.network };
  return { form: errorMessages.generic };
}
