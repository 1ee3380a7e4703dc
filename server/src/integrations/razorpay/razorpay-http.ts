import { RazorpayError, RazorpayXError, parseRazorpayErrorBody } from './razorpay-errors';

/**
 * One HTTP exchange with api.razorpay.com (Razorpay PG and RazorpayX share the host, HTTP Basic key_id:key_secret,
 * JSON bodies and the error envelope). The client never retries: the caller (a job) decides, and a payout retry
 * resends the same X-Payout-Idempotency key.
 */
export interface RazorpayHttpOptions {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  fetch?: typeof fetch;
  /** Deadline of one request, in ms (default 15 s). */
  timeoutMs?: number;
  provider: 'razorpay' | 'razorpayx';
}

export type RazorpayHttp = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, init?: { body?: unknown; headers?: Record<string, string>; query?: Record<string, string> }) => Promise<T>;

export function createRazorpayHttp(options: RazorpayHttpOptions): RazorpayHttp {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const ErrorClass = options.provider === 'razorpayx' ? RazorpayXError : RazorpayError;

  return async <T>(method: 'GET' | 'POST' | 'PATCH', path: string, init: { body?: unknown; headers?: Record<string, string>; query?: Record<string, string> } = {}) => {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json', authorization, ...init.headers };
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      // The path only: never the credentials.
      throw new ErrorClass(null, { code: 'NETWORK_ERROR', description: `${timedOut ? `no answer within ${timeoutMs} ms from` : 'could not reach'} ${url.origin}${url.pathname}` }, { cause });
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (response.ok && parsed !== undefined) return parsed as T;
    const envelope = parseRazorpayErrorBody(parsed);
    if (envelope) throw new ErrorClass(response.status, envelope);
    throw new ErrorClass(response.status, {
      code: response.ok ? 'UNREADABLE_RESPONSE' : response.status >= 500 ? 'SERVER_ERROR' : 'UNREADABLE_RESPONSE',
      description: `HTTP ${response.status} without a Razorpay error envelope from ${url.pathname}`,
    });
  };
}
