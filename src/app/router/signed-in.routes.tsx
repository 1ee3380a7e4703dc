import type { RouteObject } from 'react-router-dom';
import { CreateCampaignRedirectRoute } from './create-campaign-redirect.route';
import { DashboardRoute } from './dashboard.route';
import { InfluencerOnlyRoute } from './influencer-only.route';
import { lazyPage } from './lazy-page';
import { pageChunks } from './page-chunks';
import { RouteErrorRoute } from './route-error.route';
import { StaffOnlyRoute } from './staff-only.route';

/** Shell and setup pages show their loader inside the layout's page area, so the top bar stays put. */
const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, null);

/** Profile setup and completion: behind the guard, outside the shell (SPEC §2). */
export const setupRoutes: RouteObject[] = [
  { path: 'profile-setup', element: page(() => import(/* webpackChunkName: "page-profile-setup" */ '../../features/pages/profile-setup.page')) },
  {
    path: 'influencer-setup-complete',
    element: page(() => import(/* webpackChunkName: "page-influencer-setup-complete" */ '../../features/pages/influencer-setup-complete.page')),
  },
  {
    path: 'brand-profile-setup',
    element: page(() => import(/* webpackChunkName: "page-brand-profile-setup" */ '../../features/pages/brand-profile-setup.page')),
  },
  {
    path: 'brand-setup-complete',
    element: page(() => import(/* webpackChunkName: "page-brand-setup-complete" */ '../../features/pages/brand-setup-complete.page')),
  },
];

/** Everything inside the signed-in shell (SPEC §2 "Signed-in shell" and the sidebar's targets). */
export const shellRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorRoute />,
    children: [
      { path: 'dashboard', element: <DashboardRoute /> },
      // The brand sidebar's Create Campaign (/campaigns/create) leads to the brand-scoped creation page.
      { path: 'campaigns/create', element: <CreateCampaignRedirectRoute /> },
      {
        path: 'account/security',
        element: page(() => import(/* webpackChunkName: "page-account-security" */ '../../features/pages/account-security.page')),
      },
      {
        element: <InfluencerOnlyRoute />,
        children: [
          { path: 'settings', element: page(pageChunks.settings) },
          { path: 'campaigns', element: page(pageChunks.campaigns) },
          {
            path: 'campaigns/invites',
            element: page(() => import(/* webpackChunkName: "page-campaign-invites" */ '../../features/pages/campaign-invites.page')),
          },
          {
            path: 'campaigns/invites/:inviteId',
            element: page(() => import(/* webpackChunkName: "page-campaign-invite" */ '../../features/pages/campaign-invite.page')),
          },
          {
            path: 'campaigns/active',
            element: page(() => import(/* webpackChunkName: "page-active-campaigns" */ '../../features/pages/active-campaigns.page')),
          },
          {
            path: 'campaigns/active/:id/*',
            element: page(() => import(/* webpackChunkName: "page-active-campaign" */ '../../features/pages/active-campaign.page')),
          },
        ],
      },
      {
        path: 'brands/:brandId/campaigns',
        element: page(() => import(/* webpackChunkName: "page-brand-campaigns" */ '../../features/pages/brand-campaigns.page')),
      },
      {
        path: 'brands/:brandId/campaigns/create',
        element: page(() => import(/* webpackChunkName: "page-create-campaign" */ '../../features/pages/create-campaign.page')),
      },
      {
        path: 'brands/:brandId/campaigns/wizard/:campaignId/:step',
        element: page(pageChunks.campaignWizard),
      },
      {
        path: 'brands/:brandId/campaigns/:campaignId',
        element: page(() => import(/* webpackChunkName: "page-brand-campaign" */ '../../features/pages/brand-campaign.page')),
      },
      {
        path: 'brands/:brandId/campaigns/:campaignId/influencers/:influencerId',
        element: page(() => import(/* webpackChunkName: "page-brand-campaign-influencer" */ '../../features/pages/brand-campaign-influencer.page')),
      },
      {
        element: <StaffOnlyRoute />,
        children: [
          {
            path: 'operator/disputes',
            element: page(() => import(/* webpackChunkName: "page-operator-disputes" */ '../../features/pages/operator-disputes.page')),
          },
          {
            path: 'operator/reconciliation',
            element: page(() => import(/* webpackChunkName: "page-operator-reconciliation" */ '../../features/pages/operator-reconciliation.page')),
          },
          {
            path: 'operator/outbox',
            element: page(() => import(/* webpackChunkName: "page-operator-outbox" */ '../../features/pages/operator-outbox.page')),
          },
          {
            path: 'operator/email-suppressions',
            element: page(() => import(/* webpackChunkName: "page-operator-email-suppressions" */ '../../features/pages/operator-email-suppressions.page')),
          },
          {
            path: 'operator/message-reports',
            element: page(() => import(/* webpackChunkName: "page-operator-message-reports" */ '../../features/pages/operator-message-reports.page')),
          },
        ],
      },
      {
        path: 'brands/:brandId/campaigns/:campaignId/success',
        element: page(() => import(/* webpackChunkName: "page-campaign-success" */ '../../features/pages/campaign-success.page')),
      },
      { path: 'help', element: page(() => import(/* webpackChunkName: "page-help" */ '../../features/help/pages/help-home.page')) },
      { path: 'help/:category', element: page(() => import(/* webpackChunkName: "page-help-category" */ '../../features/help/pages/help-category.page')) },
      {
        path: 'help/:category/:slug',
        element: page(() => import(/* webpackChunkName: "page-help-article" */ '../../features/help/pages/help-article.page')),
      },
      { path: 'profile', element: page(() => import(/* webpackChunkName: "page-profile" */ '../../features/pages/profile.page')) },
      { path: 'influencers', element: page(() => import(/* webpackChunkName: "page-influencers" */ '../../features/pages/influencers.page')) },
      {
        path: 'influencers/:influencerId',
        element: page(() => import(/* webpackChunkName: "page-influencer-profile" */ '../../features/pages/influencer-profile.page')),
      },
      { path: 'analytics', element: page(() => import(/* webpackChunkName: "page-analytics" */ '../../features/pages/analytics.page')) },
      { path: 'payments', element: page(() => import(/* webpackChunkName: "page-payments" */ '../../features/pages/payments.page')) },
      { path: 'team', element: page(() => import(/* webpackChunkName: "page-team" */ '../../features/pages/team.page')) },
      { path: 'earnings', element: page(() => import(/* webpackChunkName: "page-earnings" */ '../../features/pages/earnings.page')) },
      { path: 'messages', element: page(() => import(/* webpackChunkName: "page-messages" */ '../../features/pages/messages.page')) },
      { path: 'messages/:threadId', element: page(() => import(/* webpackChunkName: "page-messages" */ '../../features/pages/messages.page')) },
      {
        path: 'notifications',
        element: page(() => import(/* webpackChunkName: "page-notifications" */ '../../features/pages/notifications.page')),
      },
    ],
  },
];
