import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { toCents } from '../../../src/domain/campaigns/campaign-money';
import type { Database } from '../db/database';
import { campaignPlacements, campaigns } from '../db/schema/campaigns.schema';
import { campaignInfluencers, contentSubmissions } from '../db/schema/marketplace.schema';
import { payoutLines, payouts, type PayoutLineBasis, type PayoutLineRow } from '../db/schema/payout-lines.schema';

export type PayoutLineStatus = PayoutLineRow['status'];

/** The states each state may be reached from (compare-and-set; docs/payments.md "Payout lines"). */
const predecessors: Record<Exclude<PayoutLineStatus, 'awaiting_approval'>, PayoutLineStatus[]> = {
  approved: ['awaiting_approval'],
  paying: ['approved', 'returned'],
  paid: ['paying'],
  returned: ['paying', 'paid'],
};

export interface PayoutLineListRow {
  line: PayoutLineRow;
  campaignName: string;
  placementType: string;
  contentUrl: string;
}

export function createPayoutLinesRepository(db: Database) {
  /**
   * The line of a fixed-price item whose content was just verified (or whose dispute was upheld), in the caller's
   * transaction. Its amount is the placement's rate per item from the accepted offer; CPM items get theirs at the
   * campaign's cut-off. Returns null when there is nothing to pay (a CPM item, no offer) or the line exists already.
   */
  async function createForVerifiedSubmission(tx: Database, submissionId: string): Promise<PayoutLineRow | null> {
    const [found] = await tx
      .select({ submission: contentSubmissions, offered: campaignInfluencers.offeredPlacements, brandId: campaigns.brandId, currency: campaigns.currency })
      .from(contentSubmissions)
      .innerJoin(campaignInfluencers, eq(campaignInfluencers.id, contentSubmissions.campaignInfluencerId))
      .innerJoin(campaigns, eq(campaigns.id, contentSubmissions.campaignId))
      .where(eq(contentSubmissions.id, submissionId));
    if (!found) return null;
    const item = found.offered?.find((placement) => placement.placement_id === found.submission.placementId);
    if (!item || item.pricing_type !== 'fixed') return null;
    const rateMinor = Number(toCents(item.rate) ?? 0n);
    if (rateMinor <= 0) return null;
    const basis: PayoutLineBasis = { kind: 'fixed', rate: item.rate, note: 'Fixed price per item of the accepted offer.' };
    const [line] = await tx
      .insert(payoutLines)
      .values({
        submissionId, placementId: found.submission.campaignInfluencerId, campaignPlacementId: found.submission.placementId,
        campaignId: found.submission.campaignId, brandId: found.brandId, influencerId: found.submission.influencerId, currency: found.currency,
        committedMinor: rateMinor, grossMinor: rateMinor, basis,
      })
      .onConflictDoNothing()
      .returning();
    return line ?? null;
  }

  /** A CPM item's line at its campaign's cut-off (campaign-settlement.service), in the caller's transaction; null when it exists. */
  async function createCpmLine(tx: Database, values: {
    submissionId: string; placementId: string; campaignPlacementId: string; campaignId: string; brandId: string; influencerId: string;
    currency: string; committedMinor: number; grossMinor: number; basis: PayoutLineBasis;
  }): Promise<PayoutLineRow | null> {
    const [line] = await tx.insert(payoutLines).values(values).onConflictDoNothing().returning();
    return line ?? null;
  }

  /** What a placement's other lines awaiting approval will draw from it (their earnings, or commitment if larger). */
  async function awaitingDrawOf(tx: Database, placementId: string, exceptLineId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(greatest(${payoutLines.committedMinor}, ${payoutLines.grossMinor})), 0)` })
      .from(payoutLines)
      .where(and(eq(payoutLines.placementId, placementId), eq(payoutLines.status, 'awaiting_approval'), sql`${payoutLines.id} <> ${exceptLineId}`));
    return Number(row?.total ?? 0);
  }

  async function findById(id: string): Promise<PayoutLineRow | null> {
    const [row] = await db.select().from(payoutLines).where(eq(payoutLines.id, id));
    return row ?? null;
  }

  /** Moves a line to `to` only from an allowed state; null when it was elsewhere (a race or a repeat: nothing to do). */
  async function transition(tx: Database, id: string, to: Exclude<PayoutLineStatus, 'awaiting_approval'>, changes: { approvedBy?: string } = {}) {
    const [row] = await tx
      .update(payoutLines)
      .set({ status: to, updatedAt: sql`now()`, ...(to === 'approved' ? { approvedAt: sql`now()`, approvedBy: changes.approvedBy ?? null } : {}) })
      .where(and(eq(payoutLines.id, id), inArray(payoutLines.status, predecessors[to])))
      .returning();
    return row ?? null;
  }

  const listColumns = {
    line: payoutLines,
    campaignName: campaigns.name,
    placementType: sql<string>`coalesce(${campaignPlacements.type}::text, '')`,
    contentUrl: sql<string>`coalesce(${contentSubmissions.contentUrl}, '')`,
  };

  async function list(where: ReturnType<typeof and>, limit: number): Promise<PayoutLineListRow[]> {
    return db
      .select(listColumns)
      .from(payoutLines)
      .innerJoin(campaigns, eq(campaigns.id, payoutLines.campaignId))
      .leftJoin(campaignPlacements, eq(campaignPlacements.id, payoutLines.campaignPlacementId))
      .leftJoin(contentSubmissions, eq(contentSubmissions.id, payoutLines.submissionId))
      .where(where)
      .orderBy(desc(payoutLines.createdAt), desc(payoutLines.id))
      .limit(limit);
  }

  const listForBrand = (brandId: string, statuses: PayoutLineStatus[], limit = 100) =>
    list(and(eq(payoutLines.brandId, brandId), inArray(payoutLines.status, statuses)), limit);
  const listForInfluencer = (influencerId: string, limit = 100) => list(and(eq(payoutLines.influencerId, influencerId)), limit);
  const findListRow = async (id: string) => (await list(and(eq(payoutLines.id, id)), 1))[0] ?? null;

  /** Gross of lines still waiting for the brand's approval, per currency: the creator's pending earnings. */
  async function pendingTotals(influencerId: string): Promise<Array<{ currency: string; amountMinor: number }>> {
    const rows = await db
      .select({ currency: payoutLines.currency, amount: sql<string>`sum(${payoutLines.grossMinor})` })
      .from(payoutLines)
      .where(and(eq(payoutLines.influencerId, influencerId), eq(payoutLines.status, 'awaiting_approval')))
      .groupBy(payoutLines.currency);
    return rows.map((row) => ({ currency: row.currency, amountMinor: Number(row.amount) }));
  }

  /** The latest payout attempt of each line (status, UTR, net, tax withheld) for the earnings page. */
  async function latestPayouts(lineIds: string[]) {
    if (lineIds.length === 0) return [];
    return db
      .selectDistinctOn([payouts.payoutLineId])
      .from(payouts)
      .where(inArray(payouts.payoutLineId, lineIds))
      .orderBy(payouts.payoutLineId, desc(payouts.attempt));
  }

  return { createForVerifiedSubmission, createCpmLine, awaitingDrawOf, findById, findListRow, transition, listForBrand, listForInfluencer, pendingTotals, latestPayouts };
}

export type PayoutLinesRepository = ReturnType<typeof createPayoutLinesRepository>;
