import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessages } from '../../domain/messages';

/** `{errors: {field: [message]}}` of a 400 as field -> first message; anything else under `_form`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const failure = error as FetchBaseQueryError | undefined;
  const data = failure?.data as { detail?: string; errors?: Record<string, string[]> } | undefined;
  if (data?.errors && Object.keys(data.errors).length > 0) {
    return Object.fromEntries(Object.entries(data.errors).map(([field, messages]) => [field, messages[0] ?? '']));
  }
  if (failure?.status === 'FETCH_ERROR') return { _form: errorMessages.network };
  return { _form: data?.detail ?? errorMessages.generic };
}
