import type { PublicTeamInvite, TeamActivity, TeamInvite, TeamMember } from '../../api/generated/api';
import { rolePermissions } from '../../domain/brands/team-permissions';

const member = (user_id: string, name: string, email: string, role: TeamMember['role'], last_active_at: string | null): TeamMember => ({
  user_id, name, email, role, permissions: [...rolePermissions[role]], custom_permissions: false, last_active_at, joined_at: '2026-10-01T09:00:00.000Z',
});

export const sampleMembers: TeamMember[] = [
  member('u1', 'Asha Rao', 'asha@acme.test', 'admin', '2026-11-20T10:15:00.000Z'),
  member('u2', 'Manoj Iyer', 'manoj.iyer.with.a.rather.long.address@acme-marketing.test', 'manager', '2026-11-19T08:00:00.000Z'),
  member('u3', 'Vera Viewer', 'vera@acme.test', 'viewer', null),
];

export const sampleInvites: TeamInvite[] = [{
  id: 'i1', email: 'new.hire@acme.test', role: 'manager', permissions: [...rolePermissions.manager], custom_permissions: false, message: 'Welcome!',
  invited_by_name: 'Asha Rao', expires_at: '2026-12-01T10:00:00.000Z', expired: false, created_at: '2026-11-24T10:00:00.000Z',
}];

export const sampleActivity: TeamActivity[] = [
  { id: 'a1', action: 'invite.sent', actor_name: 'Asha Rao', subject_email: 'new.hire@acme.test', subject_name: null, details: { role: 'manager' }, created_at: '2026-11-24T10:00:00.000Z' },
  { id: 'a2', action: 'member.updated', actor_name: 'Asha Rao', subject_email: 'vera@acme.test', subject_name: 'Vera Viewer', details: {}, created_at: '2026-11-23T10:00:00.000Z' },
];

export const sampleInvite: PublicTeamInvite = {
  brand_id: 'b1', brand_name: 'Acme Demo Co.', email: 'new.hire@acme.test', role: 'manager', permissions: [...rolePermissions.manager],
  inviter_name: 'Asha Rao', message: 'Welcome aboard!', expires_at: '2026-12-01T10:00:00.000Z', status: 'pending',
};
