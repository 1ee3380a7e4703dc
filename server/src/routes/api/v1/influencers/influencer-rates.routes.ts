import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { InfluencerRatesService } from '../../../../services/influencer-rates.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { MyRates, MyRatesUpdate } from './influencer-rates.schema';

const tags = ['Influencers'];

/** The signed-in creator's asking prices and availability (docs/directory.md "Rates and availability"). */
export async function influencerRatesRoutes(app: FastifyInstance, options: { rates: InfluencerRatesService }): Promise<void> {
  const { rates } = options;

  app.get('/me/rates/', {
    schema: {
      operationId: 'getMyRates',
      summary: 'My availability and asking price per placement type (available and none before I set them)',
      tags,
      security: bearerSecurity,
      response: { 200: ref(MyRates, 'What brands see in the directory.'), ...errorResponses(401, 403) },
    },
    handler: async (request) => rates.get(currentUser(request)),
  });

  app.put<{ Body: Static<typeof MyRatesUpdate> }>('/me/rates/', {
    schema: {
      operationId: 'replaceMyRates',
      summary: 'Replace my availability and every rate at once (a placement type left out is removed)',
      tags,
      security: bearerSecurity,
      body: ref(MyRatesUpdate),
      response: { 200: ref(MyRates, 'What is on file now.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => rates.replace(currentUser(request), request.body),
  });
}
