import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { socialAccounts, type SocialAccountRow } from '../db/schema/influencers.schema';
// The token helper's own rule (refresh at least 24 h old tokens within 10 days of expiry, integrations.md §2.2).
import { instagramMinAgeMs, instagramRefreshWindowMs } from '../integrations/social/platform-adapters';

export function createTokenRefreshRepository(db: Database) {
  /**
   * Connected Instagram accounts whose token is due (issued at least 24 h ago, expiring within 10 days), expired
   * ones included: the refresh job marks those needs_reconnect (an expired token cannot be refreshed). Uses the
   * partial index on token_expires_at of connected accounts.
   */
  async function dueInstagramAccounts(now: Date): Promise<SocialAccountRow[]> {
    const t = socialAccounts;
    return db.select().from(t).where(and(
      eq(t.connectionStatus, 'connected'),
      eq(t.platform, 'instagram'),
      isNotNull(t.tokenIssuedAt),
      lte(t.tokenIssuedAt, new Date(now.getTime() - instagramMinAgeMs)),
      lte(t.tokenExpiresAt, new Date(now.getTime() + instagramRefreshWindowMs)),
    )).orderBy(t.tokenExpiresAt);
  }

  return { dueInstagramAccounts };
}

export type TokenRefreshRepository = ReturnType<typeof createTokenRefreshRepository>;
