import type { FastifyInstance } from 'fastify';
import { toPage } from '../../../../plugins/pagination';
import type { VerificationService } from '../../../../services/verification.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  DisputeDecision, DisputeParams, OperatorDispute, OperatorDisputeQuery, PaginatedOperatorDisputeList,
  type DisputeDecisionBody, type OperatorDisputeQueryValue,
} from './operator.schema';

const tags = ['Operator'];
const security = [...bearerSecurity, { serviceToken: [] }];

/** The platform operator's dispute desk: staff users or the service token only (brands and influencers 403). */
export async function operatorRoutes(app: FastifyInstance, options: { verification: VerificationService; publicUrl: string }): Promise<void> {
  const { verification } = options;

  app.get<{ Querystring: OperatorDisputeQueryValue }>('/disputes/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'listOperatorDisputes',
      summary: 'Disputed content across all campaigns (rebuttal_requested and rebuttal_responsed unless status says otherwise)',
      tags,
      security,
      querystring: OperatorDisputeQuery,
      response: { 200: ref(PaginatedOperatorDisputeList, 'One page of disputes, oldest first.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, results } = await verification.disputes(request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.post<{ Params: { submissionId: string }; Body: DisputeDecisionBody }>('/disputes/:submissionId/decide/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'decideOperatorDispute',
      summary: 'Decide a dispute: approve (rebuttal_approved, counts as verified) or reject (rebuttal_rejected, final)',
      tags,
      security,
      params: DisputeParams,
      body: ref(DisputeDecision),
      response: { 200: ref(OperatorDispute, 'The decided dispute.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => verification.decide(request.user ?? null, request.params.submissionId, request.body),
  });
}
