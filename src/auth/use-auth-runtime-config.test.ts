import { renderHook } from '@testing-library/react';
import { api } from '../api/enhanced-api';
import { builtinFallbackConfig } from './runtime-config';
import { useAuthRuntimeConfig } from './use-auth-runtime-config';

jest.mock('../api/enhanced-api', () => ({ api: { useGetRuntimeConfigQuery: jest.fn() } }));
const query = jest.mocked(api.useGetRuntimeConfigQuery);
const answer = (state: object) => query.mockReturnValue(state as ReturnType<typeof api.useGetRuntimeConfigQuery>);

describe('useAuthRuntimeConfig', () => {
  it("is 'loading' while GET /api/v1/config/ is in flight", () => {
    answer({ isLoading: true, isError: false, data: undefined });
    expect(renderHook(() => useAuthRuntimeConfig()).result.current).toBe('loading');
  });

  it('falls back to the built-in provider when the config cannot be read', () => {
    answer({ isLoading: false, isError: true, data: undefined });
    expect(renderHook(() => useAuthRuntimeConfig()).result.current).toBe(builtinFallbackConfig);
  });

  it("returns the server's choice", () => {
    answer({
      isLoading: false,
      isError: false,
      data: { identity_provider: 'clerk', google_enabled: true, clerk_publishable_key: 'pk_live_x', password_reset_enabled: false },
    });
    expect(renderHook(() => useAuthRuntimeConfig()).result.current).toMatchObject({ identityProvider: 'clerk', clerkPublishableKey: 'pk_live_x' });
  });
});
