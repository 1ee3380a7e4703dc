import { api } from '../api/enhanced-api';
import { builtinFallbackConfig, toAuthRuntimeConfig, type AuthRuntimeConfig } from './runtime-config';

/** 'loading' until GET /api/v1/config/ answers; its failure falls back to the built-in provider. */
export function useAuthRuntimeConfig(): AuthRuntimeConfig | 'loading' {
  const { data, isLoading, isError } = api.useGetRuntimeConfigQuery();
  if (isError) return builtinFallbackConfig;
  if (isLoading || !data) return 'loading';
  return toAuthRuntimeConfig(data);
}
