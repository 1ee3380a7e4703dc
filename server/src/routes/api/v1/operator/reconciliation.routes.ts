import type { FastifyInstance } from 'fastify';
import { toPage } from '../../../../plugins/pagination';
import type { ReconciliationService } from '../../../../services/reconciliation/reconciliation.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  PaginatedReconciliationRunList, ReconciliationRun, ReconciliationRunDetail, ReconciliationRunParams, ReconciliationRunQuery,
  type ReconciliationRunQueryValue,
} from './reconciliation.schema';

const tags = ['Operator'];
const security = [...bearerSecurity, { serviceToken: [] }];

/**
 * The payment reconciliation's runs (docs/payments.md "Reconciliation"): staff users or the service token only,
 * like the rest of the operator desk. Runs report differences; nothing here changes money or records.
 */
export async function reconciliationRoutes(app: FastifyInstance, options: { reconciliation: ReconciliationService; publicUrl: string }): Promise<void> {
  const { reconciliation } = options;

  app.get<{ Querystring: ReconciliationRunQueryValue }>('/reconciliation/runs/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'listReconciliationRuns',
      summary: 'Reconciliation runs, newest first (without their differences)',
      tags,
      security,
      querystring: ReconciliationRunQuery,
      response: { 200: ref(PaginatedReconciliationRunList, 'One page of runs.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { count, results } = await reconciliation.list(request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<{ Params: { id: string } }>('/reconciliation/runs/:id/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'getReconciliationRun',
      summary: 'One reconciliation run with the differences it found',
      tags,
      security,
      params: ReconciliationRunParams,
      response: { 200: ref(ReconciliationRunDetail, 'The run.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => reconciliation.get(request.params.id),
  });

  app.post('/reconciliation/runs/', {
    config: { access: 'staff' },
    schema: {
      operationId: 'startReconciliationRun',
      summary: 'Start a reconciliation run now (409 while one is running); poll the run until it is no longer running',
      tags,
      security,
      response: { 202: ref(ReconciliationRun, 'Started: the run, running.'), ...errorResponses(401, 403, 409) },
    },
    handler: async (_request, reply) => reply.code(202).send(await reconciliation.start()),
  });
}
