import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { EmailSuppressionsService } from '../../../../services/email-suppressions.service';
import { MyEmailSuppression } from '../email-tracking/email-suppressions.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';

const tags = ['Accounts'];

/** The signed-in person's own address on the suppression list (docs/outreach-email.md "Suppression list"). */
export async function emailSuppressionRoutes(app: FastifyInstance, options: { suppressions: EmailSuppressionsService }): Promise<void> {
  app.get('/email-suppression/', {
    schema: {
      operationId: 'getMyEmailSuppression', summary: 'Whether invitation e-mails skip my address, and why',
      tags, security: bearerSecurity,
      response: { 200: ref(MyEmailSuppression), ...errorResponses(401) },
    },
    handler: async (request) => options.suppressions.mine(currentUser(request)),
  });

  app.delete('/email-suppression/', {
    schema: {
      operationId: 'removeMyEmailSuppression',
      summary: 'Receive invitation e-mails again: takes my address off the suppression list when I had unsubscribed (404 when not suppressed, 409 for a bounce or complaint, 403 with an unverified address)',
      tags, security: bearerSecurity,
      response: { 200: ref(MyEmailSuppression, 'My address, no longer suppressed.'), ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => options.suppressions.removeMine(currentUser(request)),
  });
}
