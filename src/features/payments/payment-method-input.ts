import { paymentMethodInputOf, type PaymentMethodInput } from '../../domain/payments/payment-method-fields';
import type { PaymentMethodFormValues } from './payment-method-form.types';

/** What POST brands/{id}/payment-methods/ gets from the dialog's values: the chosen type and its fields only. */
export function paymentMethodInput(values: PaymentMethodFormValues): PaymentMethodInput {
  return paymentMethodInputOf(values.type, values.details);
}
