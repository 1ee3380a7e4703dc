import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { brandPathFromApi } from '../../domain/brands/brand-profile.mapper';

/** `{errors: {'headquarters.zip_code': [...]}}` of a 400 -> `{'company.headquarters.zipCode': '...'}` (first message each). */
export function brandFieldErrors(error: unknown): Record<string, string> | undefined {
  const data = (error as FetchBaseQueryError | undefined)?.data as { errors?: Record<string, string[]> } | undefined;
  if (!data?.errors) return undefined;
  return Object.fromEntries(Object.entries(data.errors).map(([path, messages]) => [brandPathFromApi(path), messages[0] ?? '']));
}
