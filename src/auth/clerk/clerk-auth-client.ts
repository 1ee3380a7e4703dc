import type { Dispatch } from '@reduxjs/toolkit';
import type { useClerk, useSignIn, useSignUp } from '@clerk/clerk-react';
import { errorMessages } from '../../domain/messages';
import { accountMessages } from '../../domain/settings/settings.texts';
import { signedOut } from '../../features/session/session.slice';
import type { AuthClient } from '../auth-client.types';
import { AuthError } from '../auth-error';
import { toClerkAuthError } from './clerk-errors';

type LoadedSignIn = Extract<ReturnType<typeof useSignIn>, { isLoaded: true }>;
type LoadedSignUp = Extract<ReturnType<typeof useSignUp>, { isLoaded: true }>;

/** The pieces of a loaded Clerk this adapter needs (from useSignIn, useSignUp and useClerk). */
export interface ClerkDeps {
  signIn: LoadedSignIn['signIn'];
  signUp: LoadedSignUp['signUp'];
  setActive: LoadedSignIn['setActive'];
  signOut: () => Promise<unknown>;
  handleRedirectCallback: ReturnType<typeof useClerk>['handleRedirectCallback'];
  /** The signed-in Clerk user (null when signed out); its updatePassword changes the password. */
  user?: {
    updatePassword(params: { currentPassword?: string; newPassword: string; signOutOfOtherSessions?: boolean }): Promise<unknown>;
  } | null;
  dispatch: Dispatch;
  googleEnabled: boolean;
  origin?: string;
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toClerkAuthError(error);
  }
}

const splitName = (name: string) => {
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') || undefined };
};

export const resetUnavailable = new AuthError([
  { code: 'password_reset_unavailable', message: 'Password reset is not available on this server. Please contact support.' },
]);

/** Clerk mode behind the AuthClient interface; session facts reach the store from ClerkBridge. */
export function createClerkAuthClient(deps: ClerkDeps): Omit<AuthClient, 'SsoCallback'> {
  const origin = deps.origin ?? window.location.origin;
  return {
    provider: 'clerk',
    googleEnabled: deps.googleEnabled,
    passwordResetEnabled: false,
    signInWithPassword: (identifier, password) =>
      guarded(async () => {
        const attempt = await deps.signIn.create({ identifier, password });
        // SPEC §8: any status short of complete (second factor, new password...) is the generic failure.
        if (attempt.status !== 'complete') {
          throw new AuthError([{ code: 'sign_in_incomplete', message: errorMessages.signInFailed }]);
        }
        await deps.setActive({ session: attempt.createdSessionId });
      }),
    signUpWithPassword: ({ name, email, password, persona }) =>
      guarded(async () => {
        const attempt = await deps.signUp.create({
          emailAddress: email,
          password,
          ...splitName(name),
          unsafeMetadata: { persona },
        });
        if (attempt.status === 'complete') {
          await deps.setActive({ session: attempt.createdSessionId });
          return 'signedIn' as const;
        }
        if (attempt.unverifiedFields.includes('email_address')) {
          await attempt.prepareEmailAddressVerification({ strategy: 'email_link', redirectUrl: `${origin}/login` });
          return 'verificationRequired' as const;
        }
        throw new AuthError([{ code: 'sign_up_incomplete', message: errorMessages.signUpFailed }]);
      }),
    startGoogleSignIn: () =>
      guarded(async () => {
        if (!deps.googleEnabled) {
          throw new AuthError([{ code: 'google_not_configured', message: errorMessages.googleNotConfigured }]);
        }
        await deps.signIn.authenticateWithRedirect({
          strategy: 'oauth_google',
          redirectUrl: '/sso-callback?intent=signin',
          redirectUrlComplete: '/dashboard',
        });
      }),
    // /sso-callback renders Clerk's own AuthenticateWithRedirectCallback (SsoCallback); this is the same
    // step for callers outside React. Clerk navigates to /dashboard itself when the session is active.
    completeSsoCallback: () =>
      guarded(async () => {
        await deps.handleRedirectCallback({
          signInFallbackRedirectUrl: '/dashboard',
          signUpFallbackRedirectUrl: '/dashboard',
        });
      }),
    requestPasswordReset: async () => {
      throw resetUnavailable;
    },
    resetPassword: async () => {
      throw resetUnavailable;
    },
    changePassword: (currentPassword, newPassword) =>
      guarded(async () => {
        if (!deps.user) throw new AuthError([{ code: 'not_signed_in', message: errorMessages.sessionExpired }]);
        try {
          await deps.user.updatePassword({ currentPassword, newPassword, signOutOfOtherSessions: true });
        } catch (error) {
          const converted = toClerkAuthError(error);
          if (converted.errors[0]?.code === 'form_password_incorrect') {
            throw new AuthError([{ code: 'form_password_incorrect', message: accountMessages.wrongCurrentPassword }]);
          }
          throw converted;
        }
      }),
    signOut: () =>
      guarded(async () => {
        try {
          await deps.signOut();
        } finally {
          deps.dispatch(signedOut());
        }
      }),
  };
}
