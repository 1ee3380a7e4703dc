import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { CampaignWorkflowService } from '../../../../services/campaign-workflow.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { CampaignEventQuery, OldVideoBranding, PaginatedCampaignEventList, type OldVideoBrandingBody } from './campaign-extras.schema';
import { Campaign, CampaignIdParams, StatusChange, type StatusChangeBody } from './campaigns.schema';

const tags = ['Campaigns'];
type IdParams = { Params: { id: string } };

/** Publishing, status actions, activity history and old-video branding (docs/campaigns.md, status machine). */
export async function campaignActionsRoutes(app: FastifyInstance, options: { workflow: CampaignWorkflowService; publicUrl: string }): Promise<void> {
  const { workflow } = options;
  const write = { 200: ref(Campaign, 'The campaign after the change.'), ...errorResponses(400, 401, 403, 404, 409) };

  app.post<IdParams>('/:id/publish/', {
    schema: {
      operationId: 'publishCampaign',
      summary: 'Publish a draft or reverted campaign (-> planned)',
      description: "400 lists everything missing (publishProblems); 409 'This campaign is already published.' once it is.",
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      response: write,
    },
    handler: async (request) => workflow.publish(currentUser(request), request.params.id),
  });

  app.post<IdParams & { Body: StatusChangeBody }>('/:id/status/', {
    schema: {
      operationId: 'changeCampaignStatus',
      summary: 'Pause, resume, cancel, complete or revert a campaign',
      description: "409 'Cannot {action} a campaign that is {status}.' when the status machine does not allow it.",
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      body: ref(StatusChange),
      response: write,
    },
    handler: async (request) => workflow.changeStatus(currentUser(request), request.params.id, request.body.action, request.body.note),
  });

  app.get<IdParams & { Querystring: { page: number; page_size: number } }>('/:id/events/', {
    schema: {
      operationId: 'listCampaignEvents',
      summary: "A campaign's activity history, newest first",
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      querystring: CampaignEventQuery,
      response: { 200: ref(PaginatedCampaignEventList, 'One page of events.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await workflow.events(currentUser(request), request.params.id, pageOffset(request.query), request.query.page_size);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.post<IdParams & { Body: OldVideoBrandingBody }>('/:id/old-video-branding/', {
    schema: {
      operationId: 'addOldVideoBranding',
      summary: 'Add branding in existing YouTube videos: one fixed-price placement per video (drafts only)',
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      body: ref(OldVideoBranding),
      response: { 201: ref(Campaign, 'The campaign with the new placements.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await workflow.addOldVideoBranding(currentUser(request), request.params.id, request.body)),
  });
}
