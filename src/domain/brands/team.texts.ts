import type { TeamRole } from './team-permissions';

/** Days a team invite can be accepted; a resend starts a new period (docs/team.md). */
export const teamInviteLifetimeDays = 7;
/** SPEC §5: the invite message is at most 500 characters. */
export const teamInviteMessageMax = 500;

export const teamRoleLabels: Record<TeamRole, string> = { admin: 'Admin', manager: 'Manager', viewer: 'Viewer' };

export const teamAreaLabels = { campaigns: 'Campaigns', influencers: 'Influencers', payments: 'Payments', analytics: 'Analytics' } as const;
export const teamFlagLabels: Record<string, string> = {
  create: 'Create', edit: 'Edit', delete: 'Delete', view: 'View', invite: 'Invite', message: 'Message', approve: 'Approve', export: 'Export',
};

/** Messages of team management, shared by the SPA and the server (SPEC gives none beyond §5's limits). */
export const teamMessages = {
  roleInvalid: 'Choose a role: admin, manager or viewer.',
  permissionInvalid: 'Unknown permission.',
  messageTooLong: `Message must be at most ${teamInviteMessageMax} characters.`,
  nothingToChange: 'Give a role or permissions to change.',
  manageNotPermitted: 'Only admins of this brand can invite, change or remove team members.',
  lastAdmin: 'A brand needs at least one admin. Make another member an admin first.',
  alreadyMember: 'This person is already a member of the brand.',
  alreadyInvited: 'This e-mail already has a pending invite. Resend it instead.',
  inviteNotFound: 'This invite link is not valid. Ask for a new invite.',
  inviteExpired: 'This invite has expired. Ask an admin of the brand to resend it.',
  inviteRevoked: 'This invite was withdrawn. Ask an admin of the brand for a new one.',
  inviteUsed: 'This invite has already been accepted.',
  inviteOtherEmail: (email: string) => `This invite was sent to ${email}. Sign in with that e-mail address to accept it.`,
  inviteNotPending: 'This invite is no longer pending.',
  influencerCannotJoin: 'Team invites are for brand accounts. Sign in with a brand account to accept it.',
} as const;

/** What the activity list says for each recorded action. */
export const teamActionLabels: Record<string, string> = {
  'invite.sent': 'invited',
  'invite.resent': 'resent the invite to',
  'invite.revoked': 'revoked the invite of',
  'invite.accepted': 'joined the brand as',
  'member.updated': 'changed the access of',
  'member.removed': 'removed',
  'member.left': 'left the brand',
};
export type TeamAction = 'invite.sent' | 'invite.resent' | 'invite.revoked' | 'invite.accepted' | 'member.updated' | 'member.removed' | 'member.left';

/** One line of the team's activity: "Brenda Brand invited new.hire@acme.test", "Tara joined the brand as Manager". */
export function teamActivitySentence(row: {
  actor_name: string;
  action: string;
  subject_name?: string | null;
  subject_email?: string | null;
  details?: unknown;
}): string {
  const verb = teamActionLabels[row.action] ?? row.action;
  if (row.action === 'member.left') return `${row.actor_name} ${verb}`;
  if (row.action === 'invite.accepted') {
    const role = (row.details as { role?: TeamRole } | null | undefined)?.role ?? 'viewer';
    return `${row.actor_name} ${verb} ${teamRoleLabels[role]}`;
  }
  const subject = row.subject_name || row.subject_email || '';
  return subject ? `${row.actor_name} ${verb} ${subject}` : `${row.actor_name} ${verb}`;
}

/** The team invite e-mail: transactional (no unsubscribe line). */
export const teamInviteEmailTexts = {
  subject: (brandName: string) => `You're invited to join ${brandName} on InfluenceHub`,
  body: (input: { brandName: string; inviterName: string; role: TeamRole; message: string; link: string; days: number }) =>
    [
      `${input.inviterName} invited you to join ${input.brandName} on InfluenceHub as ${teamRoleLabels[input.role].toLowerCase()}.`,
      ...(input.message ? [`Their message: "${input.message}"`] : []),
      `Accept the invite: ${input.link}`,
      `The link works once and expires in ${input.days} days. If you did not expect this invite, ignore this e-mail.`,
    ].join('\n\n'),
};
