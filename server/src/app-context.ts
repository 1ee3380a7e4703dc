import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseConnection } from './db/database';
import type { Identity, IdentityConfig } from './identity/identity.types';
import { createAccountDeletionRepository } from './repositories/account-deletion.repository';
import { createActiveCampaignsRepository } from './repositories/active-campaigns.repository';
import { createActiveCampaignsService } from './services/active-campaigns.service';
import { createInfluencerDashboardService } from './services/influencer-dashboard.service';
import { createAccountsRepository } from './repositories/accounts.repository';
import { createAssetsRepository } from './repositories/assets.repository';
import { createBrandsRepository } from './repositories/brands.repository';
import { createBrandInfluencersRepository } from './repositories/brand-influencers.repository';
import { createBrandInfluencersService } from './services/brand-influencers.service';
import { createDirectoryRepository } from './repositories/directory.repository';
import { createBrandContext, createDirectoryService } from './services/directory.service';
import { createShortlistsRepository } from './repositories/shortlists.repository';
import { createShortlistsService } from './services/shortlists.service';
import { createCampaignStatsRepository } from './repositories/campaign-stats.repository';
import { createContentStatsRepository } from './repositories/content-stats.repository';
import { createPerformanceRepository } from './repositories/performance.repository';
import { createAnalyticsService } from './services/analytics.service';
import { createCampaignsRepository } from './repositories/campaigns.repository';
import { createInfluencersRepository } from './repositories/influencers.repository';
import { createInvitesRepository } from './repositories/invites.repository';
import { createMetricsRepository } from './repositories/metrics.repository';
import { createHelpRepository } from './repositories/help.repository';
import { createNoticesRepository } from './repositories/notices.repository';
import { createNotificationsRepository } from './repositories/notifications.repository';
import { createSearchRepository } from './repositories/search.repository';
import { createSubmissionsRepository } from './repositories/submissions.repository';
import { createContentLookup } from './integrations/content-lookup/content-lookup';
import { createSubmissionsService } from './services/submissions.service';
import { createContentOwnershipService } from './services/content-ownership.service';
import { createVerificationService } from './services/verification.service';
import { createSystemRepository } from './repositories/system.repository';
import { createUserSettingsRepository } from './repositories/user-settings.repository';
import { createUsersRepository, type UsersRepository } from './repositories/users.repository';
import { createAccountDeletionService, type OwnedAssetsRemover } from './services/account-deletion.service';
import { createAccountsService } from './services/accounts.service';
import { createAssetsService } from './services/assets.service';
import { createBrandsService } from './services/brands.service';
import { createCampaignAccess } from './services/campaign-access';
import { createCampaignPlanningService } from './services/campaign-planning.service';
import { createCampaignWorkflowService } from './services/campaign-workflow.service';
import { createCampaignSettlementService } from './services/campaign-settlement.service';
import { createFundingRefundsService, razorpayRefundGateway, stripeRefundGateway } from './services/funding-refunds.service';
import { enqueueSettleCampaigns, settleCampaignsJob } from './jobs/settle-campaigns.job';
import { createCampaignsService } from './services/campaigns.service';
import { createObjectStorage } from './storage/create-object-storage';
import { createImageProxy } from './integrations/image-proxy/image-proxy';
import { createImageUrlSigner } from './integrations/image-proxy/signed-image-url';
import { loadPayoutKey } from './crypto/payout-key';
import { createSecretBox } from './crypto/secret-box';
import { createPayoutsRepository } from './repositories/payouts.repository';
import { createPayoutsService } from './services/payouts.service';
import { createLedgerRepository } from './repositories/ledger.repository';
import { createFundingOrdersRepository } from './repositories/funding-orders.repository';
import { createMoneyMovements } from './services/ledger/money-movements.service';
import { ledgerAccounts as ledgerAccountCodes } from './services/ledger/ledger-accounts';
import { createBrandPaymentsService } from './services/brand-payments.service';
import { createBrandPaymentMethodsService } from './services/brand-payment-methods.service';
import { createBrandPaymentMethodsRepository } from './repositories/brand-payment-methods.repository';
import { createPayoutLinesService } from './services/payout-lines.service';
import { createPayoutLinesRepository } from './repositories/payout-lines.repository';
import { createTaxDetailsService } from './services/tax-details.service';
import { createPayoutSendingService } from './services/payout-sending.service';
import { createPayoutStatementService } from './services/payout-statement.service';
import { createTaxInvoicesService } from './services/tax-invoices.service';
import { createTaxInvoicesRepository } from './repositories/tax-invoices.repository';
import { createPayoutsSendingRepository } from './repositories/payouts-sending.repository';
import { createRazorpayXClient } from './integrations/razorpayx/razorpayx.client';
import { enqueueSendPayouts, sendPayoutsJob } from './jobs/send-payouts.job';
import { enqueueReconciliationRun, reconcilePaymentsJob } from './jobs/reconcile-payments.job';
import { createReconciliation } from './services/reconciliation/reconciliation.setup';
import { createRazorpayClient } from './integrations/razorpay/razorpay.client';
import { createStripeClient } from './integrations/stripe/stripe.client';
import { createStripeFundingService } from './services/stripe-funding.service';
import { createPaymentsSandbox } from './integrations/sandbox/payments-sandbox';
import { inRequestTransaction } from './db/transaction-scope';
import { createInfluencersService } from './services/influencers.service';
import { createInfluencerRatesService } from './services/influencer-rates.service';
import { createInfluencerRatesRepository } from './repositories/influencer-rates.repository';
import { createInviteExpiryService } from './services/invite-expiry.service';
import { createInvitesService } from './services/invites.service';
import { createHealthService } from './services/health.service';
import { createHelpService } from './services/help.service';
import { createMetricsService } from './services/metrics.service';
import { createNoticesService } from './services/notices.service';
import { createNotificationsService } from './services/notifications.service';
import { createSearchService } from './services/search.service';
import { createUserSettingsService } from './services/user-settings.service';
import { createAccountSessionsService } from './services/account-sessions.service';
import { createAuthSessionsRepository } from './repositories/auth-sessions.repository';
import { createJobRunner } from './jobs/job-runner';
import { afterCommit, scopedDatabase } from './db/transaction-scope';
import { enqueueMatching, matchingJob } from './jobs/matching.job';
import { marketplaceSchedules } from './jobs/marketplace-schedules.job';
import { pruneIdempotencyKeysJob } from './jobs/idempotency-keys.job';
import { createIdempotencyKeysRepository } from './repositories/idempotency-keys.repository';
import { createMatchingRepository } from './repositories/matching.repository';
import { createCampaignRosterRepository } from './repositories/campaign-roster.repository';
import { createCampaignCollateralRepository } from './repositories/campaign-collateral.repository';
import { createMatchingService } from './services/matching.service';
import { createOutboxRepository } from './repositories/outbox.repository';
import { createInviteExpiryRepository } from './repositories/invite-expiry.repository';
import { createOutboxService } from './services/outbox.service';
import { deliverNotification, notificationKind } from './services/notification-outbox';
import { createNotificationEmailDeliverer, notificationEmailKind } from './services/notification-email';
import { createBrandTeamActivityRepository } from './repositories/brand-team-activity.repository';
import { createBrandTeamInvitesRepository } from './repositories/brand-team-invites.repository';
import { createBrandTeamMembersRepository } from './repositories/brand-team-members.repository';
import { createBrandTeamService } from './services/brand-team.service';
import { createTeamAccess } from './services/team-access';
import { createTeamInviteEmailDeliverer, teamInviteEmailKind } from './services/team-invite-email';
import { createTeamInvitesService } from './services/team-invites.service';
import { createOutreachEmailRepository } from './repositories/outreach-email.repository';
import { createEmailSuppressionsRepository } from './repositories/email-suppressions.repository';
import { createTrackingLinks } from './services/email-tracking-links';
import { createOutreachEmailDeliverer, outreachEmailKind } from './services/outreach-email';
import { createEmailTrackingService } from './services/email-tracking.service';
import { createEmailSuppressionsService } from './services/email-suppressions.service';
import { createOutreachTemplatesService } from './services/outreach-templates.service';
import { createOutboxDeliveryLoop } from './jobs/outbox-delivery.loop';
import { outboxJobs } from './jobs/outbox-delivery.job';
import { createCampaignRosterService } from './services/campaign-roster.service';
import { createCampaignCollateralService } from './services/campaign-collateral.service';
import { createSocialTokenBox } from './crypto/social-token-box';
import { createSocialSandbox } from './integrations/sandbox/social-sandbox';
import { sandboxCredentials } from './integrations/sandbox/sandbox-endpoints';
import { createYoutubeClient } from './integrations/youtube/youtube.client';
import { createInstagramClient } from './integrations/instagram/instagram.client';
import { createInstagramAdapter, createYoutubeAdapter } from './integrations/social/platform-adapters';
import { defaultRetryPolicy } from './integrations/social/provider-retry';
import { createOAuthStatesRepository } from './repositories/oauth-states.repository';
import { createSocialConnectionsRepository } from './repositories/social-connections.repository';
import { createSocialTokensService } from './services/social-tokens.service';
import { createSocialConnectService } from './services/social-connect.service';
import { createSocialVerifyService, socialRevokeKind } from './services/social-verify.service';
import { pruneOAuthStatesJob } from './jobs/oauth-states.job';
import { createQuotaLedgerRepository, youtubeDataApiQuota } from './repositories/quota-ledger.repository';
import { pacificQuotaDay } from './integrations/youtube/youtube-quota';
import { createStatsCollectionRepository } from './repositories/stats-collection.repository';
import { createTokenRefreshRepository } from './repositories/token-refresh.repository';
import { createAssetCleanupRepository } from './repositories/asset-cleanup.repository';
import { createVideoStatsService } from './services/video-stats.service';
import { createInstagramTokenRefreshService } from './services/instagram-token-refresh.service';
import { createAssetCleanupService } from './services/asset-cleanup.service';
import { createJobTriggersService } from './services/job-triggers.service';
import { videoStatsJob } from './jobs/video-stats.job';
import { refreshInstagramTokensJob } from './jobs/instagram-tokens.job';
import { cleanupAssetsJob } from './jobs/asset-cleanup.job';
import { createConversationsRepository } from './repositories/conversations.repository';
import { createConversationsService } from './services/conversations.service';
import { createMessageReportsRepository } from './repositories/message-reports.repository';
import { createMessageReportsService } from './services/message-reports.service';

