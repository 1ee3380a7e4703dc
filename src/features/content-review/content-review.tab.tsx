import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { lazySection } from '../../components/lazy-section/lazy-section';
import { reviewQueueTexts } from './content-review.texts';

// Shown after a click on the tab: its code loads then (docs/performance.md).
const ContentReviewSection = lazySection(
  () => import(/* webpackChunkName: "content-review-tab" */ './content-review.section').then((m) => m.ContentReviewSection),
);

/** The "Content" tab the brand campaign page adds beside the overview. */
export const contentReviewTab = (campaignId: string): CampaignDetailsTab => ({
  id: 'content',
  label: reviewQueueTexts.tabLabel,
  content: <ContentReviewSection campaignId={campaignId} />,
});
