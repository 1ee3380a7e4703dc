import * as yup from 'yup';
import { accountTypes, influencerPaymentMethods } from '../constants';
import { payoutMessages } from './payout.messages';


/** NPCI's virtual payment address shape: a handle, @, and the payment provider's code. */
export const upiIdPattern = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** Reserve Bank of India IFSC: bank code (4 letters), a zero, branch code (6 letters or digits). */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const accountNumberPattern = /^\d{9,18}$/;
const holderPattern = /^[\p{L}][\p{L} .'-]{1,99}$/u;

const trimmed = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

export const upiDetailsSchema = yup.object({
  upi_id: trimmed().required(payoutMessages.upiRequired).matches(upiIdPattern, payoutMessages.upiInvalid),
});

export const bankDetailsSchema = yup.object({
  account_number: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .required(payoutMessages.accountNumberRequired)
    .matches(accountNumberPattern, payoutMessages.accountNumberInvalid),
  account_holder_name: trimmed().required(payoutMessages.holderRequired).matches(holderPattern, payoutMessages.holderInvalid),
  bank_name: trimmed()
    .required(payoutMessages.bankNameRequired)
    .matches(/^.{2,100}$/su, { message: payoutMessages.bankNameInvalid, excludeEmptyString: true }),
  ifsc_code: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .required(payoutMessages.ifscRequired)
    .matches(ifscPattern, payoutMessages.ifscInvalid),
  account_type: yup
    .mixed<(typeof accountTypes)[number]>()
    .oneOf([...accountTypes], payoutMessages.accountTypeInvalid)
    .required(payoutMessages.accountTypeInvalid),
});

export type UpiDetails = yup.InferType<typeof upiDetailsSchema>;
export type BankDetails = yup.InferType<typeof bankDetailsSchema>;
export type PayoutMethod = (typeof influencerPaymentMethods)[number];

/** `ra****@okhdfc`: enough to recognise your own id, the provider stays visible. */
export function maskUpiId(upiId: string): string {
  const [handle = '', provider = ''] = upiId.split('@');
  const shown = handle.length <= 2 ? handle.slice(0, 1) : handle.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(4, handle.length - shown.length))}@${provider}`;
}

/** `XXXXXX1234`: the last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'X'.repeat(Math.max(4, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}
