import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notices, type NoticeRow } from '../db/schema/notices.schema';

export type NoticeOrderingField = 'created_at';
export type NewNotice = typeof notices.$inferInsert;

const orderColumns = { created_at: notices.createdAt } as const;

/** Active and inside its optional [starts_at, ends_at) window. */
const isCurrent = (): SQL =>
  and(
    eq(notices.active, true),
    or(isNull(notices.startsAt), lte(notices.startsAt, sql`now()`)),
    or(isNull(notices.endsAt), gt(notices.endsAt, sql`now()`)),
  ) as SQL;

export function createNoticesRepository(db: Database) {
  async function listCurrent(options: {
    limit: number;
    offset: number;
    orderBy: NoticeOrderingField;
    descending: boolean;
  }): Promise<{ count: number; rows: NoticeRow[] }> {
    const column = orderColumns[options.orderBy];
    const direction = options.descending ? desc : asc;
    const [totals, rows] = await Promise.all([
      db.select({ value: count() }).from(notices).where(isCurrent()),
      db
        .select()
        .from(notices)
        .where(isCurrent())
        .orderBy(direction(column), direction(notices.id))
        .limit(options.limit)
        .offset(options.offset),
    ]);
    return { count: Number(totals[0]?.value ?? 0), rows };
  }

  async function findByMessage(message: string): Promise<NoticeRow | null> {
    const rows = await db.select().from(notices).where(eq(notices.message, message)).limit(1);
    return rows[0] ?? null;
  }

  async function create(input: NewNotice): Promise<NoticeRow> {
    const [row] = await db.insert(notices).values(input).returning();
    if (!row) throw new Error('Creating the notice returned no row.');
    return row;
  }

  return { listCurrent, findByMessage, create };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
