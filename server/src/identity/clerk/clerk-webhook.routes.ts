import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Webhook, WebhookVerificationError } from 'svix';
import { ApiError } from '../../plugins/api-error';
import type { ClerkEvent, ClerkWebhookService } from './clerk-webhook.service';

const maxWebhookBytes = 1024 * 1024;

const WebhookReceipt = Type.Object(
  { status: Type.Union([Type.Literal('processed'), Type.Literal('duplicate'), Type.Literal('ignored')]) },
  { additionalProperties: false },
);

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const invalidSignature = () =>
  new ApiError(400, 'invalid_signature', 'The webhook signature is missing, invalid or too old.');

/**
 * POST /api/v1/webhooks/clerk/: Clerk user events delivered by Svix. The signature covers the exact bytes
 * sent, so this scope keeps the raw body instead of parsing JSON; svix checks the HMAC and refuses
 * timestamps more than 5 minutes away from now (replays of old captures).
 */
export async function clerkWebhookRoutes(
  app: FastifyInstance,
  options: { webhookSecret: string | null; service: ClerkWebhookService },
): Promise<void> {
  const verifier = options.webhookSecret ? new Webhook(options.webhookSecret) : null;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: maxWebhookBytes }, (_request, body, done) => done(null, body));

  app.post('/', {
    // The documented path keeps its trailing slash (SPEC §7 style); ignoreTrailingSlash serves both.
    prefixTrailingSlash: 'slash',
    // Authenticated by its Svix signature, not by a bearer token.
    config: { access: 'public' },
    schema: {
      operationId: 'receiveClerkWebhook',
      summary: 'Clerk user events (Svix-signed): create, update and delete users',
      tags: ['Webhooks'],
      security: [],
      response: {
        200: WebhookReceipt,
        400: Type.Unsafe({ $ref: 'ErrorResponse', description: 'Missing, invalid or stale signature (invalid_signature), or a malformed event.' }),
        503: Type.Unsafe({ $ref: 'ErrorResponse', description: 'CLERK_WEBHOOK_SECRET is not configured.' }),
      },
    },
    handler: async (request) => {
      if (!verifier) {
        throw new ApiError(503, 'webhook_not_configured', 'The Clerk webhook is not configured on this server.');
      }
      const svixId = header(request, 'svix-id');
      let event: ClerkEvent;
      try {
        const payload = verifier.verify(typeof request.body === 'string' ? request.body : '', {
          'svix-id': svixId,
          'svix-timestamp': header(request, 'svix-timestamp'),
          'svix-signature': header(request, 'svix-signature'),
        }) as Partial<ClerkEvent> | null;
        if (!payload || typeof payload.type !== 'string') throw new ApiError(400, 'invalid_payload', 'The event has no type.');
        event = { type: payload.type, data: payload.data };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (error instanceof WebhookVerificationError || error instanceof SyntaxError) throw invalidSignature();
        throw error;
      }
      const status = await options.service.apply(svixId, event);
      request.log.info({ svixId, type: event.type, status }, 'clerk webhook');
      return { status };
    },
  });
}
