import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { pageOffset, toPage } from '../../../../plugins/pagination';
import type { BrandInfluencerListQuery, BrandInfluencersService } from '../../../../services/brand-influencers.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { BrandInfluencerDetails, BrandInfluencerParams, BrandInfluencerQuery, PaginatedBrandInfluencerList } from './brand-influencers.schema';
import { CampaignIdParams } from './campaigns.schema';

const tags = ['Campaigns'];

/** The brand's views of the influencers invited to one of its campaigns (docs/marketplace.md, "Brand views"). */
export async function brandInfluencersRoutes(app: FastifyInstance, options: { brandInfluencers: BrandInfluencersService; publicUrl: string }): Promise<void> {
  const { brandInfluencers } = options;

  app.get<{ Params: { id: string }; Querystring: BrandInfluencerListQuery }>('/:id/brand-influencers/', {
    schema: {
      operationId: 'listBrandInfluencers',
      summary: 'Influencers invited to a campaign, with their answer, offer and submission counts',
      description:
        'Invited, accepted, declined and expired roster rows (candidates are listed by GET campaigns/{id}/influencers/). ' +
        'Needs campaigns.view and influencers.view in the campaign\'s brand; 404 otherwise.',
      tags,
      security: bearerSecurity,
      params: CampaignIdParams,
      querystring: BrandInfluencerQuery,
      response: { 200: ref(PaginatedBrandInfluencerList, 'One page of influencers.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await brandInfluencers.list(currentUser(request), request.params.id, request.query, pageOffset(request.query));
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<{ Params: { id: string; influencerId: string } }>('/:id/brand-influencers/:influencerId/details/', {
    schema: {
      operationId: 'getBrandInfluencerDetails',
      summary: "One roster influencer: public profile, linked accounts and metrics, and their work in this campaign",
      description:
        'Never the e-mail, phone, date of birth or payout details. Any roster row may be viewed (candidates and removed ' +
        'ones too); an influencer who is not on this campaign\'s roster is 404.',
      tags,
      security: bearerSecurity,
      params: BrandInfluencerParams,
      response: { 200: ref(BrandInfluencerDetails, 'The influencer in this campaign.'), ...errorResponses(401, 404) },
    },
    handler: async (request) => brandInfluencers.details(currentUser(request), request.params.id, request.params.influencerId),
  });
}
