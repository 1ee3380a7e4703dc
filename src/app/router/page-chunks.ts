/**
 * Route chunks that are also prefetched (SPEC §2 "Prefetching runs 2 s after start"): one loader per page,
 * shared by the route table and the prefetch plan, so both name (and load) the very same chunk.
 */
export const pageChunks = {
  brandDashboard: () => import(/* webpackChunkName: "page-brand-dashboard" */ '../../features/pages/brand-dashboard.page'),
  influencerDashboard: () => import(/* webpackChunkName: "page-influencer-dashboard" */ '../../features/pages/influencer-dashboard.page'),
  campaigns: () => import(/* webpackChunkName: "page-campaigns" */ '../../features/pages/campaigns.page'),
  settings: () => import(/* webpackChunkName: "page-settings" */ '../../features/pages/settings.page'),
  /** The campaign wizard; its first step (general) is where a new campaign starts. */
  campaignWizard: () => import(/* webpackChunkName: "page-campaign-wizard" */ '../../features/pages/campaign-wizard.page'),
};
