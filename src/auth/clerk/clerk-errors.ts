import type { ProviderError } from '../../domain/errors/error-mapping';
import { AuthError, networkAuthError } from '../auth-error';

interface ClerkErrorShape {
  errors: { code?: unknown; message?: unknown; longMessage?: unknown }[];
}

const hasClerkErrors = (error: unknown): error is ClerkErrorShape =>
  typeof error === 'object' && error !== null && Array.isArray((error as { errors?: unknown }).errors);

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Clerk's `{ errors: [{ code, message, longMessage }] }` as the provider errors SPEC §8 maps. */
export function clerkErrorToProviderErrors(error: unknown): ProviderError[] {
  if (!hasClerkErrors(error)) return [];
  return error.errors.map((entry) => ({
    code: text(entry.code),
    message: text(entry.message),
    longMessage: text(entry.longMessage),
  }));
}

/** Any failure of a Clerk call as an AuthError: API errors keep their entries, fetch failures are network errors. */
export function toClerkAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (hasClerkErrors(error)) return new AuthError(clerkErrorToProviderErrors(error));
  if (error instanceof TypeError) return networkAuthError(error);
  return new AuthError([]);
}
