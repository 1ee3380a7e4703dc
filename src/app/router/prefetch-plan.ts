import { prefetchChunkFiles } from '../../features/prefetch/chunk-files-prefetch';
import type { PrefetchPlan } from '../../features/prefetch/prefetch.saga';
import { pageChunks } from './page-chunks';

/**
 * SPEC §2: brands prefetch the dashboard and the new-campaign general step, influencers the dashboard,
 * campaigns and settings. The data both dashboards read today is whoami, which the saga refreshes first;
 * dashboard endpoints join this plan when their pages are built. Each page's files are downloaded, not run
 * (chunk-files-prefetch.ts).
 */
export const prefetchPlan: PrefetchPlan = {
  brand: [
    prefetchChunkFiles('page-brand-dashboard', pageChunks.brandDashboard),
    prefetchChunkFiles('page-campaign-wizard', pageChunks.campaignWizard),
  ],
  influencer: [
    prefetchChunkFiles('page-influencer-dashboard', pageChunks.influencerDashboard),
    prefetchChunkFiles('page-campaigns', pageChunks.campaigns),
    prefetchChunkFiles('page-settings', pageChunks.settings),
  ],
};
