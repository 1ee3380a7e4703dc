import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandMembers } from '../db/schema/brands.schema';
import { campaigns } from '../db/schema/campaigns.schema';
import { influencers, socialAccounts, type InfluencerRow, type SocialAccountRow } from '../db/schema/influencers.schema';
import { campaignInfluencers } from '../db/schema/marketplace.schema';
import { influencerRates } from '../db/schema/directory.schema';
import { userSettings } from '../db/schema/user-settings.schema';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';
import { participantStatuses, profileVisibleTo, settingsJoin, shownCity, shownCountry, type ProfileViewer } from './profile-privacy';

export type InfluencerChanges = Partial<Omit<typeof influencers.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type NewSocialAccount = Omit<typeof socialAccounts.$inferInsert, 'id' | 'createdAt'>;

export function createInfluencersRepository(db: Database) {
  async function findByUserId(userId: string): Promise<InfluencerRow | null> {
    const rows = await db.select().from(influencers).where(eq(influencers.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  async function findById(id: string): Promise<InfluencerRow | null> {
    const rows = await db.select().from(influencers).where(eq(influencers.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * A completed profile as someone else may see it (docs/decisions.md, "Privacy settings"): visible to this kind of
   * viewer, or invited to a campaign of a brand the viewer belongs to; city and country null when hidden.
   */
  async function findPublic(id: string, viewer: { userId: string; kind: ProfileViewer }): Promise<InfluencerRow | null> {
    const invitedByViewersBrand = sql`exists (select 1 from ${campaignInfluencers}
      inner join ${campaigns} on ${campaigns.id} = ${campaignInfluencers.campaignId}
      inner join ${brandMembers} on ${brandMembers.brandId} = ${campaigns.brandId} and ${brandMembers.userId} = ${viewer.userId}
      where ${campaignInfluencers.influencerId} = ${influencers.id} and ${inArray(campaignInfluencers.status, [...participantStatuses])})`;
    const rows = await db.select({ row: influencers, city: shownCity, country: shownCountry }).from(influencers)
      .leftJoin(userSettings, settingsJoin)
      .where(and(eq(influencers.id, id), isNotNull(influencers.profileCompletedAt), or(profileVisibleTo(viewer.kind), invitedByViewersBrand)))
      .limit(1);
    const found = rows[0];
    return found ? { ...found.row, city: found.city, country: found.country } : null;
  }

  /** Creates the user's influencer row, or returns the existing one (one per user). */
  async function createForUser(input: { userId: string; displayName: string; profileCompletedAt?: Date | null }): Promise<InfluencerRow> {
    const inserted = await db
      .insert(influencers)
      .values({ userId: input.userId, displayName: input.displayName, profileCompletedAt: input.profileCompletedAt ?? null })
      .onConflictDoNothing({ target: influencers.userId })
      .returning();
    const row = inserted[0] ?? (await findByUserId(input.userId));
    if (!row) throw new Error('Creating the influencer returned no row.');
    return row;
  }

  /** Creates the caller's profile with these fields or changes them on the existing one (drafts; retries are harmless). */
  async function upsertForUser(userId: string, changes: InfluencerChanges): Promise<InfluencerRow> {
    const now = new Date();
    const [row] = await db
      .insert(influencers)
      .values({ userId, ...changes, updatedAt: now })
      .onConflictDoUpdate({ target: influencers.userId, set: { ...changes, updatedAt: now } })
      .returning();
    if (!row) throw new Error('Saving the influencer returned no row.');
    return row;
  }

  async function update(id: string, changes: InfluencerChanges): Promise<InfluencerRow | null> {
    const [row] = await db.update(influencers).set({ ...changes, updatedAt: new Date() }).where(eq(influencers.id, id)).returning();
    return row ?? null;
  }

  async function remove(id: string): Promise<void> {
    await db.delete(influencers).where(eq(influencers.id, id));
  }

  async function listSocialAccounts(influencerId: string): Promise<SocialAccountRow[]> {
    return db.select().from(socialAccounts).where(eq(socialAccounts.influencerId, influencerId)).orderBy(asc(socialAccounts.createdAt), asc(socialAccounts.id));
  }

  async function countSocialAccounts(influencerId: string): Promise<number> {
    const [row] = await db.select({ value: count() }).from(socialAccounts).where(eq(socialAccounts.influencerId, influencerId));
    return row?.value ?? 0;
  }

  /** Null when the same platform and handle is already linked, to this profile or any other (case-insensitive). */
  async function addSocialAccount(values: NewSocialAccount): Promise<SocialAccountRow | null> {
    const rows = await db.insert(socialAccounts).values(values).onConflictDoNothing().returning();
    return rows[0] ?? null;
  }

  /**
   * Unlinks an account; `events` (a connected account's token revocation, docs/social-integrations.md) are written to
   * the outbox in the same transaction, only when the row was removed.
   */
  async function removeSocialAccount(influencerId: string, id: string, events: readonly OutboxEventInput[] = []): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .delete(socialAccounts)
        .where(and(eq(socialAccounts.id, id), eq(socialAccounts.influencerId, influencerId)))
        .returning({ id: socialAccounts.id });
      if (rows.length > 0) await writeOutboxEvents(tx, events);
      return rows.length > 0;
    });
  }

  /** The asking prices brands see in the directory (docs/directory.md "Rates"). */
  async function countRates(influencerId: string): Promise<number> {
    const [row] = await db.select({ value: count() }).from(influencerRates).where(eq(influencerRates.influencerId, influencerId));
    return row?.value ?? 0;
  }

  /** Adds rates; a rate already set for a placement type is kept. */
  async function addRates(rows: Array<typeof influencerRates.$inferInsert>): Promise<void> {
    if (rows.length) await db.insert(influencerRates).values(rows).onConflictDoNothing();
  }

  return {
    findByUserId, findById, findPublic, createForUser, upsertForUser, update, remove, listSocialAccounts, countSocialAccounts, addSocialAccount,
    removeSocialAccount, countRates, addRates,
  };
}

export type InfluencersRepository = ReturnType<typeof createInfluencersRepository>;
