import {
  AuthorizationCodeRejectedError,
  NeedsReconnectError,
  ProviderRequestError,
  RateLimitedError,
  TransientProviderError,
  type ProviderError,
} from '../social/provider-errors';
import { count, record, text, type ProviderResponse } from '../social/provider-http';
import type { InstagramUsage } from './instagram.types';

/** The Graph error envelope: {"error":{"message","type","code","error_subcode","fbtrace_id"}}. */
export interface GraphError {
  code: number | null;
  subcode: number | null;
  message: string | null;
}

export function readGraphError(body: unknown): GraphError | null {
  const error = record(record(body)?.error);
  if (!error) return null;
  return { code: count(error.code), subcode: count(error.error_subcode), message: text(error.message) };
}

/** Throttling codes: 4 app, 17 user, 32 page, 613 custom, 80002 Instagram business use case. */
const THROTTLE_CODES = [4, 17, 32, 613, 80002];
/** 1 unknown error, 2 service temporarily unavailable: both documented as possibly temporary. */
const TEMPORARY_CODES = [1, 2];

/**
 * Classifies a Graph host error (integrations.md §2.3): 190 with any subcode (460 password changed, 463 expired,
 * 467 logged out...) needs a reconnect, as do permission errors (10, 200-299) since only a new consent grants them;
 * throttling codes are rate-limited with Instagram's own estimate of when access returns; 1, 2 and 5xx are transient.
 */
export function graphError(response: ProviderResponse, what: string, usage: InstagramUsage | null): ProviderError {
  const error = readGraphError(response.body);
  const code = error?.code ?? null;
  const providerCode = code === null ? null : error?.subcode ? `${code}/${error.subcode}` : String(code);
  const details = { status: response.status, providerCode };
  const said = `${what}: HTTP ${response.status}${providerCode ? ` code ${providerCode}` : ''}${error?.message ? ` (${error.message})` : ''}`;
  if (code === 190) return new NeedsReconnectError('instagram', said, details);
  if (code !== null && THROTTLE_CODES.includes(code)) return new RateLimitedError('instagram', said, usage?.retryAfterMs ?? null, details);
  if (code === 10 || (code !== null && code >= 200 && code <= 299)) return new NeedsReconnectError('instagram', said, details);
  if (response.status >= 500 || (code !== null && TEMPORARY_CODES.includes(code))) return new TransientProviderError('instagram', said, usage?.retryAfterMs ?? null, details);
  if (response.status === 429) return new RateLimitedError('instagram', said, usage?.retryAfterMs ?? null, details);
  return new ProviderRequestError('instagram', said, details);
}

/**
 * The code-exchange endpoint (api.instagram.com/oauth/access_token) answers errors in its own shape:
 * {"error_type":"OAuthException","code":400,"error_message":"Matching code was not found or was already used"}.
 * A bad code or redirect URI means "start the linking again"; a bad app id or secret is our configuration.
 */
export function codeExchangeError(response: ProviderResponse): ProviderError {
  const body = record(response.body);
  if (readGraphError(body) && !text(body?.error_message)) return graphError(response, 'oauth/access_token', null);
  const message = text(body?.error_message) ?? `HTTP ${response.status}`;
  const details = { status: response.status, providerCode: text(body?.error_type) ?? null };
  const said = `oauth/access_token: ${message}`;
  if (response.status >= 500) return new TransientProviderError('instagram', said, null, details);
  if (/client secret|client_id|app id|platform app/i.test(message)) return new ProviderRequestError('instagram', said, details);
  return new AuthorizationCodeRejectedError('instagram', said, details);
}
