import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { authLockouts, type AuthLockoutRow } from '../../../db/schema/auth-lockouts.schema';
import type { LockoutConfig } from '../../identity.types';

/** Rows of auth_lockouts; every write is one statement, so concurrent processes count every failure. */
export function createAuthLockoutsRepository(db: Database) {
  return {
    async find(email: string): Promise<AuthLockoutRow | null> {
      const [row] = await db.select().from(authLockouts).where(eq(authLockouts.email, email)).limit(1);
      return row ?? null;
    },

    /**
     * Counts one failure at `now`: a window older than `windowSeconds` starts over; reaching `maxFailures`
     * sets `locked_until` and starts a fresh count, so the next lock needs as many failures again.
     */
    async recordFailure(email: string, now: Date, rule: LockoutConfig): Promise<AuthLockoutRow> {
      const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
      const lockedUntil = new Date(now.getTime() + rule.lockSeconds * 1000);
      const stale = sql`${authLockouts.windowStartedAt} <= ${windowStart}`;
      const counted = sql`(CASE WHEN ${stale} THEN 1 ELSE ${authLockouts.failures} + 1 END)`;
      const reached = sql`${counted} >= ${rule.maxFailures}`;
      const [row] = await db
        .insert(authLockouts)
        .values({ email, failures: rule.maxFailures <= 1 ? 0 : 1, windowStartedAt: now, lockedUntil: rule.maxFailures <= 1 ? lockedUntil : null })
        .onConflictDoUpdate({
          target: authLockouts.email,
          set: {
            failures: sql`CASE WHEN ${reached} THEN 0 ELSE ${counted} END`,
            windowStartedAt: sql`CASE WHEN ${stale} OR ${reached} THEN ${now}::timestamptz ELSE ${authLockouts.windowStartedAt} END`,
            lockedUntil: sql`CASE WHEN ${reached} THEN ${lockedUntil}::timestamptz ELSE ${authLockouts.lockedUntil} END`,
          },
        })
        .returning();
      return row!;
    },

    async clear(email: string): Promise<void> {
      await db.delete(authLockouts).where(eq(authLockouts.email, email));
    },
  };
}

export type AuthLockoutsRepository = ReturnType<typeof createAuthLockoutsRepository>;
