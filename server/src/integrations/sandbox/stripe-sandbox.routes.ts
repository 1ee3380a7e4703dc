import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from '../../../../src/domain/format/display-format';
import { minorToDecimal } from '../../../../src/domain/payments/money-amount';
import { sandboxStripePrefix } from '../payments/stripe.config';
import { escapeHtml } from '../razorpay/razorpay-fake-common';
import type { PaymentsSandbox } from './payments-sandbox';
import { page } from './payments-sandbox.routes';

/**
 * The sandbox's stand-in for Stripe's payment page (sandbox mode only; live mode uses Stripe.js on our own page). The
 * person chooses what the payment does; the choice confirms the PaymentIntent at the simulated Stripe with one of
 * Stripe's test cards (its signed webhook reaches the product in-process), and the browser goes to the return URL
 * with Stripe's query (payment_intent, payment_intent_client_secret, redirect_status), or with cancelled=1.
 */
const outcomes = {
  success: { label: 'Pay', kind: 'primary', card: '4242424242424242' },
  decline: { label: 'Card declined', kind: 'secondary', card: '4000000000000002' },
  invalid_card: { label: 'Invalid card', kind: 'secondary', card: '4000000000000069' },
  processing_failed: { label: 'Processing fails', kind: 'secondary', card: '4000000000000119' },
  cancel: { label: 'Cancel', kind: 'secondary', card: null },
} as const;
type Outcome = keyof typeof outcomes;

export async function stripeSandboxRoutes(app: FastifyInstance, options: { sandbox: PaymentsSandbox; publicUrl: string }): Promise<void> {
  const fake = options.sandbox.stripe;
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const send = (reply: FastifyReply, status: number, content: string) => reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(content);
  // Only the product's own return route: the sandbox is no open redirect.
  const ownReturn = (value: string | null) => Boolean(value && value.startsWith(`${options.publicUrl}/api/v1/payments/stripe/return/`));
  const invalidPage = () => page('Unknown payment', '<span class="badge">Sandbox</span><h1>This checkout link is not valid</h1><p>Start the payment again from InfluenceHub.</p>');

  app.get(`${sandboxStripePrefix}/checkout`, async (request, reply) => {
    const query = new URL(request.url, options.publicUrl).searchParams;
    const intent = fake.state.paymentIntents.get(query.get('payment_intent') ?? '');
    const returnUrl = query.get('return_url');
    if (!intent || !ownReturn(returnUrl)) return send(reply, 400, invalidPage());
    const amount = formatMoney(minorToDecimal(intent.amount), intent.currency.toUpperCase());
    if (intent.status === 'succeeded') {
      return send(reply, 200, page('Already paid', `<span class="badge">Sandbox</span><h1>This payment is already made</h1><p class="amount">${escapeHtml(amount)}</p><p><a href="/payments">Back to Payments</a></p>`));
    }
    const hidden = `<input type="hidden" name="payment_intent" value="${escapeHtml(intent.id)}"><input type="hidden" name="return_url" value="${escapeHtml(returnUrl!)}">`;
    const buttons = (Object.entries(outcomes) as Array<[Outcome, (typeof outcomes)[Outcome]]>)
      .map(([value, { label, kind }]) => `<button type="submit" name="outcome" value="${value}" class="${kind}">${escapeHtml(value === 'success' ? `${label} ${amount}` : label)}</button>`)
      .join('');
    return send(reply, 200, page('Pay', `<span class="badge">Sandbox · no real money</span>
<h1>Fund your campaign</h1><p>InfluenceHub · payment ${escapeHtml(intent.id)}</p><p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="${sandboxStripePrefix}/checkout/complete">${hidden}<div class="actions">${buttons}</div></form>
<p class="note">This is the sandbox's stand-in for Stripe's card form. Choose what the payment does; the product hears about it the way it hears from Stripe.</p>`));
  });

  app.post(`${sandboxStripePrefix}/checkout/complete`, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const intent = fake.state.paymentIntents.get(form.get('payment_intent') ?? '');
    const returnUrl = form.get('return_url');
    const outcome = form.get('outcome') as Outcome | null;
    if (!intent || !ownReturn(returnUrl) || !outcome || !(outcome in outcomes)) return send(reply, 400, invalidPage());
    const target = new URL(returnUrl!);
    const card = outcomes[outcome].card;
    if (card === null) {
      target.searchParams.set('cancelled', '1');
    } else {
      if (intent.status !== 'succeeded') await fake.completeCheckout(intent.id, card);
      target.searchParams.set('payment_intent', intent.id);
      target.searchParams.set('payment_intent_client_secret', intent.client_secret);
      target.searchParams.set('redirect_status', fake.state.paymentIntents.get(intent.id)?.status === 'succeeded' ? 'succeeded' : 'failed');
    }
    return reply.header('cache-control', 'no-store').redirect(`${target.pathname}${target.search}`, 303);
  });
}
