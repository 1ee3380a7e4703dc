import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { paymentMethodFieldsOf, paymentMethodSchemaFor, type PaymentMethodInput } from '../../domain/payments/payment-method.rules';
import type { PaymentMethodField, PaymentMethodType } from '../../domain/payments/payment-method.texts';

/** The add dialog's values: the chosen type and every type's fields (only the chosen type's are checked and sent). */
export interface PaymentMethodFormValues {
  type: PaymentMethodType;
  details: Record<PaymentMethodField, string>;
}

export const emptyPaymentMethodForm = (): PaymentMethodFormValues => ({
  type: 'bank',
  details: {
    account_holder_name: '', account_number: '', bank_name: '', ifsc_code: '', swift_code: '',
    upi_id: '', upi_provider: '', paypal_email: '', stripe_account_id: '',
  },
});

/** The shared rules of the chosen type (the server's own), so a message here is the message the server would give. */
export const paymentMethodResolver: Resolver<PaymentMethodFormValues> = (values, context, options) =>
  (yupResolver as (schema: unknown) => Resolver<PaymentMethodFormValues>)(paymentMethodSchemaFor(values.type))(values, context, options);

/** What POST brands/{id}/payment-methods/ gets: the chosen type and its fields only. */
export function paymentMethodInput(values: PaymentMethodFormValues): PaymentMethodInput {
  const fields: readonly PaymentMethodField[] = paymentMethodFieldsOf[values.type];
  return { type: values.type, details: Object.fromEntries(fields.map((field) => [field, values.details[field]])) };
}
