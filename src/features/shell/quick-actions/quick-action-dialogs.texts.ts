import type { QuickActionDialog } from '../../../domain/navigation/navigation';

export interface QuickActionDialogTexts {
  title: string;
  body: string;
  /** Why there is no form yet: it comes with the campaign screens (issues 5 and 6). */
  pending: string;
  linkLabel: string;
  linkPath: string;
}

/**
 * The quick-action dialogs say what they are for and where to go meanwhile; they never pretend to send
 * anything. The titles are the quick actions' labels (src/domain/navigation/navigation.ts).
 */
export const quickActionDialogTexts: Record<QuickActionDialog, QuickActionDialogTexts> = {
  'invite-influencer': {
    title: 'Invite Influencer',
    body: 'Invite a creator to work on one of your campaigns. They receive the invitation in their Invitations list and can accept or decline it.',
    pending: 'Invitations are sent from a campaign, and that form arrives with campaign management. Meanwhile, browse influencers to choose who to invite.',
    linkLabel: 'Browse influencers',
    linkPath: '/influencers',
  },
  'submit-content': {
    title: 'Submit Content',
    body: 'Submit the video, short, reel or post you published for a campaign, so the brand can verify it and your payout can follow.',
    pending: 'Content is submitted from an active campaign, and that form arrives with campaign work. Meanwhile, open your active campaigns to see what is due.',
    linkLabel: 'Go to active campaigns',
    linkPath: '/campaigns/active',
  },
};

export const closeLabel = 'Close';
