import { randomUUID } from 'node:crypto';
import { paymentTexts } from '../../../src/domain/payments/payment.texts';
import type { Database } from '../db/database';
import type { FundingOrderRow } from '../db/schema/funding.schema';
import { webhookEvents } from '../db/schema/webhook-events.schema';
import { ApiError } from '../plugins/api-error';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { FundingOrdersRepository } from '../repositories/funding-orders.repository';
import { classifyStripeFailure } from '../integrations/payments-failure';
import type { PaymentProviderMode } from '../integrations/payments/payment-providers.config';
import { sandboxStripePrefix, type StripeSettings } from '../integrations/payments/stripe.config';
import { StripeProviderError, type StripeCurrency, type StripePaymentsClient } from '../integrations/stripe/stripe.client';
import type { MoneyMovements } from './ledger/money-movements.service';

/**
 * USD and EUR funding through Stripe PaymentIntents (docs/payments.md "Funding"). One PaymentIntent per checkout
 * attempt, created with an idempotency key derived from the funding's id (chosen before the call), so a retried
 * call never makes a second one. The browser pays on Stripe.js (live: our own small page, not the SPA) or on the
 * sandbox's simulated checkout, and comes back to `GET payments/stripe/return/?funding=<id>`, which RETRIEVES the
 * PaymentIntent from Stripe (never trusting the browser's query) and may mark the funding authorized or failed.
 * Only the signed `payment_intent.succeeded` webhook books money.
 */
export interface StripeFundingDeps {
  db: Database;
  /** refund.* events of refunds of unused escrow (funding-refunds.service), in the webhook's transaction. */
  applyRefundWebhook?: (refund: Record<string, unknown>) => Promise<'applied' | 'ignored'>;
  fundingOrders: FundingOrdersRepository;
  campaigns: Pick<CampaignsRepository, 'findById'>;
  money: MoneyMovements;
  /** Null when Stripe is not configured (live mode without STRIPE_* keys): USD and EUR cannot be funded. */
  stripe: StripePaymentsClient | null;
  settings: StripeSettings | null;
  mode: PaymentProviderMode;
  publicUrl: string;
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
}

export type StripeWebhookEvent = { id: string; type: string; data: { object: Record<string, unknown> } };

const succeededLike = new Set(['succeeded', 'requires_capture']);

export const stripeReturnPath = '/api/v1/payments/stripe/return/';
export const stripeCheckoutPagePath = '/api/v1/payments/stripe/checkout/';

