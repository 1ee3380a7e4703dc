import { Type, type Static } from '@sinclair/typebox';
import { paymentMethodTypes } from '../../../../../../src/domain/payments/payment-method.texts';
import { ref, StringEnum } from '../shared.schema';

/**
 * A brand's payment methods (SPEC §3 "Payment method"; docs/payments-page.md "Payment methods"). Account numbers and
 * UPI ids are sealed at rest and never answered: only their masked forms are.
 */
const shown = (description: string) => Type.Optional(Type.String({ description }));

export const PaymentMethodDetailsView = Type.Object(
  {
    account_holder_name: shown('bank'),
    bank_name: shown('bank'),
    ifsc_code: shown('bank'),
    swift_code: shown('bank, when given'),
    account_number_last4: shown('bank: the last 4 digits; the full number is never answered'),
    upi_id_masked: shown("upi: e.g. 'ac****@okhdfcbank'; the full id is never answered"),
    upi_provider: shown('upi, when given: the UPI app'),
    paypal_email: shown('paypal'),
    stripe_account_id: shown('stripe'),
  },
  { $id: 'PaymentMethodDetailsView', additionalProperties: false, description: 'What may be shown again; the fields of the method type only.' },
);

export const BrandPaymentMethod = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    type: StringEnum(paymentMethodTypes),
    summary: Type.String({ description: "What lists show, masked: 'HDFC Bank ••••1234', 'UPI ac****@okhdfcbank', 'PayPal finance@acme.test'." }),
    is_default: Type.Boolean({ description: 'The one method refunds go to when the original payment cannot take them back. One per brand.' }),
    details: ref(PaymentMethodDetailsView),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'BrandPaymentMethod', additionalProperties: false },
);

export const BrandPaymentMethodList = Type.Object(
  {
    results: Type.Array(ref(BrandPaymentMethod), { description: 'The default first, then newest first.' }),
    can_manage: Type.Boolean({ description: 'The caller may add, remove and change the default (payments.approve).' }),
  },
  { $id: 'BrandPaymentMethodList', additionalProperties: false },
);

// Fields are checked by the shared domain rules (exact messages per type), so the schema only bounds their size.
const input = (description: string) => Type.Optional(Type.String({ maxLength: 300, description }));

export const PaymentMethodCreate = Type.Object(
  {
    type: Type.Optional(Type.String({ maxLength: 20, description: 'bank, upi, paypal or stripe.' })),
    details: Type.Optional(
      Type.Object(
        {
          account_number: input('bank, required: 9 to 18 digits (spaces and hyphens ignored). Sealed at rest, never answered.'),
          account_holder_name: input('bank, required.'),
          bank_name: input('bank, required.'),
          ifsc_code: input('bank, required: e.g. HDFC0001234.'),
          swift_code: input('bank, optional: 8 or 11 characters.'),
          upi_id: input('upi, required: e.g. name@okhdfcbank. Sealed at rest, never answered.'),
          upi_provider: input('upi, optional: the UPI app.'),
          paypal_email: input('paypal, required.'),
          stripe_account_id: input('stripe, required: acct_...'),
        },
        { additionalProperties: false, description: 'The fields of the chosen type; fields of another type are refused.' },
      ),
    ),
  },
  { $id: 'PaymentMethodCreate', additionalProperties: false },
);

export const PaymentMethodUpdate = Type.Object(
  { is_default: Type.Boolean({ description: 'true makes this the default (the previous default stops being one). Details cannot be edited: remove the method and add it again.' }) },
  { $id: 'PaymentMethodUpdate', additionalProperties: false },
);

export const PaymentMethodParams = Type.Object({ id: Type.String({ format: 'uuid' }), methodId: Type.String({ format: 'uuid' }) });

export type BrandPaymentMethodBody = Static<typeof BrandPaymentMethod>;
export type BrandPaymentMethodListBody = Static<typeof BrandPaymentMethodList>;
export type PaymentMethodDetailsViewBody = Static<typeof PaymentMethodDetailsView>;

export const paymentMethodsComponents = [PaymentMethodDetailsView, BrandPaymentMethod, BrandPaymentMethodList, PaymentMethodCreate, PaymentMethodUpdate];
