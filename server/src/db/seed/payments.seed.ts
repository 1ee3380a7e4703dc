import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { fundingOrders } from '../schema/funding.schema';

type SeedContext = Pick<AppContext, 'database' | 'money'>;

/** A stable provider-like id from a seed key: the demo's ids look like Razorpay's and never change between runs. */
const demoId = (prefix: string, key: string) => `${prefix}_demo${createHash('sha256').update(key).digest('hex').slice(0, 10)}`;

/**
 * The demo brand paid for a campaign through the (simulated) Razorpay checkout: a paid funding the payments page
 * lists, and the ledger posting its webhook would have booked (docs/payments.md "Demo data"). Idempotent: the ledger
 * posting is keyed by the payment id and the funding row by the order id.
 */
export async function seedDemoFunding(
  context: SeedContext,
  input: { brandId: string; campaignId: string; createdBy: string; currency: string; amountMinor: number; paidAt: Date },
): Promise<void> {
  const orderId = demoId('order', `${input.campaignId}:funding`);
  const paymentId = demoId('pay', `${input.campaignId}:funding`);
  await context.database.db.insert(fundingOrders).values({
    brandId: input.brandId, campaignId: input.campaignId, createdBy: input.createdBy, provider: 'razorpay', providerOrderId: orderId,
    providerPaymentId: paymentId, amountMinor: input.amountMinor, currency: input.currency, status: 'paid',
    createdAt: input.paidAt, updatedAt: input.paidAt, paidAt: input.paidAt,
  }).onConflictDoNothing();
  await context.money.recordFunding({
    brandId: input.brandId, campaignId: input.campaignId, currency: input.currency, provider: 'razorpay', providerPaymentId: paymentId, amountMinor: input.amountMinor,
  });
}

/** An accepted placement's offer, set aside from the campaign's escrow as the acceptance would have done. */
export async function seedDemoCommitment(
  context: SeedContext,
  input: { brandId: string; campaignId: string; placementId: string; currency: string; amountMinor: number },
): Promise<void> {
  if (input.amountMinor > 0) await context.money.commitPlacement(input);
}

/**
 * The demo brand's default payment method (docs/payments-page.md "Payment methods"): an HDFC Bank account, added
 * through the service (sealed and masked like any other). Only when the brand has none, so a visitor's changes stay.
 */
export async function seedDemoPaymentMethod(context: Pick<AppContext, 'users' | 'brands' | 'services'>): Promise<void> {
  const owner = await context.users.findByEmail('brand@demo.local');
  const brand = owner ? (await context.brands.listMemberships(owner.id))[0]?.brand : undefined;
  if (!owner || !brand) return;
  if ((await context.services.brandPaymentMethods.list(owner, brand.id)).results.length > 0) return;
  await context.services.brandPaymentMethods.add(owner, brand.id, {
    type: 'bank',
    details: { account_holder_name: 'Acme Demo Co.', account_number: '50200012345678', bank_name: 'HDFC Bank', ifsc_code: 'HDFC0001234', swift_code: 'HDFCINBB' },
  });
}
