/**
 * The numbers behind the sign-in controls (docs/security.md "Sign-in and identity"). Per IP: better-auth's
 * limiter, generous enough for an office or a school behind one address; per account: our own counters, so
 * one shared address cannot lock everybody out and one account cannot be tried from many addresses.
 */
const minute = 60;

/** better-auth `rateLimit.customRules` per client address (seconds, requests). */
export const ipRateLimits = {
  default: { window: minute, max: 300 },
  '/sign-in/*': { window: minute, max: 60 },
  '/sign-up/*': { window: minute, max: 30 },
  '/request-password-reset': { window: 15 * minute, max: 20 },
  '/reset-password': { window: minute, max: 20 },
  '/change-password': { window: minute, max: 20 },
  '/send-verification-email': { window: 15 * minute, max: 10 },
  // Codes: each challenge and account also has its own attempt limit (docs/security.md "Two-factor authentication").
  '/two-factor/*': { window: minute, max: 30 },
  '/email-otp/*': { window: minute, max: 10 },
} as const;

/** Per e-mail address, whoever asks: caps the e-mails one address can be sent and sign-up attempts. */
export const accountRateLimits = {
  '/sign-up/email': { window: 60 * minute, max: 5 },
  '/request-password-reset': { window: 15 * minute, max: 3 },
  '/send-verification-email': { window: 15 * minute, max: 3 },
} as const;

/** Session checks (get-session, token) of a signed-in browser are limited per session, not per address. */
export const sessionCheckLimit = { window: minute, max: 300 } as const;
export const sessionCheckPaths = ['/get-session', '/token'] as const;
