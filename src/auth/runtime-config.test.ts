import { builtinFallbackConfig, toAuthRuntimeConfig } from './runtime-config';

describe('toAuthRuntimeConfig', () => {
  it('reads the built-in configuration', () => {
    expect(
      toAuthRuntimeConfig({ identity_provider: 'builtin', google_enabled: true, clerk_publishable_key: null, password_reset_enabled: true }),
    ).toEqual({ identityProvider: 'builtin', googleEnabled: true, clerkPublishableKey: null, passwordResetEnabled: true });
  });

  it('reads Clerk mode with its publishable key', () => {
    expect(
      toAuthRuntimeConfig({ identity_provider: 'clerk', google_enabled: false, clerk_publishable_key: 'pk_test_x', password_reset_enabled: false }),
    ).toEqual({ identityProvider: 'clerk', googleEnabled: false, clerkPublishableKey: 'pk_test_x', passwordResetEnabled: false });
  });

  it('stays built-in when Clerk is named without a key, and falls back for no answer', () => {
    expect(toAuthRuntimeConfig({ identity_provider: 'clerk', clerk_publishable_key: '' }).identityProvider).toBe('builtin');
    expect(toAuthRuntimeConfig(undefined)).toBe(builtinFallbackConfig);
  });
});
