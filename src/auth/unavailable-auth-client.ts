import { errorMessages } from '../domain/messages';
import type { AuthClient, IdentityProviderKind } from './auth-client.types';
import { AuthError } from './auth-error';

export const providerLoadingMessage = 'Sign-in is still loading. Please try again in a moment.';

/**
 * The AuthClient while the provider cannot act: still loading, or failed to load after its retries.
 * Every action rejects with a message the pages show as a toast; sign-out only clears nothing.
 */
export function unavailableAuthClient(provider: IdentityProviderKind, message: string = errorMessages.network): AuthClient {
  const reject = async (): Promise<never> => {
    throw new AuthError([{ code: 'provider_unavailable', message }]);
  };
  return {
    provider,
    googleEnabled: false,
    passwordResetEnabled: false,
    signInWithPassword: reject,
    signUpWithPassword: reject,
    startGoogleSignIn: reject,
    completeSsoCallback: reject,
    requestPasswordReset: reject,
    resetPassword: reject,
    changePassword: reject,
    signOut: async () => undefined,
  };
}
