import * as yup from 'yup';
import { bankDetailsSchema, upiDetailsSchema } from '../payouts/payout-rules';
import {
  paymentMethodMessages as m,
  paymentMethodTypes,
  type PaymentMethodField,
  type PaymentMethodType,
} from './payment-method.texts';

/** SWIFT/BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const swiftPattern = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** A Stripe connected account id, as Stripe writes them: `acct_` and letters and digits. */
export const stripeAccountIdPattern = /^acct_[A-Za-z0-9]{6,40}$/;

const emailCheck = yup.string().email();
const trimmed = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
/** An optional text: blank means absent. */
const optional = (transform: (text: string) => string = (text) => text) =>
  yup.string().transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text ? transform(text) : undefined;
  });

/**
 * SPEC §3: bank needs account number, holder, bank name and IFSC (SWIFT optional, 8 or 11); the other types need their
 * main id (UPI id, PayPal email, Stripe account id). Bank and UPI fields reuse the payout rules, so the product has one
 * IFSC and one UPI rule. Used by the add dialog and by the server (docs/payments-page.md "Payment methods").
 */
export const paymentMethodDetailsSchemas = {
  bank: yup.object({
    account_number: bankDetailsSchema.fields.account_number,
    account_holder_name: bankDetailsSchema.fields.account_holder_name,
    bank_name: bankDetailsSchema.fields.bank_name,
    ifsc_code: bankDetailsSchema.fields.ifsc_code,
    swift_code: optional((text) => text.toUpperCase()).matches(swiftPattern, m.swiftInvalid),
  }),
  upi: yup.object({
    upi_id: upiDetailsSchema.fields.upi_id,
    upi_provider: optional().max(50, m.upiProviderInvalid),
  }),
  paypal: yup.object({
    paypal_email: trimmed()
      .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
      .required(m.paypalEmailRequired)
      // yup's e-mail check (HTML's) takes 'pay@acme'; a PayPal account's address has a domain with a dot.
      .test('email', m.paypalEmailInvalid, (value) => !value || (emailCheck.isValidSync(value) && /@[^@\s]+\.[a-z]{2,}$/i.test(value))),
  }),
  stripe: yup.object({
    stripe_account_id: trimmed()
      .required(m.stripeAccountRequired)
      .matches(stripeAccountIdPattern, { message: m.stripeAccountInvalid, excludeEmptyString: true }),
  }),
} satisfies Record<PaymentMethodType, yup.AnyObjectSchema>;

/** The checked, normalised details of each type (what the schemas above give). */
export interface PaymentMethodDetailsByType {
  bank: { account_number: string; account_holder_name: string; bank_name: string; ifsc_code: string; swift_code?: string };
  upi: { upi_id: string; upi_provider?: string };
  paypal: { paypal_email: string };
  stripe: { stripe_account_id: string };
}
export type PaymentMethodDetails<T extends PaymentMethodType = PaymentMethodType> = PaymentMethodDetailsByType[T];

export const isPaymentMethodType = (value: unknown): value is PaymentMethodType =>
  typeof value === 'string' && (paymentMethodTypes as readonly string[]).includes(value);

const typeSchema = yup
  .mixed<PaymentMethodType>()
  .oneOf([...paymentMethodTypes], m.typeInvalid)
  .required(m.typeInvalid);

/**
 * The whole body `{type, details}` for one type: its details are checked by that type's rules. For an unknown type
 * only the type is reported (there is no rule set to check the details against).
 */
export function paymentMethodSchemaFor(type: unknown) {
  if (!isPaymentMethodType(type)) return yup.object({ type: typeSchema, details: yup.mixed() });
  return yup.object({ type: typeSchema, details: paymentMethodDetailsSchemas[type].required() });
}
