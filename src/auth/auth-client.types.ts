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

/** The second sign-in step (SPEC §5 authenticator codes): which kinds of code this account can use. */
export type SecondFactorMethod = 'totp' | 'otp';
export interface TwoFactorChallenge {
  readonly twoFactor: { readonly methods: readonly SecondFactorMethod[] };
}

/** 'totp': the authenticator app; 'otp': the e-mailed code; 'backup': one of the backup codes. */
export type SecondFactorKind = SecondFactorMethod | 'backup';

export interface SecondFactorInput {
  kind: SecondFactorKind;
  code: string;
  /** "Trust this device for 30 days": the next sign-ins on this browser skip the code. */
  trustDevice: boolean;
}

export interface AuthenticatorSetup {
  /** otpauth://totp/... for the QR code. */
  totpUri: string;
  /** The base32 secret, for typing into an app by hand. */
  secret: string;
  /** Shown once; each works once. */
  backupCodes: string[];
}

/** Settings > Security in built-in mode (Clerk mode: Clerk's own account pages, so absent). */
export interface AccountSecurityClient {
  /** Whether the signed-in account signs in with a second factor. */
  twoFactorEnabled(): Promise<boolean>;
  /** Step 1 of the authenticator: checks the password, returns the secret; 2FA is on only after confirmAuthenticator. */
  startAuthenticatorSetup(password: string): Promise<AuthenticatorSetup>;
  /** Step 2: the first code from the app turns two-factor sign-in on. */
  confirmAuthenticator(code: string): Promise<void>;
  /** Two-factor sign-in with e-mailed codes only (no app). */
  enableEmailCodes(password: string): Promise<void>;
  disableTwoFactor(password: string): Promise<void>;
  /** New backup codes; the old ones stop working. */
  regenerateBackupCodes(password: string): Promise<string[]>;
}

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
  /**
   * Resolves once the session is active and `state.session` says signed in, or with a TwoFactorChallenge when the
   * account needs a second factor first (no session yet: call verifySecondFactor).
   */
  signInWithPassword(email: string, password: string): Promise<void | TwoFactorChallenge>;
  /** Completes a sign-in that answered a TwoFactorChallenge (built-in provider only). */
  verifySecondFactor?(input: SecondFactorInput): Promise<void>;
  /** E-mails a sign-in code during a TwoFactorChallenge. */
  sendSecondFactorEmail?(): Promise<void>;
  /** SPEC §5 verification code: confirms the address with the 6-digit code from the sign-up e-mail and signs in. */
  verifyEmailCode?(email: string, code: string): Promise<void>;
  /** Two-factor settings (built-in only). */
  readonly accountSecurity?: AccountSecurityClient;
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
