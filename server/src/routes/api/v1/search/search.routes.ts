import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { SearchService } from '../../../../services/search.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { SearchQuery, SearchResponse } from './search.schema';

export async function searchRoutes(app: FastifyInstance, options: { search: SearchService }): Promise<void> {
  app.get<{ Querystring: { q: string; limit: number } }>('/', {
    prefixTrailingSlash: 'slash',
    schema: {
      operationId: 'search',
      summary: 'Search what the caller may see, grouped by kind (command palette)',
      description:
        'Brands search influencers, influencers search brands, everyone searches the help articles written for them. ' +
        'Campaigns and content join once their tables exist.',
      tags: ['Search'],
      security: bearerSecurity,
      querystring: SearchQuery,
      response: { 200: ref(SearchResponse, 'Results grouped by kind.'), ...errorResponses(400, 401) },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return options.search.search({ userId: user.id, persona: user.persona }, request.query);
    },
  });
}
