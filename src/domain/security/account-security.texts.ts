/**
 * Account security rules and messages shared by the SPA and the server (SPEC §5 verification codes, issue 16
 * "Account security"): one wording for e-mail codes, two-factor codes and the server's refusals.
 */
export const accountSecurityMessages = {
  codeFormat: 'Verification code must be exactly 6 digits.',
  codeRequired: 'Enter the 6-digit code.',
  wrongCode: 'That code is not right. Check it and try again.',
  expiredCode: 'This code has expired. Ask for a new one.',
  tooManyCodeAttempts: 'Too many wrong codes. Ask for a new code and try again.',
  backupCodeFormat: 'Enter a backup code as shown, for example ABCDE-12345.',
  wrongBackupCode: 'That backup code is not right or was already used.',
  twoFactorChallengeExpired: 'Your sign-in took too long. Please sign in again.',
  twoFactorLocked: 'Too many wrong codes for this account. Try again in 15 minutes.',
  emailNotVerifiedForInvites: 'Verify your e-mail address before inviting anyone. Use the link or the code we e-mailed you.',
  emailNotVerifiedForPayouts: 'Verify your e-mail address before adding payout details. Use the link or the code we e-mailed you.',
  emailNotVerifiedForResubscribe: 'Verify your e-mail address before turning invitation e-mails back on. Use the link or the code we e-mailed you.',
  twoFactorRequiredForPayments:
    'Turn on two-factor authentication in Security (your account menu, /account/security) before approving payments: this organization requires it.',
  sessionEnded: 'This session has ended. Please sign in again.',
} as const;

/** SPEC §5: "Verification code ... exactly 6 digits" (e-mail verification, authenticator and e-mailed sign-in codes). */
export const verificationCodePattern = /^\d{6}$/;

export const isVerificationCode = (value: unknown): value is string => typeof value === 'string' && verificationCodePattern.test(value);

/** better-auth's backup codes: 10 letters and digits (case matters) shown as two groups of five (aBcDe-12345); spaces and a missing dash are forgiven. */
export function normalizeBackupCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : value.trim();
}

export const isBackupCodeShape = (value: string): boolean => /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(normalizeBackupCode(value));
