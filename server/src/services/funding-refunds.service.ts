import type { FastifyBaseLogger } from 'fastify';
import { settlementRules } from '../../../src/domain/payments/settlement-rules';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database-errors';
import { createFundingOrdersRepository } from '../repositories/funding-orders.repository';
import type { FundingRefundRow } from '../db/schema/refunds.schema';
import { RazorpayError } from '../integrations/razorpay/razorpay-errors';
import type { RazorpayClient } from '../integrations/razorpay/razorpay.client';
import { StripeProviderError, type StripePaymentsClient } from '../integrations/stripe/stripe.client';
import { createFundingRefundsRepository } from '../repositories/funding-refunds.repository';
import { createLedgerRepository, LedgerInsufficientBalanceError } from '../repositories/ledger.repository';
import type { CampaignRef } from './ledger/money-movements.service';
import { createMoneyMovements } from './ledger/money-movements.service';
import { ledgerAccounts } from './ledger/ledger-accounts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a provider said of a refund: still on its way, done, or refused with its reason. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
  failureReason?: string;
}

/**
 * One provider's refunds (Razorpay for INR, Stripe for USD/EUR). `find` looks for a refund an earlier attempt created
 * (by our refund id), so a retry after a crash never refunds twice; `create` asks for a new one keyed by our refund id.
 */
export interface RefundGateway {
  find(refund: FundingRefundRow, paymentId: string): Promise<ProviderRefund | null>;
  create(refund: FundingRefundRow, paymentId: string): Promise<ProviderRefund>;
  fetch(providerRefundId: string): Promise<ProviderRefund>;
  /** The provider answered that it will never do this refund (as opposed to "try again later"). */
  isRefusal(error: unknown): boolean;
}

export function razorpayRefundGateway(client: Pick<RazorpayClient, 'createRefund' | 'fetchPaymentRefunds' | 'fetchRefund'>): RefundGateway {
  const view = (refund: { id: string; status: string }): ProviderRefund => ({
    id: refund.id,
    status: refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending',
    ...(refund.status === 'failed' ? { failureReason: 'Razorpay could not process the refund.' } : {}),
  });
  return {
    async find(refund, paymentId) {
      const found = (await client.fetchPaymentRefunds(paymentId)).find((item) => item.receipt === refund.id);
      return found ? view(found) : null;
    },
    async create(refund, paymentId) {
      return view(await client.createRefund({
        paymentId, amountPaise: refund.amountMinor, receipt: refund.id,
        notes: { refund_id: refund.id, campaign_id: refund.campaignId, reason: refund.reason },
      }));
    },
    fetch: async (providerRefundId) => view(await client.fetchRefund(providerRefundId)),
    // A 4xx is Razorpay's final word on this request (amount over what is left, payment too old, …); no answer or a
    // 5xx may have been done or not: the next run looks for it before asking again.
    isRefusal: (error) => error instanceof RazorpayError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429,
  };
}

/** Stripe's refund states as ours: succeeded is processed, failed or canceled failed, the rest still on its way. */
export const stripeRefundStatus = (status: string | null | undefined): ProviderRefund['status'] =>
  status === 'succeeded' ? 'processed' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

/**
 * Stripe refunds (USD, EUR). Stripe keeps an Idempotency-Key for 24 hours and the job retries within minutes, so a
 * retry simply asks again with the same key (`refund-<our id>`) and gets the refund the first attempt created.
 */
export function stripeRefundGateway(client: Pick<StripePaymentsClient, 'createRefund' | 'retrieveRefund'>): RefundGateway {
  const view = (refund: { id: string; status: string | null; failure_reason?: string | null }): ProviderRefund => ({
    id: refund.id,
    status: stripeRefundStatus(refund.status),
    ...(stripeRefundStatus(refund.status) === 'failed' ? { failureReason: `Stripe could not process the refund${refund.failure_reason ? ` (${refund.failure_reason})` : ''}.` } : {}),
  });
  return {
    find: async () => null,
    create: async (refund, paymentIntentId) => view(await client.createRefund({
      paymentIntentId, amountMinor: refund.amountMinor, idempotencyKey: `refund-${refund.id}`,
      metadata: { refund_id: refund.id, campaign_id: refund.campaignId, reason: refund.reason },
    })),
    fetch: async (providerRefundId) => view(await client.retrieveRefund(providerRefundId)),
    isRefusal: (error) => error instanceof StripeProviderError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429,
  };
}

/**
 * Refunds of unused escrow (docs/payments.md "Cut-off and refunds"). Planning writes the refund rows and moves their
 * money out of the escrow into each refund's in-flight account in one transaction; sending asks the provider after
 * that committed; the provider's answer or webhook settles a refund (in flight -> provider) or fails it (in flight
 * -> escrow, planned again on the next run). A refund's processed and failed postings empty the same account, so
 * whichever comes second is refused by the ledger, whatever the order of webhooks.
 */
