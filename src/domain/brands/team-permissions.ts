import type { teamRoles } from '../constants';

export type TeamRole = (typeof teamRoles)[number];

/** SPEC §5's team permission flags, by area. */
export const teamPermissionFlags = {
  campaigns: ['create', 'edit', 'delete', 'view'],
  influencers: ['invite', 'message', 'view'],
  payments: ['approve', 'view'],
  analytics: ['view', 'export'],
} as const;

type Flags = typeof teamPermissionFlags;
export type TeamPermission = { [Area in keyof Flags]: `${Area}.${Flags[Area][number]}` }[keyof Flags];

export const allTeamPermissions = Object.entries(teamPermissionFlags).flatMap(([area, flags]) =>
  flags.map((flag) => `${area}.${flag}` as TeamPermission),
);

/**
 * What each team role may do (SPEC §5 names the roles and flags but not who holds which; docs/campaigns.md):
 * admins everything; managers run campaigns and influencer work but do not approve payments; viewers only look.
 * The server checks these flags, never the role name, so per-member flags (team invites carry `permissions`)
 * can replace the role's defaults without touching any check.
 */
export const rolePermissions: Record<TeamRole, readonly TeamPermission[]> = {
  admin: allTeamPermissions,
  manager: allTeamPermissions.filter((permission) => permission !== 'payments.approve'),
  viewer: allTeamPermissions.filter((permission) => permission.endsWith('.view')),
};

/** A member as the checks see it: the role, and per-member flags (null or absent = the role's defaults). */
export interface TeamMemberFlags {
  role: TeamRole;
  permissions?: readonly string[] | null;
}

const isPermission = (value: string): value is TeamPermission => (allTeamPermissions as readonly string[]).includes(value);

/** The flags a member holds: their own list when they have one (unknown names dropped), else the role's defaults. */
export function effectivePermissions(member: TeamMemberFlags): readonly TeamPermission[] {
  if (!member.permissions) return rolePermissions[member.role];
  return allTeamPermissions.filter((permission) => member.permissions!.includes(permission) && isPermission(permission));
}

/** Whether a role, or a member with per-member flags, holds `permission` (docs/team.md). */
export const hasTeamPermission = (who: TeamRole | TeamMemberFlags, permission: TeamPermission): boolean =>
  effectivePermissions(typeof who === 'string' ? { role: who } : who).includes(permission);

/**
 * team.manage: inviting, changing and removing members, and revoking invites. Admins only, whatever their flags
 * (the one rule about a role name; docs/team.md). Anyone may leave.
 */
export const canManageTeam = (who: TeamRole | TeamMemberFlags): boolean => (typeof who === 'string' ? who : who.role) === 'admin';

/** The signed-in user as whoami describes their current brand: the role and the effective flags (docs/team.md). */
export interface SignedInMember {
  brand_role?: TeamRole | null;
  /** The flags the server checks for this member (their own list, else the role's defaults). */
  brand_permissions?: readonly string[] | null;
}

/**
 * Whether the signed-in user may do `permission` in their current brand: whoami's brand_permissions, so a member's
 * own flags count as they do on the server (the role's defaults only when whoami carries no flags). null when they
 * are no brand member: influencers, staff and brand accounts without a brand keep whatever each page decided for them.
 */
export function memberMay(whoami: SignedInMember | null | undefined, permission: TeamPermission): boolean | null {
  if (!whoami?.brand_role) return null;
  return hasTeamPermission({ role: whoami.brand_role, permissions: whoami.brand_permissions ?? null }, permission);
}
