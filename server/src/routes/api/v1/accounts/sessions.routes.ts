import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { AccountSessionsService } from '../../../../services/account-sessions.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { AccountSessionList, EndedSessions } from './sessions.schema';

const tags = ['Accounts'];

/** accounts/sessions/: the caller's signed-in devices and signing them out (built-in identity; Clerk mode 409). */
export async function sessionsRoutes(app: FastifyInstance, options: { accountSessions: AccountSessionsService }): Promise<void> {
  const { accountSessions } = options;

  app.get('/sessions/', {
    schema: {
      operationId: 'listAccountSessions',
      summary: 'My signed-in sessions (device, address, signed in, last active, this device)',
      tags,
      security: bearerSecurity,
      response: { 200: ref(AccountSessionList, 'Active sessions, this device first.'), ...errorResponses(401, 409) },
    },
    handler: async (request) => accountSessions.list(currentUser(request), request.sessionId),
  });

  app.delete<{ Params: { id: string } }>('/sessions/:id/', {
    schema: {
      operationId: 'endAccountSession',
      summary: 'Sign out one of my sessions; its tokens stop working at once',
      tags,
      security: bearerSecurity,
      params: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['id'] },
      response: { 204: { type: 'null', description: 'Signed out.' }, ...errorResponses(401, 404, 409) },
    },
    handler: async (request, reply) => {
      await accountSessions.end(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.post('/sessions/sign-out-others/', {
    schema: {
      operationId: 'endOtherAccountSessions',
      summary: 'Sign out every session but this one',
      tags,
      security: bearerSecurity,
      response: { 200: ref(EndedSessions, 'How many sessions were signed out.'), ...errorResponses(400, 401, 409) },
    },
    handler: async (request) => accountSessions.endOthers(currentUser(request), request.sessionId),
  });
}
