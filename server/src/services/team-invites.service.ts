import { effectivePermissions, type TeamRole } from '../../../src/domain/brands/team-permissions';
import { assertEmailVerified } from './account-security';
import { storedPermissions, teamInviteSchema } from '../../../src/domain/brands/team.rules';
import { teamInviteLifetimeDays, teamMessages as m } from '../../../src/domain/brands/team.texts';
import type { SecretBox } from '../crypto/secret-box';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, conflict, notFound, permissionDenied } from '../plugins/api-error';
import { validateOrThrow } from '../plugins/yup-validation';
import type { BrandTeamInvitesRepository, TeamInviteWithNames } from '../repositories/brand-team-invites.repository';
import type { TeamAccess } from './team-access';
import { hashInviteToken, newInviteToken, teamInviteEmailEvent } from './team-invite-email';

const expiry = (now: Date) => new Date(now.getTime() + teamInviteLifetimeDays * 24 * 60 * 60 * 1000);

const inviteView = (invite: TeamInviteWithNames, now: Date) => ({
  id: invite.id,
  email: invite.email,
  role: invite.role,
  permissions: [...effectivePermissions(invite)],
  custom_permissions: invite.permissions !== null,
  message: invite.message,
  invited_by_name: invite.inviterName || invite.inviterEmail || '',
  expires_at: invite.expiresAt.toISOString(),
  expired: invite.expiresAt <= now,
  created_at: invite.createdAt.toISOString(),
});

/**
 * Team invites (docs/team.md): admins invite by e-mail (the link e-mailed through the outbox), resend (new token,
 * new 7 days) and revoke; the invited person opens the link and, signed in with the invited address, accepts once.
 */
export function createTeamInvitesService(deps: { access: TeamAccess; invites: BrandTeamInvitesRepository; box: SecretBox; kick: () => void }) {
  const { invites } = deps;

  async function list(user: UserRow, brandId: string) {
    await deps.access.member(user, brandId);
    const now = new Date();
    return { results: (await invites.listPending(brandId)).map((invite) => inviteView(invite, now)) };
  }

  async function create(user: UserRow, brandId: string, body: unknown) {
    await deps.access.manager(user, brandId);
    assertEmailVerified(user, 'invite');
    const valid = validateOrThrow(teamInviteSchema, body ?? {});
    const role = valid.role as TeamRole;
    const { token, tokenHash } = newInviteToken();
    const now = new Date();
    const result = await invites.create(
      { brandId, email: valid.email, role, permissions: storedPermissions(role, valid.permissions), message: valid.message, tokenHash, invitedBy: user.id, expiresAt: expiry(now) },
      { brandId, actorUserId: user.id, action: 'invite.sent', subjectEmail: valid.email, details: { role } },
      (invite) => [teamInviteEmailEvent(deps.box, invite, token)],
    );
    if (result === 'member') throw conflict(m.alreadyMember, 'already_member');
    if (result === 'pending') throw conflict(m.alreadyInvited, 'already_invited');
    deps.kick();
    return inviteView(result, now);
  }

  async function resend(user: UserRow, brandId: string, inviteId: string) {
    await deps.access.manager(user, brandId);
    assertEmailVerified(user, 'invite');
    const { token, tokenHash } = newInviteToken();
    const now = new Date();
    const invite = await invites.resend(brandId, inviteId, { tokenHash, expiresAt: expiry(now) },
      (found) => ({ brandId, actorUserId: user.id, action: 'invite.resent', subjectEmail: found.email, details: { invite_id: found.id } }),
      (found) => [teamInviteEmailEvent(deps.box, found, token)]);
    if (!invite) throw notFound(m.inviteNotPending);
    deps.kick();
    return inviteView(invite, now);
  }

  async function revoke(user: UserRow, brandId: string, inviteId: string) {
    await deps.access.manager(user, brandId);
    const done = await invites.revoke(brandId, inviteId,
      (invite) => ({ brandId, actorUserId: user.id, action: 'invite.revoked', subjectEmail: invite.email, details: { invite_id: invite.id } }));
    if (!done) throw notFound(m.inviteNotPending);
  }

  /** GET team-invites/{token}/: what the link offers, for anyone holding it. */
  async function describe(token: string) {
    const invite = await invites.findByTokenHash(hashInviteToken(token));
    if (!invite) throw notFound(m.inviteNotFound);
    const now = new Date();
    const status = invite.revokedAt ? 'revoked' : invite.acceptedAt ? 'accepted' : invite.expiresAt <= now ? 'expired' : 'pending';
    return {
      brand_id: invite.brandId, brand_name: invite.brandName, email: invite.email, role: invite.role,
      permissions: [...effectivePermissions(invite)], inviter_name: invite.inviterName || invite.inviterEmail || '',
      message: invite.message, expires_at: invite.expiresAt.toISOString(), status,
    };
  }

  async function accept(user: UserRow, token: string) {
    if (user.persona === 'influencer') throw permissionDenied(m.influencerCannotJoin);
    const result = await invites.accept(hashInviteToken(token), { id: user.id, email: (user.email ?? '').toLowerCase() }, new Date(),
      (invite) => ({ brandId: invite.brandId, actorUserId: user.id, action: 'invite.accepted', subjectEmail: invite.email, subjectUserId: user.id, details: { role: invite.role, invite_id: invite.id } }));
    switch (result) {
      case 'not_found': throw notFound(m.inviteNotFound);
      case 'revoked': throw new ApiError(410, 'invite_revoked', m.inviteRevoked);
      case 'expired': throw new ApiError(410, 'invite_expired', m.inviteExpired);
      case 'used': throw conflict(m.inviteUsed, 'invite_used');
      case 'member': throw conflict(m.alreadyMember, 'already_member');
      case 'other_email': {
        const invite = await invites.findByTokenHash(hashInviteToken(token));
        throw new ApiError(403, 'invite_other_email', m.inviteOtherEmail(invite?.email ?? ''));
      }
      default: return { brand_id: result.brandId, role: result.role };
    }
  }

  return { list, create, resend, revoke, describe, accept };
}

export type TeamInvitesService = ReturnType<typeof createTeamInvitesService>;
