import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { campaignInfluencers } from '../db/schema/marketplace.schema';
import { brandManagerIdsOf, joinedInvites, type InviteRecord } from './invites.repository';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';

/** An invite to tell about, with the brand's admins and managers (read in the same transaction). */
export interface InviteToNotify {
  record: InviteRecord;
  managerIds: string[];
}

export type EventsOf = (invites: InviteToNotify[]) => OutboxEventInput[];

/**
 * Invite deadlines (docs/marketplace.md "Invite expiry"). Each batch is one transaction: the state change, its
 * outbox events and the marker saying they were written commit together, so a crash loses nothing and a re-run
 * finds nothing left to do. Rows are claimed FOR UPDATE SKIP LOCKED: concurrent runs split the work, never share it.
 */
export function createInviteExpiryRepository(db: Database) {
  async function withManagers(tx: Database, records: InviteRecord[]): Promise<InviteToNotify[]> {
    const managers = new Map<string, string[]>();
    for (const brandId of new Set(records.map((r) => r.brand.id))) managers.set(brandId, await brandManagerIdsOf(tx, brandId));
    return records.map((record) => ({ record, managerIds: managers.get(record.brand.id) ?? [] }));
  }

  /**
   * Expires up to `limit` invites past their deadline (`ids` limits it to those), then writes the expiry events of up
   * to `limit` expired invites not yet notified (these, and any an older version of the product left behind) and
   * sets their `expiry_notified_at` (partial index `campaign_influencers_expiry_unnotified_idx`).
   */
  async function expireBatch(now: Date, limit: number, ids: string[] | undefined, eventsOf: EventsOf) {
    return db.transaction(async (tx) => {
      const only = (conditions: SQL[]) => and(...conditions, ...(ids ? [inArray(campaignInfluencers.id, ids)] : []));
      const due = await tx.select({ id: campaignInfluencers.id }).from(campaignInfluencers)
        .where(only([eq(campaignInfluencers.status, 'invited'), lte(campaignInfluencers.expiresAt, now)]))
        .orderBy(asc(campaignInfluencers.expiresAt), asc(campaignInfluencers.id)).limit(limit)
        .for('update', { skipLocked: true });
      const expired = due.length === 0 ? [] : await tx.update(campaignInfluencers).set({ status: 'expired', updatedAt: now })
        .where(and(inArray(campaignInfluencers.id, due.map((row) => row.id)), eq(campaignInfluencers.status, 'invited')))
        .returning({ id: campaignInfluencers.id });
      const unnotified = (await joinedInvites(tx)
        .where(only([eq(campaignInfluencers.status, 'expired'), isNull(campaignInfluencers.expiryNotifiedAt)]))
        .orderBy(asc(campaignInfluencers.expiresAt), asc(campaignInfluencers.id)).limit(limit)
        .for('update', { of: campaignInfluencers, skipLocked: true })) as InviteRecord[];
      if (unnotified.length > 0) {
        await writeOutboxEvents(tx, eventsOf(await withManagers(tx, unnotified)));
        await tx.update(campaignInfluencers).set({ expiryNotifiedAt: now })
          .where(inArray(campaignInfluencers.id, unnotified.map((r) => r.invite.id)));
      }
      return { expired: expired.length, notified: unnotified.length };
    });
  }

  /**
   * Writes the reminders of one slot (`hours` before the deadline) for up to `limit` open invites and marks them
   * (`expiry_reminder_sent_at`). Due are invites:
   * - whose deadline is in (now + laterHours, now + hours]: this is their latest slot whose window has begun, so a
   *   run after downtime that finds an invite in a later slot's window too sends only that later one;
   * - whose slot window had not begun when they were sent (`invited_at` before the slot's start; an invite sent with
   *   50 h left gets no 72 h reminder);
   * - not reminded in this slot: `expiry_reminder_sent_at` empty or before the slot's start (then it was an earlier
   *   slot's reminder). One column serves every slot, so no schema change.
   * Rows are claimed FOR UPDATE SKIP LOCKED and the condition is checked again on the locked row (PostgreSQL
   * re-evaluates it after a concurrent commit), so two runs at once remind an invite once per slot; the outbox keys
   * (one per slot) would drop a second write anyway.
   */
  async function remindBatch(now: Date, slot: { hours: number; laterHours: number }, limit: number, eventsOf: EventsOf): Promise<number> {
    const slotStart = sql`${campaignInfluencers.expiresAt} - make_interval(hours => ${slot.hours}::int)`;
    return db.transaction(async (tx) => {
      const due = (await joinedInvites(tx)
        .where(and(
          eq(campaignInfluencers.status, 'invited'),
          gt(campaignInfluencers.expiresAt, new Date(now.getTime() + slot.laterHours * 3_600_000)),
          lte(campaignInfluencers.expiresAt, new Date(now.getTime() + slot.hours * 3_600_000)),
          or(isNull(campaignInfluencers.invitedAt), sql`${campaignInfluencers.invitedAt} < ${slotStart}`),
          or(isNull(campaignInfluencers.expiryReminderSentAt), sql`${campaignInfluencers.expiryReminderSentAt} < ${slotStart}`),
        ))
        .orderBy(asc(campaignInfluencers.expiresAt), asc(campaignInfluencers.id)).limit(limit)
        .for('update', { of: campaignInfluencers, skipLocked: true })) as InviteRecord[];
      if (due.length === 0) return 0;
      await writeOutboxEvents(tx, eventsOf(due.map((record) => ({ record, managerIds: [] }))));
      await tx.update(campaignInfluencers).set({ expiryReminderSentAt: now })
        .where(inArray(campaignInfluencers.id, due.map((r) => r.invite.id)));
      return due.length;
    });
  }

  return { expireBatch, remindBatch };
}

export type InviteExpiryRepository = ReturnType<typeof createInviteExpiryRepository>;