export function createStripeFundingService(deps: StripeFundingDeps) {
  const returnUrl = (fundingId: string) => `${deps.publicUrl}${stripeReturnPath}?funding=${fundingId}`;

  /** A PaymentIntent and its funding row (created), and where the browser goes to pay. */
  async function start(input: { brandId: string; campaignId: string; campaignName: string; userId: string; amountMinor: number; currency: string }) {
    const { stripe, settings } = deps;
    if (!stripe || !settings) throw new ApiError(400, 'validation_error', paymentTexts.currencyUnavailable(input.currency), { amount: [paymentTexts.currencyUnavailable(input.currency)] });
    const id = randomUUID();
    let intent;
    try {
      intent = await stripe.createPaymentIntent({
        amountMinor: input.amountMinor,
        currency: input.currency.toLowerCase() as StripeCurrency,
        metadata: { funding_id: id, campaign_id: input.campaignId, brand_id: input.brandId },
        description: `Funding: ${input.campaignName}`.slice(0, 255),
        idempotencyKey: `funding-${id}`,
      });
    } catch (error) {
      if (error instanceof StripeProviderError && error.status === 400 && error.param === 'amount') {
        const message = error.message.replace(/^stripe: [^:]+: /, '');
        throw new ApiError(400, 'validation_error', message, { amount: [message] });
      }
      throw new ApiError(502, 'payment_provider_unavailable', paymentTexts.providerUnavailable);
    }
    const row = await deps.fundingOrders.create({
      id, brandId: input.brandId, campaignId: input.campaignId, createdBy: input.userId, provider: 'stripe', providerOrderId: intent.id,
      amountMinor: input.amountMinor, currency: input.currency,
    });
    const checkout: { method: 'GET' | 'POST'; url: string; fields: Record<string, string> } =
      deps.mode === 'sandbox'
        ? { method: 'GET', url: `${deps.publicUrl}${sandboxStripePrefix}/checkout`, fields: { payment_intent: intent.id, return_url: returnUrl(id) } }
        : { method: 'POST', url: `${deps.publicUrl}${stripeCheckoutPagePath}`, fields: { funding: id, client_secret: intent.client_secret ?? '' } };
    return { row, checkout };
  }

  /**
   * The browser is back from paying. Whatever its query says, the PaymentIntent is retrieved from Stripe: succeeded
   * (or processing) marks the funding authorized, a last_payment_error marks it failed with SPEC §8's kind, and a
   * person who chose Cancel (`cancelled=1`) on an intent that did not go through marks it cancelled. Never money.
   */
  async function checkoutReturned(fundingId: string | null, query: { payment_intent?: string; cancelled?: string }): Promise<string> {
    const back = (id?: string) => (id ? `/payments?funding=${encodeURIComponent(id)}` : '/payments');
    if (!fundingId || !/^[0-9a-f-]{36}$/i.test(fundingId)) return back();
    const row = await deps.fundingOrders.findById(fundingId);
    if (!row || row.provider !== 'stripe' || !deps.stripe) return back();
    if (query.payment_intent && query.payment_intent !== row.providerOrderId) return back(row.id);
    let intent;
    try {
      intent = await deps.stripe.retrievePaymentIntent(row.providerOrderId);
    } catch {
      // Stripe cannot be asked now: the page waits for the webhook.
      return back(row.id);
    }
    if (succeededLike.has(intent.status)) {
      await deps.fundingOrders.transition(row.id, 'authorized', { providerPaymentId: intent.id }, ['created', 'failed']);
    } else if (intent.status === 'processing') {
      await deps.fundingOrders.transition(row.id, 'authorized', {}, ['created', 'failed']);
    } else if (intent.last_payment_error) {
      const error = intent.last_payment_error;
      await deps.fundingOrders.transition(row.id, 'failed', { failureKind: classifyStripeFailure(error).kind, failureReason: (error.message ?? error.code ?? '').slice(0, 500) }, ['created']);
    } else if (query.cancelled === '1') {
      await deps.fundingOrders.transition(row.id, 'cancelled');
    }
    return back(row.id);
  }

  async function succeeded(row: FundingOrderRow, intent: Record<string, unknown>): Promise<'applied' | 'ignored'> {
    const amount = Number(intent.amount_received ?? 0);
    const currency = String(intent.currency ?? '').toUpperCase();
    if (intent.status !== 'succeeded' || !Number.isSafeInteger(amount) || amount <= 0 || currency !== row.currency) return 'ignored';
    await deps.fundingOrders.transition(row.id, 'paid', { providerPaymentId: row.providerOrderId });
    // Keyed by the PaymentIntent: a redelivery, or a second event of the same payment, is a replay.
    await deps.money.recordFunding({
      brandId: row.brandId, campaignId: row.campaignId, currency: row.currency, provider: 'stripe', providerPaymentId: row.providerOrderId, amountMinor: amount,
    });
    return 'applied';
  }

  async function failed(row: FundingOrderRow, intent: Record<string, unknown>): Promise<'applied' | 'ignored'> {
    // Authorized with the PaymentIntent recorded: the return saw it succeeded (final at Stripe), so this failure is an
    // earlier attempt's, delivered late. Paid and cancelled are not failed's predecessors (compare-and-set).
    if (row.status === 'authorized' && row.providerPaymentId) return 'ignored';
    const error = (intent.last_payment_error ?? {}) as { type?: string; code?: string; decline_code?: string; message?: string };
    const kind = classifyStripeFailure(error).kind;
    const moved = await deps.fundingOrders.transition(row.id, 'failed', { failureKind: kind, failureReason: String(error.message ?? error.code ?? '').slice(0, 500) });
    return moved ? 'applied' : 'ignored';
  }

  /**
   * A verified Stripe event (the route checked Stripe-Signature), deduplicated on its id in the transaction of its
   * effect. payment_intent.succeeded moves the funding to paid and books the amount received; payment_failed records
   * SPEC §8's kind unless the funding was paid already; refund events go to the refunds of unused escrow.
   */
  async function applyWebhook(eventId: string, event: StripeWebhookEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
    return deps.transaction(async () => {
      const inserted = await deps.db.insert(webhookEvents).values({ id: `stripe:${eventId}`, provider: 'stripe', eventType: event.type }).onConflictDoNothing().returning();
      if (inserted.length === 0) return 'duplicate';
      const object = event.data?.object ?? {};
      // Refunds of unused escrow (refund.created / refund.updated / refund.failed) settle through funding-refunds.
      if (object.object === 'refund') return deps.applyRefundWebhook ? deps.applyRefundWebhook(object) : 'ignored';
      if (object.object !== 'payment_intent' || typeof object.id !== 'string') return 'ignored';
      const row = await deps.fundingOrders.findByProviderOrder('stripe', object.id);
      if (!row) return 'ignored';
      if (event.type === 'payment_intent.succeeded') return succeeded(row, object);
      if (event.type === 'payment_intent.payment_failed') return failed(row, object);
      return 'ignored';
    });
  }

  /** The live payment page's data for one funding still to pay, or null (unknown, paid, or a client secret not its own). */
  async function pageFor(fundingId: string, clientSecret: string) {
    if (!/^[0-9a-f-]{36}$/i.test(fundingId) || !deps.settings) return null;
    const row = await deps.fundingOrders.findById(fundingId);
    if (!row || row.provider !== 'stripe' || !clientSecret.startsWith(`${row.providerOrderId}_secret_`)) return null;
    const campaign = await deps.campaigns.findById(row.campaignId);
    return { row, campaignName: campaign?.name ?? '', publishableKey: deps.settings.publishableKey, returnUrl: returnUrl(row.id) };
  }

  return { start, checkoutReturned, applyWebhook, pageFor };
}

export type StripeFundingService = ReturnType<typeof createStripeFundingService>;
