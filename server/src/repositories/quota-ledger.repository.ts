import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { providerQuotaLedger, type ProviderQuotaLedgerRow } from '../db/schema/quota-ledger.schema';

/** The quota the statistics collector spends: YouTube Data API units of the Google Cloud project. */
export const youtubeDataApiQuota = 'youtube.data_api';

/**
 * The per-day quota ledger (migration 0009, docs/analytics.md "Quota ledger"). A reservation is one atomic upsert, so
 * any number of collectors (worker processes) share one day's allowance without overspending it.
 */
export function createQuotaLedgerRepository(db: Database) {
  const t = providerQuotaLedger;

  /**
   * Books `units` (one call) on `day` if the day still has them within `limit` and the provider has not said it is
   * spent; returns the row after booking, or null when refused (nothing booked).
   */
  async function reserve(provider: string, day: string, units: number, limit: number): Promise<ProviderQuotaLedgerRow | null> {
    if (!Number.isInteger(units) || units < 1) throw new RangeError(`units must be a whole number >= 1 (got ${units}).`);
    if (units > limit) return null;
    const [row] = await db.insert(t).values({ provider, quotaDay: day, unitsSpent: units, calls: 1 }).onConflictDoUpdate({
      target: [t.provider, t.quotaDay],
      set: { unitsSpent: sql`${t.unitsSpent} + excluded.units_spent`, calls: sql`${t.calls} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${t.unitsSpent} + excluded.units_spent <= ${limit} and ${t.exhaustedAt} is null`,
    }).returning();
    return row ?? null;
  }

  /** Units spent beyond a reservation (retries, a refresh-and-retry after a 401): recorded, never refused. */
  async function addUnits(provider: string, day: string, units: number, calls: number): Promise<void> {
    if (units <= 0 && calls <= 0) return;
    await db.insert(t).values({ provider, quotaDay: day, unitsSpent: units, calls }).onConflictDoUpdate({
      target: [t.provider, t.quotaDay],
      set: { unitsSpent: sql`${t.unitsSpent} + excluded.units_spent`, calls: sql`${t.calls} + excluded.calls`, updatedAt: sql`now()` },
    });
  }

  /** The provider answered that the day's quota is spent: nothing more goes out until the day ends. */
  async function markExhausted(provider: string, day: string, at: Date): Promise<void> {
    await db.insert(t).values({ provider, quotaDay: day, exhaustedAt: at }).onConflictDoUpdate({
      target: [t.provider, t.quotaDay],
      set: { exhaustedAt: sql`coalesce(${t.exhaustedAt}, excluded.exhausted_at)`, updatedAt: sql`now()` },
    });
  }

  async function find(provider: string, day: string): Promise<ProviderQuotaLedgerRow | null> {
    const [row] = await db.select().from(t).where(and(eq(t.provider, provider), eq(t.quotaDay, day)));
    return row ?? null;
  }

  return { reserve, addUnits, markExhausted, find };
}

export type QuotaLedgerRepository = ReturnType<typeof createQuotaLedgerRepository>;
