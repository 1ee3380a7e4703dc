import { and, asc, eq, gte, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { influencers } from '../db/schema/influencers.schema';
import { payoutDetails } from '../db/schema/payout-details.schema';
import { payoutLines, payouts, type PayoutLineRow, type PayoutRow } from '../db/schema/payout-lines.schema';
import { taxDetails } from '../db/schema/tax-details.schema';

export type PayoutStatus = PayoutRow['status'];

/** The states a payout attempt may be reached from (compare-and-set; docs/payments.md "Payouts"). */
const predecessors: Record<Exclude<PayoutStatus, 'queued'>, PayoutStatus[]> = {
  processing: ['queued'],
  processed: ['queued', 'processing'],
  failed: ['queued', 'processing'],
  // RazorpayX: processed can still move to reversed; anything after processed/reversed is ignored otherwise.
  reversed: ['processed'],
};

export interface DueLine {
  line: PayoutLineRow;
  userId: string;
  displayName: string;
}

/** Payout attempts and the lines due for one (migration 0012). */
export function createPayoutsSendingRepository(db: Database) {
  /**
   * Lines to pay: approved ones, and returned ones (a payout failed or was reversed) whose creator has changed their
   * payout details since; only creators with payout details and a PAN. Oldest first.
   */
  async function dueLines(limit: number): Promise<DueLine[]> {
    const lastAttempt = db
      .select({ lineId: payouts.payoutLineId, at: max(payouts.updatedAt).as('at') })
      .from(payouts)
      .groupBy(payouts.payoutLineId)
      .as('last_attempt');
    return db
      .select({ line: payoutLines, userId: influencers.userId, displayName: influencers.displayName })
      .from(payoutLines)
      .innerJoin(influencers, eq(influencers.id, payoutLines.influencerId))
      .innerJoin(payoutDetails, eq(payoutDetails.userId, influencers.userId))
      .innerJoin(taxDetails, eq(taxDetails.userId, influencers.userId))
      .leftJoin(lastAttempt, eq(lastAttempt.lineId, payoutLines.id))
      .where(or(
        eq(payoutLines.status, 'approved'),
        and(eq(payoutLines.status, 'returned'), sql`${payoutDetails.updatedAt} > ${lastAttempt.at}`),
      ))
      .orderBy(asc(payoutLines.approvedAt), asc(payoutLines.id))
      .limit(limit);
  }

  async function attemptsOf(lineId: string): Promise<PayoutRow[]> {
    return db.select().from(payouts).where(eq(payouts.payoutLineId, lineId)).orderBy(asc(payouts.attempt));
  }

  async function insertAttempt(values: typeof payouts.$inferInsert): Promise<PayoutRow> {
    const [row] = await db.insert(payouts).values(values).returning();
    return row!;
  }

  async function findById(id: string): Promise<PayoutRow | null> {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
    return row ?? null;
  }

  async function findByProviderId(providerPayoutId: string): Promise<PayoutRow | null> {
    const [row] = await db.select().from(payouts).where(eq(payouts.providerPayoutId, providerPayoutId));
    return row ?? null;
  }

  /** Attempts written but not yet accepted by the provider (the call failed or the process died): sent again. */
  async function unsent(olderThan: Date, limit: number): Promise<PayoutRow[]> {
    return db.select().from(payouts)
      .where(and(eq(payouts.status, 'queued'), isNull(payouts.providerPayoutId), lt(payouts.createdAt, olderThan)))
      .orderBy(asc(payouts.createdAt)).limit(limit);
  }

  /** Keeps the first contact and fund account made for an attempt; returns the fund account the attempt uses. */
  async function setFundAccount(id: string, contactId: string, fundAccountId: string): Promise<string> {
    await db.update(payouts).set({ providerContactId: contactId, providerFundAccountId: fundAccountId, updatedAt: sql`now()` })
      .where(and(eq(payouts.id, id), isNull(payouts.providerFundAccountId)));
    const [row] = await db.select({ fundAccountId: payouts.providerFundAccountId }).from(payouts).where(eq(payouts.id, id));
    return row?.fundAccountId ?? fundAccountId;
  }

  async function setProviderId(id: string, providerPayoutId: string): Promise<void> {
    await db.update(payouts).set({ providerPayoutId, updatedAt: sql`now()` }).where(and(eq(payouts.id, id), isNull(payouts.providerPayoutId)));
  }

  /** Moves an attempt to `to` only from an allowed state; null when it was elsewhere (a late or repeated message). */
  async function transition(
    id: string, to: Exclude<PayoutStatus, 'queued'>, changes: { utr?: string | null; failureReason?: string | null } = {},
  ): Promise<PayoutRow | null> {
    const [row] = await db.update(payouts)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'processed' ? { processedAt: sql`now()` } : {}),
        ...(changes.utr ? { utr: changes.utr } : {}),
        ...(changes.failureReason !== undefined ? { failureReason: changes.failureReason } : {}),
      })
      .where(and(eq(payouts.id, id), inArray(payouts.status, predecessors[to])))
      .returning();
    return row ?? null;
  }

  /** The bank's reference arriving after the payout was processed (payout.updated). */
  async function setUtr(id: string, utr: string): Promise<void> {
    await db.update(payouts).set({ utr, updatedAt: sql`now()` }).where(and(eq(payouts.id, id), isNull(payouts.utr)));
  }

  /**
   * What the creator was paid in the financial year before now, for the TDS thresholds: the gross of every line's
   * first payout attempt since `since` (retries repay the same money), and the part of it that had no TDS.
   */
  async function paidInYear(influencerId: string, since: Date): Promise<{ grossMinor: number; tdsFreeMinor: number }> {
    const [row] = await db
      .select({
        gross: sql<string>`coalesce(sum(${payouts.amountMinor} + ${payouts.tdsMinor}), 0)`,
        tdsFree: sql<string>`coalesce(sum(case when ${payouts.tdsMinor} = 0 then ${payouts.amountMinor} else 0 end), 0)`,
      })
      .from(payouts)
      .where(and(eq(payouts.influencerId, influencerId), eq(payouts.attempt, 1), gte(payouts.createdAt, since)));
    return { grossMinor: Number(row?.gross ?? 0), tdsFreeMinor: Number(row?.tdsFree ?? 0) };
  }

  async function ownerOf(influencerId: string): Promise<{ userId: string; displayName: string } | null> {
    const [row] = await db.select({ userId: influencers.userId, displayName: influencers.displayName }).from(influencers).where(eq(influencers.id, influencerId));
    return row ?? null;
  }

  return { ownerOf, dueLines, attemptsOf, insertAttempt, findById, findByProviderId, unsent, setFundAccount, setProviderId, transition, setUtr, paidInYear };
}

export type PayoutsSendingRepository = ReturnType<typeof createPayoutsSendingRepository>;
