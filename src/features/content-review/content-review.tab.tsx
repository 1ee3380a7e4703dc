import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { ContentReviewSection } from './content-review.section';
import { reviewQueueTexts } from './content-review.texts';

/** The "Content" tab the brand campaign page adds beside the overview. */
export const contentReviewTab = (campaignId: string): CampaignDetailsTab => ({
  id: 'content',
  label: reviewQueueTexts.tabLabel,
  content: <ContentReviewSection campaignId={campaignId} />,
});
