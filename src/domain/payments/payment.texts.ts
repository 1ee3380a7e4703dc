/**
 * What the payments screens and API say (docs/payments.md). SPEC §8 names three payment failures (processing failed,
 * invalid card, declined) without their words; these are ours.
 */
export type PaymentFailureKind = 'declined' | 'invalid_card' | 'processing_failed';

export const paymentFailureMessages: Record<PaymentFailureKind, string> = {
  declined: 'Your payment was declined. Try another card or payment method.',
  invalid_card: 'The card details are not valid. Check the card number, expiry date and CVC.',
  processing_failed: 'The payment could not be processed. Nothing was charged; please try again.',
};

export const paymentTexts = {
  cancelled: 'You cancelled the payment. Nothing was charged.',
  notPermitted: 'Only admins of this brand can fund campaigns and approve payouts.',
  approveNotPermitted: 'Only admins of this brand can approve payouts.',
  lineAlreadyApproved: 'This payout was approved already.',
  campaignClosed: 'This campaign is completed or cancelled and cannot be funded.',
  overBudget: (more: string) => `This campaign needs at most ${more} more to reach its budget.`,
  budgetReached: 'This campaign is fully funded up to its budget.',
  minimum: (minimum: string) => `The smallest payment is ${minimum}.`,
  currencyUnavailable: (currency: string) => `Funding in ${currency} is not available on this server yet.`,
  providerUnavailable: 'The payment provider could not be reached. Nothing was charged; please try again.',
  confirming: 'Payment received. Waiting for the payment provider to confirm it...',
  paid: (amount: string, campaign: string) => `${amount} added to ${campaign}.`,
  /** Invites are limited by funded money not yet promised to creators (invited or accepted). */
  notEnoughFunds: (needed: string, room: string, missing: string) =>
    `These invites need ${needed}, but only ${room} of this campaign's funds is not yet promised to creators. Fund ${missing} more to send them.`,
  /** An acceptance the campaign's funds cannot cover at that moment (its money was refunded or promised meanwhile). */
  acceptUnfunded: 'The brand has not funded this campaign enough for your offer yet. Your invite stays open: try again once they add funds.',
} as const;
