import { TransientProviderError, type SocialProvider } from './provider-errors';

/** One HTTP exchange with a provider, shared by the YouTube and Instagram clients. */
export interface ProviderHttp {
  readonly provider: SocialProvider;
  readonly fetch: typeof fetch;
  /** Deadline of one request, in ms. */
  readonly timeoutMs: number;
  readonly now: () => Date;
}

export interface ProviderResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

/** origin + path, never the query: Instagram puts tokens and secrets there. */
export const describeUrl = (url: URL): string => `${url.origin}${url.pathname}`;

/**
 * Sends the request; a network failure or the deadline becomes a TransientProviderError. Any HTTP answer is returned
 * for the caller to classify. `reviveBody` may rewrite the raw text before JSON.parse (Instagram's numeric user ids).
 */
export async function providerRequest(
  http: ProviderHttp,
  url: URL,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; form?: Record<string, string> } = {},
  reviveBody: (text: string) => string = (text) => text,
): Promise<ProviderResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual', signal: AbortSignal.timeout(http.timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new TransientProviderError(http.provider, `${timedOut ? 'no answer within' : 'could not reach'} ${describeUrl(url)}${timedOut ? ` (${http.timeoutMs} ms)` : ''}`, null, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(reviveBody(text)) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Retry-After as milliseconds (delta-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(headers: Headers, now: Date): number | null {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** A plain object, or null. */
export const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A non-empty string, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A count that may arrive as a JSON number or as a decimal string (YouTube sends uint64 as strings). Missing or
 * unreadable is null, never 0: "unknown" and "none" differ for billing.
 */
export function count(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}
