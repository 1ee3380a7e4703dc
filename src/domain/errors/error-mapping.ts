import { errorMessages } from '../messages';

/** SPEC §8 "Mapping of an error message to text". */
export function mapErrorMessage(message: string | undefined | null, fallback: string = errorMessages.generic): string {
  const text = (message ?? '').toLowerCase();
  if (text.includes('network') || text.includes('fetch')) return errorMessages.network;
  if (text.includes('timeout')) return errorMessages.timeout;
  if (['unauthorized', 'forbidden', '401', '403'].some((word) => text.includes(word))) {
    return errorMessages.permissionDenied;
  }
  return fallback;
}

export interface ProviderError {
  code?: string;
  message?: string;
  longMessage?: string;
}

/**
 * SPEC §8 authentication: the provider's error code strategy_for_user_invalid means the account
 * was created through SSO; otherwise show the first error's message, otherwise the fallback.
 */
export function mapAuthProviderErrors(
  errors: readonly ProviderError[] | undefined,
  fallback: string = errorMessages.signInFailed,
): string {
  const first = errors?.[0];
  if (!first) return fallback;
  if (errors?.some((error) => error.code === 'strategy_for_user_invalid')) return errorMessages.useSsoLogin;
  return first.longMessage || first.message || fallback;
}
