import { createHash } from 'node:crypto';
import { sessionCheckLimit, sessionCheckPaths } from './auth-rate-limits';
import type { FixedWindowLimiter } from './fixed-window-limiter';

/** better-auth's session cookie with our prefix (advanced.cookiePrefix), plain or `__Secure-` over https. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?influencehub\.session_token=([^;]+)/;

export function sessionTokenOf(cookieHeader: string | null | undefined): string | null {
  return cookieHeader ? (sessionCookie.exec(cookieHeader)?.[1] ?? null) : null;
}

export const hasSessionCookie = (cookieHeader: string | null | undefined): boolean => sessionTokenOf(cookieHeader) !== null;

/**
 * Seconds to wait when this session has used up its session checks (get-session, token), else null.
 * Keyed by a hash of the session cookie: per person, not per address. A made-up cookie gets a bucket of its
 * own but costs better-auth only a signature check, no database read.
 */
export function sessionCheckWait(limiter: FixedWindowLimiter, path: string, cookieHeader: string | undefined): number | null {
  if (!(sessionCheckPaths as readonly string[]).includes(path)) return null;
  const token = sessionTokenOf(cookieHeader);
  if (!token) return null;
  const key = `session-check:${createHash('sha256').update(token).digest('base64url')}`;
  return limiter.consume(key, sessionCheckLimit);
}
