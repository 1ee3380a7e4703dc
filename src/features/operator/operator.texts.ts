/** Texts of the operator's dispute page (/operator/disputes, docs/marketplace.md "Operator page"). */
export const disputeTexts = {
  intro: 'Rejected content the influencer disputed. Read the thread, open the content, then approve or reject the dispute. An approved dispute counts as verified content; a rejected one is final.',
  loading: 'Loading disputes',
  loadFailed: 'The disputes could not be loaded.',
  retry: 'Retry',
  emptyTitle: 'No open disputes',
  emptyBody: 'Disputes appear here once an influencer disputes a rejection.',
  listLabel: 'Open disputes',
  campaign: 'Campaign',
  brand: 'Brand',
  influencer: 'Influencer',
  openContent: 'Open content',
  uploadedFile: 'Uploaded file (no link)',
  thread: 'Review history',
  awaitingBrand: 'Waiting for the brand’s response; you may decide without it.',
  approve: 'Approve',
  reject: 'Reject',
} as const;

export const decideDialogTexts = {
  approveTitle: 'Approve the dispute?',
  rejectTitle: 'Reject the dispute?',
  approveBody: 'The content counts as verified and the influencer is paid for it.',
  rejectBody: 'The rejection stands and is final; the influencer may submit new content for the placement.',
  reason: 'Reason (both sides see it)',
  approveConfirm: 'Approve dispute',
  rejectConfirm: 'Reject dispute',
  approved: 'Dispute approved: the content counts as verified.',
  rejected: 'Dispute rejected: the rejection is final.',
} as const;
