import type { FastifyInstance } from 'fastify';
import type { AccountDeletionService } from '../../../services/account-deletion.service';
import type { AccountsService } from '../../../services/accounts.service';
import type { ActiveCampaignsService } from '../../../services/active-campaigns.service';
import type { InfluencerDashboardService } from '../../../services/influencer-dashboard.service';
import { activeCampaignsRoutes } from './influencers/active-campaigns.routes';
import { influencerDashboardRoutes } from './influencers/influencer-dashboard.routes';
import type { AssetsService } from '../../../services/assets.service';
import type { BrandsService } from '../../../services/brands.service';
import type { CampaignPlanningService } from '../../../services/campaign-planning.service';
import type { CampaignWorkflowService } from '../../../services/campaign-workflow.service';
import type { CampaignsService } from '../../../services/campaigns.service';
import type { HealthService } from '../../../services/health.service';
import type { HelpService } from '../../../services/help.service';
import type { MetricsService } from '../../../services/metrics.service';
import type { NoticesService } from '../../../services/notices.service';
import type { NotificationsService } from '../../../services/notifications.service';
import type { SearchService } from '../../../services/search.service';
import type { UserSettingsService } from '../../../services/user-settings.service';
import { accountDeletionRoutes } from './accounts/account-deletion.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { assetsRoutes } from './assets/assets.routes';
import { brandDashboardRoutes } from './brands/brand-dashboard.routes';
import { brandsRoutes } from './brands/brands.routes';
import { teamRoutes } from './team/team.routes';
import type { BrandTeamService } from '../../../services/brand-team.service';
import type { TeamInvitesService } from '../../../services/team-invites.service';
import { campaignActionsRoutes } from './campaigns/campaign-actions.routes';
import { brandInfluencersRoutes } from './campaigns/brand-influencers.routes';
import { directoryRoutes } from './directory/directory.routes';
import { shortlistsRoutes } from './directory/shortlists.routes';
import type { ShortlistsService } from '../../../services/shortlists.service';
import type { DirectoryService } from '../../../services/directory.service';
import type { BrandInfluencersService } from '../../../services/brand-influencers.service';
import { campaignPlanningRoutes } from './campaigns/campaign-planning.routes';
import { campaignsRoutes } from './campaigns/campaigns.routes';
import { campaignRosterRoutes } from './campaigns/campaign-roster.routes';
import { campaignCollateralRoutes } from './campaigns/campaign-collateral.routes';
import type { CampaignCollateralService } from '../../../services/campaign-collateral.service';
import { discoveryContextRoutes } from './campaigns/discovery-context.routes';
import type { CampaignRosterService } from '../../../services/campaign-roster.service';
import type { MatchingService } from '../../../services/matching.service';
import { utilsRoutes } from './utils/utils.routes';
import { paymentRoutes } from './influencers/payment.routes';
import { influencerRatesRoutes } from './influencers/influencer-rates.routes';
import type { InfluencerRatesService } from '../../../services/influencer-rates.service';
import { influencersRoutes } from './influencers/influencers.routes';
import type { InfluencersService } from '../../../services/influencers.service';
import type { InvitesService } from '../../../services/invites.service';
import { campaignInvitesRoutes } from './influencers/campaign-invites.routes';
import type { PayoutsService } from '../../../services/payouts.service';
import type { ImageProxy } from '../../../integrations/image-proxy/image-proxy';
import type { ImageUrlSigner } from '../../../integrations/image-proxy/signed-image-url';
import { settingsRoutes } from './accounts/settings.routes';
import { sessionsRoutes } from './accounts/sessions.routes';
import type { AccountSessionsService } from '../../../services/account-sessions.service';
import { healthRoutes } from './health/health.routes';
import { helpRoutes } from './help/help.routes';
import { metricsRoutes } from './metrics/metrics.routes';
import { noticesRoutes } from './notices/notices.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { searchRoutes } from './search/search.routes';
import type { SubmissionsService } from '../../../services/submissions.service';
import type { VerificationService } from '../../../services/verification.service';
import { submissionsRoutes } from './campaigns/submissions.routes';
import { operatorRoutes } from './operator/operator.routes';
import { reconciliationRoutes } from './operator/reconciliation.routes';
import type { ReconciliationService } from '../../../services/reconciliation/reconciliation.service';
import { integrationsRoutes } from './integrations/integrations.routes';
import { oauthCallbackRoutes } from './integrations/oauth-callback.routes';
import type { SocialConnectService } from '../../../services/social-connect.service';
import type { SocialVerifyService } from '../../../services/social-verify.service';
import { analyticsRoutes, campaignPerformanceRoutes } from './analytics/analytics.routes';
import type { AnalyticsService } from '../../../services/analytics.service';
import { jobsRoutes } from './jobs/jobs.routes';
import { brandPaymentsRoutes, razorpayProviderRoutes } from './payments/payments.routes';
import { stripeProviderRoutes } from './payments/stripe.routes';
import type { StripeFundingService } from '../../../services/stripe-funding.service';
import { payoutLinesRoutes } from './payments/payout-lines.routes';
import { paymentMethodsRoutes } from './payments/payment-methods.routes';
import type { BrandPaymentMethodsService } from '../../../services/brand-payment-methods.service';
import type { PayoutLinesService } from '../../../services/payout-lines.service';
import type { TaxDetailsService } from '../../../services/tax-details.service';
import type { PayoutSendingService } from '../../../services/payout-sending.service';
import type { PayoutStatementService } from '../../../services/payout-statement.service';
import type { TaxInvoicesService } from '../../../services/tax-invoices.service';
import { taxInvoicesRoutes } from './payments/tax-invoices.routes';
import type { BrandPaymentsService } from '../../../services/brand-payments.service';
import type { JobTriggersService } from '../../../services/job-triggers.service';
import type { EmailTrackingService } from '../../../services/email-tracking.service';
import type { EmailSuppressionsService } from '../../../services/email-suppressions.service';
import type { OutreachTemplatesService } from '../../../services/outreach-templates.service';
import { emailTrackingRoutes } from './email-tracking/email-tracking.routes';
import { emailSuppressionsRoutes } from './email-tracking/email-suppressions.routes';
import { emailSuppressionRoutes } from './accounts/email-suppression.routes';
import { emailTrackingLinksRoutes } from './email-tracking/email-tracking-links.routes';
import { campaignEmailTemplateRoutes } from './campaigns/campaign-email-template.routes';
import type { ConversationsService } from '../../../services/conversations.service';
import { messagesRoutes } from './messages/messages.routes';
import { messageReportsRoutes } from './operator/message-reports.routes';
import type { MessageReportsService } from '../../../services/message-reports.service';

