import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseConnection } from './db/database';
import type { Identity, IdentityConfig } from './identity/identity.types';
import { createAccountsRepository } from './repositories/accounts.repository';
import { createBrandsRepository } from './repositories/brands.repository';
import { createInfluencersRepository } from './repositories/influencers.repository';
import { createMetricsRepository } from './repositories/metrics.repository';
import { createHelpRepository } from './repositories/help.repository';
import { createNoticesRepository } from './repositories/notices.repository';
import { createNotificationsRepository } from './repositories/notifications.repository';
import { createSearchRepository } from './repositories/search.repository';
import { createSystemRepository } from './repositories/system.repository';
import { createUsersRepository, type UsersRepository } from './repositories/users.repository';
import { createAccountsService } from './services/accounts.service';
import { createHealthService } from './services/health.service';
import { createHelpService } from './services/help.service';
import { createMetricsService } from './services/metrics.service';
import { createNoticesService } from './services/notices.service';
import { createNotificationsService } from './services/notifications.service';
import { createSearchService } from './services/search.service';

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
    influencers: createInfluencersRepository(db),
    notices: createNoticesRepository(db),
    notifications: createNotificationsRepository(db),
    help: createHelpRepository(db),
    search: createSearchRepository(db),
    accounts: createAccountsRepository(db),
    system: createSystemRepository(database),
    metrics: createMetricsRepository(db),
  };
  const identity = await options.createIdentity({
    config: config.identity,
    db,
    publicUrl: config.publicUrl,
    logger,
    users: repositories.users,
  });
  const services = {
    health: createHealthService({ system: repositories.system, version: config.version, identityMode: identity.mode }),
    accounts: createAccountsService({ accounts: repositories.accounts }),
    notices: createNoticesService({ notices: repositories.notices }),
    notifications: createNotificationsService({ notifications: repositories.notifications, users: repositories.users }),
    help: createHelpService({ help: repositories.help }),
    search: createSearchService({ search: repositories.search }),
    metrics: createMetricsService({ metrics: repositories.metrics, logger, retentionDays: config.telemetry.metricsRetentionDays }),
  };
  return { config, database, identity, ...repositories, services };
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
