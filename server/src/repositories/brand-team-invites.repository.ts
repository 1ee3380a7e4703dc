import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandTeamInvites, type BrandTeamInviteRow } from '../db/schema/brand-team.schema';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { users } from '../db/schema/users.schema';
import { recordTeamActivity, type TeamActivityInput } from './brand-team-activity.repository';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';

export type TeamInviteWithNames = BrandTeamInviteRow & { brandName: string; inviterName: string | null; inviterEmail: string | null };

const pending = and(isNull(brandTeamInvites.acceptedAt), isNull(brandTeamInvites.revokedAt));
const withNames = { invite: brandTeamInvites, brandName: brands.name, inviterName: users.name, inviterEmail: users.email };
const flatten = (row: { invite: BrandTeamInviteRow; brandName: string; inviterName: string | null; inviterEmail: string | null }): TeamInviteWithNames =>
  ({ ...row.invite, brandName: row.brandName, inviterName: row.inviterName, inviterEmail: row.inviterEmail });

export type InviteCreateRefusal = 'member' | 'pending';
export type InviteAcceptRefusal = 'not_found' | 'revoked' | 'used' | 'expired' | 'other_email' | 'member';

/**
 * Team invites. Every change writes its activity row and, for a new or resent invite, its e-mail event (outbox) in
 * one transaction; an invite's own row is locked while it is accepted, so a link is used once.
 */
export function createBrandTeamInvitesRepository(db: Database) {
  const select = (executor: Database) => executor.select(withNames).from(brandTeamInvites)
    .innerJoin(brands, eq(brands.id, brandTeamInvites.brandId)).leftJoin(users, eq(users.id, brandTeamInvites.invitedBy));

  async function listPending(brandId: string): Promise<TeamInviteWithNames[]> {
    const rows = await select(db).where(and(eq(brandTeamInvites.brandId, brandId), pending)).orderBy(asc(brandTeamInvites.createdAt));
    return rows.map(flatten);
  }

  async function findByTokenHash(tokenHash: string): Promise<TeamInviteWithNames | null> {
    const rows = await select(db).where(eq(brandTeamInvites.tokenHash, tokenHash)).limit(1);
    return rows[0] ? flatten(rows[0]) : null;
  }

  /** A new invite; an expired pending one to the same address is revoked first (one pending per brand and e-mail). */
  async function create(
    input: Pick<BrandTeamInviteRow, 'brandId' | 'email' | 'role' | 'permissions' | 'message' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
    activity: TeamActivityInput, eventsOf: (invite: TeamInviteWithNames) => OutboxEventInput[],
  ): Promise<TeamInviteWithNames | InviteCreateRefusal> {
    return db.transaction(async (tx) => {
      await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId)).for('update');
      const member = await tx.select({ userId: brandMembers.userId }).from(brandMembers).innerJoin(users, eq(users.id, brandMembers.userId))
        .where(and(eq(brandMembers.brandId, input.brandId), sql`lower(${users.email}) = ${input.email}`)).limit(1);
      if (member.length) return 'member';
      const [open] = await tx.select().from(brandTeamInvites)
        .where(and(eq(brandTeamInvites.brandId, input.brandId), eq(brandTeamInvites.email, input.email), pending)).limit(1);
      if (open && open.expiresAt > new Date()) return 'pending';
      if (open) await tx.update(brandTeamInvites).set({ revokedAt: new Date() }).where(eq(brandTeamInvites.id, open.id));
      const [row] = await tx.insert(brandTeamInvites).values(input).returning();
      const [named] = await select(tx).where(eq(brandTeamInvites.id, row!.id));
      const invite = flatten(named!);
      await recordTeamActivity(tx, { ...activity, details: { ...activity.details, invite_id: invite.id } });
      await writeOutboxEvents(tx, eventsOf(invite));
      return invite;
    });
  }

  /** A new token and expiry for a pending invite of the brand; null when there is none. */
  async function resend(
    brandId: string, inviteId: string, change: { tokenHash: string; expiresAt: Date },
    activity: (invite: TeamInviteWithNames) => TeamActivityInput, eventsOf: (invite: TeamInviteWithNames) => OutboxEventInput[],
  ): Promise<TeamInviteWithNames | null> {
    return db.transaction(async (tx) => {
      const updated = await tx.update(brandTeamInvites).set(change)
        .where(and(eq(brandTeamInvites.id, inviteId), eq(brandTeamInvites.brandId, brandId), pending)).returning({ id: brandTeamInvites.id });
      if (!updated.length) return null;
      const [named] = await select(tx).where(eq(brandTeamInvites.id, inviteId));
      const invite = flatten(named!);
      await recordTeamActivity(tx, activity(invite));
      await writeOutboxEvents(tx, eventsOf(invite));
      return invite;
    });
  }

  /** Withdraws a pending invite; its link stops working. */
  async function revoke(brandId: string, inviteId: string, activity: (invite: BrandTeamInviteRow) => TeamActivityInput): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.update(brandTeamInvites).set({ revokedAt: new Date() })
        .where(and(eq(brandTeamInvites.id, inviteId), eq(brandTeamInvites.brandId, brandId), pending)).returning();
      if (!row) return false;
      await recordTeamActivity(tx, activity(row));
      return true;
    });
  }

  /** Accepts the invite of `tokenHash` for a user whose account e-mail is `email`: adds the member, marks it used. */
  async function accept(
    tokenHash: string, user: { id: string; email: string }, now: Date, activity: (invite: BrandTeamInviteRow) => TeamActivityInput,
  ): Promise<BrandTeamInviteRow | InviteAcceptRefusal> {
    return db.transaction(async (tx) => {
      const [invite] = await tx.select().from(brandTeamInvites).where(eq(brandTeamInvites.tokenHash, tokenHash)).for('update');
      if (!invite) return 'not_found';
      if (invite.revokedAt) return 'revoked';
      if (invite.acceptedAt) return 'used';
      if (invite.expiresAt <= now) return 'expired';
      if (invite.email !== user.email) return 'other_email';
      const added = await tx.insert(brandMembers).values({ brandId: invite.brandId, userId: user.id, role: invite.role, permissions: invite.permissions })
        .onConflictDoNothing().returning({ userId: brandMembers.userId });
      if (!added.length) return 'member';
      await tx.update(brandTeamInvites).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(brandTeamInvites.id, invite.id));
      await recordTeamActivity(tx, activity(invite));
      return invite;
    });
  }

  /** Whether the invite still carries this token and is pending (the e-mail deliverer skips superseded links). */
  async function isCurrent(executor: Database, inviteId: string, tokenHash: string): Promise<boolean> {
    const rows = await executor.select({ id: brandTeamInvites.id }).from(brandTeamInvites)
      .where(and(eq(brandTeamInvites.id, inviteId), eq(brandTeamInvites.tokenHash, tokenHash), pending)).limit(1);
    return rows.length > 0;
  }

  return { listPending, findByTokenHash, create, resend, revoke, accept, isCurrent };
}

export type BrandTeamInvitesRepository = ReturnType<typeof createBrandTeamInvitesRepository>;
