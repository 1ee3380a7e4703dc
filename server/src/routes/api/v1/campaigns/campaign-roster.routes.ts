import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../../../../plugins/api-error';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { toPage } from '../../../../plugins/pagination';
import type { CampaignRosterService } from '../../../../services/campaign-roster.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { CampaignIdParams } from './campaigns.schema';
import {
  PaginatedRosterList, RosterAdd, RosterBudget, RosterEntry, RosterInvite, RosterInviteResult, RosterParams, RosterQuery,
  RosterInviteCreators, RosterInviteCreatorsResult, OfferPreview, OfferPreviewQuery, type RosterInviteCreatorsBody,
  type RosterInviteBody, type RosterQueryValue,
} from './campaign-roster.schema';

const tags = ['Campaign roster'];
type IdParams = { Params: { id: string } };

/** A campaign's influencers for its brand: matched and hand-added candidates, invites and answers (docs/marketplace.md). */
export async function campaignRosterRoutes(app: FastifyInstance, options: { roster: CampaignRosterService; publicUrl: string }): Promise<void> {
  const { roster } = options;

  app.get<IdParams & { Querystring: RosterQueryValue }>('/:id/influencers/', {
    schema: {
      operationId: 'listCampaignRoster',
      summary: "A campaign's candidates and invitees (influencers.view)",
      description: 'Filters status (comma-separated), source, platform, min_fit, search; ordering -fit_score (default), invited_at, display_name.',
      tags, security: bearerSecurity, params: CampaignIdParams, querystring: RosterQuery,
      response: { 200: ref(PaginatedRosterList, 'One page of the roster.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, results } = await roster.list(currentUser(request), request.params.id, request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<IdParams>('/:id/influencers/budget/', {
    schema: {
      operationId: 'getCampaignRosterBudget',
      summary: 'Budget left for invites: budget minus the offers of invited and accepted influencers',
      tags, security: bearerSecurity, params: CampaignIdParams,
      response: { 200: ref(RosterBudget, 'The budget and what invites committed.'), ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => roster.budget(currentUser(request), request.params.id),
  });

  app.post<IdParams & { Body: { influencer_id: string } }>('/:id/influencers/', {
    schema: {
      operationId: 'addCampaignRosterInfluencer',
      summary: 'Add an influencer by hand (influencers.invite); restores a removed one',
      description: '400 for an incomplete profile; 409 when the influencer is already on the roster.',
      tags, security: bearerSecurity, params: CampaignIdParams, body: ref(RosterAdd),
      response: { 201: ref(RosterEntry, 'The roster row.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await roster.add(currentUser(request), request.params.id, request.body.influencer_id)),
  });

  app.delete<{ Params: { id: string; rosterId: string } }>('/:id/influencers/:rosterId/', {
    schema: {
      operationId: 'removeCampaignRosterInfluencer',
      summary: 'Remove a candidate (influencers.invite); 409 once invited or answered',
      tags, security: bearerSecurity, params: RosterParams,
      response: { 204: { type: 'null', description: 'Removed.' }, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await roster.remove(currentUser(request), request.params.id, request.params.rosterId);
      return reply.code(204).send();
    },
  });

  app.post<IdParams & { Body: RosterInviteBody }>('/:id/influencers/invite/', {
    schema: {
      operationId: 'inviteCampaignRoster',
      summary: 'Invite up to 100 candidates at once (influencers.invite)',
      description: 'All or nothing: 400 when the offers exceed the budget left; 409 when the campaign does not take invites or a row is not a candidate. Rows invited before are reported in already_invited.',
      tags, security: bearerSecurity, params: CampaignIdParams, body: ref(RosterInvite),
      response: { 200: ref(RosterInviteResult, 'What was sent.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => roster.invite(currentUser(request), request.params.id, request.body),
  });

  app.post<IdParams & { Body: RosterInviteCreatorsBody }>('/:id/influencers/invite-creators/', {
    schema: {
      operationId: 'inviteCampaignCreators',
      summary: 'Invite creators by influencer id: a directory selection, a shortlist or the quick action (influencers.invite)',
      description:
        'Adds creators not yet on the roster as hand-picked candidates, then invites as POST .../invite/ does (same budget, funds and ' +
        'status rules). Idempotent: invited ones are reported in already_invited; ones who answered an earlier invite in skipped. ' +
        'A private, incomplete or unknown profile is a 400.',
      tags, security: bearerSecurity, params: CampaignIdParams, body: ref(RosterInviteCreators),
      response: { 200: ref(RosterInviteCreatorsResult, 'What was sent.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => roster.inviteInfluencers(currentUser(request), request.params.id, request.body),
  });

  app.get<IdParams & { Querystring: { influencer_ids: string } }>('/:id/influencers/offer-preview/', {
    schema: {
      operationId: 'previewCampaignOffers',
      summary: 'What an invite would offer these creators now, and the budget left (influencers.view)',
      tags, security: bearerSecurity, params: CampaignIdParams, querystring: OfferPreviewQuery,
      response: { 200: ref(OfferPreview, 'Offers and budget.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const ids = [...new Set(request.query.influencer_ids.split(',').map((id) => id.trim()).filter(Boolean))];
      if (ids.some((id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))) {
        throw validationFailed({ influencer_ids: ['Each id must be a UUID.'] });
      }
      return roster.offerPreview(currentUser(request), request.params.id, ids);
    },
  });
}
