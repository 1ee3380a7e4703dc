import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notifications, type NotificationRow } from '../db/schema/notifications.schema';
import { users } from '../db/schema/users.schema';

export type NewNotification = typeof notifications.$inferInsert;

/**
 * Inserts unless the user already has a notification with the same event_key (the unique constraint);
 * returns the new row, or null when it existed. Without an event_key every call inserts. Standalone so a
 * caller inside a transaction (user creation) writes on its own executor.
 */
export async function insertNotificationOnce(db: Database, values: NewNotification): Promise<NotificationRow | null> {
  const rows = await db.insert(notifications).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * The outbox's delivery of a notification (docs/outbox.md), on the delivering transaction: inserted once by
 * (user_id, event_key); false when the user no longer exists (the account was deleted after the event was written).
 */
export async function deliverNotificationOnce(executor: Database, values: NewNotification): Promise<boolean> {
  const [user] = await executor.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).limit(1);
  if (!user) return false;
  await insertNotificationOnce(executor, values);
  return true;
}

/**
 * `desc nulls last` spelled out: the index is (user_id, created_at DESC NULLS LAST, id DESC NULLS LAST) and a
 * plain `desc` means NULLS FIRST, which the planner cannot serve from it (it sorts the user's rows instead).
 */
const newestFirst = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`];

const ofUser = () => eq(notifications.userId, sql.placeholder('userId'));
const unreadOfUser = () => and(ofUser(), isNull(notifications.readAt));

export function createNotificationsRepository(db: Database) {
  // The list and the counts run on every poll of every signed-in tab: built once, prepared by name on
  // PostgreSQL, each served by an index: (user_id, created_at desc, id desc), the partial unread one, and
  // (user_id, event_key) for the count. The page carries both counts as uncorrelated subqueries (computed
  // once per statement), so a list is one round trip and one pooled connection.
  const countOf = (unreadOnly: boolean) =>
    sql<number>`(select count(*) from ${notifications} as counted where counted.user_id = ${sql.placeholder('userId')}${
      unreadOnly ? sql.raw(' and counted.read_at is null') : sql.raw('')
    })`.mapWith(Number);
  const page = (unreadOnly: boolean, name: string) =>
    db
      .select({ row: notifications, total: countOf(unreadOnly), unread: countOf(true) })
      .from(notifications)
      .where(unreadOnly ? unreadOfUser() : ofUser())
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const total = (unreadOnly: boolean, name: string) =>
    db.select({ value: count() }).from(notifications).where(unreadOnly ? unreadOfUser() : ofUser()).prepare(name);

  const pageAll = page(false, 'notifications_page');
  const pageUnread = page(true, 'notifications_page_unread');
  const countAll = total(false, 'notifications_count');
  const countUnread = total(true, 'notifications_count_unread');

  /** One page, newest first, with the total of the same filter and the caller's unread count. */
  async function listForUser(options: { userId: string; unreadOnly: boolean; limit: number; offset: number }) {
    const { userId, unreadOnly, limit, offset } = options;
    const found = await (unreadOnly ? pageUnread : pageAll).execute({ userId, limit, offset });
    const rows = found.map((item) => item.row);
    if (found[0]) return { rows, count: found[0].total, unreadCount: found[0].unread };
    // An empty first page means no rows at all; past the end (a 404 to be) the counts are read on their own.
    if (offset === 0) return { rows, count: 0, unreadCount: unreadOnly ? 0 : await unreadCount(userId) };
    const [totals, unread] = await Promise.all([(unreadOnly ? countUnread : countAll).execute({ userId }), unreadCount(userId)]);
    return { rows, count: Number(totals[0]?.value ?? 0), unreadCount: unread };
  }

  async function unreadCount(userId: string): Promise<number> {
    const rows = await countUnread.execute({ userId });
    return Number(rows[0]?.value ?? 0);
  }

  const owned = (userId: string, id: string) => and(eq(notifications.userId, userId), eq(notifications.id, id));

  /** Sets read_at once (a second call keeps the first time); null when the user has no such notification. */
  async function markRead(userId: string, id: string): Promise<NotificationRow | null> {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(owned(userId, id))
      .returning();
    return rows[0] ?? null;
  }

  /** Marks every unread notification of the user read; returns how many changed. */
  async function markAllRead(userId: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async function deleteOne(userId: string, id: string): Promise<boolean> {
    const rows = await db.delete(notifications).where(owned(userId, id)).returning({ id: notifications.id });
    return rows.length > 0;
  }

  async function deleteAll(userId: string): Promise<number> {
    const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
    return rows.length;
  }

  const insertOnce = (values: NewNotification) => insertNotificationOnce(db, values);

  async function findByEventKey(userId: string, eventKey: string): Promise<NotificationRow | null> {
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.eventKey, eventKey)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Bulk insert for seeds and benchmarks; duplicates by event_key are skipped. */
  async function insertMany(values: NewNotification[]): Promise<number> {
    if (values.length === 0) return 0;
    const rows = await db.insert(notifications).values(values).onConflictDoNothing().returning({ id: notifications.id });
    return rows.length;
  }

  return { listForUser, unreadCount, markRead, markAllRead, deleteOne, deleteAll, insertOnce, findByEventKey, insertMany };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
