import { createRazorpayHttp } from './razorpay-http';
import type { RazorpayCollection, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay.types';

export { RazorpayError } from './razorpay-errors';

/**
 * Razorpay Orders (brand funding in INR) over global fetch: a thin client, not the `razorpay` npm package, because
 * razorpay-node 2.9.x hard-codes `hostUrl: 'https://api.razorpay.com'` (no host option, so it cannot be pointed at
 * the fake or the sandbox) and its axios error normaliser reads `err.response.status` without a guard (a network
 * error becomes a TypeError). docs/payment-providers.md has the whole contract.
 *
 * Create a NEW order per checkout attempt (the docs disagree on reusing an order after a failed attempt).
 * Every error is a RazorpayError (status, code, description, field, …). No retries here.
 */
export const RAZORPAY_DEFAULT_BASE_URL = 'https://api.razorpay.com';

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com (default), the fake's url in tests, the sandbox's in sandbox mode. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CreateOrderInput {
  /** Integer paise, at least 100 (₹1.00). */
  amountPaise: number;
  /** ≤ 40 characters and unique per order: derive it from our funding row (one order per checkout attempt). */
  receipt: string;
  /** ≤ 15 pairs, values ≤ 256 characters. */
  notes?: Record<string, string>;
  /** INR only (default). */
  currency?: 'INR';
}

export interface RazorpayClient {
  /** The public key for Checkout (never the secret). */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  /** Every payment attempt of an order (reconciliation when a webhook was missed). */
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  /** One payment by its id (reconciliation: a payment we recorded that its order's list does not show). */
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /**
   * Refunds part or all of a captured payment (POST /v1/payments/:id/refund). Razorpay documents no idempotency key
   * for this call in our reference, so callers pass a unique `receipt` and, before retrying, look for a refund with
   * it among the payment's refunds (`fetchPaymentRefunds`).
   */
  createRefund(input: CreateRefundInput): Promise<RazorpayRefund>;
  fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]>;
  fetchRefund(refundId: string): Promise<RazorpayRefund>;
}

export interface CreateRefundInput {
  paymentId: string;
  /** Integer paise, at least 100; at most what is left of the payment. */
  amountPaise: number;
  /** ≤ 40 characters, ours and unique: how a retry recognises the refund an earlier attempt created. */
  receipt: string;
  notes?: Record<string, string>;
}

const idSegment = (id: string) => encodeURIComponent(id);

export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const http = createRazorpayHttp({ ...options, baseUrl: options.baseUrl ?? RAZORPAY_DEFAULT_BASE_URL, provider: 'razorpay' });
  return {
    keyId: options.keyId,
    createOrder: (input) =>
      http<RazorpayOrder>('POST', '/v1/orders', {
        body: { amount: input.amountPaise, currency: input.currency ?? 'INR', receipt: input.receipt, notes: input.notes ?? {} },
      }),
    fetchOrder: (orderId) => http<RazorpayOrder>('GET', `/v1/orders/${idSegment(orderId)}`),
    fetchOrderPayments: async (orderId) => (await http<RazorpayCollection<RazorpayPayment>>('GET', `/v1/orders/${idSegment(orderId)}/payments`)).items,
    fetchPayment: (paymentId) => http<RazorpayPayment>('GET', `/v1/payments/${idSegment(paymentId)}`),
    createRefund: (input) =>
      http<RazorpayRefund>('POST', `/v1/payments/${idSegment(input.paymentId)}/refund`, {
        body: { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes ?? {} },
      }),
    fetchPaymentRefunds: async (paymentId) => (await http<RazorpayCollection<RazorpayRefund>>('GET', `/v1/payments/${idSegment(paymentId)}/refunds`)).items,
    fetchRefund: (refundId) => http<RazorpayRefund>('GET', `/v1/refunds/${idSegment(refundId)}`),
  };
}
