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
  /** Approving a line that earned more than its placement holds (CPM over the projection) when the escrow lacks the rest. */
  approveUnfunded: (missing: string) =>
    `This payout needs ${missing} more than this campaign holds for it. Fund the campaign with at least that much (or, if it is closed, contact support), then approve again.`,
} as const;

/** Funding statuses as the payments page shows them (FundingOrder.status). */
export type FundingStatus = 'created' | 'authorized' | 'paid' | 'failed' | 'cancelled';

export const fundingStatusLabels: Record<FundingStatus, string> = {
  created: 'Checkout open',
  authorized: 'Confirming',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const fundingStatusTone: Record<FundingStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  created: 'default',
  authorized: 'info',
  paid: 'success',
  failed: 'error',
  cancelled: 'warning',
};

/** The brand's /payments page: balances, campaign escrow, the fund dialog, history and the checkout's return. */
export const paymentPageTexts = {
  loading: 'Loading payments',
  loadFailed: 'Could not load your payments.',
  retry: 'Retry',
  noBrand: 'Payments appear once you belong to a brand.',
  intro: 'Money you add to a campaign is held in escrow: committed to creators as they accept, paid out when their work is verified.',
  balances: 'Balances',
  balanceIn: (currency: string) => `${currency} balance`,
  held: 'Held',
  heldHelp: 'Everything the platform holds for you in this currency.',
  available: 'Available to commit',
  availableHelp: 'Funded money no accepted placement has claimed yet.',
  committed: 'Committed',
  committedHelp: 'Set aside for accepted placements until their work is verified.',
  nothingFundedTitle: 'Nothing funded yet',
  nothingFundedBody:
    'Funding a campaign puts its money in escrow here, so creators know the brand can pay. Fund one of your campaigns below to start.',
  escrow: 'Campaign escrow',
  noCampaigns: 'No campaigns to fund yet. Create a campaign and it will appear here.',
  budget: 'Budget',
  noBudget: 'Not set',
  funded: 'Funded',
  released: 'Released',
  refunded: 'Refunded',
  availableShort: 'Available',
  fund: 'Fund',
  fundLabel: (campaign: string) => `Fund ${campaign}`,
  fundedToBudget: 'Funded up to its budget',
  closed: 'Closed for funding',
  history: 'Funding history',
  historyEmpty: 'No payments yet. Each funding you start appears here with its outcome.',
  dialogTitle: 'Fund campaign',
  campaign: 'Campaign',
  currency: 'Currency',
  amount: (currency: string) => `Amount (${currency})`,
  upTo: (amount: string) => `Up to ${amount} to reach the budget.`,
  checkoutNote: "You pay on the payment provider's secure checkout, then come back to this page.",
  sandboxNote: 'Sandbox mode: the checkout is simulated and no real money moves.',
  continue: 'Continue to payment',
  cancel: 'Cancel',
  confirmingSlow:
    'Your payment is still being confirmed by the payment provider. This can take a few minutes: this page will show the outcome as soon as it is confirmed.',
  confirmingLabel: 'Confirming payment',
  returnUnknown: 'We could not find that payment. Your funding history below shows every payment you started.',
  dismiss: 'Dismiss payment message',
} as const;
