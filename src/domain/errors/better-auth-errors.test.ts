import { mapAuthProviderErrors } from './error-mapping';
import { betterAuthErrorToProviderErrors, builtinAuthMessages } from './better-auth-errors';

const text = (error: Parameters<typeof betterAuthErrorToProviderErrors>[0], fallback = 'fallback') =>
  mapAuthProviderErrors(betterAuthErrorToProviderErrors(error), fallback);

describe('better-auth errors -> SPEC §8 texts', () => {
  it.each([
    ['USER_ALREADY_EXISTS', 'An account with this email already exists.'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'An account with this email already exists.'],
    ['PASSWORD_TOO_SHORT', 'Password is too weak. Please use a stronger password.'],
    ['PASSWORD_TOO_WEAK', 'Password is too weak. Please use a stronger password.'],
    ['INVALID_EMAIL_OR_PASSWORD', 'Sign in failed. Please check your email and password.'],
    ['USER_NOT_FOUND', 'No account found with this email.'],
    ['INVALID_TOKEN', 'This reset link is invalid or has expired. Request a new one.'],
    ['TOKEN_EXPIRED', builtinAuthMessages.invalidResetLink],
    ['SESSION_EXPIRED', 'Your session has expired. Please sign in again.'],
    ['STRATEGY_FOR_USER_INVALID', 'Please use SSO login'],
    ['strategy_for_user_invalid', 'Please use SSO login'],
    ['PROVIDER_NOT_FOUND', 'Google sign-in is not configured on this server.'],
    ['INVALID_ORIGIN', 'Something went wrong. Please try again.'],
    ['INVALID_CALLBACK_URL', 'Something went wrong. Please try again.'],
  ])('%s -> %s', (code, expected) => {
    expect(text({ code, message: 'raw server text', status: 400 })).toBe(expected);
  });

  it("keeps better-auth's message for codes we do not know", () => {
    expect(text({ code: 'SOMETHING_NEW', message: 'Something new happened' })).toBe('Something new happened');
  });

  it('says "too many attempts" for rate limiting', () => {
    expect(text({ status: 429, message: 'Too many requests. Please try again later.' })).toBe(builtinAuthMessages.tooManyAttempts);
  });

  it.each([
    ['WRONG_ORIGIN', 403, 'Open InfluenceHub at https://app.example.com to sign in.'],
    ['ACCOUNT_LOCKED', 429, 'Too many failed sign-in attempts for this account. Try again in 15 minutes, or reset your password.'],
    ['TOO_MANY_REQUESTS_FOR_ACCOUNT', 429, 'Too many requests for this e-mail address. Please try again in 15 minutes.'],
  ])("shows the server's own words for %s (the address to open, the minutes to wait)", (code, status, message) => {
    expect(text({ code, status, message })).toBe(message);
  });

  it('gives no provider errors (so the fallback applies) for an empty error', () => {
    expect(betterAuthErrorToProviderErrors(null)).toEqual([]);
    expect(betterAuthErrorToProviderErrors({ status: 500 })).toEqual([]);
    expect(text({ status: 500 }, 'Sign up failed. Please try again.')).toBe('Sign up failed. Please try again.');
  });

  it('maps the verification-code failures to the account security texts', () => {
    expect(betterAuthErrorToProviderErrors({ code: 'INVALID_CODE', message: 'Invalid code' })[0]?.message).toBe('That code is not right. Check it and try again.');
    expect(betterAuthErrorToProviderErrors({ code: 'OTP_EXPIRED', message: 'OTP expired' })[0]?.message).toBe('This code has expired. Ask for a new one.');
    expect(betterAuthErrorToProviderErrors({ code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' })[0]?.message).toBe('That backup code is not right or was already used.');
    expect(betterAuthErrorToProviderErrors({ code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' })[0]?.message).toBe('Your sign-in took too long. Please sign in again.');
  });
});
