import type { FastifyInstance } from 'fastify';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { EmailSuppressionsService } from '../../../../services/email-suppressions.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  AddEmailSuppression, EmailSuppression, EmailSuppressionParams, EmailSuppressionsQuery, PaginatedEmailSuppressions,
  type AddEmailSuppressionBody, type EmailSuppressionsQueryValue,
} from './email-suppressions.schema';

const tags = ['Email tracking'];
const noContent = { type: 'null', description: 'Removed; no body.' } as const;
const security = [...bearerSecurity, { serviceToken: [] }];

/** The operators' suppression list (docs/outreach-email.md "Suppression list"): staff users or the service token. */
export async function emailSuppressionsRoutes(app: FastifyInstance, options: { suppressions: EmailSuppressionsService; publicUrl: string }): Promise<void> {
  const { suppressions } = options;

  app.get<{ Querystring: EmailSuppressionsQueryValue }>('/admin/suppressions/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'listEmailSuppressions', summary: 'Suppressed addresses (no outreach e-mail goes to them), newest first (operators)',
      tags, security, querystring: EmailSuppressionsQuery,
      response: { 200: ref(PaginatedEmailSuppressions), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { page_size: limit, ordering, search, reason } = request.query;
      const { count, results } = await suppressions.list({ search, reason }, pageOffset(request.query), limit, ordering === 'created_at');
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.post<{ Body: AddEmailSuppressionBody }>('/admin/suppressions/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'addEmailSuppression', summary: 'Suppress an address as a complaint (a feedback-loop report); 409 when it is suppressed already',
      tags, security, body: ref(AddEmailSuppression),
      response: { 201: ref(EmailSuppression, 'The address, now suppressed.'), ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await suppressions.add(request.user ?? null, request.body)),
  });

  app.delete<{ Params: { email: string } }>('/admin/suppressions/:email/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'removeEmailSuppression', summary: 'Take an address off the suppression list (any reason); recorded with who and when',
      tags, security, params: EmailSuppressionParams,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await suppressions.remove(request.user ?? null, request.params.email);
      return reply.code(204).send();
    },
  });
}
