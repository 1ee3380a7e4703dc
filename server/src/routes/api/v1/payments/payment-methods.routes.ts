import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { BrandPaymentMethodsService } from '../../../../services/brand-payment-methods.service';
import { BrandIdParams } from '../brands/brands.schema';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import {
  BrandPaymentMethod, BrandPaymentMethodList, PaymentMethodCreate, PaymentMethodParams, PaymentMethodUpdate,
} from './payment-methods.schema';

type MethodParams = Static<typeof PaymentMethodParams>;

/**
 * A brand's payment methods (SPEC §3; docs/payments-page.md "Payment methods"): GET (payments.view), POST, PATCH
 * (make default) and DELETE (payments.approve). Idempotency-Key honoured like every mutation.
 */
export async function paymentMethodsRoutes(app: FastifyInstance, options: { methods: BrandPaymentMethodsService }): Promise<void> {
  const { methods } = options;
  const tags = ['Payments'];

  app.get<{ Params: { id: string } }>('/brands/:id/payment-methods/', {
    schema: {
      operationId: 'listBrandPaymentMethods',
      summary: "A brand's payment methods, masked: the default first (where refunds go when the original payment cannot take them)",
      tags,
      security: bearerSecurity,
      params: BrandIdParams,
      response: { 200: ref(BrandPaymentMethodList, 'The methods and whether the caller may change them.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => methods.list(currentUser(request), request.params.id),
  });

  app.post<{ Params: { id: string }; Body: Static<typeof PaymentMethodCreate> }>('/brands/:id/payment-methods/', {
    schema: {
      operationId: 'addBrandPaymentMethod',
      summary: 'Add a payment method (bank, upi, paypal or stripe), checked per type; the first becomes the default',
      tags,
      security: bearerSecurity,
      params: BrandIdParams,
      body: ref(PaymentMethodCreate),
      response: { 201: ref(BrandPaymentMethod, 'Added; masked.'), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await methods.add(currentUser(request), request.params.id, request.body)),
  });

  app.patch<{ Params: MethodParams; Body: Static<typeof PaymentMethodUpdate> }>('/brands/:id/payment-methods/:methodId/', {
    schema: {
      operationId: 'updateBrandPaymentMethod',
      summary: 'Make a payment method the default (the previous default stops being one); details are not edited: remove and add again',
      tags,
      security: bearerSecurity,
      params: PaymentMethodParams,
      body: ref(PaymentMethodUpdate),
      response: { 200: ref(BrandPaymentMethod, 'The method, now the default.'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => methods.update(currentUser(request), request.params.id, request.params.methodId, request.body),
  });

  app.delete<{ Params: MethodParams }>('/brands/:id/payment-methods/:methodId/', {
    schema: {
      operationId: 'removeBrandPaymentMethod',
      summary: 'Remove a payment method; when it was the default, the newest remaining one becomes the default',
      tags,
      security: bearerSecurity,
      params: PaymentMethodParams,
      response: { 204: { type: 'null', description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await methods.remove(currentUser(request), request.params.id, request.params.methodId);
      return reply.code(204).send();
    },
  });
}
