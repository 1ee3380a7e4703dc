/** Texts of the signed-out code screens (SPEC §5 verification codes); kept in the auth feature for the light entry. */

/** The sign-in code step (after the password, when two-factor authentication is on). */
export const signInCodeTexts = {
  heading: 'Enter your code',
  authenticatorPrompt: 'Open your authenticator app and enter the 6-digit code for InfluenceHub.',
  emailPrompt: 'We can e-mail you a 6-digit code.',
  emailSentPrompt: 'We e-mailed you a 6-digit code. It expires in 5 minutes.',
  backupPrompt: 'Enter one of the backup codes you saved when you turned on two-factor authentication.',
  codeLabel: '6-digit code',
  backupLabel: 'Backup code',
  trustDevice: 'Trust this device for 30 days',
  verify: 'Verify',
  verifying: 'Verifying...',
  useBackupCode: 'Use a backup code',
  useAuthenticator: 'Use your authenticator app',
  emailMeACode: 'E-mail me a code',
  sendAgain: 'Send a new code',
  sending: 'Sending...',
  backToSignIn: 'Back to sign in',
} as const;

/** The code entry on /verify-email. */
export const verifyCodeTexts = {
  heading: 'Enter the code from the e-mail',
  body: 'Or type the 6-digit code from the same e-mail.',
  emailLabel: 'Email',
  codeLabel: 'Verification code',
  submit: 'Verify e-mail',
  submitting: 'Verifying...',
  emailRequired: 'Email is required',
} as const;
