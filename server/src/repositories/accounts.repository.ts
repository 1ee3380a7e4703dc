import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { influencers } from '../db/schema/influencers.schema';
import { users } from '../db/schema/users.schema';
import { currentMembershipOrder, type BrandRole } from './brands.repository';

/** One brand the user is a member of, for the top bar's brand switcher. */
export interface BrandMembershipFact {
  id: string;
  name: string;
  role: BrandRole;
}

export interface AccountFacts {
  user: typeof users.$inferSelect;
  /** The current brand: the membership chosen last in the brand switcher, else the first joined. */
  brandId: string | null;
  /** The team role in `brandId` (the same current membership). */
  brandRole: BrandRole | null;
  /** The per-member flags of that membership (null = the role's defaults; docs/team.md). */
  brandPermissions: string[] | null;
  /** Every brand of the user, first joined first. */
  brands: BrandMembershipFact[];
  brandProfileCompleted: boolean;
  influencerId: string | null;
  influencerProfileCompleted: boolean;
  /** The influencer's profile picture, else the logo of the user's first brand: the picture the user chose last. */
  profileImage: string | null;
  /** The names the profiles hold (src/domain/accounts/account-name.ts decides which one the product shows). */
  influencerFirstName: string | null;
  influencerLastName: string | null;
  brandContactName: string | null;
  brandContactEmail: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);
/** PGlite and node-postgres both parse jsonb; a driver that hands back the text is read too. */
function contactOf(value: unknown): { name?: unknown; email?: unknown } | null {
  if (typeof value === 'string') {
    try {
      return contactOf(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' ? (value as { name?: unknown; email?: unknown }) : null;
}

function membershipsOf(value: unknown): BrandMembershipFact[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is BrandMembershipFact =>
      typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.name === 'string' && typeof item.role === 'string',
  );
}

/** The membership's jsonb flag list (parsed by the driver, or its text); anything but a list of strings is no list. */
function permissionsOf(value: unknown): string[] | null {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : null;
}

/** Everything whoami needs about one user, read in a single round trip. */
export function createAccountsRepository(db: Database) {
  // whoami runs on every page load: the statement is built once and prepared by name on PostgreSQL.
  const accountFacts = db
    .select({
      user: users,
      brandId: sql<string | null>`(
        select ${brandMembers.brandId} from ${brandMembers}
        where ${brandMembers.userId} = ${users.id}
        order by ${currentMembershipOrder} limit 1)`,
      brandRole: sql<BrandRole | null>`(
        select ${brandMembers.role} from ${brandMembers}
        where ${brandMembers.userId} = ${users.id}
        order by ${currentMembershipOrder} limit 1)`,
      brandPermissions: sql<unknown>`(
        select ${brandMembers.permissions} from ${brandMembers}
        where ${brandMembers.userId} = ${users.id}
        order by ${currentMembershipOrder} limit 1)`,
      brands: sql<unknown>`(
        select coalesce(json_agg(json_build_object('id', ${brands.id}, 'name', ${brands.name}, 'role', ${brandMembers.role})
          order by ${brandMembers.createdAt} asc, ${brandMembers.brandId} asc), '[]'::json)
        from ${brandMembers} inner join ${brands} on ${brands.id} = ${brandMembers.brandId}
        where ${brandMembers.userId} = ${users.id})`,
      brandProfileCompleted: sql<boolean>`exists(
        select 1 from ${brandMembers} inner join ${brands} on ${brands.id} = ${brandMembers.brandId}
        where ${brandMembers.userId} = ${users.id} and ${brands.profileCompletedAt} is not null)`,
      influencerId: influencers.id,
      influencerProfileCompleted: sql<boolean>`(${influencers.profileCompletedAt} is not null)`,
      profileImage: sql<string | null>`coalesce(${influencers.profilePicture}, (
        select ${brands.logoUrl} from ${brandMembers} inner join ${brands} on ${brands.id} = ${brandMembers.brandId}
        where ${brandMembers.userId} = ${users.id}
        order by ${currentMembershipOrder} limit 1))`,
      influencerFirstName: influencers.firstName,
      influencerLastName: influencers.lastName,
      brandContact: sql<{ name?: unknown; email?: unknown } | null>`(
        select ${brands.contactDetails} -> 'primary_contact' from ${brandMembers}
        inner join ${brands} on ${brands.id} = ${brandMembers.brandId}
        where ${brandMembers.userId} = ${users.id}
        order by ${currentMembershipOrder} limit 1)`,
    })
    .from(users)
    .leftJoin(influencers, eq(influencers.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('account_facts');

  async function findAccountFacts(userId: string): Promise<AccountFacts | null> {
    const rows = await accountFacts.execute({ userId });
    const row = rows[0];
    if (!row) return null;
    return {
      user: row.user,
      brandId: row.brandId,
      brandRole: row.brandRole ?? null,
      brandPermissions: permissionsOf(row.brandPermissions),
      brands: membershipsOf(row.brands),
      brandProfileCompleted: row.brandProfileCompleted === true,
      influencerId: row.influencerId,
      influencerProfileCompleted: row.influencerId !== null && row.influencerProfileCompleted === true,
      profileImage: row.profileImage ?? null,
      influencerFirstName: row.influencerFirstName ?? null,
      influencerLastName: row.influencerLastName ?? null,
      brandContactName: textOf(contactOf(row.brandContact)?.name),
      brandContactEmail: textOf(contactOf(row.brandContact)?.email),
    };
  }

  /** Makes `brandId` the user's current brand; false when the user is not a member (nothing changes). */
  async function selectBrand(userId: string, brandId: string): Promise<boolean> {
    const rows = await db
      .update(brandMembers)
      .set({ selectedAt: new Date() })
      .where(and(eq(brandMembers.userId, userId), eq(brandMembers.brandId, brandId)))
      .returning({ brandId: brandMembers.brandId });
    return rows.length > 0;
  }

  return { findAccountFacts, selectBrand };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
