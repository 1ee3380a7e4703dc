import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authSessions } from '../db/schema/auth.schema';

export interface AuthSessionRow {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The built-in provider's sessions of one user (better-auth's auth_sessions), for Settings > Sessions. */
export function createAuthSessionsRepository(db: Database) {
  const columns = {
    id: authSessions.id,
    ipAddress: authSessions.ipAddress,
    userAgent: authSessions.userAgent,
    createdAt: authSessions.createdAt,
    updatedAt: authSessions.updatedAt,
  };
  const active = (userId: string) => and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, sql`now()`));

  async function listActive(userId: string): Promise<AuthSessionRow[]> {
    return db.select(columns).from(authSessions).where(active(userId)).orderBy(desc(authSessions.updatedAt));
  }

  /** True when the session existed and belonged to the user. */
  async function end(userId: string, sessionId: string): Promise<boolean> {
    const rows = await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), eq(authSessions.id, sessionId)))
      .returning({ id: authSessions.id });
    return rows.length > 0;
  }

  /** Ends every session of the user but `keepId`; returns how many ended. */
  async function endOthers(userId: string, keepId: string): Promise<number> {
    const rows = await db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepId)))
      .returning({ id: authSessions.id });
    return rows.length;
  }

  return { listActive, end, endOthers };
}

export type AuthSessionsRepository = ReturnType<typeof createAuthSessionsRepository>;
