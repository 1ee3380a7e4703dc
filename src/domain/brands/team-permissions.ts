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

export const hasTeamPermission = (role: TeamRole, permission: TeamPermission): boolean => rolePermissions[role].includes(permission);