type CreateIdentity = (options: {
  config: IdentityConfig;
  db: DatabaseConnection['db'];
  publicUrl: string;
  logger: FastifyBaseLogger;
  users: UsersRepository;
}) => Promise<Identity>;

/** Wires repositories and services once per app: routes -> services -> repositories -> db. */
export async function createAppContext(options: {
  config: AppConfig;
  database: DatabaseConnection;
  logger: FastifyBaseLogger;
  createIdentity: CreateIdentity;
}) {
  const { config, database, logger } = options;
  // Repositories see a keyed request's transaction while one is bound (docs/idempotency.md "Atomicity").
  const db = scopedDatabase(database.db);
  const repositories = {
    users: createUsersRepository(db),
    brands: createBrandsRepository(db),
    brandInfluencers: createBrandInfluencersRepository(db),
    directory: createDirectoryRepository(db),
    shortlists: createShortlistsRepository(db),
    campaigns: createCampaignsRepository(db),
    campaignStats: createCampaignStatsRepository(db),
    contentStats: createContentStatsRepository(db),
    performance: createPerformanceRepository(db),
    influencers: createInfluencersRepository(db),
    invites: createInvitesRepository(db),
    notices: createNoticesRepository(db),
    notifications: createNotificationsRepository(db),
    help: createHelpRepository(db),
    search: createSearchRepository(db),
    submissions: createSubmissionsRepository(db),
    accounts: createAccountsRepository(db),
    assets: createAssetsRepository(db),
    payouts: createPayoutsRepository(db),
    system: createSystemRepository(database),
    metrics: createMetricsRepository(db),
    userSettings: createUserSettingsRepository(db),
    accountDeletion: createAccountDeletionRepository(db),
    activeCampaigns: createActiveCampaignsRepository(db),
    // The root client: a key's claim and release commit on their own, outside the request's transaction.
    idempotencyKeys: createIdempotencyKeysRepository(database.db),
  };
  const identity = await options.createIdentity({
    config: config.identity,
    db,
    publicUrl: config.publicUrl,
    logger,
    users: repositories.users,
  });
  const storage = createObjectStorage({ dataDir: config.dataDir, storage: config.storage });
  // Conversations (docs/messages.md): an attachment may be downloaded by the thread's participants too.
  const conversationsRepository = createConversationsRepository(db);
  const assets = createAssetsService({
    assets: repositories.assets, storage, logger,
    sharedWith: async (userId, assetId) =>
      (await repositories.submissions.assetSubmittedToMember(userId, assetId)) || conversationsRepository.assetSharedWith(userId, assetId),
  });
  const payoutKey = loadPayoutKey(config.payoutKey);
  const payoutSecretBox = createSecretBox(new Map([['k1', payoutKey]]), 'k1');
  // Saving payout details asks the payouts job to run (wired below, once the job runner exists).
  let payoutDetailsSaved = () => {};
  const payouts = createPayoutsService({ payouts: repositories.payouts, secretBox: payoutSecretBox, onSaved: () => payoutDetailsSaved() });
  const campaignAccess = createCampaignAccess({ brands: repositories.brands, campaigns: repositories.campaigns });
  const campaignPlanning = createCampaignPlanningService({ stats: repositories.campaignStats, campaigns: repositories.campaigns, access: campaignAccess });
  const campaigns = createCampaignsService({
    campaigns: repositories.campaigns,
    assets: repositories.assets,
    access: campaignAccess,
    exposure: campaignPlanning.exposureByType,
  });
  const notifications = createNotificationsService({ notifications: repositories.notifications, users: repositories.users });
  // Side effects of changes (notifications) are written to the outbox in the change's transaction; the worker
  // delivers them (docs/outbox.md). Services get `outbox` to kick this process's delivery loop after a commit.
  // Team management (docs/team.md): invite tokens in outbox payloads are sealed with the payout key.
  const teamInvitesRepository = createBrandTeamInvitesRepository(db);
  // Outreach e-mail (docs/outreach-email.md): tracking links signed with a key derived from the master secret.
  const outreachEmails = createOutreachEmailRepository(db);
  const trackingLinks = createTrackingLinks(payoutKey, config.publicUrl);
  const outbox = createOutboxService({ db, repository: createOutboxRepository(db), deliverers: {
    [outreachEmailKind]: createOutreachEmailDeliverer({ mailer: identity.mailer, repository: outreachEmails, links: trackingLinks, dailyCap: () => config.outreachDailyCap }),
    [teamInviteEmailKind]: createTeamInviteEmailDeliverer({ mailer: identity.mailer, publicUrl: config.publicUrl, box: payoutSecretBox, invites: teamInvitesRepository }),
    [notificationKind]: deliverNotification,
    [notificationEmailKind]: createNotificationEmailDeliverer({ mailer: identity.mailer, publicUrl: config.publicUrl }),
    // Revoking a disconnected account's grant at the platform (the social services are wired below).
    [socialRevokeKind]: (tx, payload, event) => social.verify.deliverRevocation(tx, payload, event),
  }, logger });
  // Background jobs (pg-boss, docs/marketplace.md "Jobs"): features register theirs here; app.ts starts and stops them.
  const jobs = createJobRunner({
    mode: config.jobs.mode, database, logger, expireInSeconds: config.jobs.expireInSeconds, heartbeatSeconds: config.jobs.heartbeatSeconds, holdAfterWorkMs: config.jobs.holdAfterWorkMs,
  });
  const campaignWorkflow = createCampaignWorkflowService({
    campaigns: repositories.campaigns, access: campaignAccess, view: campaigns.view, afterPublish: (id) => afterCommit(() => enqueueMatching(jobs)(id)),
    // A completed or cancelled campaign's money is settled (CPM lines, refunds) by the job, after the status commits.
    afterClosed: () => afterCommit(enqueueSettleCampaigns(jobs)),
  });
  const outboxLoop = createOutboxDeliveryLoop({ deliver: () => outbox.deliverPending(), logger });
  // After the request's COMMIT (transaction-scope.ts): a pass started inside it would not see the new events yet.
  outbox.onKick(() => void afterCommit(outboxLoop.kick).catch((error: unknown) => logger.error({ err: error }, 'outbox kick failed')));
  jobs.registerLoop(outboxLoop);
  for (const job of outboxJobs(outbox)) jobs.register(job);
  const matching = createMatchingService({ db, campaigns: repositories.campaigns, matching: createMatchingRepository(db, database.kind), workflow: campaignWorkflow, outbox });
  jobs.register(matchingJob(matching));
  // The money ledger (docs/payments.md): invites are limited by funded money, acceptances commit it.
  const ledger = createLedgerRepository(db);
  const money = createMoneyMovements(ledger);
  const campaignRoster = createCampaignRosterService({
    roster: createCampaignRosterRepository(db), campaigns: repositories.campaigns, access: campaignAccess, workflow: campaignWorkflow, outbox,
    fundsAvailable: (campaign) => ledger.balance(ledgerAccountCodes.campaignEscrow(campaign.brandId, campaign.id, campaign.currency).code, campaign.currency),
  });
  const inviteExpiry = createInviteExpiryService({ repository: createInviteExpiryRepository(db), outbox });
  for (const job of marketplaceSchedules({ inviteExpiry, campaigns: repositories.campaigns, jobs })) jobs.register(job);
  jobs.register(pruneIdempotencyKeysJob(repositories.idempotencyKeys));
  const social = createSocialServices({ config, db, logger, payoutKey, outbox, influencers: repositories.influencers });
  for (const job of social.jobs) jobs.register(job);
  // One per-day YouTube quota ledger for the statistics job and the content ownership check.
  const quotaLedger = createQuotaLedgerRepository(db);
  const submissions = createSubmissionsService({
    submissions: repositories.submissions, access: campaignAccess, outbox, contentLookup: createContentLookup(config.contentLookup),
    ownership: createContentOwnershipService({
      tokens: social.tokens, adapters: social.adapters, logger,
      youtubeQuota: {
        reserve: async () => (await quotaLedger.reserve(youtubeDataApiQuota, pacificQuotaDay(new Date()), 1, config.jobs.youtubeDailyQuotaUnits)) !== null,
        exhausted: () => quotaLedger.markExhausted(youtubeDataApiQuota, pacificQuotaDay(new Date()), new Date()),
      },
    }),
  });
  const payoutLinesRepository = createPayoutLinesRepository(db);
  const verification = createVerificationService({
    submissions: repositories.submissions, views: submissions, outbox,
    createPayoutLine: (tx, submissionId) => payoutLinesRepository.createForVerifiedSubmission(tx, submissionId),
  });
  const campaignCollateral = createCampaignCollateralService({
    repository: createCampaignCollateralRepository(db), campaigns: repositories.campaigns, brands: repositories.brands, storage,
  });
  // Statistics, token refresh and upload cleanup (docs/analytics.md "Jobs"): daily schedules plus POST jobs/{name}/.
  const videoStats = createVideoStatsService({
    stats: createStatsCollectionRepository(db), contentStats: repositories.contentStats, ledger: quotaLedger, connections: social.connections,
    tokens: social.tokens, youtube: social.clients.youtube, instagram: social.clients.instagram, youtubeUnitsSent: social.clients.youtubeUnitsSent,
    youtubeDailyQuotaUnits: config.jobs.youtubeDailyQuotaUnits, logger,
  });
  jobs.register(videoStatsJob({ stats: videoStats, jobs, logger }));
  const instagramTokenRefresh = createInstagramTokenRefreshService({ repository: createTokenRefreshRepository(db), tokens: social.tokens, logger });
  jobs.register(refreshInstagramTokensJob({ refresh: instagramTokenRefresh, logger }));
  const assetCleanup = createAssetCleanupService({ repository: createAssetCleanupRepository(db), storage, graceHours: config.jobs.assetCleanupGraceHours, logger });
  jobs.register(cleanupAssetsJob({ cleanup: assetCleanup, logger }));
  // Brand funding through Razorpay (live, or the product's own sandbox), booked in the ledger (docs/payments.md).
  const paymentProviders = config.paymentProviders;
  // The sandbox remembers payments from the product's records (after a restart, or written by the demo seed).
  const paymentsSandbox = paymentProviders.mode === 'sandbox'
    ? createPaymentsSandbox({
      publicUrl: config.publicUrl,
      recallRazorpayPayment: (id) => createFundingOrdersRepository(db).paidRazorpayPayment(id),
      recallRazorpayXPayouts: (filter) => createPayoutsSendingRepository(db).recallForSandbox(filter),
      recallStripeIntent: (intentId) => createFundingOrdersRepository(db).stripeIntentForSandbox(intentId),
    })
    : null;
  const razorpay = createRazorpayClient({
    keyId: paymentProviders.razorpay.keyId,
    keySecret: paymentProviders.razorpay.keySecret,
    baseUrl: paymentProviders.razorpay.apiBaseUrl,
    timeoutMs: paymentProviders.timeoutMs,
    ...(paymentsSandbox ? { fetch: paymentsSandbox.fetch } : {}),
  });
  const fundingOrders = createFundingOrdersRepository(db);
  const paymentTransaction = <T>(work: () => Promise<T>) => inRequestTransaction(database.db, () => work(), (error) => logger.error({ err: error }, 'after-commit callback failed'));
  // USD and EUR through Stripe (live when its keys are set, or the product's own sandbox).
  const stripeSettings = paymentProviders.stripe;
  const stripe = stripeSettings
    ? createStripeClient({ secretKey: stripeSettings.secretKey, baseUrl: stripeSettings.apiBaseUrl, timeoutMs: paymentProviders.timeoutMs, ...(paymentsSandbox ? { fetch: paymentsSandbox.fetch } : {}) })
    : null;
  const stripeFunding = createStripeFundingService({
    applyRefundWebhook: (refund) => fundingRefunds.applyWebhook('stripe', refund),
    db, fundingOrders, campaigns: repositories.campaigns, money, settings: stripeSettings, mode: paymentProviders.mode, publicUrl: config.publicUrl, transaction: paymentTransaction,
    stripe,
  });
  const brandPayments = createBrandPaymentsService({
    db, brands: repositories.brands, campaigns: repositories.campaigns, fundingOrders, ledger, money, razorpay, stripeFunding,
    razorpaySettings: paymentProviders.razorpay, mode: paymentProviders.mode, publicUrl: config.publicUrl,
    listCampaigns: repositories.campaigns.listForBrand,
    applyRefundWebhook: (entity) => fundingRefunds.applyWebhook('razorpay', entity),
    // A webhook has no request transaction of its own: its dedupe row and its effects commit together here.
    transaction: (work) => inRequestTransaction(database.db, () => work(), (error) => logger.error({ err: error }, 'after-commit callback failed')),
  });
  // Creator payouts through RazorpayX (live, or the product's own sandbox): the job sends approved earnings.
  const taxDetails = createTaxDetailsService({ db, secretBox: payoutSecretBox, onSaved: () => payoutDetailsSaved() });
  const taxInvoices = createTaxInvoicesService({
    seriesPrefix: paymentProviders.invoiceSeriesPrefix, invoices: createTaxInvoicesRepository(db), brands: repositories.brands, lines: payoutLinesRepository,
  });
  const razorpayx = createRazorpayXClient({
    keyId: paymentProviders.razorpayx.keyId, keySecret: paymentProviders.razorpayx.keySecret, accountNumber: paymentProviders.razorpayx.accountNumber,
    baseUrl: paymentProviders.razorpayx.apiBaseUrl, timeoutMs: paymentProviders.timeoutMs, ...(paymentsSandbox ? { fetch: paymentsSandbox.fetch } : {}),
  });
  const payoutSending = createPayoutSendingService({
    db,
    razorpayx,
    payoutDetails: payouts, taxDetails, invoices: taxInvoices, tdsFamily: paymentProviders.tdsFamily, logger, outbox,
    // PostgreSQL: up to 8 lines at once, leaving the pool room for the process's other work (docs/performance.md
    // "Money benchmarks"); the embedded PGlite has one connection.
    concurrency: config.databaseUrl ? Math.max(1, Math.min(8, config.database.poolSize - 2)) : 1,
    transaction: (work) => inRequestTransaction(database.db, () => work(), (error) => logger.error({ err: error }, 'after-commit callback failed')),
  });
  jobs.register(sendPayoutsJob({ sending: payoutSending, logger }));
  // A finished campaign's cut-off: CPM lines, unused commitments back, the escrow refunded (docs/payments.md).
  const fundingRefunds = createFundingRefundsService({
    db, gateways: { razorpay: razorpayRefundGateway(razorpay), ...(stripe ? { stripe: stripeRefundGateway(stripe) } : {}) }, logger,
    afterPlanned: () => void afterCommit(enqueueSettleCampaigns(jobs)).catch((error: unknown) => logger.error({ err: error }, 'refund run not queued')),
  });
  const campaignSettlement = createCampaignSettlementService({ db, refunds: fundingRefunds, logger });
  jobs.register(settleCampaignsJob({ settlement: campaignSettlement, refunds: fundingRefunds, logger }));
  const kickPayouts = () => void afterCommit(enqueueSendPayouts(jobs)).catch((error: unknown) => logger.error({ err: error }, 'payout run not queued'));
  payoutDetailsSaved = kickPayouts;
  // The daily reconciliation of provider records with the ledger, reported to operators (docs/payments.md).
  const reconciliation = createReconciliation({
    db, ledger, razorpay, razorpayx, stripe, logger,
    enqueue: (runId) => afterCommit(() => enqueueReconciliationRun(jobs)(runId)).catch((error: unknown) => logger.error({ err: error, runId }, 'reconciliation run not queued')),
  });
  jobs.register(reconcilePaymentsJob({ reconciliation }));
  const activeCampaigns = createActiveCampaignsService({ repository: repositories.activeCampaigns, collateralFiles: campaignCollateral.filesOf });
  const teamAccess = createTeamAccess({ brands: repositories.brands });
  const brandContext = createBrandContext({ brands: repositories.brands });
  const directory = createDirectoryService({ directory: repositories.directory, brandContext, shortlistsHolding: repositories.shortlists.holding });
  const services = {
    analytics: createAnalyticsService({
      performance: repositories.performance, campaigns: repositories.campaigns, brands: repositories.brands, submissions: repositories.submissions,
    }),
    activeCampaigns,
    influencerDashboard: createInfluencerDashboardService({ repository: repositories.activeCampaigns, activeCampaigns }),
    submissions,
    verification,
    assets,
    campaigns,
    campaignPlanning,
    brandInfluencers: createBrandInfluencersService({
      repository: repositories.brandInfluencers, access: campaignAccess, submissionEvents: repositories.submissions.eventsOf,
    }),
    directory,
    shortlists: createShortlistsService({ shortlists: repositories.shortlists, directory: repositories.directory, brandContext, entriesFor: directory.entriesFor }),
    campaignWorkflow,
    matching,
    campaignRoster,
    emailTracking: createEmailTrackingService({ db, repository: outreachEmails, links: trackingLinks, access: campaignAccess, brands: repositories.brands }),
    emailSuppressions: createEmailSuppressionsService({ repository: createEmailSuppressionsRepository(db) }),
    outreachTemplates: createOutreachTemplatesService({
      repository: outreachEmails, access: campaignAccess, brands: repositories.brands, roster: campaignRoster, publicUrl: config.publicUrl,
    }),
    campaignCollateral,
    inviteExpiry,
    invites: createInvitesService({
      invites: repositories.invites, expiry: inviteExpiry, workflow: campaignWorkflow, outbox, collateralFiles: campaignCollateral.filesOf,
      commitAcceptance: (tx, input) => createMoneyMovements(createLedgerRepository(tx)).commitPlacement(input),
    }),
    payouts,
    brandPayments,
    stripeFunding,
    taxDetails,
    payoutSending,
    // A brand's payment methods (docs/payments-page.md "Payment methods"): secrets sealed with the payout key.
    brandPaymentMethods: createBrandPaymentMethodsService({
      brands: repositories.brands, methods: createBrandPaymentMethodsRepository(db), secretBox: payoutSecretBox,
    }),
    taxInvoices,
    fundingRefunds,
    campaignSettlement,
    reconciliation,
    payoutStatements: createPayoutStatementService({
      payouts: createPayoutsSendingRepository(db), lines: payoutLinesRepository, influencers: repositories.influencers, taxDetails,
    }),
    payoutLines: createPayoutLinesService({
      db, lines: payoutLinesRepository, ledger, brands: repositories.brands, influencers: repositories.influencers, payoutDetails: payouts, taxDetails,
      afterApproved: kickPayouts, outbox,
    }),
    influencers: createInfluencersService({ influencers: repositories.influencers, payouts, assets, revocationEvents: social.verify.revocationEvents }),
    influencerRates: createInfluencerRatesService({ rates: createInfluencerRatesRepository(db) }),
    socialConnect: social.connect,
    socialVerify: social.verify,
    socialTokens: social.tokens,
    videoStats,
    instagramTokenRefresh,
    assetCleanup,
    jobTriggers: createJobTriggersService({ jobs }),
    conversations: createConversationsService({
      db, conversations: conversationsRepository, brands: repositories.brands, influencers: repositories.influencers, assets: repositories.assets, outbox,
      directory: repositories.directory,
    }),
    messageReports: createMessageReportsService({ db, reports: createMessageReportsRepository(db), outbox }),
    brands: createBrandsService({ brands: repositories.brands, assets: () => assets }),
    brandTeam: createBrandTeamService({
      access: teamAccess, members: createBrandTeamMembersRepository(db), activity: createBrandTeamActivityRepository(db),
      // last_active_at is written after the answer, outside any request transaction: the root client.
      lastActive: createBrandTeamMembersRepository(database.db),
    }),
    teamInvites: createTeamInvitesService({ access: teamAccess, invites: teamInvitesRepository, box: payoutSecretBox, kick: () => outbox.kick() }),
    imageProxy: createImageProxy(),
    // Signed image-proxy links share the master secret every API process already has (HKDF-derived key).
    imageUrls: createImageUrlSigner(payoutKey),
    health: createHealthService({ system: repositories.system, version: config.version, identityMode: identity.mode }),
    accounts: createAccountsService({ accounts: repositories.accounts }),
    notices: createNoticesService({ notices: repositories.notices }),
    notifications,
    help: createHelpService({ help: repositories.help }),
    search: createSearchService({ search: repositories.search }),
    metrics: createMetricsService({ metrics: repositories.metrics, logger, retentionDays: config.telemetry.metricsRetentionDays }),
    userSettings: createUserSettingsService({ userSettings: repositories.userSettings, influencers: repositories.influencers }),
    accountSessions: createAccountSessionsService({
      sessions: createAuthSessionsRepository(db),
      builtinIssuer: identity.mode === 'builtin' ? config.publicUrl : null,
    }),
    accountDeletion: createAccountDeletionService({
      accountDeletion: repositories.accountDeletion,
      identityMode: identity.mode,
      builtinIssuer: config.publicUrl,
      // The assets service (uploads) removes the user's stored files first, once it is wired.
      assets: () => assetsRemover,
    }),
  };
  const assetsRemover: OwnedAssetsRemover | undefined = (services as { assets?: OwnedAssetsRemover }).assets;
  return { config, database, identity, jobs, outbox, paymentsSandbox, ledger, money, sandbox: social.sandbox, socialConnections: social.connections, oauthStates: social.states, socialAdapters: social.adapters, ...repositories, services };
}

