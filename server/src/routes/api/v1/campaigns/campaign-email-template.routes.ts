import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { OutreachTemplatesService } from '../../../../services/outreach-templates.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { CampaignIdParams } from './campaigns.schema';
import { CampaignEmailPreview, CampaignEmailPreviewRequest, CampaignEmailTemplate, CampaignEmailTemplateUpdate } from './campaign-email-template.schema';

type Id = { id: string };
const tags = ['Campaigns'];
const params = CampaignIdParams;
type TemplateBody = { subject: string; body: string };

/** campaigns/{id}/email-template/: the invite e-mail a campaign sends (docs/outreach-email.md "Templates"). */
export async function campaignEmailTemplateRoutes(app: FastifyInstance, options: { templates: OutreachTemplatesService }): Promise<void> {
  const { templates } = options;

  app.get<{ Params: Id }>('/:id/email-template/', {
    schema: {
      operationId: 'getCampaignEmailTemplate', summary: "The campaign's invite e-mail template (its own or the default) and the merge fields",
      tags, security: bearerSecurity, params, response: { 200: ref(CampaignEmailTemplate), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => templates.get(currentUser(request), request.params.id),
  });

  app.put<{ Params: Id; Body: TemplateBody }>('/:id/email-template/', {
    schema: {
      operationId: 'updateCampaignEmailTemplate', summary: "Save the campaign's invite e-mail template (influencers.invite); unknown merge fields are refused",
      tags, security: bearerSecurity, params, body: ref(CampaignEmailTemplateUpdate),
      response: { 200: ref(CampaignEmailTemplate), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => templates.save(currentUser(request), request.params.id, request.body),
  });

  app.delete<{ Params: Id }>('/:id/email-template/', {
    schema: {
      operationId: 'resetCampaignEmailTemplate', summary: 'Go back to the default invite e-mail template (influencers.invite)',
      tags, security: bearerSecurity, params, response: { 200: ref(CampaignEmailTemplate), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => templates.reset(currentUser(request), request.params.id),
  });

  app.post<{ Params: Id; Body: TemplateBody & { roster_id?: string | null } }>('/:id/email-template/preview/', {
    schema: {
      operationId: 'previewCampaignEmailTemplate', summary: 'Render a template (saved or not) for one invitee of the roster, or a sample one; saves nothing',
      tags, security: bearerSecurity, params, body: ref(CampaignEmailPreviewRequest),
      response: { 200: ref(CampaignEmailPreview), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => templates.preview(currentUser(request), request.params.id, request.body),
  });
}
