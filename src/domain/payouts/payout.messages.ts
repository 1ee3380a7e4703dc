import { validationMessages } from '../messages';

/** Messages of the payout-details forms; SPEC gives none, so these are ours (docs/payouts.md). Used by SPA and server.
 * Apart from the rules (payout-rules.ts) so that a page naming them does not load yup. */
export const payoutMessages = {
  methodInvalid: 'Choose UPI or bank transfer.',
  upiRequired: 'UPI ID is required.',
  upiInvalid: 'Enter a valid UPI ID, like name@okbank.',
  accountNumberRequired: 'Account number is required.',
  accountNumberInvalid: 'Account number must be 9 to 18 digits.',
  accountNumberConfirmRequired: 'Re-enter the account number.',
  accountNumbersDiffer: 'Account numbers do not match.',
  holderRequired: 'Account holder name is required.',
  holderInvalid: 'Account holder name must be 2 to 100 letters, spaces, dots, hyphens or apostrophes.',
  bankNameRequired: 'Bank name is required.',
  bankNameInvalid: 'Bank name must be between 2 and 100 characters.',
  ifscRequired: 'IFSC code is required.',
  ifscInvalid: 'Enter a valid IFSC code: 4 letters, then 0, then 6 letters or digits (e.g. HDFC0001234).',
  accountTypeInvalid: 'Choose a savings or current account.',
  requiredFields: validationMessages.requiredFields,
} as const;
