import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../../plugins/api-error';
import { StripeWebhookError, verifyStripeWebhookWithSecrets } from '../../../../integrations/stripe/stripe-webhook';
import { stripeCheckoutCsp, stripeCheckoutPage, stripeCheckoutScript } from '../../../../integrations/stripe/stripe-checkout-page';
import type { StripeFundingService, StripeWebhookEvent } from '../../../../services/stripe-funding.service';
import { rawProviderBodies, signedWebhookRoute, type VerifiedWebhook } from './payments.routes';

/**
 * What Stripe and the browser paying through it call (public: a signature, not a bearer token, authenticates them):
 *   GET  payments/stripe/return/?funding=   where Stripe sends the browser after paying: 303 to /payments?funding=
 *   POST webhooks/stripe/                   signed events (Stripe-Signature, 300 s tolerance); the source of truth
 *   POST payments/stripe/checkout/          live mode: the Payment Element page (not in the SPA; hidden from the API)
 */
export async function stripeProviderRoutes(app: FastifyInstance, options: {
  stripeFunding: StripeFundingService; webhookSecrets: () => string[]; live: () => boolean;
}): Promise<void> {
  rawProviderBodies(app);

  app.get<{ Querystring: { funding?: string; payment_intent?: string; cancelled?: string } }>('/payments/stripe/return/', {
    config: { access: 'public' },
    schema: {
      operationId: 'returnFromStripeCheckout',
      summary: 'Where Stripe sends the browser back after paying: asks Stripe for the PaymentIntent, records the outcome and redirects to /payments',
      tags: ['Webhooks'],
      security: [],
      querystring: Type.Object({
        funding: Type.Optional(Type.String({ maxLength: 64 })),
        payment_intent: Type.Optional(Type.String({ maxLength: 255 })),
        payment_intent_client_secret: Type.Optional(Type.String({ maxLength: 255 })),
        redirect_status: Type.Optional(Type.String({ maxLength: 64 })),
        cancelled: Type.Optional(Type.String({ maxLength: 1, description: '1: the person chose Cancel instead of paying.' })),
      }),
      response: { 303: { type: 'null', description: "To /payments?funding=<id>, which shows the outcome and waits for the provider's confirmation." } },
    },
    handler: async (request, reply) => {
      const to = await options.stripeFunding.checkoutReturned(request.query.funding ?? null, request.query);
      return reply.header('cache-control', 'no-store').redirect(to, 303);
    },
  });

  const verify = (request: FastifyRequest): VerifiedWebhook<StripeWebhookEvent> => {
    const raw = typeof request.body === 'string' ? request.body : '';
    try {
      const event = verifyStripeWebhookWithSecrets(raw, request.headers['stripe-signature'], options.webhookSecrets()) as unknown as StripeWebhookEvent;
      if (typeof event.id !== 'string' || !event.id || event.id.length > 100 || typeof event.type !== 'string') {
        throw new ApiError(400, 'invalid_payload', 'The webhook is not a Stripe event.');
      }
      return { eventId: event.id, type: event.type, event };
    } catch (error) {
      if (!(error instanceof StripeWebhookError)) throw error instanceof ApiError ? error : new ApiError(400, 'invalid_payload', 'The webhook body is not JSON.');
      const stale = error.reason === 'stale_timestamp' || error.reason === 'future_timestamp';
      throw new ApiError(400, stale ? 'stale_signature' : 'invalid_signature', stale ? 'The webhook signature is outside the 300 s tolerance.' : 'The webhook signature is missing or invalid.');
    }
  };
  signedWebhookRoute<StripeWebhookEvent>(app, {
    path: '/webhooks/stripe/',
    operationId: 'receiveStripeWebhook',
    summary: 'Stripe events (Stripe-Signature over the raw body, 300 s tolerance, deduplicated on the event id): payment_intent.succeeded, payment_intent.payment_failed',
    verify,
    apply: options.stripeFunding.applyWebhook,
  });

  const notFoundPage = () => new ApiError(404, 'not_found', 'This payment page is not valid. Start the payment again from InfluenceHub.');
  app.post('/payments/stripe/checkout/', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!options.live()) throw notFoundPage();
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const page = await options.stripeFunding.pageFor(form.get('funding') ?? '', form.get('client_secret') ?? '');
      if (!page) throw notFoundPage();
      if (page.row.status === 'paid' || page.row.status === 'authorized') return reply.redirect(`/payments?funding=${page.row.id}`, 303);
      return reply
        .header('content-security-policy', stripeCheckoutCsp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(stripeCheckoutPage({
          publishableKey: page.publishableKey, clientSecret: form.get('client_secret')!, returnUrl: page.returnUrl,
          amountMinor: page.row.amountMinor, currency: page.row.currency, campaignName: page.campaignName,
        }));
    },
  });
  app.get('/payments/stripe/checkout.js', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(stripeCheckoutScript),
  });
}
