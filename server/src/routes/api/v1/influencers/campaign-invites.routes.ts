import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import { perUserRateLimit, type UserRateLimits } from '../../../../plugins/user-rate-limits';
import type { InvitesService } from '../../../../services/invites.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  CampaignApplicationBody, CampaignInviteDetail, CampaignInviteListQuery, DeclineInviteBody, InviteIdParams, PaginatedCampaignInviteList,
  type CampaignInviteListQueryValue,
} from './campaign-invites.schema';

const tags = ['Campaign invites'];
type Id = { Params: Static<typeof InviteIdParams> };

/** The invited influencer's side of the marketplace (docs/marketplace.md "Invites"). */
export async function campaignInvitesRoutes(
  app: FastifyInstance,
  options: { invites: InvitesService; publicUrl: string; rateLimits: UserRateLimits },
): Promise<void> {
  const { invites } = options;
  const answerLimit = { rateLimit: perUserRateLimit(options.rateLimits.actionsPerMinute) };
  const doc = (operationId: string, summary: string, description?: string) =>
    ({ operationId, summary, tags, security: bearerSecurity, ...(description ? { description } : {}) });

  app.get<{ Querystring: CampaignInviteListQueryValue }>('/campaign-invites/', {
    schema: {
      ...doc('listCampaignInvites', 'Invites sent to me, filtered, ordered and paginated', 'Influencer accounts only (403 for brands).'),
      querystring: CampaignInviteListQuery,
      response: { 200: ref(PaginatedCampaignInviteList, 'One page of invites.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, results } = await invites.list(currentUser(request), request.query, pageOffset(request.query));
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<Id>('/campaign-invites/:id/', {
    schema: {
      ...doc('getCampaignInvite', 'One of my invites: the brief, the placements with deadlines, the offer and my answer', 'Anything but my own invite is a 404.'),
      params: InviteIdParams,
      response: { 200: ref(CampaignInviteDetail, 'The invite.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => invites.get(currentUser(request), request.params.id),
  });

  app.post<Id & { Body: Static<typeof CampaignApplicationBody> }>('/campaign-invites/:id/accept/', {
    config: answerLimit,
    schema: {
      ...doc('acceptCampaignInvite', 'Accept an invite with my campaign application',
        'SPEC §5 application rules (400 with field errors). 409 when the invite was already answered (a retried accept included) or has expired.'),
      params: InviteIdParams,
      body: ref(CampaignApplicationBody),
      response: { 200: ref(CampaignInviteDetail, 'Accepted.'), ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => invites.accept(currentUser(request), request.params.id, request.body),
  });

  app.post<Id & { Body: Static<typeof DeclineInviteBody> }>('/campaign-invites/:id/decline/', {
    config: answerLimit,
    schema: {
      ...doc('declineCampaignInvite', 'Decline an invite, telling the brand why', '409 when the invite was already answered or has expired.'),
      params: InviteIdParams,
      body: ref(DeclineInviteBody),
      response: { 200: ref(CampaignInviteDetail, 'Declined.'), ...errorResponses(400, 401, 404, 409) },
    },
    handler: async (request) => invites.decline(currentUser(request), request.params.id, request.body),
  });
}
