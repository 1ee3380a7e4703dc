import { errorMessages } from '../domain/messages';
import { mapAuthProviderErrors, mapErrorMessage, type ProviderError } from '../domain/errors/error-mapping';

/** A failed identity-provider call, with the provider's errors in the shape SPEC §8 maps to text. */
export class AuthError extends Error {
  readonly errors: ProviderError[];

  constructor(errors: ProviderError[], message?: string) {
    super(message ?? errors[0]?.message ?? 'Authentication failed');
    this.name = 'AuthError';
    this.errors = errors;
  }
}

export const isAuthError = (error: unknown): error is AuthError => error instanceof AuthError;

/** Errors that never reached the provider (offline, DNS, CORS) become the network error of SPEC §8. */
export function networkAuthError(cause: unknown): AuthError {
  const error = new AuthError([{ code: 'network_error', message: errorMessages.network }]);
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/**
 * The text a page shows for any failure of an auth call: provider errors through SPEC §8's mapping
 * (strategy_for_user_invalid, first error's message, fallback), anything else through the message mapping.
 */
export function authErrorText(error: unknown, fallback: string = errorMessages.signInFailed): string {
  if (isAuthError(error)) return mapAuthProviderErrors(error.errors, fallback);
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return mapErrorMessage(message, fallback);
}
