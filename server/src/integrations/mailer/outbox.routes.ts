import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../plugins/api-error';
import { pageOffset, pageQuery, paginated, toPage, type PageQuery } from '../../plugins/pagination';
import { errorResponses } from '../../routes/api/v1/shared.schema';
import type { Mailer } from './mailer.types';
import { isOutboxMailer } from './mailer';

const OutboxMessage = Type.Object(
  {
    id: Type.String(),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String({ description: 'Plain-text body; password-reset mails carry the reset link.' }),
    html: Type.Optional(Type.Union([Type.String({ description: 'The HTML part, when the mail has one (outreach e-mails).' }), Type.Null()])),
    headers: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Extra header lines (List-Unsubscribe, List-Unsubscribe-Post).' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);

/**
 * GET /api/v1/dev/outbox/: the development outbox, newest first, for the operator (staff or service token).
 * 404 when SMTP is configured: mail then leaves the server and there is nothing to show.
 */
export async function outboxRoutes(app: FastifyInstance, options: { mailer: Mailer; publicUrl: string }): Promise<void> {
  const { mailer } = options;
  app.get<{ Querystring: PageQuery<'created_at'> }>('/', {
    // The documented path keeps its trailing slash (SPEC §7 style); ignoreTrailingSlash serves both.
    prefixTrailingSlash: 'slash',
    config: { access: 'staff' },
    schema: {
      operationId: 'listOutboxMessages',
      summary: 'E-mails kept by the development outbox, newest first (staff or service token)',
      tags: ['Dev'],
      security: [{ bearerAuth: [] }, { serviceToken: [] }],
      querystring: pageQuery(['created_at'], '-created_at'),
      response: { 200: paginated(OutboxMessage), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      if (!isOutboxMailer(mailer)) throw notFound('The development outbox is off: SMTP_URL is configured.');
      const { count, results } = await mailer.list(pageOffset(request.query), request.query.page_size, request.query.ordering === 'created_at');
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });
}
