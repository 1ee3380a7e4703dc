import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { ApiError } from '../../../../plugins/api-error';
import { verifyWebhookSignature } from '../../../../integrations/razorpay/razorpay-signatures';
import type { BrandPaymentsService } from '../../../../services/brand-payments.service';
import type { PayoutSendingService } from '../../../../services/payout-sending.service';
import { BrandIdParams } from '../brands/brands.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { BrandPayments, FundingCheckout, FundingIdParams, FundingOrder, FundingOrderCreate, WebhookAck } from './payments.schema';

/**
 * Brand payments (docs/payments.md): GET brands/{id}/payments/ (payments.view), POST brands/{id}/funding-orders/
 * (payments.approve; Idempotency-Key honoured like every mutation), GET funding-orders/{id}/.
 */
export async function brandPaymentsRoutes(app: FastifyInstance, options: { payments: BrandPaymentsService }): Promise<void> {
  app.get<{ Params: { id: string } }>('/brands/:id/payments/', {
    schema: {
      operationId: 'getBrandPayments',
      summary: "A brand's money: balances per currency, escrow per campaign (funded, committed, released, refunded, available) and the latest fundings",
      tags: ['Payments'],
      security: bearerSecurity,
      params: BrandIdParams,
      response: { 200: ref(BrandPayments, 'Balances, escrow and fundings, all sums of the ledger.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => options.payments.overview(currentUser(request), request.params.id),
  });

  app.post<{ Params: { id: string }; Body: Static<typeof FundingOrderCreate> }>('/brands/:id/funding-orders/', {
    schema: {
      operationId: 'createFundingOrder',
      summary: 'Start funding a campaign: a new provider order and the hosted checkout the browser goes to (the webhook books the money)',
      tags: ['Payments'],
      security: bearerSecurity,
      params: BrandIdParams,
      body: ref(FundingOrderCreate),
      response: {
        201: ref(FundingCheckout, 'The funding (created) and where to pay.'),
        ...errorResponses(400, 401, 403, 404, 409),
        502: Type.Unsafe({ $ref: 'ErrorResponse', description: 'The payment provider could not be reached; nothing was charged.' }),
      },
    },
    handler: async (request, reply) => {
      const body = await options.payments.createFunding(currentUser(request), request.params.id, request.body);
      return reply.code(201).send(body);
    },
  });

  app.get<{ Params: { id: string } }>('/funding-orders/:id/', {
    schema: {
      operationId: 'getFundingOrder',
      summary: 'One funding and its state (the payments page asks after the checkout returns, until the provider confirms)',
      tags: ['Payments'],
      security: bearerSecurity,
      params: FundingIdParams,
      response: { 200: ref(FundingOrder, 'The funding.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => options.payments.getFunding(currentUser(request), request.params.id),
  });
}

const maxProviderBodyBytes = 256 * 1024;

/** Provider requests keep their raw body (a webhook's signature covers the exact bytes; a checkout's return is a form). */
export function rawProviderBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: maxProviderBodyBytes }, (_request, body, done) => done(null, body));
}

/** A webhook as its sender signed it: the event id (the dedupe key), its type (for the log) and its JSON. */
export interface VerifiedWebhook<E> {
  eventId: string;
  type: unknown;
  event: E;
}

/**
 * One signed-webhook route (Razorpay, RazorpayX, Stripe): `verify` checks the signature over the raw body (a 400
 * ApiError for anything missing, forged or stale: nothing is applied), then `apply` runs in the event's own transaction.
 */
export function signedWebhookRoute<E>(app: FastifyInstance, route: {
  path: string; operationId: string; summary: string; verify: (request: FastifyRequest) => VerifiedWebhook<E>; apply: (eventId: string, event: E) => Promise<string>;
}) {
  return app.post(route.path, {
    config: { access: 'public' },
    schema: {
      operationId: route.operationId,
      summary: route.summary,
      tags: ['Webhooks'],
      security: [],
      response: {
        200: ref(WebhookAck, 'Applied, already applied (duplicate) or not ours (ignored).'),
        400: Type.Unsafe({ $ref: 'ErrorResponse', description: 'Missing or invalid signature, or not an event: nothing changed.' }),
      },
    },
    handler: async (request) => {
      const { eventId, type, event } = route.verify(request);
      const status = await route.apply(eventId, event);
      request.log.info({ eventId, type, status }, route.operationId);
      return { status };
    },
  });
}

/**
 * A Razorpay or RazorpayX webhook as sent: its signature (X-Razorpay-Signature, HMAC of the raw body with any of the
 * webhook's secrets), its event id (x-razorpay-event-id, the dedupe key) and its JSON. A 400 for anything missing,
 * forged or unreadable: nothing is applied.
 */
function signedRazorpayEvent<T>(request: FastifyRequest, secrets: string[]): { eventId: string; event: T } {
  const raw = typeof request.body === 'string' ? request.body : '';
  const signature = request.headers['x-razorpay-signature'];
  if (!verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined, secrets)) {
    throw new ApiError(400, 'invalid_signature', 'The webhook signature is missing or invalid.');
  }
  const eventId = request.headers['x-razorpay-event-id'];
  if (typeof eventId !== 'string' || !eventId || eventId.length > 100) throw new ApiError(400, 'invalid_payload', 'The webhook has no x-razorpay-event-id.');
  try {
    return { eventId, event: JSON.parse(raw) as T };
  } catch {
    throw new ApiError(400, 'invalid_payload', 'The webhook body is not JSON.');
  }
}

/**
 * What Razorpay calls (public: a signature, not a bearer token, authenticates them). Bodies are kept raw: the
 * webhook's signature covers the exact bytes, and Checkout's return is a form post.
 *   POST payments/razorpay/callback/?funding=  Checkout (redirect mode) returns the browser here: 303 to /payments
 *   POST webhooks/razorpay/                    signed events; the source of truth for money
 */
export async function razorpayProviderRoutes(app: FastifyInstance, options: {
  payments: BrandPaymentsService; webhookSecrets: () => string[]; payouts: PayoutSendingService; payoutWebhookSecrets: () => string[];
}): Promise<void> {
  rawProviderBodies(app);

  app.post<{ Querystring: { funding?: string } }>('/payments/razorpay/callback/', {
    config: { access: 'public' },
    schema: {
      operationId: 'returnFromRazorpayCheckout',
      summary: "Where Razorpay Checkout sends the browser back (a form post): records the checkout's outcome and redirects to /payments",
      tags: ['Webhooks'],
      security: [],
      querystring: Type.Object({ funding: Type.Optional(Type.String({ maxLength: 64 })) }),
      response: { 303: { type: 'null', description: "To /payments?funding=<id>, which shows the outcome and waits for the provider's confirmation." } },
    },
    handler: async (request, reply) => {
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const to = await options.payments.checkoutReturned(request.query.funding ?? null, form);
      return reply.code(303).header('cache-control', 'no-store').redirect(to, 303);
    },
  });

  /** A Razorpay-signed webhook route: X-Razorpay-Signature with any of `secrets`, deduplicated on x-razorpay-event-id. */
  const webhookRoute = <E extends { event?: unknown }>(
    path: string, operationId: string, summary: string, secrets: () => string[], apply: (eventId: string, event: E) => Promise<string>,
  ) => signedWebhookRoute<E>(app, {
    path, operationId, summary, apply,
    verify: (request) => {
      const { eventId, event } = signedRazorpayEvent<E>(request, secrets());
      return { eventId, type: event.event, event };
    },
  });

  webhookRoute<Parameters<BrandPaymentsService['applyRazorpayWebhook']>[1]>('/webhooks/razorpay/', 'receiveRazorpayWebhook',
    'Razorpay events (X-Razorpay-Signature over the raw body, deduplicated on x-razorpay-event-id): payment.captured, order.paid, payment.failed',
    options.webhookSecrets, options.payments.applyRazorpayWebhook);
  webhookRoute<Parameters<PayoutSendingService['applyWebhook']>[1]>('/webhooks/razorpayx/', 'receiveRazorpayXWebhook',
    'RazorpayX payout events (X-Razorpay-Signature over the raw body, deduplicated on x-razorpay-event-id): processed, reversed, failed, updated',
    options.payoutWebhookSecrets, options.payouts.applyWebhook);
}
