import { asc, eq } from 'drizzle-orm';
import type { Rate, PlacementType, RateCurrency } from '../../../src/domain/directory/rates.rules';
import type { Availability } from '../../../src/domain/directory/directory.rules';
import type { Database } from '../db/database';
import { influencerRates } from '../db/schema/directory.schema';
import { influencers } from '../db/schema/influencers.schema';

export interface OwnRates {
  availability: Availability;
  rates: Rate[];
}

const rateOf = (row: { placementType: PlacementType; amount: string; currency: RateCurrency }): Rate => ({
  placement_type: row.placementType,
  amount: row.amount,
  currency: row.currency,
});

/** A creator's own asking prices (`influencer_rates`) and availability (`influencers.availability`), by their user. */
export function createInfluencerRatesRepository(db: Database) {
  async function ratesOf(tx: Database, influencerId: string): Promise<Rate[]> {
    // The placement_type enum's order: the order of SPEC's list, as the directory shows them.
    const rows = await tx.select().from(influencerRates).where(eq(influencerRates.influencerId, influencerId)).orderBy(asc(influencerRates.placementType));
    return rows.map(rateOf);
  }

  /** Null before the user has a profile row (setup not started). */
  async function findByUserId(userId: string): Promise<OwnRates | null> {
    const [row] = await db.select({ id: influencers.id, availability: influencers.availability }).from(influencers).where(eq(influencers.userId, userId)).limit(1);
    if (!row) return null;
    return { availability: row.availability, rates: await ratesOf(db, row.id) };
  }

  /**
   * Replaces the whole set in one transaction: availability, then every rate (a placement type left out is removed).
   * The profile row is written first, which creates a draft profile when there is none (as linking an account does)
   * and locks the row, so two replacements at once run one after the other instead of colliding on the rates' key.
   */
  async function replaceForUser(userId: string, value: OwnRates): Promise<OwnRates> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const [profile] = await tx.insert(influencers).values({ userId, availability: value.availability, updatedAt: now })
        .onConflictDoUpdate({ target: influencers.userId, set: { availability: value.availability, updatedAt: now } })
        .returning({ id: influencers.id, availability: influencers.availability });
      if (!profile) throw new Error('Saving the influencer returned no row.');
      await tx.delete(influencerRates).where(eq(influencerRates.influencerId, profile.id));
      if (value.rates.length) {
        await tx.insert(influencerRates).values(value.rates.map((rate) => ({
          influencerId: profile.id, placementType: rate.placement_type, amount: rate.amount, currency: rate.currency, updatedAt: now,
        })));
      }
      return { availability: profile.availability, rates: await ratesOf(tx, profile.id) };
    });
  }

  return { findByUserId, replaceForUser };
}

export type InfluencerRatesRepository = ReturnType<typeof createInfluencerRatesRepository>;
