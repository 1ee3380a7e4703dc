import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseConnection } from './db/database';
import { createIdentity } from './identity/identity';
import type { Identity } from './identity/identity.types';
import { registerAuthentication } from './plugins/authentication.plugin';
import { registerErrorHandler } from './plugins/error-handler.plugin';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerSecurity } from './plugins/security.plugin';
import { registerSpaStatic } from './plugins/spa-static.plugin';
import { createAppContext, type AppContext } from './app-context';
import { apiV1Routes } from './routes/api/v1/api-v1.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, identity, repositories and services of this app (seed, scripts, tests). */
    context: AppContext;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An already open database (tests); otherwise opened from the config and closed with the app. */
  database?: DatabaseConnection;
}

async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseConnection> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
  return openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
}

/** Builds the whole API (and the SPA when built) without listening. Plugins: external -> app -> routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, redact: [
        'req.headers.authorization',
        'req.headers["x-service-token"]',
        // Payout details must never reach a log, whatever logs an object carrying them (docs/payouts.md).
        'req.body',
        '*.account_number',
        '*.upi_id',
        '*.detailsSealed',
      ] },
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: true } },
    trustProxy: config.trustProxy,
  });

  const database = options.database ?? (await openConfiguredDatabase(config));
  const ownsDatabase = options.database === undefined;
  let identity: Identity | undefined;
  try {
    await database.migrate();
    const context = await createAppContext({ config, database, logger: app.log, createIdentity });
    identity = context.identity;
    app.decorate('context', context);

    await registerSecurity(app, { config });
    await registerErrorHandler(app);
    await registerAuthentication(app, { config, identity, users: context.users });
    await registerOpenApi(app, { version: config.version });
    await app.register(apiV1Routes, { prefix: '/api/v1', ...context.services, publicUrl: config.publicUrl });
    await identity.registerRoutes(app);
    await registerSpaStatic(app, { distDir: config.spaDistDir });
    // Background jobs run in this process once everything is wired (JOBS_WORKER=off: never).
    await context.jobs.start();
  } catch (error) {
    await app.context?.jobs.stop().catch(() => undefined);
    await identity?.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }

  app.addHook('onClose', async () => {
    await app.context.jobs.stop();
    await identity?.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}
