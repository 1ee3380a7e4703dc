import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandPaymentMethods, type BrandPaymentMethodRow } from '../db/schema/brand-payment-methods.schema';
import { brands } from '../db/schema/brands.schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewBrandPaymentMethod = Pick<BrandPaymentMethodRow, 'id' | 'brandId' | 'type' | 'details' | 'sealedDetails' | 'summary' | 'createdBy'>;

/**
 * A brand's payment methods (docs/payments-page.md "Payment methods"). Every change runs in one transaction that
 * first locks the brand's row (FOR NO KEY UPDATE: other writes referencing the brand are not blocked), so two changes
 * of one brand's methods never interleave: "one default per brand" (a partial unique index) holds without retries.
 */
export function createBrandPaymentMethodsRepository(db: Database) {
  const lockBrand = (tx: Tx, brandId: string) => tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('no key update');

  /** The default first, then newest first. */
  async function list(brandId: string): Promise<BrandPaymentMethodRow[]> {
    return db.select().from(brandPaymentMethods).where(eq(brandPaymentMethods.brandId, brandId))
      .orderBy(desc(brandPaymentMethods.isDefault), desc(brandPaymentMethods.createdAt), desc(brandPaymentMethods.id));
  }

  async function find(brandId: string, id: string): Promise<BrandPaymentMethodRow | null> {
    const [row] = await db.select().from(brandPaymentMethods)
      .where(and(eq(brandPaymentMethods.brandId, brandId), eq(brandPaymentMethods.id, id))).limit(1);
    return row ?? null;
  }

  /** Adds a method; the brand's first becomes its default. Null when the brand already has `max` methods. */
  async function add(values: NewBrandPaymentMethod, max: number): Promise<BrandPaymentMethodRow | null> {
    return db.transaction(async (tx) => {
      await lockBrand(tx, values.brandId);
      const [counts] = await tx.select({
        total: sql<number>`count(*)::int`,
        defaults: sql<number>`count(*) filter (where ${brandPaymentMethods.isDefault})::int`,
      }).from(brandPaymentMethods).where(eq(brandPaymentMethods.brandId, values.brandId));
      if ((counts?.total ?? 0) >= max) return null;
      const now = new Date();
      const [row] = await tx.insert(brandPaymentMethods)
        .values({ ...values, isDefault: (counts?.defaults ?? 0) === 0, createdAt: now, updatedAt: now }).returning();
      return row!;
    });
  }

  /** Makes `id` the brand's default (the previous one stops being it). Null when the method is not the brand's. */
  async function makeDefault(brandId: string, id: string): Promise<BrandPaymentMethodRow | null> {
    return db.transaction(async (tx) => {
      await lockBrand(tx, brandId);
      const mine = and(eq(brandPaymentMethods.brandId, brandId), eq(brandPaymentMethods.id, id));
      const [target] = await tx.select().from(brandPaymentMethods).where(mine);
      if (!target) return null;
      if (target.isDefault) return target;
      const now = new Date();
      // The old default first: the partial unique index allows one default per brand at every statement.
      await tx.update(brandPaymentMethods).set({ isDefault: false, updatedAt: now })
        .where(and(eq(brandPaymentMethods.brandId, brandId), eq(brandPaymentMethods.isDefault, true), ne(brandPaymentMethods.id, id)));
      const [row] = await tx.update(brandPaymentMethods).set({ isDefault: true, updatedAt: now }).where(mine).returning();
      return row!;
    });
  }

  /**
   * Removes a method. When it was the default, the newest remaining method becomes the default in the same
   * transaction, so the brand is never left without one while it has methods. False when it was not there.
   */
  async function remove(brandId: string, id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      await lockBrand(tx, brandId);
      const [removed] = await tx.delete(brandPaymentMethods)
        .where(and(eq(brandPaymentMethods.brandId, brandId), eq(brandPaymentMethods.id, id))).returning();
      if (!removed) return false;
      if (removed.isDefault) {
        const [next] = await tx.select({ id: brandPaymentMethods.id }).from(brandPaymentMethods)
          .where(eq(brandPaymentMethods.brandId, brandId))
          .orderBy(desc(brandPaymentMethods.createdAt), desc(brandPaymentMethods.id)).limit(1);
        if (next) await tx.update(brandPaymentMethods).set({ isDefault: true, updatedAt: new Date() }).where(eq(brandPaymentMethods.id, next.id));
      }
      return true;
    });
  }

  return { list, find, add, makeDefault, remove };
}

export type BrandPaymentMethodsRepository = ReturnType<typeof createBrandPaymentMethodsRepository>;
