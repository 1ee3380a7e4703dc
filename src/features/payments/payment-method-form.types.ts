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

