import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { assets, type AssetRow } from '../db/schema/assets.schema';

export type NewAsset = typeof assets.$inferInsert;
export interface AssetListFilter {
  kind?: AssetRow['kind'];
  purpose?: AssetRow['purpose'];
}

export function createAssetsRepository(db: Database) {
  async function create(values: NewAsset): Promise<AssetRow> {
    const [row] = await db.insert(assets).values(values).returning();
    if (!row) throw new Error('Inserting the asset returned no row.');
    return row;
  }

  async function findById(id: string): Promise<AssetRow | null> {
    const rows = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async function findOwned(ownerId: string, id: string): Promise<AssetRow | null> {
    const rows = await db.select().from(assets).where(and(eq(assets.id, id), eq(assets.ownerId, ownerId))).limit(1);
    return rows[0] ?? null;
  }

  async function list(ownerId: string, filter: AssetListFilter, page: { limit: number; offset: number }) {
    const conditions: SQL[] = [eq(assets.ownerId, ownerId)];
    if (filter.kind) conditions.push(eq(assets.kind, filter.kind));
    if (filter.purpose) conditions.push(eq(assets.purpose, filter.purpose));
    const where = and(...conditions);
    const [total] = await db.select({ value: count() }).from(assets).where(where);
    const results = await db
      .select()
      .from(assets)
      .where(where)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(page.limit)
      .offset(page.offset);
    return { count: total?.value ?? 0, results };
  }

  async function update(ownerId: string, id: string, changes: Partial<NewAsset>): Promise<AssetRow | null> {
    const [row] = await db
      .update(assets)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(assets.id, id), eq(assets.ownerId, ownerId)))
      .returning();
    return row ?? null;
  }

  async function remove(ownerId: string, id: string): Promise<AssetRow | null> {
    const [row] = await db.delete(assets).where(and(eq(assets.id, id), eq(assets.ownerId, ownerId))).returning();
    return row ?? null;
  }

  async function storageKeysOf(ownerId: string): Promise<string[]> {
    const rows = await db.select({ key: assets.storageKey }).from(assets).where(eq(assets.ownerId, ownerId));
    return rows.map((row) => row.key);
  }

  async function removeAllOf(ownerId: string): Promise<void> {
    await db.delete(assets).where(eq(assets.ownerId, ownerId));
  }

  return { create, findById, findOwned, list, update, remove, storageKeysOf, removeAllOf };
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
