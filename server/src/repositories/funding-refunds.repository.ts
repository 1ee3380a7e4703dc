import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fundingOrders, type FundingOrderRow } from '../db/schema/funding.schema';
import { fundingRefunds, type FundingRefundRow } from '../db/schema/refunds.schema';

export type RefundStatus = FundingRefundRow['status'];

/** The states each state may be reached from: the compare-and-set of every refund transition. */
const predecessors: Record<Exclude<RefundStatus, 'queued'>, RefundStatus[]> = {
  processing: ['queued'],
  processed: ['queued', 'processing'],
  failed: ['queued', 'processing'],
};

/** A paid funding with what is left of it to refund (its amount less refunds not failed). */
export interface RefundableFunding {
  funding: FundingOrderRow;
  refundableMinor: number;
  /** How many refunds (any state) it has had: the next one's sequence in its idempotency key. */
  refundCount: number;
}

/** Failed refunds of one payment after which it is no longer asked (a bank that keeps returning it). */
export const maxFailedRefunds = 3;

export function createFundingRefundsRepository(db: Database) {
  /** The campaign's paid fundings, newest first, with what each may still refund. */
  async function refundableFundings(campaignId: string): Promise<RefundableFunding[]> {
    const rows = await db
      .select({
        funding: fundingOrders,
        refunded: sql<string>`coalesce(sum(${fundingRefunds.amountMinor}) filter (where ${fundingRefunds.status} <> 'failed'), 0)`,
        count: sql<number>`count(${fundingRefunds.id})::int`,
        refused: sql<number>`count(*) filter (where ${fundingRefunds.providerRefundId} like 'refused:%')::int`,
        failed: sql<number>`count(*) filter (where ${fundingRefunds.status} = 'failed')::int`,
      })
      .from(fundingOrders)
      .leftJoin(fundingRefunds, eq(fundingRefunds.fundingOrderId, fundingOrders.id))
      .where(and(eq(fundingOrders.campaignId, campaignId), eq(fundingOrders.status, 'paid')))
      .groupBy(fundingOrders.id)
      .orderBy(desc(fundingOrders.paidAt), desc(fundingOrders.createdAt));
    // A payment the provider refused to refund, or whose refunds failed three times, is not asked again: what is left
    // of it stays in the escrow for an operator (docs/payments.md "Cut-off and refunds").
    return rows
      .filter((row) => Number(row.refused) === 0 && Number(row.failed) < maxFailedRefunds)
      .map((row) => ({ funding: row.funding, refundableMinor: row.funding.amountMinor - Number(row.refunded), refundCount: Number(row.count) }));
  }

  async function insert(values: typeof fundingRefunds.$inferInsert): Promise<FundingRefundRow> {
    const [row] = await db.insert(fundingRefunds).values(values).returning();
    return row!;
  }

  async function findById(id: string): Promise<FundingRefundRow | null> {
    const [row] = await db.select().from(fundingRefunds).where(eq(fundingRefunds.id, id));
    return row ?? null;
  }

  async function findByProviderRefund(provider: FundingRefundRow['provider'], providerRefundId: string): Promise<FundingRefundRow | null> {
    const [row] = await db.select().from(fundingRefunds).where(and(eq(fundingRefunds.provider, provider), eq(fundingRefunds.providerRefundId, providerRefundId)));
    return row ?? null;
  }

  /** Whether a refund of the campaign is still on its way (a new one waits for it). */
  async function hasOpen(campaignId: string): Promise<boolean> {
    const [row] = await db.select({ id: fundingRefunds.id }).from(fundingRefunds)
      .where(and(eq(fundingRefunds.campaignId, campaignId), inArray(fundingRefunds.status, ['queued', 'processing']))).limit(1);
    return Boolean(row);
  }

  /**
   * Refunds to send or to ask about: queued ones, processing ones the provider has not named yet (a crash between
   * our write and its answer), and processing ones not heard of since `staleBefore` (a lost webhook).
   */
  async function due(staleBefore: Date, limit = 100): Promise<FundingRefundRow[]> {
    return db.select().from(fundingRefunds)
      .where(or(
        eq(fundingRefunds.status, 'queued'),
        and(eq(fundingRefunds.status, 'processing'), or(isNull(fundingRefunds.providerRefundId), lt(fundingRefunds.updatedAt, staleBefore))),
      ))
      .orderBy(asc(fundingRefunds.createdAt))
      .limit(limit);
  }

  /** Moves a refund to `to` only from an allowed state; null when it was elsewhere (a repeat or a race). */
  async function transition(id: string, to: Exclude<RefundStatus, 'queued'>, changes: { providerRefundId?: string; failureReason?: string } = {}) {
    const [row] = await db
      .update(fundingRefunds)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(changes.providerRefundId ? { providerRefundId: changes.providerRefundId } : {}),
        ...(changes.failureReason !== undefined ? { failureReason: changes.failureReason.slice(0, 500) } : {}),
        ...(to === 'processed' ? { processedAt: sql`now()` } : {}),
      })
      .where(and(eq(fundingRefunds.id, id), inArray(fundingRefunds.status, predecessors[to])))
      .returning();
    return row ?? null;
  }

  /** Records the provider's id of a refund still on its way (and that we heard of it now). */
  async function noteProviderRefund(id: string, providerRefundId: string): Promise<void> {
    await db.update(fundingRefunds).set({ providerRefundId, updatedAt: sql`now()` })
      .where(and(eq(fundingRefunds.id, id), ne(fundingRefunds.status, 'processed'), ne(fundingRefunds.status, 'failed')));
  }

  async function listForBrand(brandId: string, limit = 100): Promise<FundingRefundRow[]> {
    return db.select().from(fundingRefunds).where(eq(fundingRefunds.brandId, brandId)).orderBy(desc(fundingRefunds.createdAt)).limit(limit);
  }

  return { refundableFundings, insert, findById, findByProviderRefund, hasOpen, due, transition, noteProviderRefund, listForBrand };
}

export type FundingRefundsRepository = ReturnType<typeof createFundingRefundsRepository>;
