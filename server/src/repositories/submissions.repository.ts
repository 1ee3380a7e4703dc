import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { resubmittableStatuses, type VerificationStatus } from '../../../src/domain/marketplace/verification-status';
import type { Database } from '../db/database';
import { assets } from '../db/schema/assets.schema';
import { brandMembers, brands } from '../db/schema/brands.schema';
import { campaignPlacements, campaigns } from '../db/schema/campaigns.schema';
import { influencers, socialAccounts } from '../db/schema/influencers.schema';
import {
  campaignInfluencers, contentSubmissionCounts, contentSubmissionEvents, contentSubmissions,
  type ContentSubmissionRow,
} from '../db/schema/marketplace.schema';
import { users } from '../db/schema/users.schema';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';

export type ActorRole = 'influencer' | 'brand' | 'operator';
export interface SubmissionEventInput {
  actorId: string | null;
  actorRole: ActorRole;
  action: string;
  fromStatus: VerificationStatus | null;
  toStatus: VerificationStatus;
  message?: string | null;
}
export interface NewSubmission {
  campaignId: string;
  campaignInfluencerId: string;
  influencerId: string;
  placementId: string;
  platform: 'youtube' | 'instagram';
  contentUrl: string | null;
  assetId: string | null;
  note: string | null;
  ownershipChecked: boolean;
}
export interface QueueFilter {
  statuses?: VerificationStatus[];
  placementId?: string;
  influencerId?: string;
}
export type SubmitOutcome = { kind: 'created' | 'existing'; row: ContentSubmissionRow } | { kind: 'conflict' };

/** What a review-queue item shows besides the submission: who submitted it and for which placement. */
const queueExtras = {
  influencerName: influencers.displayName,
  influencerPicture: influencers.profilePicture,
  influencerUserId: influencers.userId,
  placementType: campaignPlacements.type,
  assetName: assets.fileName,
  assetType: assets.contentType,
};

