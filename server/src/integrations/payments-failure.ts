/**
 * The three kinds of payment failure the SPA shows (SPEC §8 "Payment failures: processing failed, invalid card,
 * declined"), from what Stripe or Razorpay said. Pure: no I/O. `userCancelled` marks a Checkout the payer closed
 * (Razorpay reason payment_cancelled): shown as declined, but worded as "you cancelled".
 */
export type PaymentFailureKind = 'declined' | 'invalid_card' | 'processing_failed';

export interface PaymentFailure {
  kind: PaymentFailureKind;
  provider: 'stripe' | 'razorpay';
  /** The provider's code / reason as received (for support and logs). */
  code: string | null;
  /** Trying again (maybe with the same card) may succeed without changing anything. */
  retryable: boolean;
  userCancelled: boolean;
}

const STRIPE_INVALID_CARD = new Set(['expired_card', 'incorrect_cvc', 'invalid_cvc', 'incorrect_number', 'invalid_number', 'invalid_expiry_month', 'invalid_expiry_year', 'incorrect_zip']);
const STRIPE_DECLINE_INVALID = new Set(['expired_card', 'incorrect_cvc', 'incorrect_number', 'invalid_account', 'invalid_cvc', 'invalid_expiry_year', 'invalid_number', 'incorrect_zip']);
const STRIPE_PROCESSING = new Set(['processing_error', 'try_again_later', 'issuer_not_available', 'reenter_transaction']);

/** Stripe: an error `type`, `code` and `decline_code` (from a StripeProviderError or a PaymentIntent's last_payment_error). */
export function classifyStripeFailure(error: { type?: string | null; code?: string | null; declineCode?: string | null; decline_code?: string | null }): PaymentFailure {
  const code = error.code ?? null;
  const decline = error.declineCode ?? error.decline_code ?? null;
  const of = (kind: PaymentFailureKind, retryable = false): PaymentFailure => ({ kind, provider: 'stripe', code: decline ?? code, retryable, userCancelled: false });
  if (error.type && error.type !== 'card_error') return of('processing_failed', true);
  if (code && STRIPE_INVALID_CARD.has(code)) return of('invalid_card');
  if (decline && STRIPE_DECLINE_INVALID.has(decline)) return of('invalid_card');
  if (code && STRIPE_PROCESSING.has(code)) return of('processing_failed', true);
  if (decline && STRIPE_PROCESSING.has(decline)) return of('processing_failed', true);
  return of('declined');
}

const RAZORPAY_INVALID_CARD = /(card_number|invalid_card|card_expired|expired_card|cvv|incorrect_otp|invalid_vpa|invalid_account)/;
const RAZORPAY_PROCESSING = /(technical|server_error|gateway|timed_out|timeout|bank_not_available|network)/;

/** Razorpay Checkout's `error` (code, reason) or a failed payment's error_code / error_reason. */
export function classifyRazorpayFailure(error: { code?: string | null; reason?: string | null }): PaymentFailure {
  const reason = error.reason ?? null;
  const code = error.code ?? null;
  const of = (kind: PaymentFailureKind, retryable = false, userCancelled = false): PaymentFailure => ({ kind, provider: 'razorpay', code: reason ?? code, retryable, userCancelled });
  if (reason === 'payment_cancelled') return of('declined', true, true);
  if (code === 'GATEWAY_ERROR' || code === 'SERVER_ERROR') return of('processing_failed', true);
  if (reason && RAZORPAY_INVALID_CARD.test(reason)) return of('invalid_card');
  if (reason && RAZORPAY_PROCESSING.test(reason)) return of('processing_failed', true);
  return of('declined');
}
