import { createRazorpayHttp } from './razorpay-http';
import type { RazorpayCollection, RazorpayOrder, RazorpayPayment } from './razorpay.types';

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
  };
}
