import { inviteExpiryReminderHours, inviteExpiryReminderSlots } from '../../../src/domain/marketplace/invite-status';
import { inviteNotificationTexts as n, inviteTimeLeft } from '../../../src/domain/marketplace/invite-notifications.texts';
import type { EventsOf, InviteExpiryRepository } from '../repositories/invite-expiry.repository';
import type { InviteRecord } from '../repositories/invites.repository';
import { notificationEvents } from './notification-outbox';
import { reminderEmailEvent } from './outreach-email';
import type { OutboxKick } from './outbox.service';

export const influencerName = (record: Pick<InviteRecord, 'influencer'>) => record.influencer.displayName.trim() || n.someInfluencer;
export const inviteLink = (id: string) => `/campaigns/invites/${id}`;
/** The in-product reminder's key per slot: the 24 h slot's is the key it had before there were slots. */
export const reminderNotificationKey = (inviteId: string, hours: number) =>
  hours === inviteExpiryReminderHours ? `invite-expiring:${inviteId}` : `invite-expiring-${hours}h:${inviteId}`;
export const brandCampaignLink = (record: InviteRecord) => `/brands/${record.brand.id}/campaigns/${record.campaign.id}`;

/** Invites changed and notified per transaction; a run keeps going while batches come back full. */
const batchSize = 500;

/**
 * Invite deadlines (docs/marketplace.md "Invite expiry"): a scheduled job calls `expireDue` and `remindExpiring`.
 * Each batch changes the invites, writes their notifications to the outbox and marks them told in one transaction
 * (invite-expiry.repository.ts), so a crash at any point loses nothing and nothing is told twice; the worker delivers
 * the notifications (docs/outbox.md). Concurrent runs claim different rows (SKIP LOCKED).
 */
export function createInviteExpiryService(deps: { repository: InviteExpiryRepository; outbox: OutboxKick }) {
  const { repository, outbox } = deps;

  /** "Invite expired" to the influencer and to the brand's admins and managers. */
  const expiredEvents: EventsOf = (items) => items.flatMap(({ record, managerIds }) => {
    const { invite, campaign, brand } = record;
    const base = { event: 'invite.expired', eventKey: `invite-expired:${invite.id}`, type: 'warning' as const, title: n.expiredTitle };
    return [
      ...notificationEvents([record.influencer.userId], {
        ...base, message: n.expiredForInfluencer(campaign.name, brand.name), actionUrl: inviteLink(invite.id), actionLabel: n.viewInvite,
      }),
      ...notificationEvents(managerIds, {
        ...base, message: n.expiredForBrand(influencerName(record), campaign.name), actionUrl: brandCampaignLink(record), actionLabel: n.viewCampaign,
      }),
    ];
  });

  /**
   * The in-product reminder and the reminder e-mail of one slot (docs/outreach-email.md "Sending"), saying how long
   * is left. The 24 h slot keeps the keys it always had (`invite-expiring:{id}`, `outreach-email:reminder-24h:{id}`),
   * so rows already in the outbox stay deduplicated; an earlier slot adds its hours (`invite-expiring-72h:{id}`).
   */
  const reminderEvents = (hours: number, now: Date): EventsOf => (items) => items.flatMap(({ record }) => [...notificationEvents([record.influencer.userId], {
    event: 'invite.expiring', eventKey: reminderNotificationKey(record.invite.id, hours), type: 'warning', title: n.expiringTitle,
    message: n.expiring(record.campaign.name, record.brand.name, inviteTimeLeft(record.invite.expiresAt ?? now, now)),
    actionUrl: inviteLink(record.invite.id), actionLabel: n.viewInvite,
  }), reminderEmailEvent(record.invite.id, hours)]);

  /** Expires what is due (`ids` limits it to those) and tells both sides; returns how many expired now. */
  async function expire(now: Date, ids?: string[]): Promise<number> {
    let expired = 0;
    let notified = 0;
    for (;;) {
      const batch = await repository.expireBatch(now, batchSize, ids, expiredEvents);
      expired += batch.expired;
      notified += batch.notified;
      if (batch.expired < batchSize && batch.notified < batchSize) break;
    }
    if (notified > 0) outbox.kick();
    return expired;
  }

  /** Marks every invite past its deadline expired and tells both sides; returns how many expired now. */
  const expireDue = (now: Date = new Date()) => expire(now);

  /** Expires the invites among `ids` that are past their deadline (an answer that came too late); true if any. */
  const expireIfDue = async (ids: string[], now: Date = new Date()) => (await expire(now, ids)) > 0;

  /**
   * "Invite expiring" (and its e-mail) to influencers whose invite entered a reminder slot (inviteExpiryReminderSlots:
   * 72 h and 24 h before the deadline), once per slot; returns how many this call reminded. Each invite is due in at
   * most one slot per run (its latest begun one), so after downtime only the later reminder goes.
   */
  async function remindExpiring(now: Date = new Date()): Promise<number> {
    let reminded = 0;
    for (const [index, hours] of inviteExpiryReminderSlots.entries()) {
      const slot = { hours, laterHours: inviteExpiryReminderSlots[index + 1] ?? 0 };
      for (;;) {
        const count = await repository.remindBatch(now, slot, batchSize, reminderEvents(hours, now));
        reminded += count;
        if (count < batchSize) break;
      }
    }
    if (reminded > 0) outbox.kick();
    return reminded;
  }

  return { expireDue, expireIfDue, remindExpiring };
}

export type InviteExpiryService = ReturnType<typeof createInviteExpiryService>;
