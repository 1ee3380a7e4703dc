import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import { assertSecondFactorForPayments } from './account-security';
import { minorToDecimal, parseAmountToMinor } from '../../../src/domain/payments/money-amount';
import { paymentFailureMessages, paymentTexts, type PaymentFailureKind } from '../../../src/domain/payments/payment.texts';
import { formatMoney } from '../../../src/domain/format/display-format';
import { fundingClosedStatuses, fundingMinimumMinor } from '../../../src/domain/payments/funding-rules';
import type { CampaignRow } from '../db/schema/campaigns.schema';
import type { FundingOrderRow } from '../db/schema/funding.schema';
import type { UserRow } from '../db/schema/users.schema';
import type { Database } from '../db/database';
import { webhookEvents } from '../db/schema/webhook-events.schema';
import { ApiError, notFound, permissionDenied } from '../plugins/api-error';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { CampaignsRepository } from '../repositories/campaigns.repository';
import type { FundingOrdersRepository } from '../repositories/funding-orders.repository';
import type { LedgerRepository } from '../repositories/ledger.repository';
import type { RazorpayClient } from '../integrations/razorpay/razorpay.client';
import { RazorpayError } from '../integrations/razorpay/razorpay-errors';
import { verifyPaymentSignature } from '../integrations/razorpay/razorpay-signatures';
import { classifyRazorpayFailure } from '../integrations/payments-failure';
import type { RazorpaySettings, PaymentProviderMode } from '../integrations/payments/payment-providers.config';
import type { BrandPaymentsBody, FundingCheckoutBody, FundingOrderBody } from '../routes/api/v1/payments/payments.schema';
import type { MoneyMovements } from './ledger/money-movements.service';
import type { StripeFundingService } from './stripe-funding.service';


/** What Checkout (redirect mode) posts to our callback: success fields, or error[...] fields. */
export type CheckoutCallbackForm = URLSearchParams;

export interface BrandPaymentsDeps {
  db: Database;
  brands: Pick<BrandsRepository, 'findMembership'>;
  campaigns: Pick<CampaignsRepository, 'findById'>;
  fundingOrders: FundingOrdersRepository;
  ledger: LedgerRepository;
  money: MoneyMovements;
  razorpay: RazorpayClient;
  razorpaySettings: RazorpaySettings;
  /** USD and EUR campaigns (stripe-funding.service.ts). */
  stripeFunding: StripeFundingService;
  mode: PaymentProviderMode;
  publicUrl: string;
  listCampaigns: (brandId: string) => Promise<CampaignRow[]>;
  /** Runs `work` in one database transaction (the webhook's dedupe row and its effects commit together). */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  /** refund.processed / refund.failed of a refund of unused escrow (funding-refunds.service), in the webhook's transaction. */
  applyRefundWebhook?: (entity: Record<string, unknown>) => Promise<'applied' | 'ignored'>;
}

const budgetMinorOf = (budget: string | null) => {
  if (budget === null || budget === undefined) return null;
  const parsed = parseAmountToMinor(budget);
  return parsed.ok ? parsed.minor : null;
};

