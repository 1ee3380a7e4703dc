import { and, asc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
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

  /** Writes the reminders of up to `limit` open invites ending in (now, until] not reminded yet, and marks them. */
  async function remindBatch(now: Date, until: Date, limit: number, eventsOf: EventsOf): Promise<number> {
    return db.transaction(async (tx) => {
      const due = (await joinedInvites(tx)
        .where(and(
          eq(campaignInfluencers.status, 'invited'), isNull(campaignInfluencers.expiryReminderSentAt),
          gt(campaignInfluencers.expiresAt, now), lte(campaignInfluencers.expiresAt, until),
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