export interface ApiV1Services {
  analytics: AnalyticsService;
  health: HealthService;
  accounts: AccountsService;
  assets: AssetsService;
  brands: BrandsService;
  brandTeam: BrandTeamService;
  teamInvites: TeamInvitesService;
  campaigns: CampaignsService;
  campaignWorkflow: CampaignWorkflowService;
  campaignRoster: CampaignRosterService;
  campaignCollateral: CampaignCollateralService;
  matching: MatchingService;
  campaignPlanning: CampaignPlanningService;
  brandInfluencers: BrandInfluencersService;
  directory: DirectoryService;
  shortlists: ShortlistsService;
  imageProxy: ImageProxy;
  imageUrls: ImageUrlSigner;
  payouts: PayoutsService;
  brandPayments: BrandPaymentsService;
  stripeFunding: StripeFundingService;
  payoutLines: PayoutLinesService;
  taxDetails: TaxDetailsService;
  payoutSending: PayoutSendingService;
  reconciliation: ReconciliationService;
  payoutStatements: PayoutStatementService;
  brandPaymentMethods: BrandPaymentMethodsService;
  taxInvoices: TaxInvoicesService;
  influencers: InfluencersService;
  influencerRates: InfluencerRatesService;
  invites: InvitesService;
  notices: NoticesService;
  submissions: SubmissionsService;
  verification: VerificationService;
  notifications: NotificationsService;
  help: HelpService;
  search: SearchService;
  metrics: MetricsService;
  userSettings: UserSettingsService;
  accountSessions: AccountSessionsService;
  accountDeletion: AccountDeletionService;
  activeCampaigns: ActiveCampaignsService;
  influencerDashboard: InfluencerDashboardService;
  socialConnect: SocialConnectService;
  socialVerify: SocialVerifyService;
  jobTriggers: JobTriggersService;
  emailTracking: EmailTrackingService;
  emailSuppressions: EmailSuppressionsService;
  outreachTemplates: OutreachTemplatesService;
  conversations: ConversationsService;
  messageReports: MessageReportsService;
  publicUrl: string;
}

