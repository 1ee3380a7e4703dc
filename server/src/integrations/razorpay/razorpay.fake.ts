import { json, recordOf, startFakeHttp, type FakeReply, type FakeRequest, type FakeRequestRecord } from '../social/fake-http';
import { FakeWebhookEmitter, type DeliverOptions, type WebhookAttempt, type WebhookEvent } from './fake-webhook-emitter';
import { badRequest, checkBasicAuth, errorReply, escapeHtml, jsonBody, notesError, razorpayId, razorpayWebhookEvent, unix } from './razorpay-fake-common';
import { paymentSignature } from './razorpay-signatures';
import type { RazorpayCheckoutFailure, RazorpayCheckoutSuccess, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay.types';

/**
 * A local Razorpay (Orders + a Checkout simulator + the webhook sender) answering like the documented API
 * (integrations.md §3.1; docs/payment-providers.md "Razorpay fake"):
 *   POST /v1/orders                 HTTP Basic; amount integer ≥ 100 paise, currency INR, receipt ≤ 40, notes ≤ 15 pairs
 *   GET  /v1/orders/:id             the order (created → attempted → paid)
 *   GET  /v1/orders/:id/payments    {entity:"collection", count, items}
 *   GET  /v1/payments/:id           one payment
 *   GET  /checkout?order_id&callback_url   an HTML page with Pay / Decline / Cancel
 *   POST /checkout/complete         (the page's buttons) runs completeCheckout and answers an auto-submitting form that
 *                                   POSTs razorpay_payment_id/_order_id/_signature, or error[code|description|source|
 *                                   step|reason|metadata], to callback_url (Checkout's redirect mode)
 *   POST /v1/payments/:id/refund    amount (paise, ≥ 100, ≤ what is left), speed, receipt (≤ 40, unique), notes -> refund
 *   GET  /v1/payments/:id/refunds   the payment's refunds (collection); GET /v1/refunds/:id one refund
 * Refunds are created pending and processed at once (refund.created, refund.processed), or as `refundOutcome` says
 * ('pending' waits for `settleRefund`; 'failed' fails them: refund.failed).
 * Webhooks (payment.captured, order.paid, payment.failed) are signed with the webhook secret and sent to
 * `webhookUrl` by the emitter (duplicates, reverse order and retries on request; `webhooks.attempts` records them).
 */
export interface RazorpayFakeOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  accountId?: string;
  /** Where webhooks are POSTed; none are sent while null. */
  webhookUrl?: string | null;
  now?: () => Date;
  /** Defaults for every checkout: deliver each webhook twice / in reverse order. */
  duplicateWebhooks?: boolean;
  outOfOrderWebhooks?: boolean;
  /** Retry non-2xx answers on the fake clock (default true). */
  retryWebhooks?: boolean;
  /** Send webhooks as soon as they are created (default true); otherwise call `deliverWebhooks()`. */
  autoDeliverWebhooks?: boolean;
  /** What happens to a new refund: processed at once (default), left pending, or failed. */
  refundOutcome?: RefundOutcome;
  /**
   * The sandbox only: a captured payment this fake does not hold (made before a restart, or written by the demo seed)
   * is looked up in the product's own records and remembered, so the sandbox behaves like a provider that never
   * forgets. Tests leave it unset: an unknown id is an error, as at Razorpay.
   */
  recall?: (id: { orderId?: string; paymentId?: string }) => Promise<RecalledPayment | null>;
  fetch?: typeof fetch;
  host?: string;
  port?: number;
}

export type RefundOutcome = 'processed' | 'pending' | 'failed';

/** A captured payment as the product recorded it (see `recall`). */
export interface RecalledPayment {
  orderId: string;
  paymentId: string;
  amount: number;
  currency: string;
  /** Paise refunded so far (refunds not failed). */
  refunded: number;
  createdAt: Date;
}

export type CheckoutOutcome = 'success' | 'decline' | 'cancel';

export interface CompleteCheckoutOptions {
  method?: 'upi' | 'card' | 'netbanking';
  duplicate?: boolean;
  outOfOrder?: boolean;
  /** Send the webhooks now (default: the fake's autoDeliverWebhooks). */
  deliver?: boolean;
}

