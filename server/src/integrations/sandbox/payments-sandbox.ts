import type { FakeRequest } from '../social/fake-http';
import { sandboxRazorpay, sandboxRazorpayPrefix, sandboxRazorpayX, sandboxRazorpayXPrefix } from '../payments/payment-providers.config';
import { createRazorpayFake, type RazorpayFake, type RazorpayFakeOptions } from '../razorpay/razorpay.fake';
import { createRazorpayXFake, type RazorpayXFake, type RecalledPayout } from '../razorpayx/razorpayx.fake';
import { sandboxStripe, sandboxStripePrefix } from '../payments/stripe.config';
import { createStripeFake, type StripeFake, type StripeFakeOptions } from '../stripe/stripe.fake';

/**
 * The simulated Razorpay (and Stripe, for USD and EUR) the product serves itself in sandbox mode (docs/payments.md "Modes"): the same fake the tests
 * run against, answering the API under /sandbox/razorpay for the server's own client (in-process, no socket), with
 * a checkout page where the person pays, is declined, or cancels (payments-sandbox.routes.ts). Its signed webhooks
 * go to the product's own webhook route in-process, like Razorpay's would over the internet.
 */
export interface PaymentsSandbox {
  razorpay: RazorpayFake;
  /** Payouts move queued/processing -> processed on their own (`payoutSettleMs` after creation), like a bank's day. */
  razorpayx: RazorpayXFake;
  /** USD and EUR funding: PaymentIntents confirmed by the sandbox's checkout page (stripe-sandbox.routes.ts). */
  stripe: StripeFake;
  /** The client's fetch: requests to the sandbox's API are answered in-process, anything else goes out. */
  fetch: typeof fetch;
  /** Where webhooks are delivered (set once the app exists: app.inject). */
  deliverWebhooksWith(send: (url: string, init: { headers: Record<string, string>; body: string }) => Promise<number>): void;
  close(): void;
}

/** Failed deliveries are retried like Razorpay's (on the emitter's schedule); this is how often the sandbox looks. */
const redeliveryCheckMs = 30_000;
/** How long a sandbox payout takes to be processed, and how often the sandbox moves payouts along. */
export const sandboxPayoutSettleMs = 20_000;
const payoutTickMs = 5_000;
const keptRecords = 50;

export interface PaymentsSandboxOptions {
  publicUrl: string;
  /** Payments the product recorded, for GETs of ones this process never saw (a restart, the demo seed). */
  recallRazorpayPayment?: RazorpayFakeOptions['recall'];
  /**
   * Payouts the product sent: one by id (a GET after a restart), or all still on their way, taken up at the first
   * payout tick so they are processed as they would have been (a restart no longer leaves them processing forever).
   */
  recallRazorpayXPayouts?: (filter: { providerPayoutId: string } | { onTheirWay: true }) => Promise<RecalledPayout[]>;
  /** Stripe PaymentIntents the product recorded (its funding orders), for GETs after a restart. */
  recallStripeIntent?: StripeFakeOptions['recall'];
}

export function createPaymentsSandbox(options: PaymentsSandboxOptions): PaymentsSandbox {
  let send: ((url: string, init: { headers: Record<string, string>; body: string }) => Promise<number>) | null = null;
  // The emitter's fetch: straight into the app (the webhook route verifies the signature as for any sender).
  const deliver: typeof fetch = async (input, init) => {
    if (!send) return new Response(null, { status: 503 });
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const status = await send(String(input), { headers, body: String(init?.body ?? '') });
    return new Response(null, { status });
  };
  const razorpay = createRazorpayFake({
    keyId: sandboxRazorpay.keyId,
    keySecret: sandboxRazorpay.keySecret,
    webhookSecret: sandboxRazorpay.webhookSecret,
    webhookUrl: `${options.publicUrl}/api/v1/webhooks/razorpay/`,
    fetch: deliver,
    ...(options.recallRazorpayPayment ? { recall: options.recallRazorpayPayment } : {}),
  });
  const razorpayx = createRazorpayXFake({
    keyId: sandboxRazorpayX.keyId,
    keySecret: sandboxRazorpayX.keySecret,
    accountNumber: sandboxRazorpayX.accountNumber,
    webhookSecret: sandboxRazorpayX.webhookSecret,
    webhookUrl: `${options.publicUrl}/api/v1/webhooks/razorpayx/`,
    autoProcessAfterMs: sandboxPayoutSettleMs,
    fetch: deliver,
    ...(options.recallRazorpayXPayouts
      ? { recall: async (providerPayoutId: string) => (await options.recallRazorpayXPayouts!({ providerPayoutId }))[0] ?? null }
      : {}),
  });
  const stripe = createStripeFake({
    secretKey: sandboxStripe.secretKey,
    webhookSecret: sandboxStripe.webhookSecret,
    webhookUrl: `${options.publicUrl}/api/v1/webhooks/stripe/`,
    fetch: deliver,
    ...(options.recallStripeIntent ? { recall: options.recallStripeIntent } : {}),
  });
  const hosts = [
    { base: `${options.publicUrl}${sandboxStripePrefix}`, handle: (r: FakeRequest) => stripe.handle(r) },
    { base: `${options.publicUrl}${sandboxRazorpayPrefix}`, handle: (r: FakeRequest) => razorpay.handle(r) },
    { base: `${options.publicUrl}${sandboxRazorpayXPrefix}`, handle: (r: FakeRequest) => Promise.resolve(razorpayx.handle(r)) },
  ];
  const sandboxFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const host = hosts.find(({ base }) => request.url === base || request.url.startsWith(`${base}/`));
    if (!host) return fetch(input, init);
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(new URL(host.base).pathname.length) || '/';
    const body = await request.text();
    // Stripe's API is form-encoded (the Razorpays' is JSON).
    const form = new URLSearchParams((request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded') ? body : '');
    const fakeRequest: FakeRequest = { method: request.method, url, headers: Object.fromEntries(request.headers.entries()), body, form };
    const reply = await host.handle(fakeRequest);
    const payload = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(payload, { status: reply.status, headers: { 'content-type': 'application/json', ...(reply.headers ?? {}) } });
  };
  const timer = setInterval(() => {
    void razorpay.deliverWebhooks().catch(() => undefined);
    void stripe.deliverWebhooks().catch(() => undefined);
    // The sandbox runs for days: keep only the latest records the fake holds for tests.
    for (const list of [razorpay.state.requests, razorpay.state.webhooks.attempts, stripe.state.requests, stripe.state.webhooks.attempts]) if (list.length > keptRecords) list.splice(0, list.length - keptRecords);
  }, redeliveryCheckMs);
  timer.unref();
  // Once, at the first tick (the database is ready by then): the payouts a previous process left on their way.
  let restored = !options.recallRazorpayXPayouts;
  const restore = async () => {
    if (restored) return;
    restored = true;
    for (const payout of await options.recallRazorpayXPayouts!({ onTheirWay: true })) razorpayx.remember(payout);
  };
  const payoutTimer = setInterval(() => {
    void restore()
      .catch(() => {
        restored = false;
      })
      .then(() => razorpayx.tick())
      .catch(() => undefined);
    for (const list of [razorpayx.state.requests, razorpayx.state.webhooks.attempts]) if (list.length > keptRecords) list.splice(0, list.length - keptRecords);
  }, payoutTickMs);
  payoutTimer.unref();
  return {
    razorpay,
    razorpayx,
    stripe,
    fetch: sandboxFetch,
    deliverWebhooksWith: (next) => {
      send = next;
    },
    close: () => {
      clearInterval(timer);
      clearInterval(payoutTimer);
    },
  };
}
