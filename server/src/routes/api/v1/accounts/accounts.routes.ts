import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { AccountsService } from '../../../../services/accounts.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { CurrentBrandUpdate, Whoami } from './accounts.schema';

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

  app.put<{ Body: Static<typeof CurrentBrandUpdate> }>('/current-brand/', {
    schema: {
      operationId: 'setCurrentBrand',
      summary: "Switches the user's current brand (the top bar's brand switcher); answers the new whoami",
      description:
        'The current brand is remembered for the user (every device); whoami.brand_id then names it. 404 for a brand the user is not a member of.',
      tags: ['Accounts'],
      security: bearerSecurity,
      body: ref(CurrentBrandUpdate),
      response: { 200: ref(Whoami, 'The signed-in user, now in the chosen brand.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => options.accounts.selectCurrentBrand(currentUser(request).id, request.body.brand_id),
  });
}
