import type { FastifyInstance } from 'fastify';
import type { AccountsService } from '../../../services/accounts.service';
import type { HealthService } from '../../../services/health.service';
import type { HelpService } from '../../../services/help.service';
import type { MetricsService } from '../../../services/metrics.service';
import type { NoticesService } from '../../../services/notices.service';
import type { NotificationsService } from '../../../services/notifications.service';
import type { SearchService } from '../../../services/search.service';
import { accountsRoutes } from './accounts/accounts.routes';
import { healthRoutes } from './health/health.routes';
import { helpRoutes } from './help/help.routes';
import { metricsRoutes } from './metrics/metrics.routes';
import { noticesRoutes } from './notices/notices.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { searchRoutes } from './search/search.routes';

export interface ApiV1Services {
  health: HealthService;
  accounts: AccountsService;
  notices: NoticesService;
  notifications: NotificationsService;
  help: HelpService;
  search: SearchService;
  metrics: MetricsService;
  publicUrl: string;
}

/** Every /api/v1 area; each area file declares its own paths with trailing slashes. */
export async function apiV1Routes(app: FastifyInstance, services: ApiV1Services): Promise<void> {
  await app.register(healthRoutes, { prefix: '/health', health: services.health });
  await app.register(accountsRoutes, { prefix: '/accounts', accounts: services.accounts });
  await app.register(noticesRoutes, { prefix: '/notices', notices: services.notices, publicUrl: services.publicUrl });
  await app.register(notificationsRoutes, {
    prefix: '/notifications',
    notifications: services.notifications,
    publicUrl: services.publicUrl,
  });
  await app.register(helpRoutes, { prefix: '/help', help: services.help, publicUrl: services.publicUrl });
  await app.register(searchRoutes, { prefix: '/search', search: services.search });
  await app.register(metricsRoutes, {
    prefix: '/metrics',
    metrics: services.metrics,
    rateLimitMax: app.context.config.telemetry.metricsRateLimitMax,
  });
}
