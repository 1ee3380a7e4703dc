import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionQueryState } from './better-auth-session.store';

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
  /** Leaves the page (tests): by default `window.location.href = url`. */
  leaveTo?: (url: string) => void;
  /** The session the server embedded in the page (page-bootstrap.ts): useSession starts with it, not pending. */
  initialSession?: BetterAuthSession | null;
}

/** better-auth's error answer: its JSON body (`code`, `message`) with the HTTP status. */
export interface BetterAuthError {
  code?: string;
  message?: string;
  status: number;
  statusText: string;
}

export type BetterAuthResult<T> = { data: T; error: null } | { data: null; error: BetterAuthError };

/** The user record better-auth returns, with the `persona` field chosen at sign-up. */
export interface BetterAuthUser {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
  persona?: string | null;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean;
}

export interface BetterAuthSession {
  session: { id?: string; expiresAt?: string | Date | null } & Record<string, unknown>;
  user: BetterAuthUser;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

/**
 * The paths after whose success better-auth's own client re-reads the session (its `$sessionSignal`), and the ones
 * it tells other tabs about (through localStorage, which fires `storage` there).
 */
const sessionChangingPaths = new Set([
  '/sign-out',
  '/update-user',
  '/update-session',
  '/sign-up/email',
  '/sign-in/email',
  '/delete-user',
  '/verify-email',
  '/revoke-sessions',
  '/revoke-session',
  '/revoke-other-sessions',
  '/change-email',
  '/change-password',
  '/email-otp/verify-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
]);
const broadcastTriggers: Record<string, string> = { '/sign-out': 'signout', '/update-user': 'updateUser', '/update-session': 'updateUser' };
export const sessionBroadcastKey = 'better-auth.message';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** better-auth's lenient JSON reading: an empty body is null, a body that is not JSON stays text. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Leaves the page for a URL better-auth answered with `redirect: true` (Google sign-in), as its redirect plugin does. */
function followRedirect(data: unknown, leaveTo: (url: string) => void) {
  if (!isObject(data) || !data.redirect || typeof data.url !== 'string' || !data.url) return;
  if (/^(javascript|data|vbscript):/i.test(data.url.trim())) return;
  leaveTo(data.url);
}

const leavePage = (url: string) => {
  window.location.href = url;
};

/**
 * A small client for the better-auth HTTP endpoints the built-in adapter uses (the same requests, answers and
 * session behaviour as better-auth's browser client, without its proxy, nanostores and fetch library; they weighed
 * about 13 kB gzip in every page's entry, docs/performance.md). Failed answers resolve `{ error }` with the status; no
 * answer at all rejects, as with better-auth's client.
 */
export function createBetterAuthClient(options: BetterAuthClientOptions = {}) {
  const baseURL = options.baseURL ?? `${window.location.origin}${authBasePath}`;
  const fetchImpl = options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(path: string, { method = 'GET', body, query, signal }: RequestOptions = {}): Promise<BetterAuthResult<T>> {
    const url = new URL(`${baseURL.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.append(key, String(value));
    const init: RequestInit = { method, credentials: 'include', signal };
    if (method === 'POST') {
      init.headers = { 'content-type': 'application/json' };
      init.body = JSON.stringify(body ?? {});
    }
    const response = await fetchImpl(url.toString(), init);
    const parsed = parseBody(await response.text());
    if (!response.ok) {
      options.onErrorResponse?.(response);
      const fields = isObject(parsed) ? parsed : {};
      return { data: null, error: { ...fields, status: response.status, statusText: response.statusText } as BetterAuthError };
    }
    options.onResponse?.(response);
    followRedirect(parsed, options.leaveTo ?? leavePage);
    if (method === 'POST' && sessionChangingPaths.has(path)) sessionChanged(path);
    return { data: parsed as T, error: null };
  }

  const session = createSessionStore((query, signal) => request<BetterAuthSession | null>('/get-session', { query, signal }), {
    refresh: (signal) => request<BetterAuthSession | null>('/get-session', { method: 'POST', signal }),
    initial: options.initialSession ?? null,
  });

  function sessionChanged(path: string) {
    // Later than the caller's own handling of the answer, as better-auth does, to avoid racing it.
    setTimeout(session.signal, 10);
    const trigger = broadcastTriggers[path];
    if (trigger && session.mounted()) {
      try {
        const message = { event: 'session', data: { trigger }, clientId: Math.random().toString(36).substring(7) };
        localStorage.setItem(sessionBroadcastKey, JSON.stringify({ ...message, timestamp: Math.floor(Date.now() / 1000) }));
      } catch {
        // Storage may be unavailable (private mode); other tabs then notice on their next focus.
      }
    }
  }

  const post = <T>(path: string) => (body: Record<string, unknown>) => request<T>(path, { method: 'POST', body });
  type UserAnswer = { token: string | null; user: BetterAuthUser };
  type StatusAnswer = { status: boolean };

  return {
    signIn: {
      /** With two-factor on (and no trusted-device cookie): `{twoFactorRedirect: true, twoFactorMethods}`, no session yet. */
      email: post<(UserAnswer & { redirect?: boolean }) | { twoFactorRedirect: true; twoFactorMethods?: string[] }>('/sign-in/email'),
      social: post<{ url?: string; redirect?: boolean }>('/sign-in/social'),
    },
    signUp: { email: post<UserAnswer>('/sign-up/email') },
    getSession: ({ query }: { query?: RequestOptions['query'] } = {}) => request<BetterAuthSession | null>('/get-session', { query }),
    requestPasswordReset: post<StatusAnswer>('/request-password-reset'),
    resetPassword: post<StatusAnswer>('/reset-password'),
    changePassword: post<UserAnswer>('/change-password'),
    signOut: () => request<{ success: boolean }>('/sign-out', { method: 'POST' }),
    /** better-auth's twoFactor plugin (docs/security.md "Two-factor authentication"). */
    twoFactor: {
      enable: post<{ method: 'totp' | 'otp'; totpURI?: string; backupCodes?: string[] }>('/two-factor/enable'),
      disable: post<StatusAnswer>('/two-factor/disable'),
      verifyTotp: post<UserAnswer>('/two-factor/verify-totp'),
      verifyOtp: post<UserAnswer>('/two-factor/verify-otp'),
      verifyBackupCode: post<UserAnswer>('/two-factor/verify-backup-code'),
      sendOtp: post<StatusAnswer>('/two-factor/send-otp'),
      generateBackupCodes: post<{ status: boolean; backupCodes: string[] }>('/two-factor/generate-backup-codes'),
    },
    /** The 6-digit code of the sign-up e-mail (emailOTP plugin). */
    emailOtp: { verifyEmail: post<UserAnswer>('/email-otp/verify-email') },
    /** GET /token (the JWT plugin): the bearer token for /api/v1. */
    token: () => request<{ token: string }>('/token'),
    /** The session, read on mount and again after sign-in, sign-out, on focus, when back online and when another tab signs out. */
    useSession: (): SessionQueryState<BetterAuthSession> => useSyncExternalStore(session.subscribe, session.get, session.get),
    /** Re-reads the session now (e.g. after the SSO redirect set the cookie). */
    notifySessionChanged: () => session.signal(),
  };
}

export type BetterAuthClient = ReturnType<typeof createBetterAuthClient>;
