import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { AccountsService } from '../../../../services/accounts.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { Whoami } from './accounts.schema';

export async function accountsRoutes(app: FastifyInstance, options: { accounts: AccountsService }): Promise<void> {
  app.get('/whoami/', {
    schema: {
      operationId: 'getWhoami',
      summary: 'The signed-in user: persona, profile completion, brand and influencer ids',
      tags: ['Accounts'],
      security: bearerSecurity,
      response: { 200: ref(Whoami, 'The signed-in user.'), ...errorResponses(401) },
    },
    handler: async (request) => options.accounts.whoami(currentUser(request).id),
  });
}
