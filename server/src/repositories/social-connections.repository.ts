import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../db/database-errors';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SocialPlatform } from '../../../src/domain/social/social-connect.rules';
import type { Database } from '../db/database';
import { influencers, socialAccounts, type SocialAccountRow } from '../db/schema/influencers.schema';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';

/** What the platform's API says about a connected account (docs/social-integrations.md "What a connection reads"). */
export interface AccountSnapshot {
  externalId: string;
  handle: string;
  title: string | null;
  profileUrl: string;
  followers: number | null;
  mediaCount: number | null;
  recentAverageViews: number | null;
  averageEngagement: number | null;
}

/** Sealed tokens of one account; `refreshTokenSealed: undefined` keeps the stored one (never overwritten with nothing). */
export interface SealedTokens {
  accessTokenSealed: string;
  refreshTokenSealed?: string;
  tokenExpiresAt: Date;
  tokenIssuedAt: Date;
}

export interface LinkInput {
  influencerId: string;
  platform: SocialPlatform;
  snapshot: AccountSnapshot;
  grantedScopes: string[];
  /** Seals the tokens for the row that will hold them (the sealing context is the row id). */
  seal(accountId: string): SealedTokens;
  now: Date;
  /** The notification telling another influencer their typed claim of this handle was removed. */
  claimRemovedEvents(removed: { id: string; handle: string; ownerUserId: string }): readonly OutboxEventInput[];
}

export type LinkResult = { kind: 'linked'; account: SocialAccountRow; created: boolean } | { kind: 'taken' };

class Taken extends Error {}

const numbersOf = (snapshot: AccountSnapshot, now: Date) => ({
  title: snapshot.title,
  followers: snapshot.followers,
  averageEngagement: snapshot.averageEngagement,
  mediaCount: snapshot.mediaCount,
  recentAverageViews: snapshot.recentAverageViews,
  metricsProvenance: 'verified' as const,
  verifiedAt: now,
  metricsUpdatedAt: now,
});

