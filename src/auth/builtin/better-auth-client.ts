import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, jwtClient } from 'better-auth/client/plugins';

/** Where the server mounts better-auth (DESIGN §5). Same origin in production, proxied in development. */
export const authBasePath = '/api/auth';

export interface BetterAuthClientOptions {
  /** Absolute base URL of the auth routes; defaults to this page's origin + /api/auth. */
  baseURL?: string;
  /** Replaces the global fetch (tests). */
  fetchImpl?: typeof fetch;
  /** Sees every successful response; the built-in adapter reads the `set-auth-jwt` header here. */
  onResponse?: (response: Response) => void;
  /** Sees every failed response (the adapter remembers its Retry-After). */
  onErrorResponse?: (response: Response) => void;
}

/** The better-auth browser client with the JWT plugin and the `persona` user field chosen at sign-up. */
export function createBetterAuthClient(options: BetterAuthClientOptions = {}) {
  const baseURL = options.baseURL ?? `${window.location.origin}${authBasePath}`;
  return createAuthClient({
    baseURL,
    plugins: [
      jwtClient(),
      inferAdditionalFields({
        user: { persona: { type: 'string', required: true, input: true } },
      }),
    ],
    fetchOptions: {
      ...(options.fetchImpl ? { customFetchImpl: options.fetchImpl } : {}),
      onSuccess: (context) => options.onResponse?.(context.response),
      onError: (context) => options.onErrorResponse?.(context.response),
    },
  });
}

export type BetterAuthClient = ReturnType<typeof createBetterAuthClient>;
