import type { VerificationAction } from '../../domain/marketplace/verification-status';

/** Texts of the brand's review queue and the review steps' reason dialogs (docs/marketplace.md). */
export const reviewQueueTexts = {
  tabLabel: 'Content',
  heading: 'Submitted content',
  intro: 'Verify what the influencers delivered, or reject it with a reason they can dispute once.',
  loading: 'Loading submitted content',
  loadFailed: 'Could not load the submitted content.',
  retry: 'Retry',
  emptyTitle: 'No content yet',
  emptyBody: 'Influencers who accepted this campaign submit their content here, one placement at a time.',
  emptyFilteredTitle: 'Nothing matches these filters',
  emptyFilteredBody: 'Try another status or placement.',
  clearFilters: 'Clear filters',
  statusFilter: 'Status',
  placementFilter: 'Placement',
  allPlacements: 'All placements',
  count: (n: number) => `${n} submission${n === 1 ? '' : 's'}`,
  pageLabel: 'Pages of submitted content',
};

export const reviewItemTexts = {
  openContent: 'Open content',
  file: (name: string) => `Uploaded file: ${name}`,
  fileFallback: 'Uploaded file',
  note: 'Note',
  submittedAt: (when: string) => `Submitted ${when}`,
  verify: 'Verify',
  reject: 'Reject',
  respond: 'Respond to dispute',
  dispute: 'Dispute rejection',
  showThread: 'Review history',
  verified: 'Content verified.',
  rejected: 'Content rejected.',
  responded: 'Your response was sent.',
  disputed: 'Your dispute was sent.',
  failed: 'Could not update the submission. Please try again.',
};

type ReasonAction = Extract<VerificationAction, 'reject' | 'respond' | 'dispute'>;
/** The reason dialog of each review step that needs one (the operator's decision has its own, features/operator). */
export const reasonDialogTexts: Record<ReasonAction, { title: string; description: string; label: string; submitLabel: string; submitColor: 'error' | 'primary' }> = {
  reject: {
    title: 'Reject content',
    description: 'Tell the influencer what is wrong. They can dispute your rejection once, or submit new content.',
    label: 'Reason for rejecting',
    submitLabel: 'Reject',
    submitColor: 'error',
  },
  respond: {
    title: 'Respond to dispute',
    description: 'Answer the influencer\'s dispute. A platform operator reads both sides and decides.',
    label: 'Your response',
    submitLabel: 'Send response',
    submitColor: 'primary',
  },
  dispute: {
    title: 'Dispute rejection',
    description: 'Explain why the content meets the brief. You can dispute a rejection only once; a platform operator decides.',
    label: 'Your explanation',
    submitLabel: 'Send dispute',
    submitColor: 'primary',
  },
};
export type { ReasonAction };
