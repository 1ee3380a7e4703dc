import { mapAuthProviderErrors, mapErrorMessage } from './error-mapping';

describe('mapErrorMessage (SPEC §8)', () => {
  it.each([
    ['NetworkError when attempting to fetch resource.', 'Connection error. Please check your internet and try again.'],
    ['Failed to fetch', 'Connection error. Please check your internet and try again.'],
    ['Request timeout after 30s', 'Request timed out. Please try again.'],
    ['Unauthorized', "You don't have permission to do that."],
    ['Request failed with status 403', "You don't have permission to do that."],
    ['Forbidden', "You don't have permission to do that."],
    ['Something odd', 'Something went wrong. Please try again.'],
    [undefined, 'Something went wrong. Please try again.'],
  ])('%s -> %s', (message, expected) => {
    expect(mapErrorMessage(message)).toBe(expected);
  });

  it('uses the caller fallback for unknown messages', () => {
    expect(mapErrorMessage('weird', 'Could not save.')).toBe('Could not save.');
  });
});

describe('mapAuthProviderErrors (SPEC §8 authentication)', () => {
  it("strategy_for_user_invalid shows 'Please use SSO login'", () => {
    expect(mapAuthProviderErrors([{ code: 'strategy_for_user_invalid', message: 'Invalid strategy' }])).toBe('Please use SSO login');
  });

  it("shows the first error's long message, then its message", () => {
    expect(mapAuthProviderErrors([{ code: 'form_password_incorrect', message: 'short', longMessage: 'Password is incorrect. Try again.' }, { message: 'second' }])).toBe(
      'Password is incorrect. Try again.',
    );
    expect(mapAuthProviderErrors([{ code: 'x', message: 'First message' }, { message: 'second' }])).toBe('First message');
  });

  it('falls back to the generic login-failed message, or the one given', () => {
    expect(mapAuthProviderErrors([])).toBe('Sign in failed. Please check your email and password.');
    expect(mapAuthProviderErrors(undefined, 'Google sign-in failed. Please try again.')).toBe('Google sign-in failed. Please try again.');
  });
});