export function createBrandPaymentsService(deps: BrandPaymentsDeps) {
  async function membership(user: UserRow, brandId: string) {
    const member = await deps.brands.findMembership(brandId, user.id);
    if (!member || !hasTeamPermission(member, 'payments.view')) throw notFound();
    return member;
  }

  function fundingBody(row: FundingOrderRow, campaignName: string): FundingOrderBody {
    const kind = (row.failureKind as PaymentFailureKind | null) ?? null;
    return {
      id: row.id,
      campaign_id: row.campaignId,
      campaign_name: campaignName,
      provider: row.provider,
      amount: minorToDecimal(row.amountMinor),
      currency: row.currency as FundingOrderBody['currency'],
      status: row.status,
      failure_kind: row.status === 'failed' ? kind : null,
      failure_message: row.status === 'failed' ? paymentFailureMessages[kind ?? 'processing_failed'] : row.status === 'cancelled' ? paymentTexts.cancelled : null,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
    };
  }

  /** GET brands/{id}/payments/: balances per currency, escrow per campaign and the latest fundings, from the ledger. */
  async function overview(user: UserRow, brandId: string): Promise<BrandPaymentsBody> {
    const member = await membership(user, brandId);
    const [figures, campaigns, fundings] = await Promise.all([
      deps.ledger.campaignFigures(brandId),
      deps.listCampaigns(brandId),
      deps.fundingOrders.listForBrand(brandId),
    ]);
    const names = new Map(campaigns.map((c) => [c.id, c.name]));
    const byCampaign = new Map(figures.map((f) => [`${f.campaignId}|${f.currency}`, f]));
    const balances = new Map<string, { available: number; committed: number }>();
    for (const f of figures) {
      const b = balances.get(f.currency) ?? { available: 0, committed: 0 };
      b.available += f.available;
      b.committed += f.committed;
      balances.set(f.currency, b);
    }
    return {
      balances: [...balances].sort(([a], [b]) => a.localeCompare(b)).map(([currency, b]) => ({
        currency: currency as 'INR',
        held: minorToDecimal(b.available + b.committed),
        available: minorToDecimal(b.available),
        committed: minorToDecimal(b.committed),
      })),
      campaigns: campaigns
        .filter((c) => !fundingClosedStatuses.has(c.status) || byCampaign.has(`${c.id}|${c.currency}`))
        .map((c) => {
          const f = byCampaign.get(`${c.id}|${c.currency}`);
          const funded = f?.funded ?? 0;
          const refunded = f?.refunded ?? 0;
          const budget = budgetMinorOf(c.budget);
          return {
            campaign_id: c.id,
            campaign_name: c.name,
            campaign_status: c.status,
            currency: c.currency as 'INR',
            budget: budget === null ? null : minorToDecimal(budget),
            funded: minorToDecimal(funded),
            committed: minorToDecimal(f?.committed ?? 0),
            released: minorToDecimal(f?.released ?? 0),
            refunded: minorToDecimal(refunded),
            available: minorToDecimal(f?.available ?? 0),
            fund_up_to: budget === null || fundingClosedStatuses.has(c.status) ? null : minorToDecimal(Math.max(0, budget - (funded - refunded))),
          };
        }),
      fundings: fundings.map((row) => fundingBody(row, names.get(row.campaignId) ?? '')),
      permissions: { fund: hasTeamPermission(member, 'payments.approve'), approve: hasTeamPermission(member, 'payments.approve') },
      provider_mode: deps.mode,
    };
  }

  const badAmount = (message: string) => new ApiError(400, 'validation_error', message, { amount: [message] });

  /**
   * POST brands/{id}/funding-orders/: a new provider order for one checkout attempt and where the browser goes to pay.
   * INR through Razorpay, USD and EUR through Stripe. Nothing is credited here or on the checkout's return: only the provider's signed webhook books the money.
   */
  async function createFunding(user: UserRow, brandId: string, input: { campaign_id: string; amount: string }): Promise<FundingCheckoutBody> {
    const member = await membership(user, brandId);
    if (!hasTeamPermission(member, 'payments.approve')) throw permissionDenied(paymentTexts.notPermitted);
    assertSecondFactorForPayments(user);
    const campaign = await deps.campaigns.findById(input.campaign_id);
    if (!campaign || campaign.brandId !== brandId) throw new ApiError(400, 'validation_error', 'Choose one of your campaigns.', { campaign_id: ['Choose one of your campaigns.'] });
    if (fundingClosedStatuses.has(campaign.status)) throw new ApiError(409, 'campaign_closed', paymentTexts.campaignClosed);
    const parsed = parseAmountToMinor(input.amount);
    if (!parsed.ok) throw badAmount(parsed.message);
    // The SPA checks the same rules (src/domain/payments/funding-rules.ts).
    if (parsed.minor < fundingMinimumMinor) throw badAmount(paymentTexts.minimum(formatMoney(minorToDecimal(fundingMinimumMinor), campaign.currency)));
    const budget = budgetMinorOf(campaign.budget);
    if (budget !== null) {
      const figures = (await deps.ledger.campaignFigures(brandId)).find((f) => f.campaignId === campaign.id && f.currency === campaign.currency);
      const room = budget - ((figures?.funded ?? 0) - (figures?.refunded ?? 0));
      if (room <= 0) throw badAmount(paymentTexts.budgetReached);
      if (parsed.minor > room) throw badAmount(paymentTexts.overBudget(formatMoney(minorToDecimal(room), campaign.currency)));
    }
    if (campaign.currency === 'USD' || campaign.currency === 'EUR') {
      const { row, checkout } = await deps.stripeFunding.start({
        brandId, campaignId: campaign.id, campaignName: campaign.name, userId: user.id, amountMinor: parsed.minor, currency: campaign.currency,
      });
      return { funding: fundingBody(row, campaign.name), checkout };
    }
    if (campaign.currency !== 'INR') throw badAmount(paymentTexts.currencyUnavailable(campaign.currency));

    let order;
    try {
      order = await deps.razorpay.createOrder({
        amountPaise: parsed.minor,
        // ≤ 40 characters, unique per attempt.
        receipt: `f_${crypto.randomUUID().replace(/-/g, '').slice(0, 32)}`,
        notes: { campaign_id: campaign.id, brand_id: brandId },
      });
    } catch (error) {
      if (error instanceof RazorpayError && error.status === 400) throw badAmount(error.description ?? paymentTexts.providerUnavailable);
      throw new ApiError(502, 'payment_provider_unavailable', paymentTexts.providerUnavailable);
    }
    const row = await deps.fundingOrders.create({
      brandId, campaignId: campaign.id, createdBy: user.id, provider: 'razorpay', providerOrderId: order.id, amountMinor: parsed.minor, currency: campaign.currency,
    });
    const callbackUrl = `${deps.publicUrl}/api/v1/payments/razorpay/callback/?funding=${row.id}`;
    const settings = deps.razorpaySettings;
    const fields: Record<string, string> =
      settings.checkoutMethod === 'GET'
        ? { order_id: order.id, callback_url: callbackUrl }
        : {
            key_id: settings.keyId,
            order_id: order.id,
            amount: String(parsed.minor),
            currency: campaign.currency,
            name: 'InfluenceHub',
            description: `Funding: ${campaign.name}`.slice(0, 255),
            callback_url: callbackUrl,
            cancel_url: `${deps.publicUrl}/payments?funding=${row.id}`,
          };
    return { funding: fundingBody(row, campaign.name), checkout: { method: settings.checkoutMethod, url: settings.checkoutUrl, fields } };
  }

  /** GET funding-orders/{id}/: one funding of a brand the caller can see. */
  async function getFunding(user: UserRow, id: string): Promise<FundingOrderBody> {
    const row = await deps.fundingOrders.findById(id);
    if (!row) throw notFound();
    await membership(user, row.brandId);
    const campaign = await deps.campaigns.findById(row.campaignId);
    return fundingBody(row, campaign?.name ?? '');
  }

  /**
   * Checkout's return (redirect mode posts here): a success whose signature checks out marks the funding
   * authorized (the webhook will confirm and book it); a failure records SPEC §8's kind. Returns where the browser
   * goes next. Anything forged or unknown changes nothing.
   */
  async function checkoutReturned(fundingId: string | null, form: CheckoutCallbackForm): Promise<string> {
    const back = (id?: string) => (id ? `/payments?funding=${encodeURIComponent(id)}` : '/payments');
    if (!fundingId || !/^[0-9a-f-]{36}$/i.test(fundingId)) return back();
    const row = await deps.fundingOrders.findById(fundingId);
    if (!row || row.provider !== 'razorpay') return back();
    const paymentId = form.get('razorpay_payment_id');
    const orderId = form.get('razorpay_order_id');
    const signature = form.get('razorpay_signature');
    if (paymentId && orderId && signature) {
      // The order id signed is the one we stored, never the one posted back.
      if (orderId === row.providerOrderId && verifyPaymentSignature(row.providerOrderId, paymentId, signature, deps.razorpaySettings.keySecret)) {
        await deps.fundingOrders.transition(row.id, 'authorized', { providerPaymentId: paymentId });
      }
      return back(row.id);
    }
    const reason = form.get('error[reason]');
    const metadataOrder = form.get('error[metadata][order_id]');
    if (metadataOrder && metadataOrder !== row.providerOrderId) return back(row.id);
    if (reason === 'payment_cancelled' || form.get('error[code]') === null) {
      await deps.fundingOrders.transition(row.id, 'cancelled');
      return back(row.id);
    }
    const kind = classifyRazorpayFailure({ code: form.get('error[code]'), reason }).kind;
    await deps.fundingOrders.transition(row.id, 'failed', { failureKind: kind, failureReason: (form.get('error[description]') ?? reason ?? '').slice(0, 500) });
    return back(row.id);
  }

  /**
   * A verified Razorpay webhook (signature checked by the route): deduplicated on its event id in the transaction
   * of its effect. payment.captured / order.paid move the funding to paid (compare-and-set) and book the captured
   * amount in the ledger, keyed by the payment id, so a duplicate or a second event of the same payment books
   * nothing more. payment.failed records the failure unless the funding was paid already.
   */
  async function applyRazorpayWebhook(eventId: string, event: { event?: unknown; payload?: Record<string, { entity?: Record<string, unknown> }> }): Promise<'applied' | 'duplicate' | 'ignored'> {
    const type = typeof event.event === 'string' ? event.event : '';
    return deps.transaction(async () => {
      const inserted = await deps.db.insert(webhookEvents).values({ id: `razorpay:${eventId}`, provider: 'razorpay', eventType: type }).onConflictDoNothing().returning();
      if (inserted.length === 0) return 'duplicate';
      if (type.startsWith('refund.')) {
        const refund = event.payload?.refund?.entity;
        return refund && deps.applyRefundWebhook ? deps.applyRefundWebhook(refund) : 'ignored';
      }
      const payment = event.payload?.payment?.entity ?? null;
      const order = event.payload?.order?.entity ?? null;
      const orderId = String(payment?.order_id ?? order?.id ?? '');
      if (!orderId) return 'ignored';
      const row = await deps.fundingOrders.findByProviderOrder('razorpay', orderId);
      if (!row) return 'ignored';
      if (type === 'payment.captured' || type === 'order.paid') {
        const paymentId = String(payment?.id ?? row.providerPaymentId ?? '');
        const amount = Number(payment?.amount ?? order?.amount_paid ?? 0);
        const currency = String(payment?.currency ?? order?.currency ?? row.currency).toUpperCase();
        if (!paymentId || !Number.isSafeInteger(amount) || amount <= 0 || currency !== row.currency) return 'ignored';
        await deps.fundingOrders.transition(row.id, 'paid', { providerPaymentId: paymentId });
        // Booked by the payment id whatever the funding's state: order.paid after payment.captured is a replay.
        await deps.money.recordFunding({
          brandId: row.brandId, campaignId: row.campaignId, currency: row.currency, provider: 'razorpay', providerPaymentId: paymentId, amountMinor: amount,
        });
        return 'applied';
      }
      if (type === 'payment.failed') {
        const kind = classifyRazorpayFailure({ code: payment?.error_code as string | undefined, reason: payment?.error_reason as string | undefined }).kind;
        await deps.fundingOrders.transition(row.id, 'failed', { failureKind: kind, failureReason: String(payment?.error_description ?? '').slice(0, 500) });
        return 'applied';
      }
      return 'ignored';
    });
  }

  return { overview, createFunding, getFunding, checkoutReturned, applyRazorpayWebhook };
}

export type BrandPaymentsService = ReturnType<typeof createBrandPaymentsService>;
