/** Razorpay Orders API entities (integrations.md §3.1; razorpay/markdown-docs api/orders/entity.md). */
export type RazorpayOrderStatus = 'created' | 'attempted' | 'paid';

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  /** Paise. */
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: RazorpayOrderStatus;
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  /** Paise refunded so far, and whether none, part or all of the payment was refunded. */
  amount_refunded?: number;
  refund_status?: 'partial' | 'full' | null;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string;
  method: string;
  captured: boolean;
  description: string | null;
  email: string | null;
  contact: string | null;
  vpa: string | null;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export type RazorpayRefundStatus = 'pending' | 'processed' | 'failed';

/** Refunds API entity (razorpay.com/docs/api/refunds/entity): created pending, then processed or failed. */
export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  /** Paise. */
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  /** Ours: the refund row's id (≤ 40 characters), so a retried request can find what an earlier one created. */
  receipt: string | null;
  status: RazorpayRefundStatus;
  speed_requested: 'normal' | 'optimum';
  speed_processed: 'normal' | 'instant' | null;
  created_at: number;
}

export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** What Checkout's handler (or the callback_url POST) receives on success. */
export interface RazorpayCheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout's payment.failed handler receives (`response.error`). */
export interface RazorpayCheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id?: string };
  };
}

/** The webhook envelope (markdown-docs webhooks/*). */
export interface RazorpayWebhookEnvelope<P = Record<string, { entity: Record<string, unknown> }>> {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: P;
  created_at: number;
}
