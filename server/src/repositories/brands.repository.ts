import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandMembers, brands, type BrandMemberRow, type BrandRow } from '../db/schema/brands.schema';
import { users } from '../db/schema/users.schema';

export type BrandRole = BrandMemberRow['role'];

/**
 * The order that makes a user's first membership their current brand (docs/team.md "Several brands"): the brand
 * chosen last in the switcher, else the first joined. Every "the user's brand" read uses it.
 */
export const currentMembershipOrder = sql`${brandMembers.selectedAt} desc nulls last, ${brandMembers.createdAt} asc, ${brandMembers.brandId} asc`;

/** The company profile and contact columns of a brand (everything the profile forms write). */
export type BrandProfileColumns = Pick<
  typeof brands.$inferInsert,
  | 'name' | 'legalName' | 'industry' | 'website' | 'description' | 'logoUrl' | 'foundedYear' | 'companySize'
  | 'hqAddress' | 'hqCity' | 'hqState' | 'hqCountry' | 'hqZipCode' | 'contactDetails'
>;

export function createBrandsRepository(db: Database) {
  async function findById(id: string): Promise<BrandRow | null> {
    const rows = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** The brands a user belongs to, the current one first (currentMembershipOrder), then oldest membership first. */
  async function listMemberships(userId: string): Promise<Array<{ brand: BrandRow; role: BrandRole }>> {
    const rows = await db
      .select({ brand: brands, role: brandMembers.role })
      .from(brandMembers)
      .innerJoin(brands, eq(brands.id, brandMembers.brandId))
      .where(eq(brandMembers.userId, userId))
      .orderBy(currentMembershipOrder);
    return rows;
  }

  /** One page of the user's brands (by when they joined) and how many there are. */
  async function pageMemberships(userId: string, offset: number, limit: number, newestFirst = false) {
    const order = newestFirst ? [desc(brandMembers.createdAt), desc(brandMembers.brandId)] : [asc(brandMembers.createdAt), asc(brandMembers.brandId)];
    const [total] = await db.select({ n: count() }).from(brandMembers).where(eq(brandMembers.userId, userId));
    const rows = await db
      .select({ brand: brands, role: brandMembers.role })
      .from(brandMembers)
      .innerJoin(brands, eq(brands.id, brandMembers.brandId))
      .where(eq(brandMembers.userId, userId))
      .orderBy(...order)
      .offset(offset)
      .limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  async function findMembership(brandId: string, userId: string): Promise<BrandMemberRow | null> {
    const rows = await db
      .select()
      .from(brandMembers)
      .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Adds a member (team invites, the demo viewer); an existing membership is left as it is. */
  async function addMember(brandId: string, userId: string, role: BrandRole): Promise<void> {
    await db.insert(brandMembers).values({ brandId, userId, role }).onConflictDoNothing();
  }

  /** Creates a brand with its first member in one transaction. */
  async function createWithMember(input: {
    name: string;
    userId: string;
    role?: BrandRole;
    profileCompletedAt?: Date | null;
    profile?: Partial<BrandProfileColumns>;
  }): Promise<BrandRow> {
    return db.transaction(async (tx) => {
      const [brand] = await tx
        .insert(brands)
        .values({ ...input.profile, name: input.name, profileCompletedAt: input.profileCompletedAt ?? null })
        .returning();
      if (!brand) throw new Error('Creating the brand returned no row.');
      await tx.insert(brandMembers).values({ brandId: brand.id, userId: input.userId, role: input.role ?? 'admin' });
      return brand;
    });
  }

  /**
   * Brand setup of one user, in one transaction holding the user's row lock (so two concurrent submissions
   * cannot create two brands): completes the user's current brand (the one the switcher chose, else the first), or creates it with the user as admin.
   * `canEdit` decides from the existing membership; false leaves everything untouched.
   */
  async function setupForUser(
    userId: string,
    profile: BrandProfileColumns,
    canEdit: (role: BrandRole) => boolean,
  ): Promise<{ brand: BrandRow; role: BrandRole; created: boolean } | { forbidden: true }> {
    return db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [first] = await tx
        .select({ brand: brands, role: brandMembers.role })
        .from(brandMembers)
        .innerJoin(brands, eq(brands.id, brandMembers.brandId))
        .where(eq(brandMembers.userId, userId))
        .orderBy(currentMembershipOrder)
        .limit(1);
      if (first) {
        if (!canEdit(first.role)) return { forbidden: true as const };
        const [brand] = await tx
          .update(brands)
          .set({ ...profile, profileCompletedAt: sql`coalesce(${brands.profileCompletedAt}, now())`, updatedAt: new Date() })
          .where(eq(brands.id, first.brand.id))
          .returning();
        return { brand: brand as BrandRow, role: first.role, created: false };
      }
      const [brand] = await tx.insert(brands).values({ ...profile, profileCompletedAt: new Date() }).returning();
      if (!brand) throw new Error('Creating the brand returned no row.');
      await tx.insert(brandMembers).values({ brandId: brand.id, userId, role: 'admin' });
      return { brand, role: 'admin' as const, created: true };
    });
  }

  /** Writes the profile; a brand whose profile was never completed is completed now. */
  async function updateProfile(brandId: string, profile: BrandProfileColumns): Promise<BrandRow | null> {
    const [brand] = await db
      .update(brands)
      .set({ ...profile, profileCompletedAt: sql`coalesce(${brands.profileCompletedAt}, now())`, updatedAt: new Date() })
      .where(eq(brands.id, brandId))
      .returning();
    return brand ?? null;
  }

  return { findById, listMemberships, pageMemberships, findMembership, addMember, createWithMember, setupForUser, updateProfile };
}

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;
