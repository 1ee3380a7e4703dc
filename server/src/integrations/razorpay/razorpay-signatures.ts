import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay signatures (integrations.md §3.1):
 *  - Checkout payment signature = hex HMAC-SHA256(`${order_id}|${razorpay_payment_id}`, key_secret), where order_id
 *    is the one WE stored server-side (never the one posted back by the browser).
 *  - Webhook X-Razorpay-Signature = hex HMAC-SHA256(raw body, webhook secret) (not the key secret). RazorpayX payout
 *    webhooks are signed the same way.
 */
const hmacHex = (data: string | Buffer, secret: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures; false for anything that is not the same length. */
function sameHex(expected: string, given: string): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(`${orderId}|${paymentId}`, keySecret);
}

export function verifyPaymentSignature(orderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  if (!orderId || !paymentId || !keySecret) return false;
  return sameHex(paymentSignature(orderId, paymentId, keySecret), signature);
}

export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return hmacHex(rawBody, secret);
}

/**
 * Verifies X-Razorpay-Signature over the RAW body (verify before JSON parsing: a re-serialised body does not match).
 * Any of `secrets` is accepted, so that events signed before a rotation still verify with the old secret.
 */
export function verifyWebhookSignature(rawBody: Buffer | string, signatureHeader: string | string[] | undefined | null, secrets: readonly string[]): boolean {
  const signature = Array.isArray(signatureHeader) ? signatureHeader[0] : signatureHeader;
  if (!signature) return false;
  return secrets.some((secret) => secret !== '' && sameHex(signWebhook(rawBody, secret), signature.trim()));
}
