import {
  AuthorizationCodeRejectedError,
  NeedsReconnectError,
  ProviderRequestError,
  QuotaExceededError,
  RateLimitedError,
  TokenInvalidError,
  TransientProviderError,
  type ProviderError,
} from '../social/provider-errors';
import { record, retryAfterMs, text, type ProviderResponse } from '../social/provider-http';
import { nextPacificMidnight } from './youtube-quota';

/**
 * Google's token endpoint answers errors as `{"error":"invalid_grant","error_description":"..."}` (RFC 6749 §5.2).
 * invalid_grant on a refresh means the grant is gone (revoked, unused 6 months, token limit, 7-day Testing apps);
 * on a code exchange it means this code (or its verifier / redirect URI) is unusable.
 */
export function tokenEndpointError(response: ProviderResponse, grant: 'authorization_code' | 'refresh_token', now: Date): ProviderError {
  const body = record(response.body);
  const code = text(body?.error);
  const description = text(body?.error_description);
  const details = { status: response.status, providerCode: code };
  const said = `${code ?? `HTTP ${response.status}`}${description ? ` (${description})` : ''}`;
  if (response.status >= 500) return new TransientProviderError('youtube', `token endpoint failed: ${said}`, retryAfterMs(response.headers, now), details);
  if (response.status === 429) return new RateLimitedError('youtube', `token endpoint throttled: ${said}`, retryAfterMs(response.headers, now), details);
  if (code === 'invalid_grant') {
    return grant === 'refresh_token'
      ? new NeedsReconnectError('youtube', `the refresh token was refused: ${said}`, details)
      : new AuthorizationCodeRejectedError('youtube', `the authorization code was refused: ${said}`, details);
  }
  return new ProviderRequestError('youtube', `token endpoint refused the request: ${said}`, details);
}

interface GoogleApiErrorBody {
  code: number | null;
  message: string | null;
  reasons: string[];
}

function googleApiError(body: unknown): GoogleApiErrorBody {
  const error = record(record(body)?.error);
  const errors = Array.isArray(error?.errors) ? error.errors : [];
  return {
    code: typeof error?.code === 'number' ? error.code : null,
    message: text(error?.message),
    reasons: errors.map((item) => text(record(item)?.reason)).filter((reason): reason is string => reason !== null),
  };
}

const quotaReasons = ['quotaExceeded', 'dailyLimitExceeded'];
const throttleReasons = ['rateLimitExceeded', 'userRateLimitExceeded'];
const scopeReasons = ['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT'];

/** Classifies a non-2xx answer of the Data or Analytics API (the Google JSON error envelope). */
export function apiError(response: ProviderResponse, what: string, now: Date): ProviderError {
  const { message, reasons } = googleApiError(response.body);
  const reason = reasons[0] ?? null;
  const details = { status: response.status, providerCode: reason };
  const said = `${what}: HTTP ${response.status}${reason ? ` ${reason}` : ''}${message ? ` (${message.replace(/<[^>]+>/g, '')})` : ''}`;
  const wait = retryAfterMs(response.headers, now);
  if (response.status >= 500) return new TransientProviderError('youtube', said, wait, details);
  if (response.status === 429 || reasons.some((item) => throttleReasons.includes(item))) return new RateLimitedError('youtube', said, wait, details);
  if (response.status === 401) return new TokenInvalidError('youtube', said, details);
  if (reasons.some((item) => quotaReasons.includes(item))) return new QuotaExceededError('youtube', said, nextPacificMidnight(now), details);
  // The token lacks youtube.readonly / yt-analytics.readonly (unticked at consent): only a new consent adds it.
  if (response.status === 403 && reasons.some((item) => scopeReasons.includes(item))) return new NeedsReconnectError('youtube', said, details);
  return new ProviderRequestError('youtube', said, details);
}

/** The revoke endpoint's failures: 5xx and 429 may work later; anything else is a request problem. */
export function revokeError(response: ProviderResponse, now: Date): ProviderError {
  const body = record(response.body);
  const said = `revoke: ${text(body?.error) ?? `HTTP ${response.status}`}`;
  const details = { status: response.status, providerCode: text(body?.error) };
  if (response.status >= 500) return new TransientProviderError('youtube', said, retryAfterMs(response.headers, now), details);
  if (response.status === 429) return new RateLimitedError('youtube', said, retryAfterMs(response.headers, now), details);
  return new ProviderRequestError('youtube', said, details);
}
