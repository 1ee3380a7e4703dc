import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { deletedIdentities } from '../db/schema/user-settings.schema';
import { users } from '../db/schema/users.schema';
import { notAuthenticated } from '../plugins/api-error';
import type { Persona } from '../../../src/domain/constants';
import { welcomeNotification } from '../../../src/domain/notifications/welcome-notification';
import { insertNotificationOnce } from './notifications.repository';

export type UserRow = typeof users.$inferSelect;

export interface IdentityUserInput {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  /** Undefined keeps the stored image; null clears it. */
  imageUrl?: string | null;
  /** Only applied while the stored persona is still null: a persona never changes by token. */
  persona?: Persona | null;
  /** Undefined keeps the stored flag (webhooks); the auth check passes the STAFF_EMAILS verdict. */
  isStaff?: boolean;
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** True when applying `input` to `row` would change nothing, so no write is needed. */
function isUnchanged(row: UserRow, input: IdentityUserInput): boolean {
  return (
    (input.email === null || row.email === input.email) &&
    (input.name === null || row.name === input.name) &&
    (input.imageUrl === undefined || row.imageUrl === input.imageUrl) &&
    (!input.persona || row.persona !== null) &&
    (input.isStaff === undefined || row.isStaff === input.isStaff)
  );
}

export function createUsersRepository(db: Database) {
  // Runs on every authenticated request: built once, and a named prepared statement on PostgreSQL.
  const byIdentity = db
    .select()
    .from(users)
    .where(and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject'))))
    .limit(1)
    .prepare('users_by_identity');

  async function findByIdentity(issuer: string, subject: string): Promise<UserRow | null> {
    const rows = await byIdentity.execute({ issuer, subject });
    return rows[0] ?? null;
  }

  /**
   * Inserts the user or refreshes what the identity provider says about them. A null e-mail or name keeps
   * the stored value (tokens do not always carry those claims). Reads first so the common case is one
   * read and no write.
   */
  async function upsertFromIdentity(input: IdentityUserInput): Promise<UserRow> {
    const existing = await findByIdentity(input.issuer, input.subject);
    if (existing && isUnchanged(existing, input)) return existing;
    // A deleted account's tokens stay valid until they expire; they must not bring the user back.
    if (!existing && (await isDeletedIdentity(input.issuer, input.subject))) throw notAuthenticated('This account has been deleted.');

    const rows = await db
      .insert(users)
      .values({
        issuer: input.issuer,
        subject: input.subject,
        email: input.email,
        name: input.name,
        imageUrl: input.imageUrl ?? null,
        persona: input.persona ?? null,
        isStaff: input.isStaff ?? false,
      })
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        set: {
          email: sql`coalesce(excluded.email, ${users.email})`,
          name: sql`coalesce(excluded.name, ${users.name})`,
          imageUrl: input.imageUrl === undefined ? sql`${users.imageUrl}` : sql`excluded.image_url`,
          persona: sql`coalesce(${users.persona}, excluded.persona)`,
          isStaff: input.isStaff === undefined ? sql`${users.isStaff}` : sql`excluded.is_staff`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    const row = rows[0];
    if (!row) throw new Error('Upserting the user returned no row.');
    // Account created (every path lands here: sign-up hook, first token, Clerk webhook, seed): its welcome
    // notification, on the same executor so a webhook transaction keeps both or neither. Idempotent by
    // event_key, so two racing first requests still leave one.
    if (!existing) await insertNotificationOnce(db, { userId: row.id, ...welcomeNotification(row.persona) });
    return row;
  }

  async function isDeletedIdentity(issuer: string, subject: string): Promise<boolean> {
    const rows = await db
      .select({ subject: deletedIdentities.subject })
      .from(deletedIdentities)
      .where(and(eq(deletedIdentities.issuer, issuer), eq(deletedIdentities.subject, subject)))
      .limit(1);
    return rows.length > 0;
  }

  /** Deletes the user; memberships and the influencer row go with it (ON DELETE CASCADE). */
  async function deleteByIdentity(issuer: string, subject: string): Promise<boolean> {
    const rows = await db
      .delete(users)
      .where(and(eq(users.issuer, issuer), eq(users.subject, subject)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async function findById(id: string): Promise<UserRow | null> {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Case-insensitive; the oldest user when several identities share an e-mail. */
  async function findByEmail(email: string): Promise<UserRow | null> {
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .orderBy(users.createdAt)
      .limit(1);
    return rows[0] ?? null;
  }

  return { upsertFromIdentity, findByIdentity, deleteByIdentity, findById, findByEmail };
}
