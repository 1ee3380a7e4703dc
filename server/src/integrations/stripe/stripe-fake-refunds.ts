import { json, type FakeReply } from '../social/fake-http';
import { checkMetadata, invalid, isReply, stripeError, token, unix } from './stripe-fake-common';

/**
 * Refunds of the Stripe fake (docs/payment-providers.md "Stripe fake"): POST /v1/refunds (payment_intent, amount,
 * metadata; the fake's Idempotency-Key handling wraps it: the same key and params answer the same refund, other params
 * 400 idempotency_error), GET /v1/refunds/:id. A refund starts `succeeded` (like test-mode cards) or `pending` when
 * the fake is told so; `settleRefund` moves a pending one to succeeded or failed. Webhooks: `charge.refunded` when a
 * refund is made (the charge with amount_refunded) and `refund.updated` when its status changes. A failed refund gives
 * its amount back to the charge.
 */
export type FakeRefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: FakeRefundStatus;
  failure_reason: string | null;
  metadata: Record<string, string>;
  reason: string | null;
  balance_transaction: null;
  created: number;
}

/** What the refunds need of a PaymentIntent. */
interface RefundableIntent {
  id: string;
  amount_received: number;
  currency: string;
  status: string;
  latest_charge: string | null;
}

export interface StripeFakeRefunds {
  refunds: Map<string, FakeRefund>;
  /** Status of new refunds: 'succeeded' (default, like test-mode cards) or 'pending' (settled later with settleRefund). */
  startAs: 'succeeded' | 'pending';
  create(params: Record<string, unknown>): FakeReply;
  retrieve(id: string): FakeReply;
  settle(id: string, to: 'succeeded' | 'failed', failureReason?: string): FakeRefund;
  /** The charge of a PaymentIntent as Stripe shows it (amount_refunded counts pending and succeeded refunds). */
  chargeOf(intent: RefundableIntent): Record<string, unknown>;
}

const money = (minor: number, currency: string) => `${currency === 'eur' ? '€' : '$'}${(minor / 100).toFixed(2)}`;

export function createStripeFakeRefunds(ctx: {
  now: () => Date;
  intent: (id: string) => RefundableIntent | undefined;
  emit: (type: string, object: Record<string, unknown>) => void;
}): StripeFakeRefunds {
  const refunds = new Map<string, FakeRefund>();
  const holding = (refund: FakeRefund) => refund.status === 'pending' || refund.status === 'succeeded';
  const refundsOf = (intentId: string) => [...refunds.values()].filter((r) => r.payment_intent === intentId);
  const refundedOf = (intentId: string) => refundsOf(intentId).filter(holding).reduce((sum, r) => sum + r.amount, 0);

  function chargeOf(intent: RefundableIntent) {
    const refunded = refundedOf(intent.id);
    const list = refundsOf(intent.id).map((r) => ({ ...r }));
    return {
      id: intent.latest_charge, object: 'charge', amount: intent.amount_received, amount_captured: intent.amount_received, amount_refunded: refunded,
      currency: intent.currency, payment_intent: intent.id, paid: true, status: 'succeeded', refunded: refunded >= intent.amount_received && refunded > 0,
      refunds: { object: 'list', data: list, has_more: false, total_count: list.length, url: `/v1/charges/${intent.latest_charge}/refunds` },
    };
  }

  const self: StripeFakeRefunds = {
    refunds,
    startAs: 'succeeded',
    chargeOf,
    create(params) {
      const intentId = params.payment_intent;
      if (typeof intentId !== 'string' || !intentId) {
        return invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent', 'parameter_missing');
      }
      const intent = ctx.intent(intentId);
      if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${intentId}'` });
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        return invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
      }
      const left = intent.amount_received - refundedOf(intent.id);
      const { amount } = params;
      if (amount !== undefined && (typeof amount !== 'string' || !/^\d+$/.test(amount) || Number(amount) < 1)) {
        return invalid(`Invalid positive integer: ${String(amount)}`, 'amount', 'parameter_invalid_integer');
      }
      if (left <= 0) return invalid(`Charge ${intent.latest_charge} has already been refunded.`, undefined, 'charge_already_refunded');
      const value = amount === undefined ? left : Number(amount);
      if (value > left) {
        return invalid(`Refund amount (${money(value, intent.currency)}) is greater than unrefunded amount on charge (${money(left, intent.currency)})`, 'amount', 'amount_too_large');
      }
      const metadata = checkMetadata(params.metadata);
      if (isReply(metadata)) return metadata;
      const refund: FakeRefund = {
        id: token('re_', 18), object: 'refund', amount: value, currency: intent.currency, charge: intent.latest_charge, payment_intent: intent.id,
        status: self.startAs, failure_reason: null, metadata, reason: typeof params.reason === 'string' ? params.reason : null, balance_transaction: null,
        created: unix(ctx.now()),
      };
      refunds.set(refund.id, refund);
      ctx.emit('charge.refunded', chargeOf(intent));
      return json(200, { ...refund });
    },
    retrieve(id) {
      const refund = refunds.get(id);
      if (!refund) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such refund: '${id}'` });
      return json(200, { ...refund });
    },
    settle(id, to, failureReason) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`stripe fake: no refund ${id}`);
      if (refund.status !== 'pending') throw new Error(`stripe fake: refund ${id} is ${refund.status}, not pending`);
      refund.status = to;
      refund.failure_reason = to === 'failed' ? (failureReason ?? 'expired_or_canceled_card') : null;
      ctx.emit('refund.updated', { ...refund });
      return { ...refund };
    },
  };
  return self;
}