export function createFundingRefundsService(deps: {
  db: Database;
  gateways: Partial<Record<FundingRefundRow['provider'], RefundGateway>>;
  logger: FastifyBaseLogger;
  /** A refund was planned: ask for a send run (after the plan commits). */
  afterPlanned?: () => void;
  now?: () => Date;
}) {
  const repository = createFundingRefundsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  /**
   * Refunds the campaign's escrow (what is left after its cut-off) against its paid fundings, newest first. Waits
   * while an earlier refund is still on its way; leaves less than the provider's minimum where it is. Returns how
   * many refunds it planned.
   */
  async function planForCampaign(campaign: CampaignRef): Promise<number> {
    try {
      const planned = await deps.db.transaction(async (tx) => {
        const refunds = createFundingRefundsRepository(tx);
        if (await refunds.hasOpen(campaign.campaignId)) return 0;
        const ledger = createLedgerRepository(tx);
        let left = await ledger.balance(ledgerAccounts.campaignEscrow(campaign.brandId, campaign.campaignId, campaign.currency).code, campaign.currency);
        let count = 0;
        for (const source of await refunds.refundableFundings(campaign.campaignId)) {
          if (left < settlementRules.minimumRefundMinor) break;
          const amount = Math.min(left, source.refundableMinor);
          if (amount < settlementRules.minimumRefundMinor) continue;
          const row = await refunds.insert({
            fundingOrderId: source.funding.id, brandId: campaign.brandId, campaignId: campaign.campaignId, provider: source.funding.provider,
            amountMinor: amount, currency: campaign.currency, reason: 'campaign_closed',
            // Per funding payment and sequence: two plans of the same state collide here and the second rolls back.
            idempotencyKey: `refund:${source.funding.id}:${source.refundCount + 1}`,
          });
          await createMoneyMovements(ledger).refundEscrow({ ...campaign, provider: source.funding.provider, refundId: row.id, amountMinor: amount });
          left -= amount;
          count += 1;
        }
        return count;
      });
      if (planned > 0) deps.afterPlanned?.();
      return planned;
    } catch (error) {
      // Another run planned the same refunds first, or moved the escrow meanwhile: nothing to do now.
      if (isUniqueViolation(error) || error instanceof LedgerInsufficientBalanceError) return 0;
      throw error;
    }
  }

  /** Applies a provider's word on a refund: processed settles it, failed returns its money to the escrow. */
  async function apply(refund: FundingRefundRow, word: ProviderRefund): Promise<'processed' | 'failed' | 'pending' | 'unchanged'> {
    if (word.status === 'pending') {
      if (refund.status === 'queued') await repository.transition(refund.id, 'processing', { providerRefundId: word.id });
      else await repository.noteProviderRefund(refund.id, word.id);
      return 'pending';
    }
    const final = word.status;
    const ref = { brandId: refund.brandId, campaignId: refund.campaignId, currency: refund.currency, provider: refund.provider, refundId: refund.id, amountMinor: refund.amountMinor };
    return deps.db.transaction(async (tx) => {
      const refunds = createFundingRefundsRepository(tx);
      const moved = await refunds.transition(refund.id, final, { providerRefundId: word.id, ...(word.failureReason ? { failureReason: word.failureReason } : {}) });
      if (!moved) return 'unchanged';
      const money = createMoneyMovements(createLedgerRepository(tx));
      if (final === 'processed') await money.settleRefund(ref);
      else await money.failRefund(ref);
      return final;
    });
  }

  async function sendOne(refund: FundingRefundRow): Promise<string> {
    const gateway = deps.gateways[refund.provider];
    if (!gateway) return 'no_gateway';
    const funding = await createFundingOrdersRepository(deps.db).findById(refund.fundingOrderId);
    // Razorpay refunds a payment (pay_…); Stripe a PaymentIntent (pi_…), which is the funding's order id.
    const paymentId = refund.provider === 'stripe' ? funding?.providerOrderId : funding?.providerPaymentId;
    if (!paymentId) return apply(refund, { id: refund.providerRefundId ?? `none:${refund.id}`, status: 'failed', failureReason: 'The payment to refund is not known.' });
    try {
      const word = refund.providerRefundId
        ? await gateway.fetch(refund.providerRefundId)
        : (await gateway.find(refund, paymentId)) ?? (await gateway.create(refund, paymentId));
      return apply(refund, word);
    } catch (error) {
      if (!refund.providerRefundId && gateway.isRefusal(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        return apply(refund, { id: `refused:${refund.id}`, status: 'failed', failureReason: reason });
      }
      // No answer: tried again on the next run, which first looks for what this attempt may have created.
      deps.logger.warn({ err: error, refundId: refund.id }, 'refund not sent');
      return 'retry';
    }
  }

  /** The job's run: sends queued refunds and asks about ones not heard of for a while. */
  async function sendDue(): Promise<Record<string, number>> {
    const outcomes: Record<string, number> = {};
    for (const refund of await repository.due(new Date(now().getTime() - 10 * 60_000))) {
      const outcome = await sendOne(refund);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    return outcomes;
  }

  /** A provider's webhook about a refund (the route checked its signature and deduplicated the event). */
  async function applyWebhook(provider: FundingRefundRow['provider'], entity: { id?: unknown; status?: unknown; receipt?: unknown; metadata?: unknown }): Promise<'applied' | 'ignored'> {
    const providerRefundId = typeof entity.id === 'string' ? entity.id : '';
    if (!providerRefundId) return 'ignored';
    // Our refund id travels as Razorpay's receipt or in Stripe's metadata: a webhook that beats our write of the
    // provider's id still finds it.
    const ours = typeof entity.receipt === 'string' ? entity.receipt : (entity.metadata as { refund_id?: unknown } | undefined)?.refund_id;
    const refund = (await repository.findByProviderRefund(provider, providerRefundId))
      ?? (typeof ours === 'string' && uuidPattern.test(ours) ? await repository.findById(ours) : null);
    if (!refund || refund.provider !== provider) return 'ignored';
    const status = provider === 'stripe' ? stripeRefundStatus(String(entity.status ?? '')) : entity.status === 'processed' ? 'processed' : entity.status === 'failed' ? 'failed' : 'pending';
    const outcome = await apply(refund, { id: providerRefundId, status, ...(status === 'failed' ? { failureReason: 'The provider could not process the refund.' } : {}) });
    return outcome === 'unchanged' ? 'ignored' : 'applied';
  }

  return { planForCampaign, sendDue, applyWebhook, listForBrand: repository.listForBrand };
}

export type FundingRefundsService = ReturnType<typeof createFundingRefundsService>;
