import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { BrandTeamService } from '../../../../services/brand-team.service';
import type { TeamInvitesService } from '../../../../services/team-invites.service';
import { BrandIdParams } from '../brands/brands.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  PaginatedTeamActivity, PublicTeamInvite, TeamActivityQuery, TeamInvite, TeamInviteAccepted, TeamInviteCreate, TeamInviteList,
  TeamInviteParams, TeamMember, TeamMemberList, TeamMemberParams, TeamMemberUpdate, TeamTokenParams, type TeamActivityQueryValue,
} from './team.schema';

type Id = { id: string };
const tags = ['Team'];
const removed = { type: 'null', description: 'Done.' } as const;

/**
 * A brand's team (docs/team.md): members, invites and activity under brands/{id}/team/; the invite link's own
 * calls under team-invites/{token}/. Members see the team; admins change it; anyone leaves.
 */
export async function teamRoutes(app: FastifyInstance, options: { team: BrandTeamService; invites: TeamInvitesService; publicUrl: string }): Promise<void> {
  const { team, invites } = options;

  app.get<{ Params: Id }>('/brands/:id/team/members/', {
    schema: {
      operationId: 'listTeamMembers', summary: "The brand's members: role, effective flags, last active", tags, security: bearerSecurity,
      params: BrandIdParams, response: { 200: ref(TeamMemberList, 'The members and whether the caller may manage them.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => team.list(currentUser(request), request.params.id),
  });

  app.patch<{ Params: Id & { userId: string }; Body: unknown }>('/brands/:id/team/members/:userId/', {
    schema: {
      operationId: 'updateTeamMember', summary: "Change a member's role and/or permission flags (admins); never demotes the last admin", tags,
      security: bearerSecurity, params: TeamMemberParams, body: ref(TeamMemberUpdate),
      response: { 200: ref(TeamMember, 'The member as changed.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => team.update(currentUser(request), request.params.id, request.params.userId, request.body),
  });

  app.delete<{ Params: Id & { userId: string } }>('/brands/:id/team/members/:userId/', {
    schema: {
      operationId: 'removeTeamMember', summary: 'Remove a member from the brand (admins); never the last admin', tags, security: bearerSecurity,
      params: TeamMemberParams, response: { 204: removed, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await team.remove(currentUser(request), request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  });

  app.post<{ Params: Id }>('/brands/:id/team/leave/', {
    schema: {
      operationId: 'leaveTeam', summary: 'Leave the brand (any member); the last admin cannot', tags, security: bearerSecurity,
      params: BrandIdParams, response: { 204: removed, ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request, reply) => {
      await team.leave(currentUser(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.get<{ Params: Id }>('/brands/:id/team/invites/', {
    schema: {
      operationId: 'listTeamInvites', summary: 'Pending team invites (members)', tags, security: bearerSecurity,
      params: BrandIdParams, response: { 200: ref(TeamInviteList, 'Pending invites.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => invites.list(currentUser(request), request.params.id),
  });

  app.post<{ Params: Id; Body: unknown }>('/brands/:id/team/invites/', {
    schema: {
      operationId: 'createTeamInvite', summary: 'Invite someone by e-mail (admins): the link is e-mailed and expires in 7 days', tags,
      security: bearerSecurity, params: BrandIdParams, body: ref(TeamInviteCreate),
      response: { 201: ref(TeamInvite, 'The pending invite.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await invites.create(currentUser(request), request.params.id, request.body)),
  });

  app.post<{ Params: Id & { inviteId: string } }>('/brands/:id/team/invites/:inviteId/resend/', {
    schema: {
      operationId: 'resendTeamInvite', summary: 'Resend a pending invite (admins): a new link, 7 more days; the old link stops working', tags,
      security: bearerSecurity, params: TeamInviteParams, response: { 200: ref(TeamInvite, 'The invite, resent.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => invites.resend(currentUser(request), request.params.id, request.params.inviteId),
  });

  app.delete<{ Params: Id & { inviteId: string } }>('/brands/:id/team/invites/:inviteId/', {
    schema: {
      operationId: 'revokeTeamInvite', summary: 'Revoke a pending invite (admins): its link stops working', tags, security: bearerSecurity,
      params: TeamInviteParams, response: { 204: removed, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await invites.revoke(currentUser(request), request.params.id, request.params.inviteId);
      return reply.code(204).send();
    },
  });

  app.get<{ Params: Id; Querystring: TeamActivityQueryValue }>('/brands/:id/team/activity/', {
    schema: {
      operationId: 'listTeamActivity', summary: "Who changed what in the brand's team, newest first (members)", tags, security: bearerSecurity,
      params: BrandIdParams, querystring: TeamActivityQuery,
      response: { 200: ref(PaginatedTeamActivity, 'One page of activity.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await team.activity(currentUser(request), request.params.id, { offset: pageOffset(request.query), limit: request.query.page_size });
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<{ Params: { token: string } }>('/team-invites/:token/', {
    config: { access: 'public' },
    schema: {
      operationId: 'getTeamInvite', summary: "What an invite link offers: brand, role, inviter, and whether it is still pending (anyone with the link)", tags,
      params: TeamTokenParams, response: { 200: ref(PublicTeamInvite, 'The invite.'), ...errorResponses(400, 404) },
    },
    handler: async (request) => invites.describe(request.params.token),
  });

  app.post<{ Params: { token: string } }>('/team-invites/:token/accept/', {
    schema: {
      operationId: 'acceptTeamInvite', summary: 'Accept an invite, signed in with the invited e-mail address; the link works once', tags,
      security: bearerSecurity, params: TeamTokenParams,
      response: { 200: ref(TeamInviteAccepted, 'Joined.'), ...errorResponses(400, 401, 403, 404, 409, 410) },
    },
    handler: async (request) => invites.accept(currentUser(request), request.params.token),
  });
}
