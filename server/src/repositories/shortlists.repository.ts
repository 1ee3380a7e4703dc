import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandShortlistMembers, brandShortlists } from '../db/schema/directory.schema';

/** A brand's shortlists and their creators (docs/directory.md "Shortlists"); every call is scoped by brand. */
export function createShortlistsRepository(db: Database) {
  async function list(brandId: string) {
    const lists = await db.select().from(brandShortlists).where(eq(brandShortlists.brandId, brandId)).orderBy(sql`lower(${brandShortlists.name})`, asc(brandShortlists.id));
    const members = lists.length === 0 ? [] : await db.select({ shortlistId: brandShortlistMembers.shortlistId, influencerId: brandShortlistMembers.influencerId })
      .from(brandShortlistMembers).where(inArray(brandShortlistMembers.shortlistId, lists.map((l) => l.id))).orderBy(asc(brandShortlistMembers.addedAt));
    return lists.map((l) => ({ ...l, influencerIds: members.filter((m) => m.shortlistId === l.id).map((m) => m.influencerId) }));
  }

  async function find(brandId: string, id: string) {
    const [row] = await db.select().from(brandShortlists).where(and(eq(brandShortlists.brandId, brandId), eq(brandShortlists.id, id))).limit(1);
    if (!row) return null;
    const members = await db.select({ influencerId: brandShortlistMembers.influencerId }).from(brandShortlistMembers)
      .where(eq(brandShortlistMembers.shortlistId, id)).orderBy(asc(brandShortlistMembers.addedAt));
    return { ...row, influencerIds: members.map((m) => m.influencerId) };
  }

  async function countFor(brandId: string) {
    const [row] = await db.select({ n: count() }).from(brandShortlists).where(eq(brandShortlists.brandId, brandId));
    return row?.n ?? 0;
  }

  /** null when the brand already has a list of that name (case-insensitive). */
  async function create(brandId: string, name: string, createdBy: string) {
    const rows = await db.insert(brandShortlists).values({ brandId, name, createdBy }).onConflictDoNothing().returning();
    return rows[0] ?? null;
  }

  /** 'taken' when another list of the brand has the name; null when there is no such list. */
  async function rename(brandId: string, id: string, name: string): Promise<'ok' | 'taken' | null> {
    const [clash] = await db.select({ id: brandShortlists.id }).from(brandShortlists)
      .where(and(eq(brandShortlists.brandId, brandId), sql`lower(${brandShortlists.name}) = lower(${name})`, sql`${brandShortlists.id} <> ${id}`)).limit(1);
    if (clash) return 'taken';
    const rows = await db.update(brandShortlists).set({ name, updatedAt: new Date() })
      .where(and(eq(brandShortlists.brandId, brandId), eq(brandShortlists.id, id))).returning({ id: brandShortlists.id });
    return rows.length ? 'ok' : null;
  }

  async function remove(brandId: string, id: string) {
    const rows = await db.delete(brandShortlists).where(and(eq(brandShortlists.brandId, brandId), eq(brandShortlists.id, id))).returning({ id: brandShortlists.id });
    return rows.length > 0;
  }

  /** Adds (a second add changes nothing) and touches the list. */
  async function addMember(id: string, influencerId: string, addedBy: string) {
    await db.transaction(async (tx) => {
      await tx.insert(brandShortlistMembers).values({ shortlistId: id, influencerId, addedBy }).onConflictDoNothing();
      await tx.update(brandShortlists).set({ updatedAt: new Date() }).where(eq(brandShortlists.id, id));
    });
  }

  async function removeMember(id: string, influencerId: string) {
    await db.delete(brandShortlistMembers).where(and(eq(brandShortlistMembers.shortlistId, id), eq(brandShortlistMembers.influencerId, influencerId)));
  }

  /** The brand's lists holding this creator. */
  async function holding(brandId: string, influencerId: string): Promise<string[]> {
    const rows = await db.select({ id: brandShortlists.id }).from(brandShortlistMembers)
      .innerJoin(brandShortlists, eq(brandShortlists.id, brandShortlistMembers.shortlistId))
      .where(and(eq(brandShortlists.brandId, brandId), eq(brandShortlistMembers.influencerId, influencerId)));
    return rows.map((row) => row.id);
  }

  return { list, find, countFor, create, rename, remove, addMember, removeMember, holding };
}

export type ShortlistsRepository = ReturnType<typeof createShortlistsRepository>;
