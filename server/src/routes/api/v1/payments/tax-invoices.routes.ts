import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import { toPage } from '../../../../plugins/pagination';
import type { TaxInvoicesService } from '../../../../services/tax-invoices.service';
import { BrandIdParams } from '../brands/brands.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { BrandTaxDetails, BrandTaxDetailsUpdate, InvoiceLineParams, PaginatedTaxInvoiceList, TaxInvoiceQuery, type TaxInvoiceQueryValue } from './tax-invoices.schema';

/**
 * Tax invoices of a brand's paid lines (docs/payments.md "Tax invoices"): GET brands/{id}/invoices/ and
 * GET invoices/{lineId}/pdf/, both for members with payments.view (anyone else gets 404); the brand's GSTIN they name,
 * GET and PUT brands/{id}/tax-details/ (saving needs payments.approve).
 */
export async function taxInvoicesRoutes(app: FastifyInstance, options: { invoices: TaxInvoicesService; publicUrl: string }): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: TaxInvoiceQueryValue }>('/brands/:id/invoices/', {
    schema: {
      operationId: 'listBrandInvoices',
      summary: "Invoices of the brand's paid payout lines, newest first (payments.view)",
      tags: ['Payments'],
      security: bearerSecurity,
      params: BrandIdParams,
      querystring: TaxInvoiceQuery,
      response: { 200: ref(PaginatedTaxInvoiceList, 'One page of invoices.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { count, results } = await options.invoices.listForBrand(currentUser(request), request.params.id, request.query);
      return toPage(request, options.publicUrl, request.query, count, results);
    },
  });

  app.get<{ Params: { id: string } }>('/brands/:id/tax-details/', {
    schema: {
      operationId: 'getBrandTaxDetails',
      summary: "The brand's GSTIN, named on its invoices (payments.view)",
      tags: ['Payments'],
      security: bearerSecurity,
      params: BrandIdParams,
      response: { 200: ref(BrandTaxDetails, 'What is on file.'), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => options.invoices.brandTaxDetails(currentUser(request), request.params.id),
  });

  app.put<{ Params: { id: string }; Body: Static<typeof BrandTaxDetailsUpdate> }>('/brands/:id/tax-details/', {
    schema: {
      operationId: 'updateBrandTaxDetails',
      summary: "Save or remove the brand's GSTIN (check character checked) for its next invoices (payments.approve)",
      tags: ['Payments'],
      security: bearerSecurity,
      params: BrandIdParams,
      body: ref(BrandTaxDetailsUpdate),
      response: { 200: ref(BrandTaxDetails, 'What is on file now.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => options.invoices.saveBrandTaxDetails(currentUser(request), request.params.id, request.body),
  });

  app.get<{ Params: { lineId: string } }>('/invoices/:lineId/pdf/', {
    schema: {
      operationId: 'getInvoicePdf',
      summary: 'One invoice as PDF: number, date, supplier, recipient, place of supply, taxable value, GST, TDS, net, UTR',
      tags: ['Payments'],
      security: bearerSecurity,
      params: InvoiceLineParams,
      response: {
        200: Type.Unsafe({ type: 'string', format: 'binary', description: 'application/pdf' }),
        ...errorResponses(400, 401, 404),
      },
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await options.invoices.pdfForBrand(currentUser(request), request.params.lineId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
