import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { influencers, type InfluencerRow } from '../db/schema/influencers.schema';

export function createInfluencersRepository(db: Database) {
  async function findByUserId(userId: string): Promise<InfluencerRow | null> {
    const rows = await db.select().from(influencers).where(eq(influencers.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  async function findById(id: string): Promise<InfluencerRow | null> {
    const rows = await db.select().from(influencers).where(eq(influencers.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Creates the user's influencer row, or returns the existing one (one per user). */
  async function createForUser(input: {
    userId: string;
    displayName: string;
    profileCompletedAt?: Date | null;
  }): Promise<InfluencerRow> {
    const inserted = await db
      .insert(influencers)
      .values({
        userId: input.userId,
        displayName: input.displayName,
        profileCompletedAt: input.profileCompletedAt ?? null,
      })
      .onConflictDoNothing({ target: influencers.userId })
      .returning();
    const row = inserted[0] ?? (await findByUserId(input.userId));
    if (!row) throw new Error('Creating the influencer returned no row.');
    return row;
  }

  return { findByUserId, findById, createForUser };
}

export type InfluencersRepository = ReturnType<typeof createInfluencersRepository>;
