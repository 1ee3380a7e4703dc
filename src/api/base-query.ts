import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { getAccessToken } from '../auth/access-token';
import { idempotencyErrorCodes, idempotencyKeyHeader, idempotentMethods } from '../domain/idempotency/idempotency';
import { emitApiTiming } from './api-timing';
import { randomUuid } from './random-uuid';

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

/**
 * A 409 `idempotency_key_in_use`: the server is still running this very mutation's first attempt (its response was
 * lost or late). Not a refusal: retried after a pause, a few times beyond the policy, until the stored answer comes.
 */
export function isKeyInUse(error: FetchBaseQueryError): boolean {
  return error.status === 409 && (error.data as { code?: unknown } | undefined)?.code === idempotencyErrorCodes.keyInUse;
}

const keyInUseRetries = 3;

/**
 * Adds an `Idempotency-Key` to a state-changing request (docs/idempotency.md). Called once per mutation call,
 * outside the retry loop: the retried attempt sends the same key, so the server replays the first answer instead of
 * running the change twice. A caller's own key is kept. Requests to /api/auth never come through here.
 */
export function withIdempotencyKey(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !idempotentMethods.includes((args.method ?? 'GET').toUpperCase())) return args;
  const { headers } = args;
  const key = randomUuid();
  if (headers instanceof Headers) {
    if (headers.has(idempotencyKeyHeader)) return args;
    const copy = new Headers(headers);
    copy.set(idempotencyKeyHeader, key);
    return { ...args, headers: copy };
  }
  const entries = Array.isArray(headers) ? headers : Object.entries(headers ?? {});
  if (entries.some(([name, value]) => value !== undefined && name.toLowerCase() === idempotencyKeyHeader.toLowerCase())) return args;
  return { ...args, headers: Array.isArray(headers) ? [...headers, [idempotencyKeyHeader, key]] : { ...headers, [idempotencyKeyHeader]: key } };
}

interface BaseQueryOptions {
  baseUrl?: string;
  /** Waiting between attempts; RTK Query's exponential backoff by default. Tests pass an immediate one. */
  backoff?: (attempt: number, maxRetries: number) => Promise<void>;
}

/**
 * fetchBaseQuery on /api/v1 that attaches `Authorization: Bearer <token>` from the active identity adapter
 * (no token, no header: SPEC §6), an `Idempotency-Key` to every POST/PUT/PATCH/DELETE, and retries per the policy above.
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

  const retrying = retry(timedBaseQuery, {
    ...(backoff ? { backoff } : {}),
    retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
      const fallback = baseQueryApi.type === 'mutation' ? retryPolicy.mutations : retryPolicy.queries;
      const maxRetries = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? fallback;
      if (isKeyInUse(error as FetchBaseQueryError)) return attempt <= maxRetries + keyInUseRetries;
      if (isClientError(error as FetchBaseQueryError)) return false;
      return attempt <= maxRetries;
    },
  });
  // The key is made here, once per call: `retry` re-invokes the inner query with these very args.
  return ((args, api, extraOptions) => retrying(withIdempotencyKey(args), api, extraOptions)) as ApiBaseQuery;
}
