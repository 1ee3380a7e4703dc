import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseConnection } from './db/database';
import type { Identity, IdentityConfig } from './identity/identity.types';
import { createAccountDeletionRepository } from './repositories/account-deletion.repository';
import { createAccountsRepository } from './repositories/accounts.repository';
import { createAssetsRepository } from './repositories/assets.repository';
import { createBrandsRepository } from './repositories/brands.repository';
import { createCampaignStatsRepository } from './repositories/campaign-stats.repository';
import { createCampaignsRepository } from './repositories/campaigns.repository';
import { createInfluencersRepository } from './repositories/influencers.repository';
import { createMetricsRepository } from './repositories/metrics.repository';
import { createHelpRepository } from './repositories/help.repository';
import { createNoticesRepository } from './repositories/notices.repository';
import { createNotificationsRepository } from './repositories/notifications.repository';
import { createSearchRepository } from './repositories/search.repository';
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
import { createCampaignsService } from './services/campaigns.service';
import { createObjectStorage } from './storage/create-object-storage';
import { createImageProxy } from './integrations/image-proxy/image-proxy';
import { loadPayoutKey } from './crypto/payout-key';
import { createSecretBox } from './crypto/secret-box';
import { createPayoutsRepository } from './repositories/payouts.repository';
import { createPayoutsService } from './services/payouts.service';
import { createInfluencersService } from './services/influencers.service';
import { createHealthService } from './services/health.service';
import { createHelpService } from './services/help.service';
import { createMetricsService } from './services/metrics.service';
import { createNoticesService } from './services/notices.service';
import { createNotificationsService } from './services/notifications.service';
import { createSearchService } from './services/search.service';
import { createUserSettingsService } from './services/user-settings.service';

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
  const { db } = database;
  const repositories = {
    users: createUsersRepository(db),
    brands: createBrandsRepository(db),
    campaigns: createCampaignsRepository(db),
    campaignStats: createCampaignStatsRepository(db),
    influencers: createInfluencersRepository(db),
    notices: createNoticesRepository(db),
    notifications: createNotificationsRepository(db),
    help: createHelpRepository(db),
    search: createSearchRepository(db),
    accounts: createAccountsRepository(db),
    assets: createAssetsRepository(db),
    payouts: createPayoutsRepository(db),
    system: createSystemRepository(database),
    metrics: createMetricsRepository(db),
    userSettings: createUserSettingsRepository(db),
    accountDeletion: createAccountDeletionRepository(db),
  };
  const identity = await options.createIdentity({
    config: config.identity,
    db,
    publicUrl: config.publicUrl,
    logger,
    users: repositories.users,
  });
  const storage = createObjectStorage({ dataDir: config.dataDir, storage: config.storage });
  const assets = createAssetsService({ assets: repositories.assets, storage, logger });
  const payoutSecretBox = createSecretBox(new Map([['k1', loadPayoutKey(config.payoutKey)]]), 'k1');
  const payouts = createPayoutsService({ payouts: repositories.payouts, secretBox: payoutSecretBox });
  const campaignAccess = createCampaignAccess({ brands: repositories.brands, campaigns: repositories.campaigns });
  const campaignPlanning = createCampaignPlanningService({ stats: repositories.campaignStats, campaigns: repositories.campaigns, access: campaignAccess });
  const campaigns = createCampaignsService({
    campaigns: repositories.campaigns,
    assets: repositories.assets,
    access: campaignAccess,
    exposure: campaignPlanning.exposureByType,
  });
  const services = {
    assets,
    campaigns,
    campaignPlanning,
    campaignWorkflow: createCampaignWorkflowService({ campaigns: repositories.campaigns, access: campaignAccess, view: campaigns.view }),
    payouts,
    influencers: createInfluencersService({ influencers: repositories.influencers, payouts, assets }),
    brands: createBrandsService({ brands: repositories.brands, assets: () => assets }),
    imageProxy: createImageProxy(),
    health: createHealthService({ system: repositories.system, version: config.version, identityMode: identity.mode }),
    accounts: createAccountsService({ accounts: repositories.accounts }),
    notices: createNoticesService({ notices: repositories.notices }),
    notifications: createNotificationsService({ notifications: repositories.notifications, users: repositories.users }),
    help: createHelpService({ help: repositories.help }),
    search: createSearchService({ search: repositories.search }),
    metrics: createMetricsService({ metrics: repositories.metrics, logger, retentionDays: config.telemetry.metricsRetentionDays }),
    userSettings: createUserSettingsService({ userSettings: repositories.userSettings }),
    accountDeletion: createAccountDeletionService({
      accountDeletion: repositories.accountDeletion,
      identityMode: identity.mode,
      builtinIssuer: config.publicUrl,
      // The assets service (uploads) removes the user's stored files first, once it is wired.
      assets: () => assetsRemover,
    }),
  };
  const assetsRemover: OwnedAssetsRemover | undefined = (services as { assets?: OwnedAssetsRemover }).assets;
  return { config, database, identity, ...repositories, services };
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
