import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../../plugins/authentication.plugin';
import type { PayoutsService } from '../../../../services/payouts.service';
import { bearerSecurity, errorResponses, ref } from '../shared.schema';
import { PaymentInfo, UpdateBankDetailsBody, UpdateUpiBody } from './payment.schema';

const tags = ['Payouts'];

/** The caller's payout details (influencers only; brands get 403). Values are sealed at rest and returned masked. */
export async function paymentRoutes(app: FastifyInstance, options: { payouts: PayoutsService }): Promise<void> {
  const { payouts } = options;

  app.get('/get_payment_info/', {
    schema: {
      operationId: 'getPaymentInfo',
      summary: 'My payout details, masked (has_payment_info false when none)',
      tags,
      security: bearerSecurity,
      response: { 200: ref(PaymentInfo, 'Masked payout details.'), ...errorResponses(401, 403) },
    },
    handler: async (request) => payouts.get(currentUser(request)),
  });

  app.post('/update_upi/', {
    schema: {
      operationId: 'updateUpi',
      summary: 'Get paid by UPI (replaces any bank details)',
      tags,
      security: bearerSecurity,
      body: ref(UpdateUpiBody),
      response: { 200: ref(PaymentInfo, 'Saved; masked.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => payouts.updateUpi(currentUser(request), request.body),
  });

  app.post('/update_bank_details/', {
    schema: {
      operationId: 'updateBankDetails',
      summary: 'Get paid by bank transfer (replaces any UPI id)',
      tags,
      security: bearerSecurity,
      body: ref(UpdateBankDetailsBody),
      response: { 200: ref(PaymentInfo, 'Saved; masked.'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => payouts.updateBank(currentUser(request), request.body),
  });

  app.delete('/delete_payment_info/', {
    schema: {
      operationId: 'deletePaymentInfo',
      summary: 'Remove my payout details (repeating is harmless)',
      tags,
      security: bearerSecurity,
      response: { 204: { type: 'null', description: 'Removed.' }, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      await payouts.remove(currentUser(request));
      return reply.code(204).send();
    },
  });
}
