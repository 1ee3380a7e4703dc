import type { PaymentMethodField, PaymentMethodType } from './payment-method.texts';

/*
 * Which fields each payment method type has, and the body a new method is sent as: apart from the rules
 * (payment-method.rules.ts, yup) so that the brand's /payments page does not load yup before a form is opened.
 */

/** The fields of each type, in the order the dialog shows them. */
export const paymentMethodFieldsOf = {
  bank: ['account_holder_name', 'account_number', 'bank_name', 'ifsc_code', 'swift_code'],
  upi: ['upi_id', 'upi_provider'],
  paypal: ['paypal_email'],
  stripe: ['stripe_account_id'],
} as const satisfies Record<PaymentMethodType, readonly PaymentMethodField[]>;

/** A new method as the API takes it (what the dialog sends). */
export type PaymentMethodInput = { type: PaymentMethodType; details: Partial<Record<PaymentMethodField, string>> };

/** What POST brands/{id}/payment-methods/ gets from the add dialog's values: the chosen type and its fields only. */
export function paymentMethodInput(values: { type: PaymentMethodType; details: Record<PaymentMethodField, string> }): PaymentMethodInput {
  const fields: readonly PaymentMethodField[] = paymentMethodFieldsOf[values.type];
  return { type: values.type, details: Object.fromEntries(fields.map((field) => [field, values.details[field]])) };
}
