import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { lazySection } from '../../components/lazy-section/lazy-section';
import { analyticsTexts as t } from './analytics.texts';

// Shown after a click on the tab: its code (and then the chart's) loads then (docs/performance.md).
const CampaignPerformanceSection = lazySection(
  () => import(/* webpackChunkName: "campaign-performance-tab" */ './campaign-performance.tab').then((m) => m.CampaignPerformanceSection),
);

/** The "Performance" tab the brand campaign page adds beside the overview. */
export const campaignPerformanceTab = (campaignId: string): CampaignDetailsTab => ({
  id: 'performance',
  label: t.performanceTab,
  content: <CampaignPerformanceSection campaignId={campaignId} />,
});
