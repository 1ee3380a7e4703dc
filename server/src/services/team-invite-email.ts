import { createHash, randomBytes } from 'node:crypto';
import type { TeamRole } from '../../../src/domain/brands/team-permissions';
import { teamInviteEmailTexts, teamInviteLifetimeDays } from '../../../src/domain/brands/team.texts';
import type { SecretBox } from '../crypto/secret-box';
import type { Mailer } from '../integrations/mailer/mailer';
import type { BrandTeamInvitesRepository, TeamInviteWithNames } from '../repositories/brand-team-invites.repository';
import type { OutboxEventInput } from '../repositories/outbox.repository';
import type { OutboxDeliverer } from './outbox.service';

/** Outbox events of this kind e-mail a team invite's link (docs/team.md). */
export const teamInviteEmailKind = 'team-invite-email';

/** A new random 32-byte token (base64url, for the link) and its SHA-256 (hex, the only thing stored). */
export function newInviteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token) };
}
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface TeamInviteEmailPayload {
  inviteId: string;
  to: string;
  brandName: string;
  inviterName: string;
  role: TeamRole;
  message: string;
  /** The token sealed under the event key: the outbox row alone does not give the link away. */
  tokenSealed: string;
  tokenHash: string;
}

/** The e-mail event of a new or resent invite: one per token, so a resend writes a new event. */
export function teamInviteEmailEvent(box: SecretBox, invite: TeamInviteWithNames, token: string): OutboxEventInput<TeamInviteEmailPayload> {
  const eventKey = `${teamInviteEmailKind}:${invite.id}:${invite.tokenHash.slice(0, 16)}`;
  return {
    eventKey,
    kind: teamInviteEmailKind,
    payload: {
      inviteId: invite.id, to: invite.email, brandName: invite.brandName, inviterName: invite.inviterName || invite.inviterEmail || 'A team admin',
      role: invite.role, message: invite.message, tokenSealed: box.seal(token, eventKey), tokenHash: invite.tokenHash,
    },
  };
}

/**
 * Sends the invite through the mailer (SMTP, or the development outbox DATA_DIR/outbox): transactional, no
 * unsubscribe line. An invite revoked, accepted or resent since the event was written is not mailed.
 */
export function createTeamInviteEmailDeliverer(deps: { mailer: Mailer; publicUrl: string; box: SecretBox; invites: Pick<BrandTeamInvitesRepository, 'isCurrent'> }): OutboxDeliverer {
  return async (tx, raw, event) => {
    const payload = raw as TeamInviteEmailPayload;
    if (!(await deps.invites.isCurrent(tx, payload.inviteId, payload.tokenHash))) return;
    const token = deps.box.open(payload.tokenSealed, event.eventKey);
    const link = `${deps.publicUrl.replace(/\/$/, '')}/team/invite/${token}`;
    await deps.mailer.send({
      to: payload.to,
      subject: teamInviteEmailTexts.subject(payload.brandName),
      text: teamInviteEmailTexts.body({ ...payload, link, days: teamInviteLifetimeDays }),
    });
  };
}
