import { canManageTeam, effectivePermissions, type TeamRole } from '../../../src/domain/brands/team-permissions';
import { storedPermissions, teamMemberUpdateSchema } from '../../../src/domain/brands/team.rules';
import { teamMessages as m } from '../../../src/domain/brands/team.texts';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, notFound } from '../plugins/api-error';
import { validateOrThrow } from '../plugins/yup-validation';
import type { BrandTeamActivityRepository } from '../repositories/brand-team-activity.repository';
import type { BrandTeamMembersRepository, MemberChangeRefusal, TeamMemberRow } from '../repositories/brand-team-members.repository';
import type { TeamAccess } from './team-access';

const lastAdmin = () => new ApiError(409, 'last_admin', m.lastAdmin);

export const teamMemberView = (row: TeamMemberRow) => ({
  user_id: row.userId,
  name: row.name ?? '',
  email: row.email ?? '',
  role: row.role,
  permissions: [...effectivePermissions(row)],
  custom_permissions: row.permissions !== null,
  last_active_at: row.lastActiveAt?.toISOString() ?? null,
  joined_at: row.createdAt.toISOString(),
});

function settled<T>(result: T | MemberChangeRefusal): T {
  if (result === 'not_found') throw notFound();
  if (result === 'last_admin') throw lastAdmin();
  return result as T;
}

/**
 * A brand's team (docs/team.md): every member sees it; admins (team.manage) change roles and flags and remove
 * members; anyone leaves. The last admin cannot be removed, demoted or leave (409 last_admin).
 */
export function createBrandTeamService(deps: {
  access: TeamAccess; members: BrandTeamMembersRepository; activity: BrandTeamActivityRepository; lastActive: Pick<BrandTeamMembersRepository, 'touch'>;
}) {
  async function list(user: UserRow, brandId: string) {
    const me = await deps.access.member(user, brandId);
    const rows = await deps.members.list(brandId);
    return { results: rows.map(teamMemberView), can_manage: canManageTeam(me), my_user_id: user.id };
  }

  async function update(user: UserRow, brandId: string, memberId: string, body: unknown) {
    await deps.access.manager(user, brandId);
    const valid = validateOrThrow(teamMemberUpdateSchema, body ?? {});
    const before = await deps.members.find(brandId, memberId);
    if (!before) throw notFound();
    const role = (valid.role ?? before.role) as TeamRole;
    // Flags given: stored unless they equal the role's defaults; a role change alone goes back to the defaults.
    const permissions = valid.permissions !== undefined ? storedPermissions(role, valid.permissions) : valid.role ? null : undefined;
    const row = settled(await deps.members.update(brandId, memberId, { role: valid.role as TeamRole | undefined, permissions }, (was) => ({
      brandId, actorUserId: user.id, action: 'member.updated', subjectEmail: was.email, subjectUserId: memberId,
      details: { from_role: was.role, to_role: role, permissions: permissions === undefined ? was.permissions : permissions },
    })));
    return teamMemberView(row);
  }

  async function remove(user: UserRow, brandId: string, memberId: string) {
    await deps.access.manager(user, brandId);
    settled(await deps.members.remove(brandId, memberId, (was) => ({
      brandId, actorUserId: user.id, action: memberId === user.id ? 'member.left' : 'member.removed',
      subjectEmail: was.email, subjectUserId: memberId, details: { role: was.role },
    })));
  }

  async function leave(user: UserRow, brandId: string) {
    await deps.access.member(user, brandId);
    settled(await deps.members.remove(brandId, user.id, (was) => ({
      brandId, actorUserId: user.id, action: 'member.left', subjectEmail: was.email, subjectUserId: user.id, details: { role: was.role },
    })));
  }

  async function activity(user: UserRow, brandId: string, page: { offset: number; limit: number }) {
    await deps.access.member(user, brandId);
    const { count, rows } = await deps.activity.page(brandId, page.offset, page.limit);
    return {
      count,
      results: rows.map((row) => ({
        id: row.activity.id,
        action: row.activity.action,
        actor_name: row.actorName || row.actorEmail || '',
        subject_email: row.activity.subjectEmail,
        subject_name: row.subjectName ?? null,
        details: row.activity.details,
        created_at: row.activity.createdAt.toISOString(),
      })),
    };
  }

  /** last_active_at, throttled in memory per user (a minute) and in SQL (five minutes) so most requests write nothing. */
  const touched = new Map<string, number>();
  async function touch(userId: string, now = Date.now()) {
    const last = touched.get(userId);
    if (last !== undefined && now - last < 60_000) return;
    if (touched.size > 10_000) touched.clear();
    // Remembered only once a row was written: a user who joins a brand a moment later is still marked at once.
    if ((await deps.lastActive.touch(userId)) > 0) touched.set(userId, now);
  }

  return { list, update, remove, leave, activity, touch };
}

export type BrandTeamService = ReturnType<typeof createBrandTeamService>;
