import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SocialPlatform } from '../../../src/domain/social/social-connect.rules';
import type { Database } from '../db/database';
import { oauthStates, type OAuthStateRow } from '../db/schema/oauth-states.schema';

export type NewOAuthState = Omit<typeof oauthStates.$inferInsert, 'id' | 'createdAt' | 'usedAt'>;

/** Rows of `oauth_states` (docs/social-integrations.md "Connecting accounts"): stored, found, claimed once, pruned. */
export function createOAuthStatesRepository(db: Database) {
  async function create(values: NewOAuthState): Promise<OAuthStateRow> {
    const [row] = await db.insert(oauthStates).values(values).returning();
    if (!row) throw new Error('Storing the OAuth state returned no row.');
    return row;
  }

  /** The state of this hash for this platform (a YouTube state on the Instagram callback is unknown there). */
  async function find(stateHash: string, provider: SocialPlatform): Promise<OAuthStateRow | null> {
    const rows = await db.select().from(oauthStates).where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.provider, provider))).limit(1);
    return rows[0] ?? null;
  }

  /**
   * Marks the state used, once: a compare-and-set on `used_at is null` and the expiry, so two callbacks racing with
   * the same state get one row between them. Null when another use (or the clock) got there first.
   */
  async function claim(id: string, now: Date): Promise<OAuthStateRow | null> {
    const [row] = await db.update(oauthStates).set({ usedAt: now })
      .where(and(eq(oauthStates.id, id), isNull(oauthStates.usedAt), sql`${oauthStates.expiresAt} > ${now.toISOString()}::timestamptz`))
      .returning();
    return row ?? null;
  }

  /** Deletes states that expired before `before` (used ones are kept that long to tell a replay from a forgery). */
  async function pruneExpired(before: Date): Promise<number> {
    const rows = await db.delete(oauthStates).where(lt(oauthStates.expiresAt, before)).returning({ id: oauthStates.id });
    return rows.length;
  }

  return { create, find, claim, pruneExpired };
}

export type OAuthStatesRepository = ReturnType<typeof createOAuthStatesRepository>;
