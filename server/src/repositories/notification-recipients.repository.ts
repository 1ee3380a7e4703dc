import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userSettings } from '../db/schema/user-settings.schema';
import { users } from '../db/schema/users.schema';

/** Who a notification e-mail goes to: the address and the stored settings document (null: all defaults). */
export async function notificationRecipient(executor: Database, userId: string) {
  const [row] = await executor
    .select({ email: users.email, settings: userSettings.settings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
