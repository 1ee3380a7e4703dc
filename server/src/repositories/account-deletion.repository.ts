import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authAccounts, authUsers } from '../db/schema/auth.schema';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { accountDeletionFeedback, deletedIdentities } from '../db/schema/user-settings.schema';
import { users } from '../db/schema/users.schema';

export interface DeleteAccountInput {
  userId: string;
  issuer: string;
  subject: string;
  /** Also delete the built-in provider's user (better-auth tables live in this database). */
  deleteBuiltinIdentity: boolean;
  persona: string | null;
  reason: string | null;
}

/** Every SQL statement of account deletion. */
export function createAccountDeletionRepository(db: Database) {
  /** The scrypt hash of the built-in user's password, null for an account without one (Google only). */
  async function findPasswordHash(authUserId: string): Promise<string | null> {
    const rows = await db
      .select({ password: authAccounts.password })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, authUserId), eq(authAccounts.providerId, 'credential')))
      .limit(1);
    return rows[0]?.password ?? null;
  }

  /**
   * One transaction: brands whose only member is the user, the user (FK cascades remove profile, social
   * accounts, payout details, settings, notifications, memberships), the built-in identity (sessions and
   * accounts cascade), a tombstone for the identity and the anonymous feedback.
   */
  async function deleteAccount(input: DeleteAccountInput): Promise<void> {
    await db.transaction(async (tx) => {
      const memberships = tx.select({ brandId: brandMembers.brandId }).from(brandMembers).where(eq(brandMembers.userId, input.userId));
      await tx.delete(brands).where(
        and(
          inArray(brands.id, memberships),
          sql`not exists (select 1 from ${brandMembers} where ${brandMembers.brandId} = ${brands.id} and ${ne(brandMembers.userId, input.userId)})`,
        ),
      );
      await tx.delete(users).where(eq(users.id, input.userId));
      if (input.deleteBuiltinIdentity) await tx.delete(authUsers).where(eq(authUsers.id, input.subject));
      await tx.insert(deletedIdentities).values({ issuer: input.issuer, subject: input.subject }).onConflictDoNothing();
      if (input.reason) await tx.insert(accountDeletionFeedback).values({ persona: input.persona, reason: input.reason });
    });
  }

  return { findPasswordHash, deleteAccount };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