/** Every /api/v1 area; each area file declares its own paths with trailing slashes. */
export async function apiV1Routes(app: FastifyInstance, services: ApiV1Services): Promise<void> {
  await app.register(healthRoutes, { prefix: '/health', health: services.health });
  await app.register(accountsRoutes, { prefix: '/accounts', accounts: services.accounts });
  await app.register(settingsRoutes, { prefix: '/accounts', userSettings: services.userSettings });
  await app.register(sessionsRoutes, { prefix: '/accounts', accountSessions: services.accountSessions });
  await app.register(accountDeletionRoutes, { prefix: '/accounts', accountDeletion: services.accountDeletion });
  await app.register(emailSuppressionRoutes, { prefix: '/accounts', suppressions: services.emailSuppressions });
  await app.register(noticesRoutes, { prefix: '/notices', notices: services.notices, publicUrl: services.publicUrl });
  await app.register(notificationsRoutes, {
    prefix: '/notifications',
    notifications: services.notifications,
    publicUrl: services.publicUrl,
  });
  await app.register(helpRoutes, { prefix: '/help', help: services.help, publicUrl: services.publicUrl });
  const rateLimits = app.context.config.userRateLimits;
  await app.register(assetsRoutes, { prefix: '/assets', assets: services.assets, publicUrl: services.publicUrl, rateLimits });
  await app.register(brandsRoutes, { prefix: '/brands', brands: services.brands, publicUrl: services.publicUrl });
  await app.register(teamRoutes, { team: services.brandTeam, invites: services.teamInvites, publicUrl: services.publicUrl });
  await app.register(brandDashboardRoutes, { prefix: '/brands', planning: services.campaignPlanning });
  await app.register(campaignPlanningRoutes, { prefix: '/campaigns', planning: services.campaignPlanning });
  await app.register(campaignsRoutes, { prefix: '/campaigns', campaigns: services.campaigns, publicUrl: services.publicUrl });
  await app.register(campaignActionsRoutes, { prefix: '/campaigns', workflow: services.campaignWorkflow, publicUrl: services.publicUrl });
  await app.register(campaignRosterRoutes, { prefix: '/campaigns', roster: services.campaignRoster, publicUrl: services.publicUrl });
  await app.register(campaignEmailTemplateRoutes, { prefix: '/campaigns', templates: services.outreachTemplates });
  await app.register(emailTrackingRoutes, { prefix: '/email-tracking', tracking: services.emailTracking, publicUrl: services.publicUrl });
  await app.register(emailTrackingLinksRoutes, { prefix: '/email-tracking', tracking: services.emailTracking });
  await app.register(emailSuppressionsRoutes, { prefix: '/email-tracking', suppressions: services.emailSuppressions, publicUrl: services.publicUrl });
  await app.register(campaignCollateralRoutes, { prefix: '/campaigns', collateral: services.campaignCollateral });
  await app.register(discoveryContextRoutes, { prefix: '/campaigns', matching: services.matching });
  await app.register(brandInfluencersRoutes, { prefix: '/campaigns', brandInfluencers: services.brandInfluencers, publicUrl: services.publicUrl });
  await app.register(directoryRoutes, { prefix: '/influencers', directory: services.directory, publicUrl: services.publicUrl });
  await app.register(shortlistsRoutes, { prefix: '/influencers', shortlists: services.shortlists });
  await app.register(influencersRoutes, { prefix: '/influencers', influencers: services.influencers });
  await app.register(influencerRatesRoutes, { prefix: '/influencers', rates: services.influencerRates });
  await app.register(campaignInvitesRoutes, { prefix: '/influencers', invites: services.invites, publicUrl: services.publicUrl, rateLimits });
  await app.register(paymentRoutes, { prefix: '/influencers/payment', payouts: services.payouts });
  await app.register(activeCampaignsRoutes, { prefix: '/influencers', activeCampaigns: services.activeCampaigns, publicUrl: services.publicUrl });
  await app.register(influencerDashboardRoutes, { prefix: '/influencers', influencerDashboard: services.influencerDashboard });
  await app.register(integrationsRoutes, { prefix: '/integrations', connect: services.socialConnect, verify: services.socialVerify, publicUrl: services.publicUrl });
  await app.register(oauthCallbackRoutes, { prefix: '/auth', connect: services.socialConnect });
  await app.register(utilsRoutes, { prefix: '/utils', imageProxy: services.imageProxy, imageUrls: services.imageUrls });
  await app.register(searchRoutes, { prefix: '/search', search: services.search });
  await app.register(submissionsRoutes, {
    prefix: '/campaigns', submissions: services.submissions, verification: services.verification, publicUrl: services.publicUrl, rateLimits,
  });
  await app.register(campaignPerformanceRoutes, { prefix: '/campaigns', analytics: services.analytics });
  await app.register(analyticsRoutes, { prefix: '/analytics', analytics: services.analytics });
  await app.register(jobsRoutes, { prefix: '/jobs', triggers: services.jobTriggers });
  await app.register(brandPaymentsRoutes, { payments: services.brandPayments });
  await app.register(paymentMethodsRoutes, { methods: services.brandPaymentMethods });
  await app.register(payoutLinesRoutes, { lines: services.payoutLines, taxDetails: services.taxDetails, statements: services.payoutStatements });
  await app.register(taxInvoicesRoutes, { invoices: services.taxInvoices, publicUrl: services.publicUrl });
  await app.register(razorpayProviderRoutes, {
    payments: services.brandPayments,
    webhookSecrets: () => app.context.config.paymentProviders.razorpay.webhookSecrets,
    payouts: services.payoutSending,
    payoutWebhookSecrets: () => app.context.config.paymentProviders.razorpayx.webhookSecrets,
  });
  await app.register(stripeProviderRoutes, {
    stripeFunding: services.stripeFunding,
    webhookSecrets: () => app.context.config.paymentProviders.stripe?.webhookSecrets ?? [],
    live: () => app.context.config.paymentProviders.mode === 'live',
  });
  await app.register(operatorRoutes, { prefix: '/operator', verification: services.verification, publicUrl: services.publicUrl });
  await app.register(messageReportsRoutes, { prefix: '/operator', reports: services.messageReports, publicUrl: services.publicUrl });
  await app.register(messagesRoutes, { prefix: '/messages', conversations: services.conversations, publicUrl: services.publicUrl, rateLimits });
  await app.register(reconciliationRoutes, { prefix: '/operator', reconciliation: services.reconciliation, publicUrl: services.publicUrl });
  await app.register(metricsRoutes, {
    prefix: '/metrics',
    metrics: services.metrics,
    rateLimitMax: app.context.config.telemetry.metricsRateLimitMax,
  });
}
