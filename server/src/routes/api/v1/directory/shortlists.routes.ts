import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { ShortlistsService } from '../../../../services/shortlists.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { Shortlist, ShortlistBody, ShortlistDetail, ShortlistList, ShortlistMemberParams, ShortlistParams } from './shortlists.schema';

const tags = ['Directory'];
type Id = { Params: { id: string } };
type Member = { Params: { id: string; influencerId: string } };
const removed = { type: 'null', description: 'Done.' } as const;

/**
 * The current brand's shortlists (docs/directory.md "Shortlists"): read with influencers.view, changed with
 * influencers.invite; another brand's list is 404. Inviting a list goes through POST campaigns/{id}/influencers/invite-creators/.
 */
export async function shortlistsRoutes(app: FastifyInstance, options: { shortlists: ShortlistsService }): Promise<void> {
  const { shortlists } = options;

  app.get('/shortlists/', {
    schema: {
      operationId: 'listShortlists', summary: "The brand's shortlists, by name", tags, security: bearerSecurity,
      response: { 200: ref(ShortlistList, 'The lists.'), ...errorResponses(401, 403) },
    },
    handler: async (request) => shortlists.list(currentUser(request)),
  });

  app.post<{ Body: { name: string } }>('/shortlists/', {
    schema: {
      operationId: 'createShortlist', summary: 'Create a named shortlist shared with the team', tags, security: bearerSecurity, body: ref(ShortlistBody),
      response: { 201: ref(Shortlist, 'Created.'), ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await shortlists.create(currentUser(request), request.body)),
  });

  app.get<Id>('/shortlists/:id/', {
    schema: {
      operationId: 'getShortlist', summary: 'One shortlist with its creators as the directory shows them', tags, security: bearerSecurity, params: ShortlistParams,
      response: { 200: ref(ShortlistDetail, 'The list.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => shortlists.get(currentUser(request), request.params.id),
  });

  app.patch<Id & { Body: { name: string } }>('/shortlists/:id/', {
    schema: {
      operationId: 'renameShortlist', summary: 'Rename a shortlist', tags, security: bearerSecurity, params: ShortlistParams, body: ref(ShortlistBody),
      response: { 200: ref(Shortlist, 'Renamed.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => shortlists.rename(currentUser(request), request.params.id, request.body),
  });

  app.delete<Id>('/shortlists/:id/', {
    schema: {
      operationId: 'deleteShortlist', summary: 'Delete a shortlist (the creators stay in the directory)', tags, security: bearerSecurity, params: ShortlistParams,
      response: { 204: removed, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await shortlists.remove(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.put<Member>('/shortlists/:id/members/:influencerId/', {
    schema: {
      operationId: 'addShortlistMember', summary: 'Add a creator to a shortlist (idempotent)', tags, security: bearerSecurity, params: ShortlistMemberParams,
      response: { 200: ref(Shortlist, 'The list now.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => shortlists.addMember(currentUser(request), request.params.id, request.params.influencerId),
  });

  app.delete<Member>('/shortlists/:id/members/:influencerId/', {
    schema: {
      operationId: 'removeShortlistMember', summary: 'Take a creator off a shortlist (idempotent)', tags, security: bearerSecurity, params: ShortlistMemberParams,
      response: { 200: ref(Shortlist, 'The list now.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => shortlists.removeMember(currentUser(request), request.params.id, request.params.influencerId),
  });
}
