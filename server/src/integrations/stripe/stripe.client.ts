import Stripe from 'stripe';

/**
 * Stripe PaymentIntents (USD/EUR brand funding) through the official `stripe` package (stripe-node 23.1.0, engines
 * node >= 20), pointed at api.stripe.com or, in tests and the sandbox, at the local fake via host/port/protocol.
 * The client never retries (maxNetworkRetries 0: stripe-node would otherwise add its own random idempotency keys);
 * every state-changing call carries OUR idempotency key, derived from our row id. Every error is a StripeProviderError.
 * Stripe is optional: only for operators whose entity is in a Stripe-supported country (integrations.md §3.4).
 */
export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com (default) or the fake's url, e.g. http://127.0.0.1:43123. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Sandbox mode: requests to the product's own simulated Stripe are answered in-process (stripe-node's fetch client). */
  fetch?: typeof fetch;
}

export type StripeCurrency = 'usd' | 'eur';

export interface CreatePaymentIntentInput {
  /** Integer minor units (cents); Stripe's minimum is 50 for usd/eur. */
  amountMinor: number;
  currency: StripeCurrency;
  metadata?: Record<string, string>;
  description?: string;
  /** Idempotency-Key (≤ 255 chars), derived from our funding row: the same for every retry of this call. */
  idempotencyKey: string;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  /** Integer minor units; at most what is left of the charge (Stripe refuses more). */
  amountMinor: number;
  /** Idempotency-Key derived from our refund row: the same for every retry of this refund. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface StripePaymentsClient {
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<Stripe.PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent>;
  /** Server-side confirmation with a PaymentMethod id (test tokens like pm_card_visa); brands normally confirm with Stripe.js. */
  confirmPaymentIntent(id: string, input: { paymentMethod: string; idempotencyKey: string; returnUrl?: string }): Promise<Stripe.PaymentIntent>;
  /** POST /v1/refunds: status pending, succeeded or failed (refund.updated / charge.refunded webhooks follow). */
  createRefund(input: CreateRefundInput): Promise<Stripe.Refund>;
  retrieveRefund(id: string): Promise<Stripe.Refund>;
}

export class StripeProviderError extends Error {
  /** HTTP status; null when no answer arrived. */
  readonly status: number | null;
  /** card_error, invalid_request_error, idempotency_error, api_error, authentication_error, rate_limit_error, connection_error… */
  readonly type: string;
  readonly code: string | null;
  readonly declineCode: string | null;
  readonly param: string | null;
  readonly requestId: string | null;
  /** The PaymentIntent as it stands after a failed confirmation (card errors). */
  readonly paymentIntent: Stripe.PaymentIntent | null;

  constructor(init: { status: number | null; type: string; code?: string | null; declineCode?: string | null; param?: string | null; message: string; requestId?: string | null; paymentIntent?: Stripe.PaymentIntent | null; cause?: unknown }) {
    super(`stripe: ${init.type}${init.code ? ` ${init.code}` : ''}: ${init.message}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'StripeProviderError';
    this.status = init.status;
    this.type = init.type;
    this.code = init.code ?? null;
    this.declineCode = init.declineCode ?? null;
    this.param = init.param ?? null;
    this.requestId = init.requestId ?? null;
    this.paymentIntent = init.paymentIntent ?? null;
  }

  /** No answer, 429, 5xx: the same call (with the same idempotency key) may succeed later. */
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500 || this.type === 'connection_error';
  }
}

function toProviderError(error: unknown): StripeProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const raw = (error.raw ?? {}) as { payment_intent?: Stripe.PaymentIntent; type?: string };
    const connection = error instanceof Stripe.errors.StripeConnectionError;
    return new StripeProviderError({
      status: connection ? null : (error.statusCode ?? null),
      type: connection ? 'connection_error' : (raw.type ?? error.type),
      code: error.code || null,
      declineCode: error.decline_code || null,
      param: error.param || null,
      message: error.message,
      requestId: error.requestId ?? null,
      paymentIntent: raw.payment_intent ?? null,
      cause: error,
    });
  }
  return new StripeProviderError({ status: null, type: 'connection_error', message: error instanceof Error ? error.message : String(error), cause: error });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toProviderError(error);
  }
}

export function createStripeClient(options: StripeClientOptions): StripePaymentsClient {
  const base = new URL(options.baseUrl ?? 'https://api.stripe.com');
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  // stripe-node has no base path option: a base URL with a path (the sandbox's PUBLIC_URL/sandbox/stripe) is reached
  // through its fetch client with the path put in front of every request's.
  const prefix = base.pathname.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? (prefix ? fetch : undefined);
  const prefixed: typeof fetch | undefined = fetchFn && prefix
    ? (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        url.pathname = `${prefix}${url.pathname}`;
        return fetchFn(url, init);
      }
    : fetchFn;
  const stripe = new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(prefixed ? { httpClient: Stripe.createFetchHttpClient(prefixed) } : {}),
  });
  return {
    createPaymentIntent: (input) =>
      call(() =>
        stripe.paymentIntents.create(
          { amount: input.amountMinor, currency: input.currency, metadata: input.metadata, description: input.description, automatic_payment_methods: { enabled: true } },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    retrievePaymentIntent: (id) => call(() => stripe.paymentIntents.retrieve(id)),
    confirmPaymentIntent: (id, input) =>
      call(() => stripe.paymentIntents.confirm(id, { payment_method: input.paymentMethod, return_url: input.returnUrl }, { idempotencyKey: input.idempotencyKey })),
    createRefund: (input) =>
      call(() =>
        stripe.refunds.create(
          { payment_intent: input.paymentIntentId, amount: input.amountMinor, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    retrieveRefund: (id) => call(() => stripe.refunds.retrieve(id)),
  };
}
