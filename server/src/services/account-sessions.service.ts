import { describeUserAgent } from '../../../src/domain/security/user-agent';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, notFound } from '../plugins/api-error';
import type { AuthSessionsRepository } from '../repositories/auth-sessions.repository';

export interface AccountSessionBody {
  id: string;
  device: string;
  user_agent: string | null;
  ip_address: string | null;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

export const sessionsManagedElsewhereMessage = 'Your sessions are managed by the sign-in provider (Clerk): open its account page.';

/**
 * Settings > Sessions (built-in identity only): the signed-in devices of the caller and signing them out. Ending a
 * session deletes it, so its API tokens stop working on the next call (the auth check looks the session up).
 */
export function createAccountSessionsService(deps: { sessions: AuthSessionsRepository; builtinIssuer: string | null }) {
  /** The better-auth user id of a built-in user; Clerk users (another issuer) manage sessions at Clerk. */
  function builtinUserId(user: UserRow): string {
    if (deps.builtinIssuer === null || user.issuer !== deps.builtinIssuer) {
      throw new ApiError(409, 'sessions_managed_by_provider', sessionsManagedElsewhereMessage);
    }
    return user.subject;
  }

  async function list(user: UserRow, currentSessionId: string | null): Promise<{ results: AccountSessionBody[] }> {
    const rows = await deps.sessions.listActive(builtinUserId(user));
    const results = rows.map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      user_agent: row.userAgent,
      ip_address: row.ipAddress,
      signed_in_at: row.createdAt.toISOString(),
      last_active_at: row.updatedAt.toISOString(),
      current: row.id === currentSessionId,
    }));
    // This device first, then the most recently active.
    results.sort((a, b) => Number(b.current) - Number(a.current));
    return { results };
  }

  async function end(user: UserRow, sessionId: string): Promise<void> {
    if (!(await deps.sessions.end(builtinUserId(user), sessionId))) throw notFound('This session has already ended.');
  }

  async function endOthers(user: UserRow, currentSessionId: string | null): Promise<{ ended: number }> {
    const userId = builtinUserId(user);
    if (!currentSessionId) throw new ApiError(400, 'no_current_session', 'Sign in again to sign out your other sessions.');
    return { ended: await deps.sessions.endOthers(userId, currentSessionId) };
  }

  return { list, end, endOthers };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