export function createSubmissionsRepository(db: Database) {
  async function influencerOfUser(userId: string) {
    const [row] = await db.select({ id: influencers.id, displayName: influencers.displayName }).from(influencers).where(eq(influencers.userId, userId)).limit(1);
    return row ?? null;
  }

  async function rosterRow(campaignId: string, influencerId: string) {
    const [row] = await db.select().from(campaignInfluencers)
      .where(and(eq(campaignInfluencers.campaignId, campaignId), eq(campaignInfluencers.influencerId, influencerId))).limit(1);
    return row ?? null;
  }

  /** Whether `userId` is a member of a brand that received `assetId` as submitted content (so it may download it). */
  async function assetSubmittedToMember(userId: string, assetId: string): Promise<boolean> {
    const rows = await db.select({ id: contentSubmissions.id }).from(contentSubmissions)
      .innerJoin(campaigns, eq(campaigns.id, contentSubmissions.campaignId))
      .innerJoin(brandMembers, and(eq(brandMembers.brandId, campaigns.brandId), eq(brandMembers.userId, userId)))
      .where(eq(contentSubmissions.assetId, assetId)).limit(1);
    return rows.length > 0;
  }

  /** What taking content needs to know of a campaign: its status, and its brand and name for the notification. */
  async function campaignOf(campaignId: string) {
    const [row] = await db.select({ status: campaigns.status, brandId: campaigns.brandId, name: campaigns.name }).from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
    return row ?? null;
  }

  async function placementOf(campaignId: string, placementId: string) {
    const [row] = await db.select().from(campaignPlacements)
      .where(and(eq(campaignPlacements.campaignId, campaignId), eq(campaignPlacements.id, placementId))).limit(1);
    return row ?? null;
  }

  async function ownsAsset(userId: string, assetId: string): Promise<boolean> {
    const [row] = await db.select({ id: assets.id }).from(assets).where(and(eq(assets.id, assetId), eq(assets.ownerId, userId))).limit(1);
    return !!row;
  }

  /** Every account on the profile, typed or connected (the ownership check needs the connection and its tokens). */
  const linkedAccounts = (influencerId: string) =>
    db.select().from(socialAccounts).where(eq(socialAccounts.influencerId, influencerId)).orderBy(socialAccounts.createdAt);

  /**
   * Records a submission and its `submit` event unless the placement already has live content. The roster row is
   * locked first, so two concurrent submissions for one placement are serialized: the second sees the first.
   * The same content again while it awaits review is the retry of a request that got no answer: it returns that row.
   * A new submission writes `eventsOf(row)` (the brand's notifications) to the outbox in the same transaction.
   */
  async function submit(
    values: NewSubmission, event: Omit<SubmissionEventInput, 'fromStatus' | 'toStatus'>, eventsOf: (row: ContentSubmissionRow) => readonly OutboxEventInput[] = () => [],
  ): Promise<SubmitOutcome> {
    return db.transaction(async (tx) => {
      await tx.select({ id: campaignInfluencers.id }).from(campaignInfluencers).where(eq(campaignInfluencers.id, values.campaignInfluencerId)).for('update');
      const [latest] = await tx.select().from(contentSubmissions)
        .where(and(eq(contentSubmissions.campaignInfluencerId, values.campaignInfluencerId), eq(contentSubmissions.placementId, values.placementId)))
        .orderBy(desc(contentSubmissions.submittedAt)).limit(1);
      if (latest && !(resubmittableStatuses as readonly string[]).includes(latest.status)) {
        const sameContent = latest.contentUrl === values.contentUrl && latest.assetId === values.assetId;
        return latest.status === 'submitted' && sameContent ? { kind: 'existing' as const, row: latest } : { kind: 'conflict' as const };
      }
      const [row] = await tx.insert(contentSubmissions).values(values).returning();
      if (!row) throw new Error('Inserting the submission returned no row.');
      await tx.insert(contentSubmissionEvents).values({ ...event, submissionId: row.id, fromStatus: null, toStatus: 'submitted' });
      await writeOutboxEvents(tx, eventsOf(row));
      return { kind: 'created' as const, row };
    });
  }

  /**
   * What the queue shows besides each submission (who, which placement, which file), by primary key. Kept apart from
   * the page query: joined there, PostgreSQL hashes the whole campaign before the LIMIT (80 ms at 60,000 rows).
   */
  async function hydrate(rows: ContentSubmissionRow[]): Promise<QueueRow[]> {
    if (rows.length === 0) return [];
    const extras = await db.select({ id: contentSubmissions.id, ...queueExtras, brandId: campaigns.brandId, campaignName: campaigns.name, brandName: brands.name })
      .from(contentSubmissions)
      .innerJoin(influencers, eq(influencers.id, contentSubmissions.influencerId))
      .innerJoin(campaignPlacements, eq(campaignPlacements.id, contentSubmissions.placementId))
      .innerJoin(campaigns, eq(campaigns.id, contentSubmissions.campaignId))
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .leftJoin(assets, eq(assets.id, contentSubmissions.assetId))
      .where(inArray(contentSubmissions.id, rows.map((row) => row.id)));
    const byId = new Map(extras.map((extra) => [extra.id, extra]));
    return rows.flatMap((submission) => {
      const extra = byId.get(submission.id);
      if (!extra) return [];
      const { id: _id, ...rest } = extra;
      return [{ submission, ...rest }];
    });
  }

  /** One page of a campaign's review queue; both orderings ride the (campaign_id[, status], submitted_at, id) indexes. */
  async function page(campaignId: string, filter: QueueFilter, descending: boolean, offset: number, limit: number) {
    const conditions: SQL[] = [eq(contentSubmissions.campaignId, campaignId)];
    if (filter.statuses?.length) conditions.push(inArray(contentSubmissions.status, filter.statuses));
    if (filter.placementId) conditions.push(eq(contentSubmissions.placementId, filter.placementId));
    if (filter.influencerId) conditions.push(eq(contentSubmissions.influencerId, filter.influencerId));
    const where = and(...conditions);
    // The indexes are (… submitted_at DESC NULLS LAST, id DESC NULLS LAST): the ORDER BY must say so (plain DESC means
    // NULLS FIRST, and PostgreSQL then sorts the whole campaign instead of reading the index), ascending is its backward scan.
    const order = descending
      ? [sql`${contentSubmissions.submittedAt} desc nulls last`, sql`${contentSubmissions.id} desc nulls last`]
      : [sql`${contentSubmissions.submittedAt} asc nulls first`, sql`${contentSubmissions.id} asc nulls first`];
    // The total and the page run side by side on the pool's connections.
    const [total, rows] = await Promise.all([
      queueTotal(campaignId, filter, where),
      db.select().from(contentSubmissions).where(where).orderBy(...order).offset(offset).limit(limit),
    ]);
    const [hydrated, events] = await Promise.all([hydrate(rows), eventsOf(rows.map((row) => row.id))]);
    return { count: total, rows: hydrated, events };
  }

  /**
   * The queue's exact total. Without an influencer filter it sums the trigger-kept content_submission_counts (a few
   * rows per placement): counting a 60,000-submission campaign's index took 6–8 ms and set the queue's p99 (bench/review-queue.ts).
   * One influencer's submissions are few, so that filter counts them through their own index.
   */
  async function queueTotal(campaignId: string, filter: QueueFilter, where: SQL | undefined): Promise<number> {
    if (filter.influencerId) {
      const [total] = await db.select({ n: count() }).from(contentSubmissions).where(where);
      return total?.n ?? 0;
    }
    const conditions: SQL[] = [eq(contentSubmissionCounts.campaignId, campaignId)];
    if (filter.statuses?.length) conditions.push(inArray(contentSubmissionCounts.status, filter.statuses));
    if (filter.placementId) conditions.push(eq(contentSubmissionCounts.placementId, filter.placementId));
    const [total] = await db.select({ n: sql<string | null>`sum(${contentSubmissionCounts.count})` })
      .from(contentSubmissionCounts).where(and(...conditions));
    return Number(total?.n ?? 0);
  }

  /** The review threads of a page of submissions, oldest step first, in one query. */
  async function eventsOf(submissionIds: string[]) {
    if (submissionIds.length === 0) return [];
    return db.select({ event: contentSubmissionEvents, actorName: users.name, actorEmail: users.email }).from(contentSubmissionEvents)
      .leftJoin(users, eq(users.id, contentSubmissionEvents.actorId))
      .where(inArray(contentSubmissionEvents.submissionId, submissionIds))
      .orderBy(asc(contentSubmissionEvents.submissionId), asc(contentSubmissionEvents.createdAt), asc(contentSubmissionEvents.id));
  }

  /** A submission with what its readers and notifications need. */
  async function findDetailed(id: string): Promise<QueueRow | null> {
    const found = await db.select().from(contentSubmissions).where(eq(contentSubmissions.id, id)).limit(1);
    return (await hydrate(found))[0] ?? null;
  }

  /**
   * Compare-and-set: moves a submission still in `from` to `to` with its event and its outbox `events` (who is told);
   * null (and nothing written) when another request moved it first.
   */
  async function transition(
    id: string, event: SubmissionEventInput & { fromStatus: VerificationStatus }, events: readonly OutboxEventInput[] = [],
    /** Runs in the step's transaction once the status moved (a verified item's payout line); a throw undoes the step. */
    alongside?: (tx: Database, row: ContentSubmissionRow) => Promise<unknown>,
  ): Promise<ContentSubmissionRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.update(contentSubmissions).set({ status: event.toStatus, updatedAt: new Date() })
        .where(and(eq(contentSubmissions.id, id), eq(contentSubmissions.status, event.fromStatus))).returning();
      if (!row) return null;
      await tx.insert(contentSubmissionEvents).values({ ...event, submissionId: id });
      await writeOutboxEvents(tx, events);
      await alongside?.(tx as unknown as Database, row);
      return row;
    });
  }

  /** Disputed submissions across every campaign (the operator's queue), oldest step first. */
  async function pageDisputes(statuses: VerificationStatus[], offset: number, limit: number) {
    const where = inArray(contentSubmissions.status, statuses);
    const [total] = await db.select({ n: count() }).from(contentSubmissions).where(where);
    const rows = await db.select().from(contentSubmissions).where(where)
      .orderBy(asc(contentSubmissions.updatedAt), asc(contentSubmissions.id)).offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows: await hydrate(rows) };
  }

  /** Members of the brand who should hear about its campaigns' content (viewers included: they can see the queue). */
  async function brandMemberIds(brandId: string): Promise<string[]> {
    const rows = await db.select({ userId: brandMembers.userId }).from(brandMembers).where(eq(brandMembers.brandId, brandId));
    return rows.map((row) => row.userId);
  }

  async function hasDisputed(submissionId: string): Promise<boolean> {
    const [row] = await db.select({ n: sql<number>`1` }).from(contentSubmissionEvents)
      .where(and(eq(contentSubmissionEvents.submissionId, submissionId), eq(contentSubmissionEvents.action, 'dispute'))).limit(1);
    return !!row;
  }

  return { influencerOfUser, rosterRow, campaignOf, assetSubmittedToMember, placementOf, ownsAsset, linkedAccounts, submit, page, eventsOf, findDetailed, transition, pageDisputes, brandMemberIds, hasDisputed };
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
export interface QueueRow {
  submission: ContentSubmissionRow;
  influencerName: string;
  influencerPicture: string | null;
  influencerUserId: string;
  placementType: (typeof campaignPlacements.$inferSelect)['type'];
  assetName: string | null;
  assetType: string | null;
  brandId: string;
  campaignName: string;
  brandName: string;
}
export type SubmissionEventRow = Awaited<ReturnType<SubmissionsRepository['eventsOf']>>[number];
