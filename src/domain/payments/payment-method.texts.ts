import { validationMessages } from '../messages';
import { payoutMessages } from '../payouts/payout.messages';

/** SPEC §3 "Payment method" types, in the order the add dialog offers them. */
export const paymentMethodTypes = ['bank', 'upi', 'paypal', 'stripe'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/**
 * Messages of a brand's payment method (SPEC gives none, so they are ours; docs/payments-page.md "Payment methods").
 * The bank and UPI messages are the influencer payout form's (one IFSC, one UPI rule in the product).
 */
export const paymentMethodMessages = {
  typeInvalid: 'Choose a bank account, UPI, PayPal or Stripe.',
  accountNumberRequired: payoutMessages.accountNumberRequired,
  accountNumberInvalid: payoutMessages.accountNumberInvalid,
  holderRequired: payoutMessages.holderRequired,
  holderInvalid: payoutMessages.holderInvalid,
  bankNameRequired: payoutMessages.bankNameRequired,
  bankNameInvalid: payoutMessages.bankNameInvalid,
  ifscRequired: payoutMessages.ifscRequired,
  ifscInvalid: payoutMessages.ifscInvalid,
  swiftInvalid: 'Enter a valid SWIFT/BIC code: 8 or 11 letters and digits (e.g. HDFCINBB or HDFCINBBXXX).',
  upiRequired: payoutMessages.upiRequired,
  upiInvalid: payoutMessages.upiInvalid,
  upiProviderInvalid: 'UPI app must be at most 50 characters.',
  paypalEmailRequired: 'PayPal email is required.',
  paypalEmailInvalid: validationMessages.emailInvalid,
  stripeAccountRequired: 'Stripe account ID is required.',
  stripeAccountInvalid: 'Enter a valid Stripe account ID: acct_ followed by letters and digits (e.g. acct_1Nv0FGQ9RKHgCVdK).',
  /** 403 for members without payments.approve (admins have it by default). */
  changeNotPermitted: 'Only admins of this brand can add, remove or change payment methods.',
  /** 403 for members without payments.view. */
  viewNotPermitted: "You do not have permission to see this brand's payment methods.",
  /** PATCH is_default false: a brand with methods always has a default. */
  defaultCannotBeUnset: 'A brand always has one default method: set another method as default instead.',
  tooMany: (max: number) => `A brand can keep up to ${max} payment methods. Remove one before adding another.`,
} as const;

/** Most methods a brand keeps (a list, not a wallet: refunds go to one default). */
export const maxPaymentMethodsPerBrand = 20;

export const paymentMethodTypeLabels: Record<PaymentMethodType, string> = {
  bank: 'Bank account',
  upi: 'UPI',
  paypal: 'PayPal',
  stripe: 'Stripe',
};

/** Field labels of the add dialog, by API field name. */
export const paymentMethodFieldLabels = {
  account_holder_name: 'Account holder name',
  account_number: 'Account number',
  bank_name: 'Bank name',
  ifsc_code: 'IFSC code',
  swift_code: 'SWIFT/BIC code (optional)',
  upi_id: 'UPI ID',
  upi_provider: 'UPI app (optional)',
  paypal_email: 'PayPal email',
  stripe_account_id: 'Stripe account ID',
} as const;

export type PaymentMethodField = keyof typeof paymentMethodFieldLabels;

/** The "Payment methods" section of /payments and its add dialog. */
export const paymentMethodTexts = {
  heading: 'Payment methods',
  intro:
    'Where refunds of unused campaign funds go when the original payment cannot take them back. The default method is used first.',
  loading: 'Loading payment methods',
  loadFailed: 'Could not load your payment methods.',
  retry: 'Retry',
  emptyTitle: 'No payment methods yet',
  emptyBody: 'Add a bank account, UPI ID, PayPal or Stripe account so refunds have somewhere to go.',
  add: 'Add payment method',
  defaultChip: 'Default',
  setDefault: 'Set as default',
  setDefaultFor: (summary: string) => `Set ${summary} as default`,
  remove: 'Remove',
  removeFor: (summary: string) => `Remove ${summary}`,
  removeTitle: 'Remove this payment method?',
  removeBody: (summary: string) => `${summary} will no longer receive refunds.`,
  removeDefaultBody: (summary: string) =>
    `${summary} is your default method. The newest of your other methods becomes the default.`,
  removeConfirm: 'Remove',
  keep: 'Keep it',
  working: 'Working...',
  removed: (summary: string) => `${summary} removed.`,
  defaultSet: (summary: string) => `${summary} is now your default payment method.`,
  addedAt: (date: string) => `Added ${date}`,
  changeNotPermitted: paymentMethodMessages.changeNotPermitted,
  // The add dialog.
  dialogTitle: 'Add payment method',
  typeLabel: 'Type',
  firstBecomesDefault: 'Your first payment method becomes the default.',
  secretsNote: 'Account numbers and UPI IDs are stored encrypted and shown only by their last characters.',
  unsaved: 'Unsaved changes',
  reset: 'Reset',
  cancel: 'Cancel',
  save: 'Add method',
  added: (summary: string) => `${summary} added.`,
  ifscHelp: 'e.g. HDFC0001234',
  upiHelp: 'e.g. acme@okhdfcbank',
  stripeHelp: 'Starts with acct_',
} as const;
