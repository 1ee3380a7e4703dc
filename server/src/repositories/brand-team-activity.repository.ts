import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamAction } from '../../../src/domain/brands/team.texts';
import type { Database } from '../db/database';
import { brandTeamActivity } from '../db/schema/brand-team.schema';
import { users } from '../db/schema/users.schema';

/** One activity row to write with the change it records (same transaction). */
export interface TeamActivityInput {
  brandId: string;
  actorUserId: string | null;
  action: TeamAction;
  subjectEmail?: string | null;
  subjectUserId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes an activity row on the caller's executor: pass the `tx` of the change. */
export async function recordTeamActivity(executor: Database, input: TeamActivityInput): Promise<void> {
  await executor.insert(brandTeamActivity).values({
    brandId: input.brandId,
    actorUserId: input.actorUserId,
    action: input.action,
    subjectEmail: input.subjectEmail ?? null,
    subjectUserId: input.subjectUserId ?? null,
    details: input.details ?? {},
  });
}

/** A brand's team activity, newest first, with the names of who did it and to whom. */
export function createBrandTeamActivityRepository(db: Database) {
  const subject = alias(users, 'subject_user');
  async function page(brandId: string, offset: number, limit: number) {
    const [total] = await db.select({ n: count() }).from(brandTeamActivity).where(eq(brandTeamActivity.brandId, brandId));
    const rows = await db
      .select({
        activity: brandTeamActivity,
        actorName: users.name,
        actorEmail: users.email,
        subjectName: subject.name,
        subjectUserEmail: subject.email,
      })
      .from(brandTeamActivity)
      .leftJoin(users, eq(users.id, brandTeamActivity.actorUserId))
      .leftJoin(subject, eq(subject.id, brandTeamActivity.subjectUserId))
      .where(eq(brandTeamActivity.brandId, brandId))
      .orderBy(desc(brandTeamActivity.createdAt), desc(sql`${brandTeamActivity.id}`))
      .offset(offset)
      .limit(limit);
    return { count: total?.n ?? 0, rows };
  }
  return { page };
}

export type BrandTeamActivityRepository = ReturnType<typeof createBrandTeamActivityRepository>;
