import type { IdentityProviderKind } from './auth-client.types';

/** The identity part of GET /api/v1/config/ (operationId getRuntimeConfig), in the SPA's spelling. */
export interface AuthRuntimeConfig {
  identityProvider: IdentityProviderKind;
  googleEnabled: boolean;
  clerkPublishableKey: string | null;
  passwordResetEnabled: boolean;
}

/** Used while the config cannot be read: the built-in provider keeps sign-in working (DESIGN §5). */
export const builtinFallbackConfig: AuthRuntimeConfig = {
  identityProvider: 'builtin',
  googleEnabled: false,
  clerkPublishableKey: null,
  passwordResetEnabled: true,
};

interface RawRuntimeConfig {
  identity_provider?: unknown;
  google_enabled?: unknown;
  clerk_publishable_key?: unknown;
  password_reset_enabled?: unknown;
}

/** Reads the server's answer defensively; Clerk mode needs a publishable key, otherwise built-in. */
export function toAuthRuntimeConfig(raw: RawRuntimeConfig | null | undefined): AuthRuntimeConfig {
  if (!raw) return builtinFallbackConfig;
  const key = typeof raw.clerk_publishable_key === 'string' && raw.clerk_publishable_key ? raw.clerk_publishable_key : null;
  return {
    identityProvider: raw.identity_provider === 'clerk' && key ? 'clerk' : 'builtin',
    googleEnabled: raw.google_enabled === true,
    clerkPublishableKey: key,
    passwordResetEnabled: raw.password_reset_enabled !== false,
  };
}
