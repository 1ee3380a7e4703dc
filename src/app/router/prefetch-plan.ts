import type { PrefetchPlan } from '../../features/prefetch/prefetch.saga';
import { pageChunks } from './page-chunks';

/**
 * SPEC §2: brands prefetch the dashboard and the new-campaign general step, influencers the dashboard,
 * campaigns and settings. The data both dashboards read today is whoami, which the saga refreshes first;
 * dashboard endpoints join this plan when their pages are built.
 */
export const prefetchPlan: PrefetchPlan = {
  brand: [pageChunks.brandDashboard, pageChunks.campaignWizard],
  influencer: [pageChunks.influencerDashboard, pageChunks.campaigns, pageChunks.settings],
};
