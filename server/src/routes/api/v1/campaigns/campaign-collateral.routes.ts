import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { CampaignCollateralService } from '../../../../services/campaign-collateral.service';
import { sendStoredFile } from '../assets/file-response';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { CollateralFileList, CollateralFileParams, CollateralParams } from './campaign-collateral.schema';

const tags = ['Campaigns'];

/**
 * Files attached to a campaign (docs/assets-and-image-proxy.md "Campaign collateral"): its brand team and the
 * influencers it was sent to (invited or accepted) list and download them; anyone else gets 404.
 */
export async function campaignCollateralRoutes(app: FastifyInstance, options: { collateral: CampaignCollateralService }): Promise<void> {
  const { collateral } = options;

  app.get<{ Params: { id: string } }>('/:id/collateral/', {
    schema: {
      operationId: 'listCampaignCollateral',
      summary: "The files attached to a campaign: for its brand team and its invited or accepted influencers (else 404)",
      tags,
      security: bearerSecurity,
      params: CollateralParams,
      response: { 200: ref(CollateralFileList, 'The attached files.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => collateral.list(currentUser(request), request.params.id),
  });

  app.get<{ Params: { id: string; asset_id: string } }>('/:id/collateral/:asset_id/download/', {
    schema: {
      operationId: 'downloadCampaignCollateral',
      summary: 'One attached file, as an attachment, with the access of the list',
      tags,
      security: bearerSecurity,
      params: CollateralFileParams,
      response: {
        200: { description: 'The bytes, with their detected Content-Type.', type: 'string', format: 'binary' },
        ...errorResponses(400, 401, 404),
      },
    },
    handler: async (request, reply) => {
      const file = await collateral.download(currentUser(request), request.params.id, request.params.asset_id);
      // Never shared caches: who may read it depends on the caller, and the brand can detach it at any time.
      return sendStoredFile(reply, file, { disposition: 'attachment', cacheControl: 'private, no-store' });
    },
  });
}
