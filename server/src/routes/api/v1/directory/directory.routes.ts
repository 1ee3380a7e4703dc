import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { toPage } from '../../../../plugins/pagination';
import type { DirectoryService } from '../../../../services/directory.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { DirectoryProfile, DirectoryProfileParams, DirectoryQuery, PaginatedDirectory, type DirectoryQueryValue } from './directory.schema';

const tags = ['Directory'];

/** The brands' influencer directory (docs/directory.md): search and one profile, for members with influencers.view. */
export async function directoryRoutes(app: FastifyInstance, options: { directory: DirectoryService; publicUrl: string }): Promise<void> {
  const { directory } = options;

  app.get<{ Querystring: DirectoryQueryValue }>('/directory/', {
    schema: {
      operationId: 'searchDirectory',
      summary: 'Search completed, visible influencer profiles by text, niches, languages, audience, rates and availability',
      description:
        "For members of the caller's current brand with influencers.view (403 otherwise). Private profiles never appear; " +
        'a hidden location is neither shown nor matched. Sort: relevance, followers, engagement or recent_activity (400 otherwise).',
      tags,
      security: bearerSecurity,
      querystring: DirectoryQuery,
      response: { 200: ref(PaginatedDirectory, 'One page of profiles.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, capped, results } = await directory.search(currentUser(request), request.query);
      // A capped count is a lower bound: there is a next page even when the count ends with this one.
      return { ...toPage(request, options.publicUrl, request.query, count, results, { more: capped }), count_capped: capped };
    },
  });

  app.get<{ Params: { influencerId: string } }>('/directory/:influencerId/', {
    schema: {
      operationId: 'getDirectoryProfile',
      summary: "One profile for brands: bio, niches, languages, accounts with verified figures, recent content, rates, this brand's past collaborations",
      description: 'A private, incomplete or unknown profile is 404.',
      tags,
      security: bearerSecurity,
      params: DirectoryProfileParams,
      response: { 200: ref(DirectoryProfile, 'The profile.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => directory.profile(currentUser(request), request.params.influencerId),
  });
}
