import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userSettings, type UserSettingsRow } from '../db/schema/user-settings.schema';

/** The stored settings document of one user (one row per user, no row = defaults). */
export function createUserSettingsRepository(db: Database) {
  async function find(userId: string): Promise<UserSettingsRow | null> {
    const rows = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
    return rows[0] ?? null;
  }

  /** Replaces the whole document (PUT semantics); repeating the same call leaves the same row. */
  async function save(userId: string, settings: UserSettingsRow['settings']): Promise<UserSettingsRow> {
    const rows = await db
      .insert(userSettings)
      .values({ userId, settings })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: sql`now()` } })
      .returning();
    const row = rows[0];
    if (!row) throw new Error('Saving the settings returned no row.');
    return row;
  }

  return { find, save };
}

export type UserSettingsRepository = ReturnType<typeof createUserSettingsRepository>;
