import { json, recordOf, startFakeHttp, type FakeReply, type FakeRequest, type FakeRequestRecord } from '../social/fake-http';
import { FakeWebhookEmitter, type DeliverOptions, type WebhookAttempt } from '../razorpay/fake-webhook-emitter';
import { escapeHtml } from '../razorpay/razorpay-fake-common';
import { stripeSignatureHeader } from './stripe-webhook';
import { checkMetadata, invalid, isReply, stripeError, token, unix } from './stripe-fake-common';
import { createStripeFakeRefunds, type FakeRefund, type StripeFakeRefunds } from './stripe-fake-refunds';

/**
 * A local Stripe (PaymentIntents + a card checkout simulator + the webhook sender) answering like the documented API
 * (integrations.md §3.4; docs/payment-providers.md "Stripe fake"):
 *   POST /v1/payment_intents              form-encoded; Bearer sk_…; Idempotency-Key replays the first response
 *                                         (500s included; Idempotent-Replayed: true), other params → 400 idempotency_error
 *   GET  /v1/payment_intents/:id
 *   POST /v1/payment_intents/:id/confirm  payment_method=pm_card_* or payment_method_data[card][number]=<test card>
 *   POST /v1/refunds, GET /v1/refunds/:id  (stripe-fake-refunds.ts; charge.refunded / refund.updated webhooks)
 *   GET  /checkout?payment_intent&return_url   an HTML card form; POST /checkout/confirm → 302 return_url?payment_intent
 *                                         &payment_intent_client_secret&redirect_status=succeeded|failed
 * Test cards: 4242424242424242 succeeded; 4000000000000002 card_declined/generic_decline; 4000000000009995
 * card_declined/insufficient_funds; 4000000000000069 expired_card; 4000000000000127 incorrect_cvc; 4000000000000119
 * processing_error; any other number incorrect_number. Webhooks payment_intent.succeeded / payment_intent.payment_failed
 * are signed `Stripe-Signature: t=…,v1=…` (t may be skewed on request).
 */
export interface StripeFakeOptions {
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string | null;
  now?: () => Date;
  /** Sign webhooks with t = now + skew (seconds); negative = stale. */
  signatureSkewSeconds?: number;
  autoDeliverWebhooks?: boolean;
  duplicateWebhooks?: boolean;
  retryWebhooks?: boolean;
  /** Status of new refunds: succeeded (default, like test-mode cards) or pending (then settleRefund). */
  refundsStartAs?: 'succeeded' | 'pending';
  fetch?: typeof fetch;
  /**
   * Sandbox only: a PaymentIntent this fake does not hold (created before a restart) as the product recorded it; GET
   * /v1/payment_intents/:id then answers it instead of resource_missing (like the Razorpay fake's `recall`).
   */
  recall?: (intentId: string) => Promise<RecalledPaymentIntent | null>;
  host?: string;
  port?: number;
}

/** A PaymentIntent as the product's funding order recorded it (sandbox after a restart). */
export interface RecalledPaymentIntent {
  id: string;
  amount: number;
  /** ISO code, any case. */
  currency: string;
  /** Our funding's state: paid is a succeeded intent, cancelled a canceled one, the rest still wait for a card. */
  fundingStatus: 'created' | 'authorized' | 'paid' | 'failed' | 'cancelled';
  createdAt: Date;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method_types: string[];
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: CardError | null;
  created: number;
  livemode: false;
}

export interface CardError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url: string;
  payment_method?: { id: string; object: 'payment_method'; type: 'card'; card: { last4: string } };
}

export const STRIPE_TEST_CARDS: Record<string, Omit<CardError, 'type' | 'doc_url' | 'payment_method'> | null> = {
  '4242424242424242': null,
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

/** Stripe's test PaymentMethod tokens and the card each stands for. */
export const STRIPE_TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
};

const MINIMUM: Record<string, { amount: number; label: string }> = { usd: { amount: 50, label: '$0.50 usd' }, eur: { amount: 50, label: '€0.50 eur' } };

