import { inviteExpiryReminderHours } from '../../../src/domain/marketplace/invite-status';
import { inviteNotificationTexts as n } from '../../../src/domain/marketplace/invite-notifications.texts';
import type { InviteRecord, InvitesRepository } from '../repositories/invites.repository';
import type { NotificationsService } from './notifications.service';

export const influencerName = (record: Pick<InviteRecord, 'influencer'>) => record.influencer.displayName.trim() || n.someInfluencer;
export const inviteLink = (id: string) => `/campaigns/invites/${id}`;
export const brandCampaignLink = (record: InviteRecord) => `/brands/${record.brand.id}/campaigns/${record.campaign.id}`;

/** Invites read and notified per round trip; a run keeps going while batches come back full. */
const notifyBatchSize = 500;

/**
 * Runs `handle` for each record. One failing record does not hold back the others (it stays unmarked and the next
 * run retries it); the failures are rethrown at the end so the job run is reported as failed.
 */
async function handleEach(records: InviteRecord[], handle: (record: InviteRecord) => Promise<void>): Promise<void> {
  const failures: unknown[] = [];
  for (const record of records) {
    try {
      await handle(record);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} invite notifications failed; the next run retries them.`);
}

/**
 * Invite deadlines (docs/marketplace.md "Invite expiry"): a scheduled job calls `expireDue` and `remindExpiring`.
 * Notifying is driven by state that is written only after the sends succeed, so a crash at any point loses nothing:
 * - Expiry: the status change is one compare-and-set UPDATE (concurrent runs never expire a row twice); then every
 *   expired invite with `expiry_notified_at` still null is notified and only then marked, so the next run heals a run
 *   that died in between.
 * - Reminders: sent first, `expiry_reminder_sent_at` set after, so a failed send is retried by the next run.
 * Concurrent runs may both send; each notification carries an event key, so the user still gets it once.
 */
export function createInviteExpiryService(deps: { invites: InvitesRepository; notifications: Pick<NotificationsService, 'notify'> }) {
  const { invites, notifications } = deps;

  /** "Invite expired" to the influencer and to the brand's admins and managers. */
  async function notifyExpired(record: InviteRecord): Promise<void> {
    const { invite, campaign, brand } = record;
    await notifications.notify(record.influencer.userId, {
      event: 'invite.expired', eventKey: `invite-expired:${invite.id}`, type: 'warning', title: n.expiredTitle,
      message: n.expiredForInfluencer(campaign.name, brand.name), actionUrl: inviteLink(invite.id), actionLabel: n.viewInvite,
    });
    for (const userId of await invites.brandManagerIds(brand.id)) {
      await notifications.notify(userId, {
        event: 'invite.expired', eventKey: `invite-expired:${invite.id}`, type: 'warning', title: n.expiredTitle,
        message: n.expiredForBrand(influencerName(record), campaign.name), actionUrl: brandCampaignLink(record), actionLabel: n.viewCampaign,
      });
    }
  }

  /** Tells both sides of every expired invite not yet notified (`ids` limits it to those), marking each after its sends. */
  async function notifyUnnotifiedExpiries(now: Date, ids?: string[]): Promise<void> {
    for (;;) {
      const batch = await invites.expiredUnnotified(notifyBatchSize, ids);
      await handleEach(batch, async (record) => {
        await notifyExpired(record);
        await invites.markExpiryNotified(record.invite.id, now);
      });
      // Every row of a batch that did not throw is now marked (by this run or another), so the next batch is new rows.
      if (batch.length < notifyBatchSize) return;
    }
  }

  /** Marks every invite past its deadline expired and tells both sides; returns how many expired now. */
  async function expireDue(now: Date = new Date()): Promise<number> {
    const expired = await invites.expireDue(now);
    await notifyUnnotifiedExpiries(now);
    return expired.length;
  }

  /** Expires the invites among `ids` that are past their deadline (an answer that came too late); true if any. */
  async function expireIfDue(ids: string[], now: Date = new Date()): Promise<boolean> {
    const expired = await invites.expireDue(now, ids);
    await notifyUnnotifiedExpiries(now, ids);
    return expired.length > 0;
  }

  /** "Invite expiring" to influencers whose invite ends within inviteExpiryReminderHours; returns how many this call marked. */
  async function remindExpiring(now: Date = new Date()): Promise<number> {
    const until = new Date(now.getTime() + inviteExpiryReminderHours * 3_600_000);
    let reminded = 0;
    for (;;) {
      const batch = await invites.dueReminders(now, until, notifyBatchSize);
      await handleEach(batch, async (record) => {
        await notifications.notify(record.influencer.userId, {
          event: 'invite.expiring', eventKey: `invite-expiring:${record.invite.id}`, type: 'warning', title: n.expiringTitle,
          message: n.expiring(record.campaign.name, record.brand.name, inviteExpiryReminderHours),
          actionUrl: inviteLink(record.invite.id), actionLabel: n.viewInvite,
        });
        if (await invites.markReminded(record.invite.id, now)) reminded += 1;
      });
      if (batch.length < notifyBatchSize) return reminded;
    }
  }

  return { expireDue, expireIfDue, remindExpiring };
}

export type InviteExpiryService = ReturnType<typeof createInviteExpiryService>;
