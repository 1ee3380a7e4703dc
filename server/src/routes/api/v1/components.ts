import type { TSchema } from '@sinclair/typebox';
import { accountDeletionComponents } from './accounts/account-deletion.schema';
import { accountsComponents } from './accounts/accounts.schema';
import { Asset, AssetMetadata, PaginatedAssetList } from './assets/assets.schema';
import { paymentComponents } from './influencers/payment.schema';
import { influencerRatesComponents } from './influencers/influencer-rates.schema';
import { influencersComponents } from './influencers/influencers.schema';
import { activeCampaignsComponents } from './influencers/active-campaigns.schema';
import { influencerDashboardComponents } from './influencers/influencer-dashboard.schema';
import { campaignInvitesComponents } from './influencers/campaign-invites.schema';
import { settingsComponents } from './accounts/settings.schema';
import { sessionsComponents } from './accounts/sessions.schema';
import { brandsComponents } from './brands/brands.schema';
import { campaignExtrasComponents } from './campaigns/campaign-extras.schema';
import { brandInfluencersComponents } from './campaigns/brand-influencers.schema';
import { campaignsComponents } from './campaigns/campaigns.schema';
import { campaignRosterComponents } from './campaigns/campaign-roster.schema';
import { campaignCollateralComponents } from './campaigns/campaign-collateral.schema';
import { healthComponents } from './health/health.schema';
import { helpComponents } from './help/help.schema';
import { metricsComponents } from './metrics/metrics.schema';
import { noticesComponents } from './notices/notices.schema';
import { notificationsComponents } from './notifications/notifications.schema';
import { searchComponents } from './search/search.schema';
import { directoryComponents } from './directory/directory.schema';
import { shortlistsComponents } from './directory/shortlists.schema';
import { submissionsComponents } from './campaigns/submissions.schema';
import { operatorComponents } from './operator/operator.schema';
import { reconciliationComponents } from './operator/reconciliation.schema';
import { messageReportsComponents } from './operator/message-reports.schema';
import { utilsComponents } from './utils/utils.schema';
import { integrationsComponents } from './integrations/integrations.schema';
import { analyticsComponents } from './analytics/analytics.schema';
import { myPerformanceComponents } from './analytics/my-performance.schema';
import { jobsComponents } from './jobs/jobs.schema';
import { paymentsComponents } from './payments/payments.schema';
import { payoutLinesComponents } from './payments/payout-lines.schema';
import { paymentMethodsComponents } from './payments/payment-methods.schema';
import { taxInvoicesComponents } from './payments/tax-invoices.schema';
import { ErrorResponse, ValidationErrorResponse } from './shared.schema';
import { teamComponents } from './team/team.schema';
import { emailTrackingComponents } from './email-tracking/email-tracking.schema';
import { emailSuppressionsComponents } from './email-tracking/email-suppressions.schema';
import { campaignEmailTemplateComponents } from './campaigns/campaign-email-template.schema';
import { messagesComponents } from './messages/messages.schema';

/** Named schemas registered with `app.addSchema`; they become `components.schemas` of the OpenAPI document. */
export const componentSchemas: readonly TSchema[] = [
  ErrorResponse,
  ValidationErrorResponse,
  ...healthComponents,
  ...accountsComponents,
  ...settingsComponents,
  ...sessionsComponents,
  ...accountDeletionComponents,
  ...noticesComponents,
  ...notificationsComponents,
  ...helpComponents,
  ...searchComponents,
  ...directoryComponents,
  ...influencerRatesComponents,
  ...shortlistsComponents,
  ...metricsComponents,
  Asset,
  AssetMetadata,
  PaginatedAssetList,
  ...paymentComponents,
  ...influencersComponents,
  ...activeCampaignsComponents,
  ...influencerDashboardComponents,
  ...campaignInvitesComponents,
  ...brandsComponents,
  ...teamComponents,
  ...emailTrackingComponents,
  ...emailSuppressionsComponents,
  ...campaignEmailTemplateComponents,
  ...messagesComponents,
  ...campaignsComponents,
  ...campaignExtrasComponents,
  ...campaignRosterComponents,
  ...campaignCollateralComponents,
  ...brandInfluencersComponents,
  ...submissionsComponents,
  ...operatorComponents,
  ...messageReportsComponents,
  ...reconciliationComponents,
  ...analyticsComponents,
  ...myPerformanceComponents,
  ...jobsComponents,
  ...paymentsComponents,
  ...payoutLinesComponents,
  ...paymentMethodsComponents,
  ...taxInvoicesComponents,
  ...utilsComponents,
  ...integrationsComponents,
];
