import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { PayoutLinesService } from '../../../../services/payout-lines.service';
import type { TaxDetailsService } from '../../../../services/tax-details.service';
import type { PayoutStatementService } from '../../../../services/payout-statement.service';
import { Type } from '@sinclair/typebox';
import { BrandIdParams } from '../brands/brands.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { Earnings, PayoutLine, PayoutLineList, PayoutLineParams, PayoutLineQuery, TaxDetails, TaxDetailsUpdate, type payoutLineStatuses } from './payout-lines.schema';
import type { Static } from '@sinclair/typebox';

/**
 * Payout lines (docs/payments.md): GET brands/{id}/payout-lines/ (payments.view), POST payout-lines/{id}/approve/
 * (payments.approve), GET influencers/me/earnings/ (the creator's own).
 */
export async function payoutLinesRoutes(app: FastifyInstance, options: { lines: PayoutLinesService; taxDetails: TaxDetailsService; statements: PayoutStatementService }): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: { status?: (typeof payoutLineStatuses)[number] } }>('/brands/:id/payout-lines/', {
    schema: {
      operationId: 'listBrandPayoutLines',
      summary: "Payout lines of a brand's campaigns in one state (awaiting the brand's approval by default)",
      tags: ['Payments'],
      security: bearerSecurity,
      params: BrandIdParams,
      querystring: PayoutLineQuery,
      response: { 200: ref(PayoutLineList, 'The lines, newest first.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => options.lines.listForBrand(currentUser(request), request.params.id, request.query.status),
  });

  app.post<{ Params: { id: string } }>('/payout-lines/:id/approve/', {
    schema: {
      operationId: 'approvePayoutLine',
      summary: "Approve a payout line (payments.approve): its money is released to the creator's balance",
      tags: ['Payments'],
      security: bearerSecurity,
      params: PayoutLineParams,
      response: { 200: ref(PayoutLine, 'The approved line.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => options.lines.approve(currentUser(request), request.params.id),
  });

  app.get('/influencers/me/earnings/', {
    schema: {
      operationId: 'getMyEarnings',
      summary: 'My earnings: available, pending, processing and paid per currency (from the ledger), and my payout lines',
      tags: ['Payments'],
      security: bearerSecurity,
      response: { 200: ref(Earnings, 'Balances and lines.'), ...errorResponses(401, 404) },
    },
    handler: async (request) => options.lines.earnings(currentUser(request)),
  });

  app.get('/influencers/me/tax-details/', {
    schema: {
      operationId: 'getMyTaxDetails',
      summary: 'My PAN (masked) and GSTIN, as used for payouts and tax withheld',
      tags: ['Payments'],
      security: bearerSecurity,
      response: { 200: ref(TaxDetails, 'What is on file.'), ...errorResponses(401, 403) },
    },
    handler: async (request) => options.taxDetails.get(currentUser(request)),
  });

  app.put<{ Body: Static<typeof TaxDetailsUpdate> }>('/influencers/me/tax-details/', {
    schema: {
      operationId: 'updateMyTaxDetails',
      summary: 'Save my PAN (format checked) and optional GSTIN (check character and PAN checked)',
      tags: ['Payments'],
      security: bearerSecurity,
      body: ref(TaxDetailsUpdate),
      response: { 200: ref(TaxDetails, 'What is on file now.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => options.taxDetails.save(currentUser(request), request.body),
  });

  app.get<{ Params: { id: string } }>('/payouts/:id/statement/', {
    schema: {
      operationId: 'getPayoutStatement',
      summary: 'The statement of one of my payouts, as PDF: the work, gross, tax withheld, net, status, UTR and dates',
      tags: ['Payments'],
      security: bearerSecurity,
      params: PayoutLineParams,
      response: {
        200: Type.Unsafe({ type: 'string', format: 'binary', description: 'application/pdf' }),
        ...errorResponses(400, 401, 404),
      },
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await options.statements.statement(currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
