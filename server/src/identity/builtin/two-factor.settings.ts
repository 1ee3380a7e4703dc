/** The numbers of the built-in two-factor sign-in (better-auth's twoFactor plugin), shown in texts and docs too. */
export const twoFactorSettings = {
  /** "Trust this device for 30 days" (SPEC §5 trust-device flag). */
  trustDeviceDays: 30,
  backupCodeCount: 10,
  /** How long an e-mailed sign-in code works. */
  emailCodeMinutes: 5,
} as const;

/**
 * better-auth endpoints of the emailOTP plugin that stay off: we use it only to verify an address by code.
 * Passwordless sign-in by e-mailed code would skip both the password and the second factor; password reset and
 * e-mail change by code are not offered (reset is the e-mailed link).
 */
export const disabledAuthPaths = [
  '/sign-in/email-otp',
  '/email-otp/send-verification-otp',
  '/email-otp/check-verification-otp',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
  '/email-otp/reset-password',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  // It would hand every session's token to the page's JavaScript; GET /api/v1/accounts/sessions/ lists by id instead.
  '/list-sessions',
] as const;