export interface RazorpayFakeState {
  keyId: string;
  keySecret: string;
  /** The secret that signs new webhooks; `rotateWebhookSecret` changes it. */
  webhookSecret: string;
  accountId: string;
  now: () => Date;
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: Map<string, RazorpayRefund>;
  refundOutcome: RefundOutcome;
  requests: FakeRequestRecord[];
  webhooks: FakeWebhookEmitter;
  autoDeliverWebhooks: boolean;
  duplicateWebhooks: boolean;
  outOfOrderWebhooks: boolean;
}

export interface RazorpayFake {
  state: RazorpayFakeState;
  handle(request: FakeRequest): Promise<FakeReply>;
  /** Plays Checkout for an order; resolves with what Checkout's handler / failure handler would receive. */
  completeCheckout(orderId: string, outcome: CheckoutOutcome, options?: CompleteCheckoutOptions): Promise<RazorpayCheckoutSuccess | RazorpayCheckoutFailure>;
  /** Sends the webhooks due on the fake clock (retries included). */
  deliverWebhooks(options?: DeliverOptions): Promise<WebhookAttempt[]>;
  rotateWebhookSecret(secret: string): void;
  /** Moves a pending refund to processed or failed and sends its webhook. */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): Promise<void>;
}

export interface RunningRazorpayFake extends RazorpayFake {
  url: string;
  close(): Promise<void>;
}

const DECLINE = { code: 'BAD_REQUEST_ERROR', description: 'Your payment has been declined. Try again with a different payment method.', source: 'bank', step: 'payment_authorization', reason: 'payment_declined' };
const CANCEL = { code: 'BAD_REQUEST_ERROR', description: 'Payment processing cancelled by user', source: 'customer', step: 'payment_authentication', reason: 'payment_cancelled' };