export interface StripeFakeState {
  secretKey: string;
  webhookSecret: string;
  signatureSkewSeconds: number;
  now: () => Date;
  paymentIntents: Map<string, FakePaymentIntent>;
  /** Idempotency-Key → what the first request was and what it got; pruned after 24 h on the fake clock. */
  idempotency: Map<string, { fingerprint: string; reply: FakeReply; at: Date }>;
  /** Fail the next N API requests that pass validation with this status (the failure is stored for its key). */
  outage: { remaining: number; status: number };
  requests: FakeRequestRecord[];
  webhooks: FakeWebhookEmitter;
  refunds: StripeFakeRefunds;
  autoDeliverWebhooks: boolean;
  duplicateWebhooks: boolean;
}

export interface StripeCheckoutResult {
  paymentIntent: FakePaymentIntent;
  error: CardError | null;
}

export interface StripeFake {
  state: StripeFakeState;
  handle(request: FakeRequest): Promise<FakeReply>;
  /** Confirms a PaymentIntent with a test card number, like the card form would. */
  completeCheckout(paymentIntentId: string, cardNumber: string, options?: { duplicate?: boolean; deliver?: boolean; signatureSkewSeconds?: number }): Promise<StripeCheckoutResult>;
  deliverWebhooks(options?: DeliverOptions): Promise<WebhookAttempt[]>;
  /** Moves a pending refund to succeeded or failed (refund.updated is sent; a failed refund frees its amount). */
  settleRefund(refundId: string, to: 'succeeded' | 'failed', options?: { failureReason?: string; deliver?: boolean }): Promise<FakeRefund>;
}

export interface RunningStripeFake extends StripeFake {
  url: string;
  close(): Promise<void>;
}


