import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { SuppressionChangeActor } from '../../../src/domain/outreach/email-suppression.texts';
import type { SuppressionReason } from '../../../src/domain/outreach/outreach-email.texts';
import { likePatterns } from '../../../src/domain/search/search';
import type { Database } from '../db/database';
import { emailSuppressionChanges, emailSuppressions, type EmailSuppressionRow } from '../db/schema/outreach-email.schema';

export interface SuppressionActor {
  actor: SuppressionChangeActor;
  /** The user who made the change; null for the service token. */
  actorId: string | null;
}

/**
 * The suppression list's hand changes (docs/outreach-email.md "Suppression list"): list, add, remove. Each change
 * and its record in `email_suppression_changes` commit together. The mailer's own additions go through
 * outreach-email.repository.ts `suppress`.
 */
export function createEmailSuppressionsRepository(db: Database) {
  async function find(email: string, executor: Database = db): Promise<EmailSuppressionRow | null> {
    const [row] = await executor.select().from(emailSuppressions).where(eq(emailSuppressions.email, email.toLowerCase())).limit(1);
    return row ?? null;
  }

  /** One page of the list, newest first unless `ascending`; `search` matches part of the address. */
  async function list(filter: { search?: string; reason?: SuppressionReason }, offset: number, limit: number, ascending: boolean) {
    const conditions: SQL[] = [];
    if (filter.search) conditions.push(ilike(emailSuppressions.email, likePatterns(filter.search.toLowerCase()).contains));
    if (filter.reason) conditions.push(eq(emailSuppressions.reason, filter.reason));
    const where = conditions.length ? and(...conditions) : undefined;
    const [total] = await db.select({ n: count() }).from(emailSuppressions).where(where);
    const rows = await db.select().from(emailSuppressions).where(where)
      .orderBy(ascending ? asc(emailSuppressions.createdAt) : desc(emailSuppressions.createdAt), asc(emailSuppressions.email))
      .offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  /** Adds the address with `reason` and records who did; null when it was on the list already (its row is kept). */
  async function add(email: string, reason: SuppressionReason, by: SuppressionActor): Promise<EmailSuppressionRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(emailSuppressions).values({ email, reason }).onConflictDoNothing({ target: emailSuppressions.email }).returning();
      if (!row) return null;
      await tx.insert(emailSuppressionChanges).values({ email, action: 'added', reason, ...by });
      return row;
    });
  }

  /**
   * Removes the address and records who did, when `allowed` says yes to its row (read locked, so a concurrent
   * removal waits and then finds nothing). Returns the removed row, `{ refused }` with the row, or null when absent.
   */
  async function remove(email: string, by: SuppressionActor, allowed: (row: EmailSuppressionRow) => boolean = () => true) {
    return db.transaction(async (tx): Promise<{ removed: EmailSuppressionRow } | { refused: EmailSuppressionRow } | null> => {
      const [row] = await tx.select().from(emailSuppressions).where(eq(emailSuppressions.email, email.toLowerCase())).limit(1).for('update');
      if (!row) return null;
      if (!allowed(row)) return { refused: row };
      await tx.delete(emailSuppressions).where(eq(emailSuppressions.email, row.email));
      await tx.insert(emailSuppressionChanges).values({ email: row.email, action: 'removed', reason: row.reason, ...by });
      return { removed: row };
    });
  }

  /** The hand changes of an address, newest first (tests; operators read them with SQL). */
  const changes = (email: string) =>
    db.select().from(emailSuppressionChanges).where(eq(emailSuppressionChanges.email, email.toLowerCase())).orderBy(desc(emailSuppressionChanges.createdAt));

  return { find, list, add, remove, changes };
}

export type EmailSuppressionsRepository = ReturnType<typeof createEmailSuppressionsRepository>;
