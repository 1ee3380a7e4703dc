import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessages } from '../../domain/messages';

/** The key under which a failure that belongs to no field is reported (shown above the form). */
export const formErrorKey = '_form';

/** Field errors of a failed call, or the failure's text under {@link formErrorKey} when no field is named. */
export function apiFieldOrFormErrors(error: unknown): Record<string, string> {
  const fields = apiFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  const failure = error as FetchBaseQueryError | undefined;
  const detail = (failure?.data as { detail?: unknown } | undefined)?.detail;
  const text = failure?.status === 'FETCH_ERROR' ? errorMessages.network : typeof detail === 'string' ? detail : errorMessages.generic;
  return { [formErrorKey]: text };
}

/** `{errors: {'profile.display_name': ['...']}}` of a 400 -> `{'profile.displayName': '...'}` (first message per field). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const data = (error as FetchBaseQueryError | undefined)?.data as { errors?: Record<string, string[]> } | undefined;
  if (!data?.errors) return {};
  return Object.fromEntries(
    Object.entries(data.errors).map(([path, messages]) => [
      path.replace(/^settings\./, '').replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
      messages[0] ?? '',
    ]),
  );
}