/** a[b][c]=v → {a:{b:{c:v}}} (Stripe's form encoding). */
export function parseStripeForm(form: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

function canonical(value: unknown): string {
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}


const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function createStripeFake(options: Omit<StripeFakeOptions, 'host' | 'port'> = {}): StripeFake {
  const now = options.now ?? (() => new Date());
  const refunds = createStripeFakeRefunds({ now, intent: (id) => state.paymentIntents.get(id), emit: (type, object) => emit(type, object) });
  refunds.startAs = options.refundsStartAs ?? 'succeeded';
  const state: StripeFakeState = {
    secretKey: options.secretKey ?? 'sk_test_fakeStripeSecretKey0001',
    webhookSecret: options.webhookSecret ?? 'whsec_fakeStripeWebhookSecret0001',
    signatureSkewSeconds: options.signatureSkewSeconds ?? 0,
    now,
    paymentIntents: new Map(),
    idempotency: new Map(),
    outage: { remaining: 0, status: 500 },
    requests: [],
    // Stripe retries for up to 3 days and does not disable the endpoint on its own here.
    webhooks: new FakeWebhookEmitter({ now, url: options.webhookUrl ?? null, retry: options.retryWebhooks ?? true, giveUpAfterMs: 3 * 24 * 60 * 60 * 1000, disableOnGiveUp: false, fetch: options.fetch }),
    refunds,
    autoDeliverWebhooks: options.autoDeliverWebhooks ?? true,
    duplicateWebhooks: options.duplicateWebhooks ?? false,
  };

  function emit(type: string, object: FakePaymentIntent | Record<string, unknown>, skew?: number, duplicate?: boolean) {
    const id = token('evt_', 18);
    const body = JSON.stringify({ id, object: 'event', api_version: '2026-10-28.endive', created: unix(now()), data: { object: { ...object } }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type }, null, 2);
    const skewSeconds = skew ?? state.signatureSkewSeconds;
    state.webhooks.enqueue([{ eventId: id, event: type, body, headers: (at) => ({ 'Stripe-Signature': stripeSignatureHeader(body, state.webhookSecret, unix(at) + skewSeconds) }) }], { duplicate: duplicate ?? state.duplicateWebhooks });
  }

  function createIntent(params: Record<string, unknown>): FakeReply {
    const { amount, currency, metadata, description } = params;
    if (amount === undefined) return invalid('Missing required param: amount.', 'amount', 'parameter_missing');
    if (typeof amount !== 'string' || !/^\d+$/.test(amount)) return invalid(`Invalid integer: ${String(amount)}`, 'amount', 'parameter_invalid_integer');
    if (currency === undefined) return invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    const minimum = MINIMUM[String(currency).toLowerCase()];
    if (!minimum) return invalid(`Invalid currency: ${String(currency).toLowerCase()}. This fake supports usd and eur.`, 'currency');
    if (Number(amount) < minimum.amount) return invalid(`Amount must be at least ${minimum.label}`, 'amount', 'amount_too_small');
    const checked = checkMetadata(metadata);
    if (isReply(checked)) return checked;
    const id = token('pi_', 18);
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(amount),
      amount_received: 0,
      currency: String(currency).toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${token('', 18)}`,
      metadata: checked,
      description: typeof description === 'string' ? description : null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      automatic_payment_methods: (params.automatic_payment_methods as { enabled?: string } | undefined)?.enabled === 'true' ? { enabled: true } : null,
      payment_method_types: ['card'],
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      created: unix(now()),
      livemode: false,
    };
    state.paymentIntents.set(id, intent);
    return json(200, intent);
  }

  /** Takes up an intent the product recorded (sandbox `recall`); no webhook. */
  function remember(recalled: RecalledPaymentIntent): void {
    if (state.paymentIntents.has(recalled.id)) return;
    const succeeded = recalled.fundingStatus === 'paid';
    state.paymentIntents.set(recalled.id, {
      id: recalled.id,
      object: 'payment_intent',
      amount: recalled.amount,
      amount_received: succeeded ? recalled.amount : 0,
      currency: recalled.currency.toLowerCase(),
      status: succeeded ? 'succeeded' : recalled.fundingStatus === 'cancelled' ? 'canceled' : 'requires_payment_method',
      client_secret: `${recalled.id}_secret_${token('', 18)}`,
      metadata: {},
      description: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      automatic_payment_methods: { enabled: true },
      payment_method_types: ['card'],
      payment_method: null,
      latest_charge: succeeded ? token('ch_', 18) : null,
      last_payment_error: null,
      created: unix(recalled.createdAt),
      livemode: false,
    });
  }

  /** Runs a confirmation with a card number; the reply is Stripe's 200 or 402 card_error. */
  function confirm(intent: FakePaymentIntent, cardNumber: string, skew?: number, duplicate?: boolean): { reply: FakeReply; error: CardError | null } {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return {
        reply: invalid(`This PaymentIntent's payment_method could not be updated because it has a status of ${intent.status}. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`, undefined, 'payment_intent_unexpected_state'),
        error: null,
      };
    }
    const number = cardNumber.replace(/\s+/g, '');
    const outcome = number in STRIPE_TEST_CARDS ? STRIPE_TEST_CARDS[number] : { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
    const paymentMethod = { id: token('pm_', 18), object: 'payment_method' as const, type: 'card' as const, card: { last4: number.slice(-4) } };
    if (!outcome) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: paymentMethod.id, latest_charge: token('ch_', 18), last_payment_error: null });
      emit('payment_intent.succeeded', intent, skew, duplicate);
      return { reply: json(200, intent), error: null };
    }
    const error: CardError = { type: 'card_error', ...outcome, doc_url: `https://docs.stripe.com/error-codes/${outcome.code.replace(/_/g, '-')}`, payment_method: paymentMethod };
    Object.assign(intent, { status: 'requires_payment_method', payment_method: null, latest_charge: outcome.code === 'incorrect_number' ? null : token('ch_', 18), last_payment_error: error });
    emit('payment_intent.payment_failed', intent, skew, duplicate);
    return { reply: stripeError(402, { ...error, payment_intent: { ...intent } }), error };
  }

  function cardOf(params: Record<string, unknown>): string | null {
    const pm = params.payment_method;
    if (typeof pm === 'string') return STRIPE_TEST_PAYMENT_METHODS[pm] ?? null;
    const number = ((params.payment_method_data as { card?: { number?: unknown } } | undefined)?.card?.number);
    return typeof number === 'string' ? number : null;
  }

  async function deliverIfAuto(deliver?: boolean) {
    if (deliver ?? state.autoDeliverWebhooks) await state.webhooks.deliverDue();
  }

  async function api(request: FakeRequest, path: string): Promise<FakeReply> {
    const auth = request.headers.authorization ?? '';
    const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1] ?? (/^Basic\s+(.+)$/i.test(auth) ? Buffer.from(auth.split(/\s+/)[1], 'base64').toString('utf8').split(':')[0] : '');
    if (bearer !== state.secretKey) {
      return bearer
        ? stripeError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${bearer.slice(0, 8)}****${bearer.slice(-4)}` })
        : stripeError(401, { type: 'invalid_request_error', message: 'You did not provide an API key.' });
    }
    const params = parseStripeForm(request.form);
    const keyHeader = request.headers['idempotency-key'];
    const key = request.method === 'POST' ? (Array.isArray(keyHeader) ? keyHeader[0] : keyHeader) : undefined;
    if (key !== undefined && key.length > 255) return invalid('Idempotency-Key must be at most 255 characters long.', undefined, 'idempotency_key_too_long');
    const fingerprint = canonical({ method: request.method, path, params });
    if (key) {
      for (const [stored, entry] of state.idempotency) if (now().getTime() - entry.at.getTime() > IDEMPOTENCY_TTL_MS) state.idempotency.delete(stored);
      const seen = state.idempotency.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          return stripeError(400, { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` });
        }
        return { ...seen.reply, headers: { ...seen.reply.headers, 'idempotent-replayed': 'true', 'idempotency-key': key } };
      }
    }
    const reply = await route(request, path, params);
    // Results are saved once the endpoint started executing: not for 400 validation failures (docs.stripe.com/idempotency).
    if (key && reply.status !== 400 && reply.status !== 401 && reply.status !== 404) state.idempotency.set(key, { fingerprint, reply, at: now() });
    return key ? { ...reply, headers: { ...reply.headers, 'idempotency-key': key } } : reply;
  }

  async function route(request: FakeRequest, path: string, params: Record<string, unknown>): Promise<FakeReply> {
    const failing = () => {
      if (state.outage.remaining <= 0) return null;
      state.outage.remaining -= 1;
      return stripeError(state.outage.status, { type: 'api_error', message: 'An unknown error occurred' });
    };
    if (path === '/v1/payment_intents' && request.method === 'POST') {
      const validation = createIntent(params);
      if (validation.status !== 200) return validation;
      const down = failing();
      if (down) {
        state.paymentIntents.delete((validation.body as FakePaymentIntent).id);
        return down;
      }
      return validation;
    }
    if (path === '/v1/refunds' && request.method === 'POST') {
      const down = failing();
      if (down) return down;
      const reply = refunds.create(params);
      await deliverIfAuto();
      return reply;
    }
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (refundMatch && request.method === 'GET') return refunds.retrieve(decodeURIComponent(refundMatch[1]));
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (match) {
      const intentId = decodeURIComponent(match[1]);
      if (!state.paymentIntents.has(intentId) && options.recall) {
        const recalled = await options.recall(intentId);
        if (recalled) remember(recalled);
      }
      const intent = state.paymentIntents.get(intentId);
      if (!intent) return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${match[1]}'` });
      if (!match[2] && request.method === 'GET') return json(200, intent);
      if (match[2] && request.method === 'POST') {
        const card = cardOf(params);
        if (!card) return invalid('You must provide a payment_method (a test token such as pm_card_visa) or payment_method_data[card][number].', 'payment_method', 'parameter_missing');
        const down = failing();
        if (down) return down;
        const { reply } = confirm(intent, card);
        await deliverIfAuto();
        return reply;
      }
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` });
  }

  function checkoutPage(request: FakeRequest): FakeReply {
    const id = request.url.searchParams.get('payment_intent') ?? '';
    const returnUrl = request.url.searchParams.get('return_url') ?? '';
    const intent = state.paymentIntents.get(id);
    if (!intent) return page(404, '<p>No such PaymentIntent.</p>');
    if (!/^https?:\/\//.test(returnUrl)) return page(400, '<p>return_url must be an http(s) URL.</p>');
    const cards = Object.keys(STRIPE_TEST_CARDS).map((n) => `<option value="${n}">${n}</option>`).join('');
    return page(
      200,
      `<p>${(intent.amount / 100).toFixed(2)} ${escapeHtml(intent.currency.toUpperCase())} (status ${intent.status})</p>
<form method="post" action="/checkout/confirm"><input type="hidden" name="payment_intent" value="${escapeHtml(id)}"><input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<label>Card number <input name="card_number" list="test-cards" value="4242424242424242" autocomplete="off"></label><datalist id="test-cards">${cards}</datalist>
<button type="submit">Pay</button></form>`,
    );
  }

  async function checkoutConfirm(request: FakeRequest): Promise<FakeReply> {
    const id = request.form.get('payment_intent') ?? '';
    const returnUrl = request.form.get('return_url') ?? '';
    if (!state.paymentIntents.has(id) || !/^https?:\/\//.test(returnUrl)) return page(400, '<p>Bad checkout request.</p>');
    const { paymentIntent } = await completeCheckout(id, request.form.get('card_number') ?? '');
    const target = new URL(returnUrl);
    target.searchParams.set('payment_intent', paymentIntent.id);
    target.searchParams.set('payment_intent_client_secret', paymentIntent.client_secret);
    target.searchParams.set('redirect_status', paymentIntent.status === 'succeeded' ? 'succeeded' : 'failed');
    return { status: 302, headers: { location: target.toString() } };
  }

  async function completeCheckout(paymentIntentId: string, cardNumber: string, opts: { duplicate?: boolean; deliver?: boolean; signatureSkewSeconds?: number } = {}): Promise<StripeCheckoutResult> {
    const intent = state.paymentIntents.get(paymentIntentId);
    if (!intent) throw new Error(`stripe fake: no payment intent ${paymentIntentId}`);
    if (intent.status === 'succeeded') throw new Error(`stripe fake: ${paymentIntentId} already succeeded`);
    const { error } = confirm(intent, cardNumber, opts.signatureSkewSeconds, opts.duplicate);
    await deliverIfAuto(opts.deliver);
    return { paymentIntent: { ...intent }, error };
  }

  async function handle(request: FakeRequest): Promise<FakeReply> {
    state.requests.push(recordOf(request, now()));
    const path = request.url.pathname.replace(/\/+$/, '') || '/';
    if (path === '/checkout' && request.method === 'GET') return checkoutPage(request);
    if (path === '/checkout/confirm' && request.method === 'POST') return checkoutConfirm(request);
    return api(request, path);
  }

  async function settleRefund(refundId: string, to: 'succeeded' | 'failed', opts: { failureReason?: string; deliver?: boolean } = {}) {
    const refund = refunds.settle(refundId, to, opts.failureReason);
    await deliverIfAuto(opts.deliver);
    return refund;
  }

  return { state, handle, completeCheckout, settleRefund, deliverWebhooks: (deliverOptions) => state.webhooks.deliverDue(deliverOptions) };
}

const page = (status: number, body: string): FakeReply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><meta charset="utf-8"><title>Stripe (fake) Checkout</title></head><body><h1>Stripe (fake) Checkout</h1>${body}</body></html>`,
});

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<RunningStripeFake> {
  const fake = createStripeFake(options);
  const server = await startFakeHttp(fake.handle, options.host, options.port);
  return { ...fake, url: server.url, close: server.close };
}
