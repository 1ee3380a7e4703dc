import { errorMessages, validationMessages } from '../messages';
import { accountSecurityMessages as security } from '../security/account-security.texts';
import type { ProviderError } from './error-mapping';

/** Texts for better-auth failures that SPEC §8 leaves to us (the catalogue's own texts come from messages.ts). */
export const builtinAuthMessages = {
  invalidResetLink: 'This reset link is invalid or has expired. Request a new one.',
  emailNotVerified: 'Please verify your email address first. Check your inbox for the link.',
  passwordTooLong: 'Password is too long. Please use at most 128 characters.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
} as const;

/** better-auth error codes (BASE_ERROR_CODES and the server's own) -> the text the user sees. */
const textByCode: Record<string, string> = {
  USER_ALREADY_EXISTS: errorMessages.emailExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: errorMessages.emailExists,
  PASSWORD_TOO_SHORT: errorMessages.weakPassword,
  PASSWORD_TOO_WEAK: errorMessages.weakPassword,
  WEAK_PASSWORD: errorMessages.weakPassword,
  PASSWORD_TOO_LONG: builtinAuthMessages.passwordTooLong,
  INVALID_EMAIL_OR_PASSWORD: errorMessages.signInFailed,
  INVALID_PASSWORD: errorMessages.signInFailed,
  INVALID_EMAIL: validationMessages.emailInvalid,
  USER_NOT_FOUND: errorMessages.userNotFound,
  FAILED_TO_CREATE_USER: errorMessages.signUpFailed,
  INVALID_TOKEN: builtinAuthMessages.invalidResetLink,
  TOKEN_EXPIRED: builtinAuthMessages.invalidResetLink,
  EMAIL_NOT_VERIFIED: builtinAuthMessages.emailNotVerified,
  SESSION_EXPIRED: errorMessages.sessionExpired,
  // The server answers a password sign-in of an account that only has Google with this Clerk-style code.
  STRATEGY_FOR_USER_INVALID: errorMessages.useSsoLogin,
  PROVIDER_NOT_FOUND: errorMessages.googleNotConfigured,
  // Origin and redirect checks: nothing the visitor can act on.
  INVALID_ORIGIN: errorMessages.generic,
  MISSING_OR_NULL_ORIGIN: errorMessages.generic,
  INVALID_CALLBACK_URL: errorMessages.generic,
  INVALID_REDIRECT_URL: errorMessages.generic,
  INVALID_ERROR_CALLBACK_URL: errorMessages.generic,
  INVALID_NEW_USER_CALLBACK_URL: errorMessages.generic,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: errorMessages.generic,
  // Verification codes (e-mail verification, two-factor sign-in).
  INVALID_CODE_FORMAT: security.codeFormat,
  INVALID_CODE: security.wrongCode,
  INVALID_OTP: security.wrongCode,
  OTP_EXPIRED: security.expiredCode,
  OTP_HAS_EXPIRED: security.expiredCode,
  TOO_MANY_ATTEMPTS: security.tooManyCodeAttempts,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: security.tooManyCodeAttempts,
  INVALID_BACKUP_CODE: security.wrongBackupCode,
  INVALID_TWO_FACTOR_COOKIE: security.twoFactorChallengeExpired,
  ACCOUNT_TEMPORARILY_LOCKED: security.twoFactorLocked,
};

/**
 * Codes whose server message is the text to show: it names what the person can do (the address to open, how
 * many minutes to wait), which a fixed text could not.
 */
const serverWorded = new Set(['WRONG_ORIGIN', 'ACCOUNT_LOCKED', 'TOO_MANY_REQUESTS_FOR_ACCOUNT']);

/** What the better-auth client returns in `{ error }`. */
export interface BetterAuthErrorLike {
  code?: string | null;
  message?: string | null;
  status?: number;
  statusText?: string;
}

/**
 * Translates a better-auth error into the provider errors of SPEC §8: known codes get our texts,
 * unknown ones keep better-auth's message, an empty error gives none (the caller's fallback applies).
 */
export function betterAuthErrorToProviderErrors(error: BetterAuthErrorLike | null | undefined): ProviderError[] {
  if (!error) return [];
  const code = error.code ?? undefined;
  // Clerk's code for "this account signs in with SSO" keeps its lower-case spelling for mapAuthProviderErrors.
  if (code?.toUpperCase() === 'STRATEGY_FOR_USER_INVALID') {
    return [{ code: 'strategy_for_user_invalid', message: errorMessages.useSsoLogin }];
  }
  if (code && serverWorded.has(code) && error.message) return [{ code, message: error.message }];
  const known = code ? textByCode[code] : undefined;
  if (known) return [{ code, message: known }];
  if (error.status === 429) return [{ code: code ?? 'TOO_MANY_REQUESTS', message: builtinAuthMessages.tooManyAttempts }];
  const message = error.message || undefined;
  if (!code && !message) return [];
  return [{ code, message }];
}