/** Connected social accounts: linking, tokens, verified numbers, needs-reconnect (routes -> services -> here). */
export function createSocialConnectionsRepository(db: Database) {
  /**
   * Links a connected account in one transaction. The same channel on another profile is `taken`; on this profile it
   * is reconnected in place. Otherwise this profile's typed account with the same handle becomes the connected one,
   * or a new row is added. A typed (unverified) claim of the handle on another profile gives way to its verified
   * owner: it is removed and its owner told, in the same transaction. A connected account of another channel holding
   * the handle is `taken` as well.
   */
  async function link(input: LinkInput): Promise<LinkResult> {
    const { snapshot, platform, influencerId, now } = input;
    const sameHandle = sql`lower(${socialAccounts.handle}) = lower(${snapshot.handle})`;
    try {
      return await db.transaction(async (tx) => {
        const [byExternal] = await tx.select().from(socialAccounts)
          .where(and(eq(socialAccounts.platform, platform), eq(socialAccounts.externalId, snapshot.externalId))).for('update');
        if (byExternal && byExternal.influencerId !== influencerId) throw new Taken();
        const [ownTyped] = byExternal ? [] : await tx.select().from(socialAccounts)
          .where(and(eq(socialAccounts.influencerId, influencerId), eq(socialAccounts.platform, platform), sameHandle, isNull(socialAccounts.externalId))).for('update');
        const target = byExternal ?? ownTyped ?? null;
        const conflicts = await tx.select({ row: socialAccounts, ownerUserId: influencers.userId }).from(socialAccounts)
          .innerJoin(influencers, eq(influencers.id, socialAccounts.influencerId))
          .where(and(eq(socialAccounts.platform, platform), sameHandle, ...(target ? [ne(socialAccounts.id, target.id)] : []))).for('update');
        for (const { row, ownerUserId } of conflicts) {
          if (row.externalId !== null) throw new Taken();
          await tx.delete(socialAccounts).where(eq(socialAccounts.id, row.id));
          if (row.influencerId !== influencerId) await writeOutboxEvents(tx, input.claimRemovedEvents({ id: row.id, handle: row.handle, ownerUserId }));
        }
        const id = target?.id ?? randomUUID();
        const sealed = input.seal(id);
        const values = {
          ...numbersOf(snapshot, now),
          handle: snapshot.handle,
          profileUrl: snapshot.profileUrl,
          externalId: snapshot.externalId,
          connectionStatus: 'connected' as const,
          connectedAt: now,
          accessTokenSealed: sealed.accessTokenSealed,
          // keepRefreshToken: a reconnect that brought no refresh token keeps the stored one of this channel.
          refreshTokenSealed: sealed.refreshTokenSealed ?? target?.refreshTokenSealed ?? null,
          tokenExpiresAt: sealed.tokenExpiresAt,
          tokenIssuedAt: sealed.tokenIssuedAt,
          grantedScopes: input.grantedScopes,
        };
        if (target) {
          const [account] = await tx.update(socialAccounts).set(values).where(eq(socialAccounts.id, target.id)).returning();
          if (!account) throw new Error('Updating the connected account returned no row.');
          return { kind: 'linked' as const, account, created: false };
        }
        const [account] = await tx.insert(socialAccounts).values({ id, influencerId, platform, ...values }).returning();
        if (!account) throw new Error('Adding the connected account returned no row.');
        return { kind: 'linked' as const, account, created: true };
      });
    } catch (error) {
      // Taken here, or by a concurrent link that committed first (the unique indexes decide).
      if (error instanceof Taken || isUniqueViolation(error)) return { kind: 'taken' };
      throw error;
    }
  }

  async function findById(id: string): Promise<SocialAccountRow | null> {
    const rows = await db.select().from(socialAccounts).where(eq(socialAccounts.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The user id of the account's influencer (who is notified about it). */
  async function ownerUserId(accountId: string): Promise<string | null> {
    const rows = await db.select({ userId: influencers.userId }).from(socialAccounts)
      .innerJoin(influencers, eq(influencers.id, socialAccounts.influencerId)).where(eq(socialAccounts.id, accountId)).limit(1);
    return rows[0]?.userId ?? null;
  }

  /** New tokens after a refresh, only while the account is still connected (a disconnect or reconnect in between wins). */
  async function saveTokens(id: string, tokens: SealedTokens): Promise<boolean> {
    const { refreshTokenSealed, ...rest } = tokens;
    const rows = await db.update(socialAccounts).set({ ...rest, ...(refreshTokenSealed ? { refreshTokenSealed } : {}) })
      .where(and(eq(socialAccounts.id, id), eq(socialAccounts.connectionStatus, 'connected'))).returning({ id: socialAccounts.id });
    return rows.length > 0;
  }

  /** The numbers just read, marked verified now; a new handle only when no other row holds it. */
  async function saveSnapshot(id: string, snapshot: AccountSnapshot, now: Date): Promise<SocialAccountRow | null> {
    const where = and(eq(socialAccounts.id, id), eq(socialAccounts.connectionStatus, 'connected'));
    try {
      const [row] = await db.update(socialAccounts).set({ ...numbersOf(snapshot, now), handle: snapshot.handle, profileUrl: snapshot.profileUrl }).where(where).returning();
      return row ?? null;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [row] = await db.update(socialAccounts).set(numbersOf(snapshot, now)).where(where).returning();
      return row ?? null;
    }
  }

  /**
   * connected -> needs_reconnect, once: the dead tokens are forgotten and `eventsOf(row)` (the owner's notification)
   * is written in the same transaction. Null when the account was not connected (already marked, or disconnected).
   */
  async function markNeedsReconnect(id: string, eventsOf: (row: SocialAccountRow) => readonly OutboxEventInput[]): Promise<SocialAccountRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.update(socialAccounts)
        .set({ connectionStatus: 'needs_reconnect', accessTokenSealed: null, refreshTokenSealed: null, tokenExpiresAt: null, tokenIssuedAt: null })
        .where(and(eq(socialAccounts.id, id), eq(socialAccounts.connectionStatus, 'connected'))).returning();
      if (row) await writeOutboxEvents(tx, eventsOf(row));
      return row ?? null;
    });
  }

  return { link, findById, ownerUserId, saveTokens, saveSnapshot, markNeedsReconnect };
}

export type SocialConnectionsRepository = ReturnType<typeof createSocialConnectionsRepository>;
