import type { AuthClient } from '../auth-client.types';
import { AuthError } from '../auth-error';
import type { ProviderError } from '../../domain/errors/error-mapping';

/**
 * An AuthClient for stories and tests: every action succeeds unless overridden. Not used by the app;
 * the real adapters are in ../builtin and ../clerk.
 */
export function createFakeAuthClient(overrides: Partial<AuthClient> = {}): AuthClient {
  return {
    provider: 'builtin',
    googleEnabled: true,
    passwordResetEnabled: true,
    signInWithPassword: async () => undefined,
    signUpWithPassword: async () => 'signedIn',
    startGoogleSignIn: async () => undefined,
    completeSsoCallback: async () => undefined,
    requestPasswordReset: async () => undefined,
    resetPassword: async () => undefined,
    changePassword: async () => undefined,
    signOut: async () => undefined,
    ...overrides,
  };
}

/** A promise that never settles: shows a page's busy state in a story. */
export const pendingForever = <T = void>(): Promise<T> => new Promise<T>(() => undefined);

/** A rejection as the adapters produce it. */
export const rejectWith = (...errors: ProviderError[]) => async (): Promise<never> => {
  throw new AuthError(errors);
};

/** A promise the test settles when it wants to. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
