import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandMembers, brands, type BrandMemberRow } from '../db/schema/brands.schema';
import { users } from '../db/schema/users.schema';
import { recordTeamActivity, type TeamActivityInput } from './brand-team-activity.repository';

export type TeamMemberRow = Pick<BrandMemberRow, 'userId' | 'role' | 'permissions' | 'lastActiveAt' | 'createdAt'> & {
  name: string | null;
  email: string | null;
};

/** A change refused inside its transaction: the member is gone, or it would leave the brand without an admin. */
export type MemberChangeRefusal = 'not_found' | 'last_admin';

/** How often a member's last_active_at is written at most (docs/team.md). */
export const lastActiveIntervalMinutes = 5;

const memberColumns = {
  userId: brandMembers.userId, role: brandMembers.role, permissions: brandMembers.permissions,
  lastActiveAt: brandMembers.lastActiveAt, createdAt: brandMembers.createdAt, name: users.name, email: users.email,
};

/**
 * The members of a brand's team. Changes lock the brand's row first, so two concurrent demotions or removals cannot
 * both pass the last-admin check; each writes its activity row in the same transaction.
 */
export function createBrandTeamMembersRepository(db: Database) {
  async function list(brandId: string): Promise<TeamMemberRow[]> {
    return db.select(memberColumns).from(brandMembers).innerJoin(users, eq(users.id, brandMembers.userId))
      .where(eq(brandMembers.brandId, brandId)).orderBy(asc(brandMembers.createdAt), asc(brandMembers.userId));
  }

  async function find(executor: Database, brandId: string, userId: string): Promise<TeamMemberRow | null> {
    const rows = await executor.select(memberColumns).from(brandMembers).innerJoin(users, eq(users.id, brandMembers.userId))
      .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId))).limit(1);
    return rows[0] ?? null;
  }

  async function lockedAdmins(tx: Database, brandId: string): Promise<number> {
    await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
    const [row] = await tx.select({ n: count() }).from(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.role, 'admin')));
    return row?.n ?? 0;
  }

  /** Sets the role and/or flags (`permissions` undefined keeps them, null = the role's defaults). */
  async function update(
    brandId: string, userId: string, change: { role?: BrandMemberRow['role']; permissions?: string[] | null },
    activity: (before: TeamMemberRow) => TeamActivityInput,
  ): Promise<TeamMemberRow | MemberChangeRefusal> {
    return db.transaction(async (tx) => {
      const admins = await lockedAdmins(tx, brandId);
      const before = await find(tx, brandId, userId);
      if (!before) return 'not_found';
      if (before.role === 'admin' && change.role && change.role !== 'admin' && admins <= 1) return 'last_admin';
      await tx.update(brandMembers).set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.permissions !== undefined ? { permissions: change.permissions } : {}),
      }).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
      await recordTeamActivity(tx, activity(before));
      return (await find(tx, brandId, userId)) as TeamMemberRow;
    });
  }

  /** Removes a member (removed by an admin, or leaving); never the last admin. */
  async function remove(brandId: string, userId: string, activity: (before: TeamMemberRow) => TeamActivityInput): Promise<TeamMemberRow | MemberChangeRefusal> {
    return db.transaction(async (tx) => {
      const admins = await lockedAdmins(tx, brandId);
      const before = await find(tx, brandId, userId);
      if (!before) return 'not_found';
      if (before.role === 'admin' && admins <= 1) return 'last_admin';
      await tx.delete(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
      await recordTeamActivity(tx, activity(before));
      return before;
    });
  }

  /** Marks the user active in every brand they belong to, unless that was done in the last few minutes; how many rows it wrote. */
  async function touch(userId: string): Promise<number> {
    const rows = await db.update(brandMembers).set({ lastActiveAt: sql`now()` }).where(and(
      eq(brandMembers.userId, userId),
      or(isNull(brandMembers.lastActiveAt), lt(brandMembers.lastActiveAt, sql`now() - ${sql.raw(`interval '${lastActiveIntervalMinutes} minutes'`)}`)),
    )).returning({ brandId: brandMembers.brandId });
    return rows.length;
  }

  return { list, find: (brandId: string, userId: string) => find(db, brandId, userId), update, remove, touch };
}

export type BrandTeamMembersRepository = ReturnType<typeof createBrandTeamMembersRepository>;
