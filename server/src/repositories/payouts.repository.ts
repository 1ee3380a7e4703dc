import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { payoutDetails, type PayoutDetailsRow } from '../db/schema/payout-details.schema';

export function createPayoutsRepository(db: Database) {
  async function find(userId: string): Promise<PayoutDetailsRow | null> {
    const rows = await db.select().from(payoutDetails).where(eq(payoutDetails.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  /** `find` for several users at once (a payout run's chunk). */
  async function findMany(userIds: string[]): Promise<PayoutDetailsRow[]> {
    if (userIds.length === 0) return [];
    return db.select().from(payoutDetails).where(inArray(payoutDetails.userId, userIds));
  }

  /** One row per user: saving again (or switching method) replaces the details; repeating a save is harmless. */
  async function save(values: Pick<PayoutDetailsRow, 'userId' | 'method' | 'detailsSealed' | 'maskedHint'>): Promise<PayoutDetailsRow> {
    const now = new Date();
    const [row] = await db
      .insert(payoutDetails)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: payoutDetails.userId,
        set: { method: values.method, detailsSealed: values.detailsSealed, maskedHint: values.maskedHint, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error('Saving payout details returned no row.');
    return row;
  }

  async function remove(userId: string): Promise<boolean> {
    const rows = await db.delete(payoutDetails).where(eq(payoutDetails.userId, userId)).returning({ userId: payoutDetails.userId });
    return rows.length > 0;
  }

  return { find, findMany, save, remove };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