export function createRazorpayFake(options: Omit<RazorpayFakeOptions, 'host' | 'port'> = {}): RazorpayFake {
  const now = options.now ?? (() => new Date());
  const state: RazorpayFakeState = {
    keyId: options.keyId ?? 'rzp_test_fakekey000001',
    keySecret: options.keySecret ?? 'fake_razorpay_key_secret',
    webhookSecret: options.webhookSecret ?? 'fake_razorpay_webhook_secret',
    accountId: options.accountId ?? 'acc_FakeAccount0001',
    now,
    orders: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundOutcome: options.refundOutcome ?? 'processed',
    requests: [],
    webhooks: new FakeWebhookEmitter({ now, url: options.webhookUrl ?? null, retry: options.retryWebhooks ?? true, fetch: options.fetch }),
    autoDeliverWebhooks: options.autoDeliverWebhooks ?? true,
    duplicateWebhooks: options.duplicateWebhooks ?? false,
    outOfOrderWebhooks: options.outOfOrderWebhooks ?? false,
  };

  const event = (name: string, payload: Record<string, { entity: unknown }>): WebhookEvent =>
    razorpayWebhookEvent({ accountId: state.accountId, event: name, payload, createdAt: now(), secret: () => state.webhookSecret });

  function createOrder(request: FakeRequest): FakeReply {
    const body = jsonBody(request);
    if (!body.ok) return body.reply;
    const { amount, currency, receipt, notes } = body.value;
    if (amount === undefined) return badRequest('The amount field is required.', 'amount');
    if (typeof amount !== 'number' || !Number.isInteger(amount)) return badRequest('The amount must be an integer.', 'amount');
    if (amount < 100) return badRequest('The amount must be at least INR 1.00', 'amount');
    if (currency === undefined) return badRequest('The currency field is required.', 'currency');
    if (currency !== 'INR') return badRequest('Currency is not supported', 'currency');
    if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) return badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    const notesProblem = notesError(notes);
    if (notesProblem) return notesProblem;
    const order: RazorpayOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: (receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notes && Object.keys(notes as object).length ? { ...(notes as Record<string, string>) } : [],
      created_at: unix(now()),
    };
    state.orders.set(order.id, order);
    return json(200, order);
  }

  const noSuchId = () => badRequest('The id provided does not exist');

  async function deliverIfAuto(deliver: boolean | undefined) {
    if (deliver ?? state.autoDeliverWebhooks) await state.webhooks.deliverDue();
  }

  async function completeCheckout(orderId: string, outcome: CheckoutOutcome, opts: CompleteCheckoutOptions = {}): Promise<RazorpayCheckoutSuccess | RazorpayCheckoutFailure> {
    const order = state.orders.get(orderId);
    if (!order) throw new Error(`razorpay fake: no order ${orderId}`);
    if (order.status === 'paid') throw new Error(`razorpay fake: order ${orderId} is already paid`);
    const at = now();
    order.attempts += 1;
    order.status = 'attempted';
    const failure = outcome === 'decline' ? DECLINE : outcome === 'cancel' ? CANCEL : null;
    const method = opts.method ?? 'upi';
    const payment: RazorpayPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: failure ? 'failed' : 'captured',
      order_id: order.id,
      method,
      captured: !failure,
      description: null,
      email: 'void@razorpay.com',
      contact: '+919999999999',
      vpa: method === 'upi' ? (failure ? 'failure@razorpay' : 'success@razorpay') : null,
      notes: [],
      fee: failure ? null : Math.round(order.amount * 0.02) + Math.round(order.amount * 0.02 * 0.18),
      tax: failure ? null : Math.round(order.amount * 0.02 * 0.18),
      error_code: failure?.code ?? null,
      error_description: failure?.description ?? null,
      error_source: failure?.source ?? null,
      error_step: failure?.step ?? null,
      error_reason: failure?.reason ?? null,
      created_at: unix(at),
    };
    state.payments.set(payment.id, payment);
    const orderEntity = () => ({ ...order });
    let events: WebhookEvent[];
    let result: RazorpayCheckoutSuccess | RazorpayCheckoutFailure;
    if (failure) {
      events = [event('payment.failed', { payment: { entity: { ...payment } } })];
      result = { error: { ...failure, metadata: { order_id: order.id, payment_id: payment.id } } };
    } else {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
      events = [event('payment.captured', { payment: { entity: { ...payment } } }), event('order.paid', { payment: { entity: { ...payment } }, order: { entity: orderEntity() } })];
      result = { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: paymentSignature(order.id, payment.id, state.keySecret) };
    }
    state.webhooks.enqueue(events, { duplicate: opts.duplicate ?? state.duplicateWebhooks, reverse: opts.outOfOrder ?? state.outOfOrderWebhooks });
    await deliverIfAuto(opts.deliver);
    return result;
  }

  function checkoutPage(request: FakeRequest): FakeReply {
    const orderId = request.url.searchParams.get('order_id') ?? '';
    const callbackUrl = request.url.searchParams.get('callback_url') ?? '';
    const order = state.orders.get(orderId);
    if (!order) return html(404, '<h1>Razorpay (fake) Checkout</h1><p>No such order.</p>');
    if (!/^https?:\/\//.test(callbackUrl)) return html(400, '<h1>Razorpay (fake) Checkout</h1><p>callback_url must be an http(s) URL.</p>');
    const hidden = `<input type="hidden" name="order_id" value="${escapeHtml(orderId)}"><input type="hidden" name="callback_url" value="${escapeHtml(callbackUrl)}">`;
    const button = (outcome: CheckoutOutcome, label: string) => `<form method="post" action="/checkout/complete">${hidden}<input type="hidden" name="outcome" value="${outcome}"><button type="submit" name="choice" value="${outcome}">${label}</button></form>`;
    return html(200, `<h1>Razorpay (fake) Checkout</h1>
<p>Order <code>${escapeHtml(orderId)}</code>: ₹${(order.amount / 100).toFixed(2)} (status ${order.status})</p>
${order.status === 'paid' ? '<p>This order is already paid.</p>' : `${button('success', 'Pay')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}`}`);
  }

  async function checkoutComplete(request: FakeRequest): Promise<FakeReply> {
    const orderId = request.form.get('order_id') ?? '';
    const callbackUrl = request.form.get('callback_url') ?? '';
    const outcome = request.form.get('outcome') as CheckoutOutcome | null;
    const order = state.orders.get(orderId);
    if (!order || !/^https?:\/\//.test(callbackUrl) || !outcome || !['success', 'decline', 'cancel'].includes(outcome)) return html(400, '<p>Bad checkout request.</p>');
    if (order.status === 'paid') return html(409, '<p>This order is already paid.</p>');
    const result = await completeCheckout(orderId, outcome);
    const fields: Record<string, string> =
      'error' in result
        ? {
            'error[code]': result.error.code,
            'error[description]': result.error.description,
            'error[source]': result.error.source,
            'error[step]': result.error.step,
            'error[reason]': result.error.reason,
            'error[metadata]': JSON.stringify(result.error.metadata),
          }
        : { ...result };
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    return html(200, `<form id="callback" method="post" action="${escapeHtml(callbackUrl)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script>document.getElementById('callback').submit()</script>`);
  }

  function refundEvent(name: string, refund: RazorpayRefund): WebhookEvent {
    const payment = state.payments.get(refund.payment_id);
    return event(name, { refund: { entity: { ...refund } }, ...(payment ? { payment: { entity: { ...payment } } } : {}) });
  }

  async function settleRefund(refundId: string, outcome: 'processed' | 'failed') {
    const refund = state.refunds.get(refundId);
    if (!refund) throw new Error(`razorpay fake: no refund ${refundId}`);
    if (refund.status !== 'pending') throw new Error(`razorpay fake: refund ${refundId} is ${refund.status}`);
    refund.status = outcome;
    if (outcome === 'processed') refund.speed_processed = 'normal';
    else {
      // A failed refund gives the amount back to the payment's refundable balance.
      const payment = state.payments.get(refund.payment_id);
      if (payment) {
        payment.amount_refunded = (payment.amount_refunded ?? 0) - refund.amount;
        payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
        if (payment.status === 'refunded') payment.status = 'captured';
      }
    }
    state.webhooks.enqueue([refundEvent(`refund.${outcome}`, refund)], { duplicate: state.duplicateWebhooks, reverse: false });
    await deliverIfAuto(undefined);
  }

  async function createRefund(paymentId: string, request: FakeRequest): Promise<FakeReply> {
    const payment = state.payments.get(paymentId);
    if (!payment) return noSuchId();
    const body = jsonBody(request);
    if (!body.ok) return body.reply;
    const { amount, receipt, notes, speed } = body.value;
    if (payment.status !== 'captured' && payment.status !== 'refunded') return badRequest('The payment has not been captured');
    const left = payment.amount - (payment.amount_refunded ?? 0);
    const value = amount === undefined ? left : amount;
    if (typeof value !== 'number' || !Number.isInteger(value)) return badRequest('The amount must be an integer.', 'amount');
    if (value < 100) return badRequest('The amount must be at least INR 1.00', 'amount');
    if (value > left) return badRequest('The refund amount provided is greater than amount captured', 'amount');
    if (speed !== undefined && speed !== 'normal' && speed !== 'optimum') return badRequest('The selected speed is invalid.', 'speed');
    if (receipt !== undefined && receipt !== null && (typeof receipt !== 'string' || receipt.length > 40)) return badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    if (typeof receipt === 'string' && [...state.refunds.values()].some((r) => r.receipt === receipt)) return badRequest('The receipt has already been used for another refund.', 'receipt');
    const notesProblem = notesError(notes);
    if (notesProblem) return notesProblem;
    const refund: RazorpayRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount: value,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notes && Object.keys(notes as object).length ? { ...(notes as Record<string, string>) } : [],
      receipt: (receipt as string | undefined) ?? null,
      status: 'pending',
      speed_requested: (speed as 'normal' | 'optimum' | undefined) ?? 'normal',
      speed_processed: null,
      created_at: unix(now()),
    };
    state.refunds.set(refund.id, refund);
    payment.amount_refunded = (payment.amount_refunded ?? 0) + value;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    state.webhooks.enqueue([refundEvent('refund.created', refund)], { duplicate: state.duplicateWebhooks, reverse: false });
    if (state.refundOutcome === 'pending') {
      await deliverIfAuto(undefined);
      return json(200, { ...refund });
    }
    const answer = { ...refund };
    await settleRefund(refund.id, state.refundOutcome);
    return json(200, answer);
  }

  /** Remembers a payment the product recorded (sandbox `recall`), with its order, when this fake does not hold it. */
  async function recallIfUnknown(id: { orderId?: string; paymentId?: string }) {
    if (!options.recall) return;
    if ((id.orderId && state.orders.has(id.orderId)) || (id.paymentId && state.payments.has(id.paymentId))) return;
    const found = await options.recall(id);
    if (!found || state.payments.has(found.paymentId)) return;
    const created = unix(found.createdAt);
    state.orders.set(found.orderId, {
      id: found.orderId, entity: 'order', amount: found.amount, amount_paid: found.amount, amount_due: 0, currency: found.currency,
      receipt: null, offer_id: null, status: 'paid', attempts: 1, notes: [], created_at: created,
    });
    state.payments.set(found.paymentId, {
      id: found.paymentId, entity: 'payment', amount: found.amount, amount_refunded: found.refunded,
      refund_status: found.refunded === 0 ? null : found.refunded >= found.amount ? 'full' : 'partial',
      currency: found.currency, status: found.refunded >= found.amount ? 'refunded' : 'captured', order_id: found.orderId, method: 'upi', captured: true,
      description: null, email: 'void@razorpay.com', contact: '+919999999999', vpa: 'success@razorpay', notes: [], fee: null, tax: null,
      error_code: null, error_description: null, error_source: null, error_step: null, error_reason: null, created_at: created,
    });
  }

  async function handle(request: FakeRequest): Promise<FakeReply> {
    state.requests.push(recordOf(request, now()));
    if (options.recall) {
      const path = request.url.pathname;
      const payment = /^\/v1\/payments\/([^/]+)/.exec(path)?.[1];
      const order = /^\/v1\/orders\/([^/]+)/.exec(path)?.[1];
      if (payment || order) await recallIfUnknown({ paymentId: payment && decodeURIComponent(payment), orderId: order && decodeURIComponent(order) });
    }
    const path = request.url.pathname.replace(/\/+$/, '') || '/';
    if (path === '/checkout' && request.method === 'GET') return checkoutPage(request);
    if (path === '/checkout/complete' && request.method === 'POST') return checkoutComplete(request);
    if (!path.startsWith('/v1/')) return errorReply(404, { description: 'The requested URL was not found on the server.', reason: 'NA', source: 'NA', step: 'NA' });
    const denied = checkBasicAuth(request, state.keyId, state.keySecret);
    if (denied) return denied;
    if (path === '/v1/orders' && request.method === 'POST') return createOrder(request);
    const refunding = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(path);
    if (refunding && refunding[2] === 'refund' && request.method === 'POST') return createRefund(decodeURIComponent(refunding[1]!), request);
    if (refunding && refunding[2] === 'refunds' && request.method === 'GET') {
      const paymentId = decodeURIComponent(refunding[1]!);
      if (!state.payments.has(paymentId)) return noSuchId();
      const items = [...state.refunds.values()].filter((r) => r.payment_id === paymentId).reverse();
      return json(200, { entity: 'collection', count: items.length, items });
    }
    const oneRefund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (oneRefund && request.method === 'GET') {
      const refund = state.refunds.get(decodeURIComponent(oneRefund[1]!));
      return refund ? json(200, refund) : noSuchId();
    }
    const one = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (one && request.method === 'GET') {
      const order = state.orders.get(decodeURIComponent(one[1]));
      if (!order) return noSuchId();
      if (!one[2]) return json(200, order);
      const items = [...state.payments.values()].filter((p) => p.order_id === order.id).reverse();
      return json(200, { entity: 'collection', count: items.length, items });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (payment && request.method === 'GET') {
      const found = state.payments.get(decodeURIComponent(payment[1]!));
      return found ? json(200, found) : noSuchId();
    }
    return errorReply(404, { description: 'The requested URL was not found on the server.', reason: 'NA', source: 'NA', step: 'NA' });
  }

  return {
    state,
    handle,
    completeCheckout,
    deliverWebhooks: (deliverOptions) => state.webhooks.deliverDue(deliverOptions),
    rotateWebhookSecret: (secret) => {
      state.webhookSecret = secret;
    },
    settleRefund,
  };
}

const html = (status: number, body: string): FakeReply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head><meta charset="utf-8"><title>Razorpay (fake) Checkout</title></head><body>${body}</body></html>`,
});

export async function startRazorpayFake(options: RazorpayFakeOptions = {}): Promise<RunningRazorpayFake> {
  const fake = createRazorpayFake(options);
  const server = await startFakeHttp(fake.handle, options.host, options.port);
  return { ...fake, url: server.url, close: server.close };
}
