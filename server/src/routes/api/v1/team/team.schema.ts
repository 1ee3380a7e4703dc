import { Type } from '@sinclair/typebox';
import { allTeamPermissions } from '../../../../../../src/domain/brands/team-permissions';
import { teamRoles } from '../../../../../../src/domain/constants';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

/** Team management (docs/team.md). Rules and messages: src/domain/brands/team.rules.ts (400 with field errors). */
const when = (description: string) => Type.String({ format: 'date-time', description });
const flags = (description: string) => Type.Array(StringEnum(allTeamPermissions), { description });

export const TeamMember = Type.Object({
  user_id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
  role: StringEnum(teamRoles),
  permissions: flags("The member's effective flags: their own, or the role's defaults."),
  custom_permissions: Type.Boolean({ description: 'The member has their own flags instead of the role defaults.' }),
  last_active_at: Nullable(when('Last authenticated request (written at most every few minutes); null: never.')),
  joined_at: when('When the member joined.'),
}, { $id: 'TeamMember', additionalProperties: false });

export const TeamMemberList = Type.Object({
  results: Type.Array(ref(TeamMember), { description: 'Oldest member first.' }),
  can_manage: Type.Boolean({ description: 'The caller may invite, change and remove members (admins: team.manage).' }),
  my_user_id: Type.String({ format: 'uuid' }),
}, { $id: 'TeamMemberList', additionalProperties: false });

export const TeamMemberUpdate = Type.Object({
  role: Type.Optional(Type.String({ maxLength: 20, description: 'admin, manager or viewer; alone, it resets the flags to the role defaults.' })),
  permissions: Type.Optional(Type.Union([Type.Null(), Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })], {
    description: 'The flags; null = the role defaults.',
  })),
}, { $id: 'TeamMemberUpdate', additionalProperties: false });

export const TeamInvite = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  role: StringEnum(teamRoles),
  permissions: flags('The flags the member will get.'),
  custom_permissions: Type.Boolean(),
  message: Type.String(),
  invited_by_name: Type.String(),
  expires_at: when('7 days after it was sent or last resent.'),
  expired: Type.Boolean(),
  created_at: when('When it was sent first.'),
}, { $id: 'TeamInvite', additionalProperties: false });

export const TeamInviteList = Type.Object({
  results: Type.Array(ref(TeamInvite), { description: 'Pending invites (expired ones included, flagged), oldest first.' }),
}, { $id: 'TeamInviteList', additionalProperties: false });

export const TeamInviteCreate = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320 })),
  role: Type.Optional(Type.String({ maxLength: 20, description: 'admin, manager or viewer.' })),
  permissions: Type.Optional(Type.Union([Type.Null(), Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })], {
    description: 'SPEC §5 flags; null or absent = the role defaults.',
  })),
  message: Type.Optional(Type.String({ maxLength: 2000, description: 'At most 500 characters.' })),
}, { $id: 'TeamInviteCreate', additionalProperties: false });

export const TeamActivity = Type.Object({
  id: Type.String({ format: 'uuid' }),
  action: Type.String({ description: 'invite.sent, invite.resent, invite.revoked, invite.accepted, member.updated, member.removed or member.left.' }),
  actor_name: Type.String(),
  subject_email: Nullable(Type.String()),
  subject_name: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
  created_at: when('When it happened.'),
}, { $id: 'TeamActivity', additionalProperties: false });

export const PaginatedTeamActivity = paginated(ref(TeamActivity), 'PaginatedTeamActivity');
export const TeamActivityQuery = pageQuery(['created_at'] as const, '-created_at');

export const PublicTeamInvite = Type.Object({
  brand_id: Type.String({ format: 'uuid' }),
  brand_name: Type.String(),
  email: Type.String({ description: 'The address the invite was sent to; accepting needs an account with it.' }),
  role: StringEnum(teamRoles),
  permissions: flags('The flags the member will get.'),
  inviter_name: Type.String(),
  message: Type.String(),
  expires_at: when('When the link stops working.'),
  status: StringEnum(['pending', 'expired', 'accepted', 'revoked'] as const),
}, { $id: 'PublicTeamInvite', additionalProperties: false });

export const TeamInviteAccepted = Type.Object({
  brand_id: Type.String({ format: 'uuid' }),
  role: StringEnum(teamRoles),
}, { $id: 'TeamInviteAccepted', additionalProperties: false });

export const TeamMemberParams = Type.Object({ id: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) });
export const TeamInviteParams = Type.Object({ id: Type.String({ format: 'uuid' }), inviteId: Type.String({ format: 'uuid' }) });
export const TeamTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type TeamActivityQueryValue = { page: number; page_size: number; ordering: 'created_at' | '-created_at' };

export const teamComponents = [
  TeamMember, TeamMemberList, TeamMemberUpdate, TeamInvite, TeamInviteList, TeamInviteCreate, TeamActivity, PaginatedTeamActivity,
  PublicTeamInvite, TeamInviteAccepted,
];
