import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseConnection } from './db/database';
import { createIdentity } from './identity/identity';
import type { Identity } from './identity/identity.types';
import { registerAuthentication } from './plugins/authentication.plugin';
import { registerErrorHandler } from './plugins/error-handler.plugin';
import { answerFrameworkError, documentFrameworkErrors } from './plugins/framework-error-responses';
import { refuseNonFiniteNumbers } from './plugins/finite-numbers.hook';
import { registerIdempotency } from './plugins/idempotency.plugin';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerRequestId } from './plugins/request-id.plugin';
import { registerMetrics } from './plugins/metrics.plugin';
import { metricsProbes } from './observability/metrics-probes';
import { loggerOptions, type LogStream } from './observability/logger-options';
import { requestIdFor } from './observability/request-id';
import { registerSecurity } from './plugins/security.plugin';
import { serializerCompilersFactory } from './plugins/lazy-serializers';
import { createPageSessionResolver } from './plugins/page-bootstrap';
import { registerSpaStatic } from './plugins/spa-static.plugin';
import { runtimeConfigOf } from './identity/runtime-config.routes';
import { createAppContext, type AppContext } from './app-context';
import { apiV1Routes } from './routes/api/v1/api-v1.routes';
import { registerLastActive } from './plugins/last-active.plugin';
import { sandboxRoutes } from './integrations/sandbox/sandbox.routes';
import { paymentsSandboxRoutes } from './integrations/sandbox/payments-sandbox.routes';
import { stripeSandboxRoutes } from './integrations/sandbox/stripe-sandbox.routes';

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
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: LogStream;
  /** Compile every response serializer at start-up instead of on first use (plugins/lazy-serializers.ts). */
  eagerSerializers?: boolean;
}

async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseConnection> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, ...config.database });
  return openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
}

/** Builds the whole API (and the SPA when built) without listening. Plugins: external -> app -> routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Secrets and personal data never reach a log line (docs/observability.md "Log redaction").
    logger: loggerOptions({ level: config.logLevel, stream: options.logStream }),
    // Request ids: the caller's X-Request-Id when safe, else a UUID; echoed by the request-id plugin.
    requestIdHeader: false,
    genReqId: requestIdFor,
    routerOptions: { ignoreTrailingSlash: true },
    // removeAdditional false: a field a schema does not declare is refused (400 'Unknown field.'), never silently
    // dropped, so `additionalProperties: false` in the OpenAPI document means what it says (docs/security.md).
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
    trustProxy: config.trustProxy,
    // The router's own refusals (over-long path segment, malformed URL) in the API's error shape.
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildSerializer: serializerCompilersFactory({ eager: options.eagerSerializers }) } },
  });

  const database = options.database ?? (await openConfiguredDatabase(config));
  const ownsDatabase = options.database === undefined;
  let identity: Identity | undefined;
  try {
    await database.migrate();
    const context = await createAppContext({ config, database, logger: app.log, createIdentity });
    identity = context.identity;
    app.decorate('context', context);

    await registerRequestId(app);
    await registerSecurity(app, { config });
    await registerErrorHandler(app);
    // Before any route (and before @fastify/swagger collects them): body-reading routes document 400/413/415.
    app.addHook('onRoute', documentFrameworkErrors);
    app.addHook('preHandler', refuseNonFiniteNumbers);
    await registerAuthentication(app, { config, identity, users: context.users });
    // After authentication (its hooks run first on every route), before the routes it keys.
    registerIdempotency(app, { keys: context.idempotencyKeys, db: database.db, atomic: database.kind === 'postgres', serviceToken: config.serviceToken });
    await registerOpenApi(app, { version: config.version });
    await registerMetrics(app, { version: config.version, probes: metricsProbes({ database, jobs: context.jobs, logger: app.log }) });
    registerLastActive(app, (userId) => context.services.brandTeam.touch(userId));
    await app.register(apiV1Routes, { prefix: '/api/v1', ...context.services, publicUrl: config.publicUrl });
    await identity.registerRoutes(app);
    // Sandbox mode (the embedded default): the simulated YouTube and Instagram, served by the product itself.
    if (context.sandbox) await app.register(sandboxRoutes, { sandbox: context.sandbox, publicUrl: config.publicUrl });
    // Sandbox payments: the simulated Razorpay and Stripe and their checkout pages; its webhooks reach this app in-process.
    if (context.paymentsSandbox) {
      const paymentsSandbox = context.paymentsSandbox;
      await app.register(paymentsSandboxRoutes, { sandbox: paymentsSandbox, publicUrl: config.publicUrl });
      await app.register(stripeSandboxRoutes, { sandbox: paymentsSandbox, publicUrl: config.publicUrl });
      paymentsSandbox.deliverWebhooksWith(async (url, init) => {
        const target = new URL(url);
        const answer = await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers: init.headers, payload: init.body });
        return answer.statusCode;
      });
    }
    await registerSpaStatic(app, {
      distDir: config.spaDistDir,
      runtimeConfig: runtimeConfigOf(config.identity, config.telemetry),
      resolvePageSession: createPageSessionResolver(app),
    });
    // Background jobs run in this process once everything is wired (JOBS_WORKER=off: never).
    await context.jobs.start();
  } catch (error) {
    await app.context?.jobs.stop().catch(() => undefined);
    await identity?.close().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }

  app.addHook('onClose', async () => {
    app.context.paymentsSandbox?.close();
    await app.context.jobs.stop();
    await identity?.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}
