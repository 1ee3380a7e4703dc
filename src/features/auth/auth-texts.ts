/**
 * Copy of the public auth pages that SPEC.md leaves to us ("contents not shown"). The texts SPEC quotes
 * come from src/domain/messages.ts; everything here is our own wording, kept in one place.
 */
export const authTexts = {
  emailLabel: 'Email',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  or: 'or',
  newHere: 'New here?',
  // sign-up
  fullNameLabel: 'Full name',
  confirmPasswordLabel: 'Confirm password',
  acceptTerms: 'I accept the terms and conditions',
  createAccount: 'Create account',
  creatingAccount: 'Creating account...',
  influencerSignupHeading: 'Create your influencer account',
  influencerSignupSubtitle: 'Get campaign invites from brands, submit content and get paid.',
  brandSignupHeading: 'Create your brand account',
  brandSignupSubtitle: 'Run campaigns with YouTube and Instagram influencers.',
  alreadyHaveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  accountCreated: 'Welcome! Your account has been created.',
  verifyEmailFirst: 'Check your email to verify your address, then sign in.',
  checkInboxHeading: 'Check your inbox',
  checkInbox: (email: string) =>
    `We sent an e-mail to ${email}. Open the link in it, or type its 6-digit code, to confirm your address and finish signing up. If this address already has an account, the e-mail tells you how to sign in.`,
  enterCode: 'Enter the code',
  checkInboxSpam: "Nothing there after a few minutes? Look in your spam folder, or sign up again to get a new link.",
  // /verify-email: where the confirmation link lands
  verifyingEmail: 'Confirming your e-mail address...',
  emailConfirmed: 'Your e-mail address is confirmed. Welcome!',
  verifyFailedHeading: 'This link did not work',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
  passwordRulesTitle: 'Your password needs',
  passwordRules: {
    minLength: 'At least 8 characters',
    uppercase: 'One uppercase letter',
    lowercase: 'One lowercase letter',
    number: 'One number',
    special: 'One special character',
  },
  // forgot / reset password
  forgotHeading: 'Reset your password',
  forgotIntro: "Enter the email address you signed up with and we'll send you a link to choose a new password.",
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  resetLinkSent: "If an account exists for that e-mail, we've sent a reset link.",
  resetLinkSentHint: 'The link works once and expires soon. Check your spam folder if nothing arrives.',
  backToSignIn: 'Back to sign in',
  requestNewLink: 'Request a new link',
  newPasswordHeading: 'Choose a new password',
  newPasswordLabel: 'New password',
  confirmNewPasswordLabel: 'Confirm new password',
  resetPassword: 'Reset password',
  resettingPassword: 'Resetting...',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  resetUnavailable: 'Password reset is not available on this server. Please contact support.',
  // Google / SSO
  googleNotConfiguredHint: 'Google sign-in is not configured on this server.',
  completingSignIn: 'Completing sign-in...',
  ssoFailedHeading: "We couldn't sign you in",
} as const;
