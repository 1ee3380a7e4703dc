import * as yup from 'yup';
import { accountTypes } from '../../domain/constants';
import { bankDetailsSchema, upiDetailsSchema, type PayoutMethod } from '../../domain/payouts/payout-rules';
import { payoutMessages } from '../../domain/payouts/payout.messages';

export interface PayoutFormValues {
  method: PayoutMethod;
  upi_id: string;
  account_number: string;
  confirm_account_number: string;
  account_holder_name: string;
  bank_name: string;
  ifsc_code: string;
  account_type: (typeof accountTypes)[number];
}

export const emptyPayoutForm: PayoutFormValues = {
  method: 'upi',
  upi_id: '',
  account_number: '',
  confirm_account_number: '',
  account_holder_name: '',
  bank_name: '',
  ifsc_code: '',
  account_type: 'savings',
};

const digits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The shared rules for the chosen method only, plus a SPA-side re-entry of the account number: a typo there
 * would send money to someone else (docs/payouts.md).
 */
export const payoutFormSchema: yup.ObjectSchema<PayoutFormValues> = yup.object({
  method: yup.mixed<PayoutMethod>().oneOf(['upi', 'bank_transfer'], payoutMessages.methodInvalid).required(payoutMessages.methodInvalid),
  upi_id: onlyFor('upi', upiDetailsSchema.fields.upi_id),
  account_number: bankOnly(bankDetailsSchema.fields.account_number),
  confirm_account_number: yup
    .string()
    .default('')
    .when('method', {
      is: 'bank_transfer',
      then: (schema) =>
        schema
          .required(payoutMessages.accountNumberConfirmRequired)
          .test('same', payoutMessages.accountNumbersDiffer, function same(value) {
            return digits(value ?? '') === digits(String((this.parent as PayoutFormValues).account_number ?? ''));
          }),
    }),
  account_holder_name: bankOnly(bankDetailsSchema.fields.account_holder_name),
  bank_name: bankOnly(bankDetailsSchema.fields.bank_name),
  ifsc_code: bankOnly(bankDetailsSchema.fields.ifsc_code),
  account_type: yup.mixed<(typeof accountTypes)[number]>().oneOf([...accountTypes]).required() as yup.MixedSchema<(typeof accountTypes)[number]>,
}) as yup.ObjectSchema<PayoutFormValues>;

/** A field checked by its shared rule only while its method is chosen. */
function onlyFor(method: PayoutMethod, rule: unknown) {
  const field = yup.string().defined().default('');
  return field.when('method', ([chosen]: unknown[]) => (chosen === method ? (rule as typeof field) : field));
}

function bankOnly(rule: unknown) {
  return onlyFor('bank_transfer', rule);
}
