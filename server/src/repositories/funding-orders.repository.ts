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
    /** Chosen before the provider call when the provider's idempotency key derives from it (Stripe). */
    id?: string;
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
   * order was already elsewhere (a duplicate or late message: nothing to do). `from` narrows or widens the allowed
   * states for one provider's rule (Stripe: a retry on the same PaymentIntent may succeed after a failure).
   */
  async function transition(
    id: string, to: Exclude<FundingStatus, 'created'>,
    changes: { providerPaymentId?: string | null; failureKind?: string | null; failureReason?: string | null } = {},
    from: readonly FundingStatus[] = predecessors[to],
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
      .where(and(eq(fundingOrders.id, id), inArray(fundingOrders.status, [...from])))
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

  /**
   * A paid Razorpay funding by its order or payment id, with what was refunded of it (refunds not failed): what the
   * payments sandbox remembers after a restart or for the demo seed (razorpay.fake.ts `recall`).
   */
  async function paidRazorpayPayment(id: { orderId?: string; paymentId?: string }) {
    const match = id.paymentId ? eq(fundingOrders.providerPaymentId, id.paymentId) : id.orderId ? eq(fundingOrders.providerOrderId, id.orderId) : null;
    if (!match) return null;
    const [row] = await db
      .select({
        funding: fundingOrders,
        refunded: sql<string>`coalesce((select sum(r.amount_minor) from funding_refunds r where r.funding_order_id = ${fundingOrders.id} and r.status <> 'failed'), 0)`,
      })
      .from(fundingOrders)
      .where(and(eq(fundingOrders.provider, 'razorpay'), eq(fundingOrders.status, 'paid'), match));
    if (!row?.funding.providerPaymentId) return null;
    return {
      orderId: row.funding.providerOrderId, paymentId: row.funding.providerPaymentId, amount: row.funding.amountMinor,
      currency: row.funding.currency, refunded: Number(row.refunded), createdAt: row.funding.paidAt ?? row.funding.createdAt,
    };
  }

  /** A Stripe PaymentIntent as our funding order recorded it, for the payments sandbox after a restart (stripe.fake.ts `recall`). */
  async function stripeIntentForSandbox(intentId: string) {
    const [row] = await db
      .select()
      .from(fundingOrders)
      .where(and(eq(fundingOrders.provider, 'stripe'), eq(fundingOrders.providerOrderId, intentId)));
    if (!row) return null;
    return { id: row.providerOrderId, amount: row.amountMinor, currency: row.currency, fundingStatus: row.status, createdAt: row.paidAt ?? row.createdAt };
  }

  return { create, findById, findByProviderOrder, transition, listForBrand, paidTotals, paidRazorpayPayment, stripeIntentForSandbox };
}

export type FundingOrdersRepository = ReturnType<typeof createFundingOrdersRepository>;
