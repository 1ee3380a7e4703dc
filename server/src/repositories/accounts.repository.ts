import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { influencers } from '../db/schema/influencers.schema';
import { users } from '../db/schema/users.schema';

export interface AccountFacts {
  user: typeof users.$inferSelect;
  brandId: string | null;
  brandProfileCompleted: boolean;
  influencerId: string | null;
  influencerProfileCompleted: boolean;
  /** The influencer's profile picture, else the logo of the user's first brand: the picture the user chose last. */
  profileImage: string | null;
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
        order by ${brandMembers.createdAt} asc, ${brandMembers.brandId} asc limit 1)`,
      brandProfileCompleted: sql<boolean>`exists(
        select 1 from ${brandMembers} inner join ${brands} on ${brands.id} = ${brandMembers.brandId}
        where ${brandMembers.userId} = ${users.id} and ${brands.profileCompletedAt} is not null)`,
      influencerId: influencers.id,
      influencerProfileCompleted: sql<boolean>`(${influencers.profileCompletedAt} is not null)`,
      profileImage: sql<string | null>`coalesce(${influencers.profilePicture}, (
        select ${brands.logoUrl} from ${brandMembers} inner join ${brands} on ${brands.id} = ${brandMembers.brandId}
        where ${brandMembers.userId} = ${users.id}
        order by ${brandMembers.createdAt} asc, ${brandMembers.brandId} asc limit 1))`,
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
      brandProfileCompleted: row.brandProfileCompleted === true,
      influencerId: row.influencerId,
      influencerProfileCompleted: row.influencerId !== null && row.influencerProfileCompleted === true,
      profileImage: row.profileImage ?? null,
    };
  }

  return { findAccountFacts };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
