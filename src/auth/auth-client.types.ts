import type { ComponentType } from 'react';
import type { Persona } from '../domain/constants';

export type IdentityProviderKind = 'builtin' | 'clerk';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  persona: Persona;
}

/**
 * 'signedIn': the provider created the account and a session; the caller goes to /dashboard.
 * 'verificationRequired': the provider wants the e-mail address verified first (no session yet).
 */
export type SignUpOutcome = 'signedIn' | 'verificationRequired';

/**
 * The one interface the pages use, whichever identity provider runs (DESIGN §5).
 * Every method rejects with an {@link AuthError} carrying the provider's errors; the adapters keep
 * `state.session` in step and register the bearer-token getter for the API layer.
 */
export interface AuthClient {
  readonly provider: IdentityProviderKind;
  /** false when the server has no Google credentials (or the provider failed to load). */
  readonly googleEnabled: boolean;
  /** false when this deployment does not offer the e-mailed reset link. */
  readonly passwordResetEnabled: boolean;
  /** Resolves once the session is active and `state.session` says signed in. */
  signInWithPassword(email: string, password: string): Promise<void>;
  signUpWithPassword(input: SignUpInput): Promise<SignUpOutcome>;
  /** Starts the redirect to Google; the page is left when it resolves. Returns via /sso-callback?intent=signin. */
  startGoogleSignIn(): Promise<void>;
  /** On /sso-callback: makes the session that the redirect established current, or rejects. */
  completeSsoCallback(): Promise<void>;
  /** E-mails a reset link to /forgot-password?token=... when the account exists; never says whether it does. */
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  /**
   * Changes the signed-in user's password (SPEC §5 password change); other sessions are signed out.
   * A wrong current password rejects with the 'Current password is incorrect.' text.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Ends the session; the caller navigates to /login. */
  signOut(): Promise<void>;
  /**
   * Providers whose SSO return has to be handled by their own component (Clerk's
   * AuthenticateWithRedirectCallback) expose it here; /sso-callback renders it instead of
   * calling completeSsoCallback.
   */
  readonly SsoCallback?: ComponentType;
}
