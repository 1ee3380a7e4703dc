import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandMembers, brands, type BrandMemberRow, type BrandRow } from '../db/schema/brands.schema';

export type BrandRole = BrandMemberRow['role'];

export function createBrandsRepository(db: Database) {
  async function findById(id: string): Promise<BrandRow | null> {
    const rows = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The brands a user belongs to, oldest membership first. */
  async function listMemberships(userId: string): Promise<Array<{ brand: BrandRow; role: BrandRole }>> {
    const rows = await db
      .select({ brand: brands, role: brandMembers.role })
      .from(brandMembers)
      .innerJoin(brands, eq(brands.id, brandMembers.brandId))
      .where(eq(brandMembers.userId, userId))
      .orderBy(asc(brandMembers.createdAt), asc(brandMembers.brandId));
    return rows;
  }

  async function findMembership(brandId: string, userId: string): Promise<BrandMemberRow | null> {
    const rows = await db
      .select()
      .from(brandMembers)
      .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Creates a brand with its first member in one transaction. */
  async function createWithMember(input: {
    name: string;
    userId: string;
    role?: BrandRole;
    profileCompletedAt?: Date | null;
  }): Promise<BrandRow> {
    return db.transaction(async (tx) => {
      const [brand] = await tx
        .insert(brands)
        .values({ name: input.name, profileCompletedAt: input.profileCompletedAt ?? null })
        .returning();
      if (!brand) throw new Error('Creating the brand returned no row.');
      await tx.insert(brandMembers).values({ brandId: brand.id, userId: input.userId, role: input.role ?? 'admin' });
      return brand;
    });
  }

  return { findById, listMemberships, findMembership, createWithMember };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
