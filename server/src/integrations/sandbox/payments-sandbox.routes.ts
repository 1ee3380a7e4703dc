import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../../src/domain/format/display-format';
import { minorToDecimal } from '../../../../src/domain/payments/money-amount';
import { sandboxRazorpayPrefix, sandboxRazorpayXPrefix } from '../payments/payment-providers.config';
import { escapeHtml } from '../razorpay/razorpay-fake-common';
import type { FakeReply, FakeRequest } from '../social/fake-http';
import type { PaymentsSandbox } from './payments-sandbox';

/** What the person can make the simulated checkout do: SPEC §8's three payment failures, a cancel, or a payment. */
const outcomes = {
  success: { label: 'Pay', kind: 'primary' },
  decline: { label: 'Card declined', kind: 'secondary' },
  invalid_card: { label: 'Invalid card', kind: 'secondary' },
  processing_failed: { label: 'Processing fails', kind: 'secondary' },
  cancel: { label: 'Cancel', kind: 'secondary' },
} as const;
type Outcome = keyof typeof outcomes;

/** Razorpay Checkout's failure fields for the outcomes its fake does not play itself. */
const extraFailures: Record<'invalid_card' | 'processing_failed', { code: string; description: string; source: string; step: string; reason: string }> = {
  invalid_card: { code: 'BAD_REQUEST_ERROR', description: 'Your card number is incorrect.', source: 'customer', step: 'payment_authentication', reason: 'incorrect_card_number' },
  processing_failed: { code: 'GATEWAY_ERROR', description: 'Payment processing failed due to error at bank or wallet gateway', source: 'gateway', step: 'payment_authorization', reason: 'payment_failed' },
};

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1b1b1f;background:#f6f7fb}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;background:#fff4e5;color:#8a4b00;border-radius:999px;padding:.15rem .6rem}
h1{font-size:1.25rem;margin:.75rem 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}p{margin:.25rem 0}
form{margin:0}.actions{display:grid;gap:.5rem;margin-top:1.25rem}button{font:inherit;width:100%;padding:.7rem 1rem;border-radius:8px;border:1px solid #c4c7d0;background:#fff;cursor:pointer}
button.primary{background:#1a56db;border-color:#1a56db;color:#fff;font-weight:600}button:focus-visible{outline:3px solid #93b4f5;outline-offset:2px}
.note{color:#5b5f6b;font-size:.875rem;margin-top:1rem}`;

export const page = (title: string, body: string, autoSubmit = false) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Sandbox checkout</title><style>${style}</style>
${autoSubmit ? `<script src="${sandboxRazorpayPrefix}/checkout/return.js" defer></script>` : ''}</head><body><main>${body}</main></body></html>`;

/**
 * The sandbox's checkout (sandbox mode only): what Razorpay's hosted checkout does, without money. The page shows the
 * order and lets the person choose what happens; the choice runs through the simulated Razorpay (its signed webhook
 * reaches the product like the real one) and the browser returns to the product's callback with Checkout's fields.
 * Every other path under /sandbox/razorpay is the simulated API itself.
 */
export async function paymentsSandboxRoutes(app: FastifyInstance, options: { sandbox: PaymentsSandbox; publicUrl: string }): Promise<void> {
  const { sandbox, publicUrl } = options;
  const fake = sandbox.razorpay;
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const html = (status: number, content: string) => ({ status, content });
  const send = (reply: import('fastify').FastifyReply, answer: { status: number; content: string }) =>
    reply.code(answer.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(answer.content);
  // Only the product's own callback: the sandbox is no open redirect.
  const ownCallback = (value: string | null) => Boolean(value && value.startsWith(`${publicUrl}/api/v1/payments/razorpay/callback/`));

  app.get(`${sandboxRazorpayPrefix}/checkout`, async (request, reply) => {
    const query = new URL(request.url, publicUrl).searchParams;
    const order = fake.state.orders.get(query.get('order_id') ?? '');
    const callback = query.get('callback_url');
    if (!order || !ownCallback(callback)) return send(reply, html(400, page('Unknown order', '<span class="badge">Sandbox</span><h1>This checkout link is not valid</h1><p>Start the payment again from InfluenceHub.</p>')));
    const amount = formatMoney(minorToDecimal(order.amount), order.currency);
    if (order.status === 'paid') {
      return send(reply, html(200, page('Already paid', `<span class="badge">Sandbox</span><h1>This order is already paid</h1><p class="amount">${escapeHtml(amount)}</p><p><a href="/payments">Back to Payments</a></p>`)));
    }
    const hidden = `<input type="hidden" name="order_id" value="${escapeHtml(order.id)}"><input type="hidden" name="callback_url" value="${escapeHtml(callback!)}">`;
    const buttons = (Object.entries(outcomes) as Array<[Outcome, (typeof outcomes)[Outcome]]>)
      .map(([value, { label, kind }]) => `<button type="submit" name="outcome" value="${value}" class="${kind}">${escapeHtml(value === 'success' ? `${label} ${amount}` : label)}</button>`)
      .join('');
    return send(reply, html(200, page('Pay', `<span class="badge">Sandbox · no real money</span>
<h1>Fund your campaign</h1><p>InfluenceHub · order ${escapeHtml(order.id)}</p><p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="${sandboxRazorpayPrefix}/checkout/complete">${hidden}<div class="actions">${buttons}</div></form>
<p class="note">This is the sandbox's stand-in for Razorpay Checkout. Choose what the payment does; the product hears about it the way it hears from Razorpay.</p>`)));
  });

  app.post(`${sandboxRazorpayPrefix}/checkout/complete`, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const orderId = form.get('order_id') ?? '';
    const callback = form.get('callback_url');
    const outcome = form.get('outcome') as Outcome | null;
    if (!fake.state.orders.has(orderId) || !ownCallback(callback) || !outcome || !(outcome in outcomes)) {
      return send(reply, html(400, page('Bad request', '<span class="badge">Sandbox</span><h1>This checkout request is not valid</h1>')));
    }
    let fields: Record<string, string>;
    if (outcome === 'invalid_card' || outcome === 'processing_failed') {
      const failure = extraFailures[outcome];
      fields = Object.fromEntries([...Object.entries(failure).map(([k, v]) => [`error[${k}]`, v]), ['error[metadata][order_id]', orderId]]);
    } else {
      const result = await fake.completeCheckout(orderId, outcome === 'decline' ? 'decline' : outcome);
      fields = 'error' in result
        ? Object.fromEntries([
            ...Object.entries(result.error).filter(([k]) => k !== 'metadata').map(([k, v]) => [`error[${k}]`, String(v)]),
            ...Object.entries(result.error.metadata).map(([k, v]) => [`error[metadata][${k}]`, String(v)]),
          ])
        : { ...result };
    }
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    const done = outcome === 'success' ? 'Payment authorised' : outcome === 'cancel' ? 'Payment cancelled' : 'Payment failed';
    return send(reply, html(200, page(done, `<span class="badge">Sandbox</span><h1>${done}</h1><p>Taking you back to InfluenceHub...</p>
<form id="return" method="post" action="${escapeHtml(callback!)}">${inputs}<div class="actions"><button type="submit" class="primary">Return to InfluenceHub</button></div></form>`, true)));
  });

  // The return page's script (script-src 'self': no inline script): posts Checkout's fields back at once.
  app.get(`${sandboxRazorpayPrefix}/checkout/return.js`, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send("document.getElementById('return')?.submit();\n"));

  // The simulated Razorpay and RazorpayX APIs over HTTP (the server's own clients reach them in-process).
  const api = (prefix: string, handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>) =>
    app.all(`${prefix}/v1/*`, async (request, reply) => {
      const url = new URL(request.url, publicUrl);
      url.pathname = url.pathname.slice(prefix.length) || '/';
      const answer = await handle({ method: request.method, url, headers: request.headers, body: typeof request.body === 'string' ? request.body : '', form: new URLSearchParams() });
      reply.code(answer.status).header('cache-control', 'no-store');
      for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
      return reply.type('application/json; charset=utf-8').send(answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  api(sandboxRazorpayXPrefix, (request) => sandbox.razorpayx.handle(request));
  api(sandboxRazorpayPrefix, (request) => fake.handle(request));
}
