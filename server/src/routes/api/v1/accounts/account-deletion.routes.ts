import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { AccountDeletionService } from '../../../../services/account-deletion.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { DeleteAccountBody, DeletionRequirements } from './account-deletion.schema';

const tags = ['Accounts'];

/** SPEC §5 account deletion: POST accounts/delete/ and what the dialog must ask for. */
export async function accountDeletionRoutes(
  app: FastifyInstance,
  options: { accountDeletion: AccountDeletionService },
): Promise<void> {
  app.get('/delete/requirements/', {
    schema: {
      operationId: 'getAccountDeletionRequirements',
      summary: 'What confirms my account deletion: the password, or the e-mail for accounts without one',
      tags,
      security: bearerSecurity,
      response: { 200: ref(DeletionRequirements, 'The confirmation text and whether a password is asked.'), ...errorResponses(401) },
    },
    handler: async (request) => options.accountDeletion.requirements(currentUser(request)),
  });

  app.post<{ Body: Static<typeof DeleteAccountBody> }>('/delete/', {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      operationId: 'deleteMyAccount',
      summary: "Delete my account and my data (type 'DELETE MY ACCOUNT' and the password)",
      tags,
      security: bearerSecurity,
      body: ref(DeleteAccountBody),
      response: { 204: { type: 'null', description: 'Deleted; every token of the account stops working.' }, ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      await options.accountDeletion.deleteAccount(currentUser(request), request.body);
      return reply.code(204).send();
    },
  });
}
