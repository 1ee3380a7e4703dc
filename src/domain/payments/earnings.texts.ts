/**
 * What the creator's /earnings page and the brand's payout approvals say (docs/payments.md). SPEC names the Earnings
 * page only; the words are ours. Components read them from here, never inline.
 */

/** GET influencers/me/earnings/ and brands/{id}/payout-lines/ (PayoutLine.status, PayoutAttempt.status). */
export type PayoutLineStatus = 'awaiting_approval' | 'approved' | 'paying' | 'paid' | 'returned';
export type PayoutAttemptStatus = 'queued' | 'processing' | 'processed' | 'reversed' | 'failed';
type Tone = 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary';

/** Where a payout line stands, as a chip label (the tone only repeats it). */
export const payoutLineStatusLabels: Record<PayoutLineStatus, string> = {
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  paying: 'Paying',
  paid: 'Paid',
  returned: 'Returned',
};

export const payoutLineStatusTone: Record<PayoutLineStatus, Tone> = {
  awaiting_approval: 'warning',
  approved: 'info',
  paying: 'primary',
  paid: 'success',
  returned: 'error',
};

export const earningsTexts = {
  loading: 'Loading earnings',
  loadFailed: 'Could not load your earnings.',
  retry: 'Retry',
  balancesHeading: 'Balances',
  balancesIn: (currency: string) => `Balances in ${currency}`,
  balances: {
    available: { label: 'Available', hint: 'Approved by the brand and released to you; not yet sent to your account.' },
    pending: { label: 'Pending approval', hint: 'Verified work waiting for the brand to approve its payment.' },
    processing: { label: 'Processing', hint: 'In payouts on their way to your UPI or bank account.' },
    paid: { label: 'Paid', hint: 'Sent to your account (tax withheld is shown per payout).' },
  },
  noPayoutMethodTitle: 'Add your payout details',
  noPayoutMethodBody: 'Add a UPI ID or bank account in Settings so your approved earnings can be sent to you.',
  goToSettings: 'Add payout details',
  noPanTitle: 'Add your PAN',
  noPanBody: 'Payouts wait until your PAN is on file: tax is withheld at the normal rate only with a PAN. Add it in Settings.',
  goToTaxDetails: 'Add PAN',
  linesHeading: 'Earnings by content',
  linesCount: (n: number) => (n === 1 ? '1 item' : `${n} items`),
  emptyTitle: 'No earnings yet',
  emptyBody:
    'Earnings appear here when a brand verifies content you submitted for a campaign. The brand then approves the payment and it is released to you.',
  openCampaign: (name: string) => `${name}: find it in your campaigns`,
  viewContent: 'View content',
  viewContentOf: (campaign: string, placement: string) => `View content: ${campaign}, ${placement} (opens in a new tab)`,
  gross: 'Earned',
  verifiedOn: (day: string) => `Verified ${day}`,
  approvedOn: (day: string) => `approved ${day}`,
  payout: 'Payout',
  net: 'Net amount',
  netPaid: 'Net paid',
  taxWithheld: 'Tax withheld (TDS)',
  destination: 'Sent to',
  utr: 'UTR',
  processedAt: 'Processed',
  statement: 'Download statement',
  statementDownloading: 'Downloading statement...',
  statementOf: (campaign: string, placement: string) => `Download the payout statement for ${campaign}, ${placement} (PDF)`,
  statementFallbackName: 'payout-statement.pdf',
  payoutStatus: {
    queued: 'Queued',
    processing: 'Processing',
    processed: 'Processed',
    reversed: 'Reversed',
    failed: 'Failed',
  } satisfies Record<PayoutAttemptStatus, string>,
  payoutFailed: (reason: string | null) => {
    const why = reason?.trim().replace(/[.!]+$/, '');
    return `This payout did not go through${why ? `: ${why}` : ''}. The money is back in your available balance.`;
  },
} as const;

export const payoutApprovalTexts = {
  heading: 'Payouts awaiting approval',
  intro: 'Content your team verified. Approving a payout releases its money from the campaign to the creator.',
  loading: 'Loading payouts awaiting approval',
  loadFailed: 'Could not load the payouts awaiting approval.',
  retry: 'Retry',
  emptyTitle: 'Nothing awaiting your approval',
  emptyBody: 'When your team verifies a fixed-price content item, its payout appears here for an admin to approve.',
  creator: 'Creator',
  campaign: 'Campaign',
  viewContent: 'View content',
  viewContentOf: (creator: string, placement: string) => `View content: ${creator}, ${placement} (opens in a new tab)`,
  verifiedOn: (day: string) => `Verified ${day}`,
  approve: 'Approve',
  approveFor: (amount: string, creator: string) => `Approve ${amount} for ${creator}`,
  confirmTitle: 'Approve this payout?',
  confirmBody: (amount: string, creator: string, campaign: string) =>
    `Release ${amount} to ${creator}? The money moves from ${campaign} to the creator's balance, to be paid out to them. This cannot be undone.`,
  confirm: (amount: string) => `Release ${amount}`,
  back: 'Back',
  working: 'Approving...',
  approved: (amount: string, creator: string) => `${amount} released to ${creator}.`,
  gone: 'This payout is no longer awaiting approval. The list has been refreshed.',
} as const;
