import { createHmac } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe webhook signatures (integrations.md §3.4): `Stripe-Signature: t=<unix>,v1=<hex>[,v1=…]`, where v1 =
 * hex HMAC-SHA256(`${t}.${raw body}`, endpoint secret whsec_…). Accept when any v1 matches and |now − t| ≤ 300 s.
 * Verification uses stripe-node's own helper (webhooks.constructEvent); stripe-node only rejects OLD timestamps,
 * so a timestamp further than the tolerance in the FUTURE is refused here as well.
 */
export type StripeWebhookFailure = 'malformed_header' | 'bad_signature' | 'stale_timestamp' | 'future_timestamp';

export class StripeWebhookError extends Error {
  constructor(
    readonly reason: StripeWebhookFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`stripe webhook: ${message}`, options);
    this.name = 'StripeWebhookError';
  }
}

export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** stripe-node's webhooks helper; no API key is needed for signatures. */
const webhooks = Stripe.webhooks;

export function verifyStripeWebhook(
  rawBody: Buffer | string,
  header: string | string[] | undefined | null,
  secret: string,
  toleranceSeconds: number = STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  now: Date = new Date(),
): Stripe.Event {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new StripeWebhookError('malformed_header', 'no Stripe-Signature header');
  const timestamp = /(?:^|,)\s*t=(\d+)/.exec(value)?.[1];
  if (!timestamp || !/(?:^|,)\s*v1=[0-9a-f]+/.test(value)) throw new StripeWebhookError('malformed_header', 'Stripe-Signature has no t= or v1= part');
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(typeof rawBody === 'string' ? rawBody : new Uint8Array(rawBody), value, secret, toleranceSeconds, undefined, now.getTime());
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    if (/tolerance/i.test(message)) throw new StripeWebhookError('stale_timestamp', `timestamp older than ${toleranceSeconds} s`, { cause });
    throw new StripeWebhookError('bad_signature', 'no v1 signature matches the payload', { cause });
  }
  if (Number(timestamp) - Math.floor(now.getTime() / 1000) > toleranceSeconds) {
    throw new StripeWebhookError('future_timestamp', `timestamp more than ${toleranceSeconds} s in the future`);
  }
  return event;
}

/**
 * verifyStripeWebhook with any of several endpoint secrets (a rotation: Stripe signs with the old and the new secret
 * for a while, one v1 each). A stale or future timestamp is only reported when a secret matched the signature
 * (stripe-node checks the signature first), so a forged header is always `bad_signature`.
 */
export function verifyStripeWebhookWithSecrets(
  rawBody: Buffer | string,
  header: string | string[] | undefined | null,
  secrets: readonly string[],
  toleranceSeconds: number = STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  now: Date = new Date(),
): Stripe.Event {
  let failure: StripeWebhookError = new StripeWebhookError('bad_signature', 'no webhook secret is configured');
  for (const secret of secrets) {
    try {
      return verifyStripeWebhook(rawBody, header, secret, toleranceSeconds, now);
    } catch (error) {
      if (!(error instanceof StripeWebhookError)) throw error;
      // A timestamp problem means this secret's signature matched: more telling than another secret's mismatch.
      if (error.reason !== 'bad_signature' || failure.reason === 'bad_signature') failure = error;
      if (error.reason === 'malformed_header') break;
    }
  }
  throw failure;
}

/** The Stripe-Signature header for a body (the fake signs with this; one v1 per secret). */
export function stripeSignatureHeader(rawBody: string, secrets: string | readonly string[], timestampSeconds: number): string {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  const v1 = list.map((secret) => `v1=${createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')}`);
  return [`t=${timestampSeconds}`, ...v1].join(',');
}