/**
 * YouTube and Instagram (docs/social-integrations.md): the clients (live hosts, the product's own sandbox, or the
 * base URLs configured: the tests' fakes), the adapters over them, and the connect, verify and token services.
 */
function createSocialServices(deps: {
  config: AppConfig;
  db: DatabaseConnection['db'];
  logger: FastifyBaseLogger;
  payoutKey: Buffer;
  outbox: ReturnType<typeof createOutboxService>;
  influencers: ReturnType<typeof createInfluencersRepository>;
}) {
  const { config } = deps;
  const providers = config.socialProviders;
  const sandbox = providers.mode === 'sandbox' ? createSocialSandbox({ publicUrl: config.publicUrl, masterKey: deps.payoutKey }) : null;
  const now = () => new Date();
  const common = { timeoutMs: providers.timeoutMs, now, ...(sandbox ? { fetch: sandbox.fetch } : {}) };
  // Sandbox mode has no credentials of its own: the simulated platforms (or the tests' fakes) accept the sandbox app.
  const credentials = providers.mode === 'live'
    ? { youtube: { clientId: providers.youtube.clientId, clientSecret: providers.youtube.clientSecret }, instagram: { appId: providers.instagram.appId, appSecret: providers.instagram.appSecret } }
    : sandboxCredentials;
  // Every Data API request is counted (failed ones too: Google charges them), for the statistics job's quota ledger.
  let youtubeUnitsSent = 0;
  const youtube = createYoutubeClient({ ...providers.youtube, ...credentials.youtube, ...common, onQuotaUnits: (units) => void (youtubeUnitsSent += units) });
  const instagram = createInstagramClient({ ...providers.instagram, ...credentials.instagram, ...common });
  const adapters = { youtube: createYoutubeAdapter(youtube, now), instagram: createInstagramAdapter(instagram, now) };
  const box = createSocialTokenBox(deps.payoutKey);
  const connections = createSocialConnectionsRepository(deps.db);
  const states = createOAuthStatesRepository(deps.db);
  const tokens = createSocialTokensService({ repository: connections, box, adapters, retry: defaultRetryPolicy, outbox: deps.outbox });
  const connect = createSocialConnectService({
    states, connections, influencers: deps.influencers, tokens, adapters, box, publicUrl: config.publicUrl, retry: defaultRetryPolicy, outbox: deps.outbox, logger: deps.logger,
  });
  const verify = createSocialVerifyService({ connections, influencers: deps.influencers, tokens, adapters, box });
  const clients = { youtube, instagram, youtubeUnitsSent: () => youtubeUnitsSent };
  return { sandbox, connections, states, tokens, connect, verify, adapters, clients, jobs: [pruneOAuthStatesJob(states)] };
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
