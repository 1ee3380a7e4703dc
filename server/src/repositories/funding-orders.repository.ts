import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { fundingOrders, type FundingOrderRow } from '../db/schema/funding.schema';

export type FundingStatus = FundingOrderRow['status'];

/** The states each state may be reached from: the compare-and-set of every transition (docs/payments.md "Funding"). */
const predecessors: Record<Exclude<FundingStatus, 'created'>, FundingStatus[]> = {
  authorized: ['created'],
  // The provider's word that the money was captured wins over an earlier failure or cancel shown in the checkout.
  paid: ['created', 'authorized', 'failed', 'cancelled'],
  failed: ['created', 'authorized'],
  cancelled: ['created'],
};

export function createFundingOrdersRepository(db: Database) {
  async function create(input: {
    brandId: string; campaignId: string; createdBy: string | null; provider: FundingOrderRow['provider'];
    providerOrderId: string; amountMinor: number; currency: string;
  }): Promise<FundingOrderRow> {
    const [row] = await db.insert(fundingOrders).values(input).returning();
    return row!;
  }

  async function findById(id: string): Promise<FundingOrderRow | null> {
    const [row] = await db.select().from(fundingOrders).where(eq(fundingOrders.id, id));
    return row ?? null;
  }

  async function findByProviderOrder(provider: FundingOrderRow['provider'], providerOrderId: string): Promise<FundingOrderRow | null> {
    const [row] = await db.select().from(fundingOrders).where(and(eq(fundingOrders.provider, provider), eq(fundingOrders.providerOrderId, providerOrderId)));
    return row ?? null;
  }

  /**
   * Moves an order to `to` only from an allowed state (compare-and-set); returns the updated row, or null when the
   * order was already elsewhere (a duplicate or late message: nothing to do).
   */
  async function transition(
    id: string, to: Exclude<FundingStatus, 'created'>,
    changes: { providerPaymentId?: string | null; failureKind?: string | null; failureReason?: string | null } = {},
  ): Promise<FundingOrderRow | null> {
    const [row] = await db
      .update(fundingOrders)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'paid' ? { paidAt: sql`now()`, failureKind: null, failureReason: null } : {}),
        ...(changes.providerPaymentId !== undefined ? { providerPaymentId: changes.providerPaymentId } : {}),
        ...(changes.failureKind !== undefined ? { failureKind: changes.failureKind } : {}),
        ...(changes.failureReason !== undefined ? { failureReason: changes.failureReason } : {}),
      })
      .where(and(eq(fundingOrders.id, id), inArray(fundingOrders.status, predecessors[to])))
      .returning();
    return row ?? null;
  }

  async function listForBrand(brandId: string, limit = 50): Promise<FundingOrderRow[]> {
    return db.select().from(fundingOrders).where(eq(fundingOrders.brandId, brandId)).orderBy(desc(fundingOrders.createdAt)).limit(limit);
  }

  /** Paid totals per campaign of a brand, per currency: what each campaign was funded with. */
  async function paidTotals(brandId: string): Promise<Array<{ campaignId: string; currency: string; amountMinor: number }>> {
    const rows = await db
      .select({ campaignId: fundingOrders.campaignId, currency: fundingOrders.currency, amountMinor: sql<string>`sum(${fundingOrders.amountMinor})` })
      .from(fundingOrders)
      .where(and(eq(fundingOrders.brandId, brandId), eq(fundingOrders.status, 'paid')))
      .groupBy(fundingOrders.campaignId, fundingOrders.currency);
    return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }));
  }

  return { create, findById, findByProviderOrder, transition, listForBrand, paidTotals };
}

export type FundingOrdersRepository = ReturnType<typeof createFundingOrdersRepository>;
