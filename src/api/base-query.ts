import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { getAccessToken } from '../auth/access-token';
import { emitApiTiming } from './api-timing';

/** SPEC §7 / DESIGN §4: queries retry twice, mutations once, client errors (4xx) never. */
export const retryPolicy = { queries: 2, mutations: 1 } as const;

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, { maxRetries?: number }, FetchBaseQueryMeta>;

/** The HTTP status behind an RTK Query error, also for bodies that failed to parse. */
export function errorStatus(error: FetchBaseQueryError): number | null {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

export function isClientError(error: FetchBaseQueryError): boolean {
  const status = errorStatus(error);
  return status !== null && status >= 400 && status < 500;
}

interface BaseQueryOptions {
  baseUrl?: string;
  /** Waiting between attempts; RTK Query's exponential backoff by default. Tests pass an immediate one. */
  backoff?: (attempt: number, maxRetries: number) => Promise<void>;
}

/**
 * fetchBaseQuery on /api/v1 that attaches `Authorization: Bearer <token>` from the active identity adapter
 * (no token, no header: SPEC §6) and retries per the policy above.
 */
export function createBaseQuery({ baseUrl = '/api/v1', backoff }: BaseQueryOptions = {}): ApiBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    prepareHeaders: async (headers) => {
      const token = await getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  // Every HTTP attempt is timed (metrics: API response times; error reports: breadcrumbs).
  const timedBaseQuery: typeof rawBaseQuery = async (args, api, extraOptions) => {
    const started = performance.now();
    const result = await rawBaseQuery(args, api, extraOptions);
    emitApiTiming({
      endpoint: api.endpoint,
      type: api.type,
      durationMs: performance.now() - started,
      status: result.meta?.response?.status ?? 0,
    });
    return result;
  };

  return retry(timedBaseQuery, {
    ...(backoff ? { backoff } : {}),
    retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
      if (isClientError(error as FetchBaseQueryError)) return false;
      const fallback = baseQueryApi.type === 'mutation' ? retryPolicy.mutations : retryPolicy.queries;
      const maxRetries = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? fallback;
      return attempt <= maxRetries;
    },
  }) as ApiBaseQuery;
}
