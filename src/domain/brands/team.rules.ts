import * as yup from 'yup';
import { teamRoles } from '../constants';
import { emailSchema } from '../validation/auth.schemas';
import { allTeamPermissions, rolePermissions, type TeamPermission, type TeamRole } from './team-permissions';
import { teamInviteMessageMax, teamMessages as m } from './team.texts';

const permissionsSchema = yup
  .array(yup.string().oneOf(allTeamPermissions as readonly string[], m.permissionInvalid).defined())
  .nullable();

/** SPEC §5 team invite: e-mail, role admin|manager|viewer, permission flags (null = the role's), message <= 500. */
export const teamInviteSchema = yup.object({
  email: emailSchema,
  role: yup.string().required(m.roleInvalid).oneOf(teamRoles, m.roleInvalid),
  permissions: permissionsSchema,
  message: yup.string().trim().max(teamInviteMessageMax, m.messageTooLong).default(''),
});

/** Changing a member: role and/or flags (null = back to the role's defaults). */
export const teamMemberUpdateSchema = yup
  .object({
    role: yup.string().oneOf(teamRoles, m.roleInvalid),
    permissions: permissionsSchema,
  })
  .test('something', m.nothingToChange, (value) => value.role !== undefined || value.permissions !== undefined);

export interface TeamInviteValues {
  email: string;
  role: TeamRole;
  permissions: TeamPermission[] | null;
  message: string;
}

/** Flags as stored: null when they equal the role's defaults, so a later change of the defaults reaches the member. */
export function storedPermissions(role: TeamRole, permissions: readonly string[] | null | undefined): TeamPermission[] | null {
  if (!permissions) return null;
  const defaults: readonly string[] = rolePermissions[role];
  const chosen = allTeamPermissions.filter((permission) => permissions.includes(permission));
  const same = chosen.length === defaults.length && chosen.every((permission) => defaults.includes(permission));
  return same ? null : chosen;
}
