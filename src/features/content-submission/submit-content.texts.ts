import type { CampaignPlatform } from '../../domain/campaigns/campaign-options';
import { platformLabels } from '../../domain/constants';

/** Texts of the submit-content dialog (the influencer's quick action and the active campaign's Content tab). */
export const submitContentTexts = {
  title: 'Submit Content',
  intro: 'Submit what you published for a placement, so the brand can verify it and your payout can follow.',
  campaign: 'Campaign',
  campaignsLoading: 'Loading your campaigns…',
  campaignsFailed: 'Could not load your campaigns.',
  retry: 'Retry',
  noCampaignsTitle: 'No active campaigns',
  noCampaignsBody: 'You can submit content once you have accepted a campaign invite.',
  goToInvites: 'See invitations',
  placement: 'Placement',
  placementsLoading: 'Loading placements…',
  placementBusy: (status: string) => ` (${status})`,
  source: 'What are you submitting?',
  sourceUrl: 'A link',
  sourceFile: 'A file',
  contentUrl: 'Content URL',
  urlHint: (platform: CampaignPlatform | null) =>
    platform ? `Paste the ${platformLabels[platform]} link from the share button.` : 'Choose a placement first: it decides the platform.',
  urlLooksRight: (platform: CampaignPlatform) => `Looks like a ${platformLabels[platform]} link.`,
  file: 'Content file',
  fileHint: 'The video or image as you published it.',
  note: 'Note for the brand (optional)',
  noteCount: (n: number, max: number) => `${n}/${max}`,
  cancel: 'Cancel',
  submit: 'Submit',
  submitting: 'Submitting…',
  submitted: 'Content submitted. The brand will review it.',
  failed: 'Could not submit your content. Please try again.',
};
