import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { IdentityConfig } from './identity.types';

export const RuntimeConfig = Type.Object(
  {
    identity_provider: Type.Union([Type.Literal('builtin'), Type.Literal('clerk')], {
      description: 'Which identity provider the SPA must use.',
    }),
    google_enabled: Type.Boolean({ description: 'Built-in mode: Google sign-in is configured on this server.' }),
    clerk_publishable_key: Type.Union([Type.String(), Type.Null()], { description: 'Clerk mode: the publishable key for @clerk/clerk-react.' }),
    password_reset_enabled: Type.Boolean({ description: 'Built-in mode: /api/auth/request-password-reset sends reset e-mails.' }),
    error_reporting_dsn: Type.Union([Type.String(), Type.Null()], {
      description: "Sentry-compatible DSN for the SPA's error reports; null: reports go to POST /api/v1/metrics/.",
    }),
    analytics_measurement_id: Type.Union([Type.String(), Type.Null()], {
      description: 'Google Analytics 4 measurement id the SPA sends metric events to; null: none.',
    }),
  },
  { additionalProperties: false },
);
export type RuntimeConfig = Static<typeof RuntimeConfig>;

export interface TelemetryRuntimeConfig {
  readonly sentryDsn: string | null;
  readonly analyticsMeasurementId: string | null;
}

export function runtimeConfigOf(config: IdentityConfig, telemetry?: TelemetryRuntimeConfig): RuntimeConfig {
  return {
    identity_provider: config.mode,
    google_enabled: config.mode === 'builtin' && config.google !== null,
    clerk_publishable_key: config.clerk?.publishableKey ?? null,
    // In Clerk mode password reset is Clerk's own flow, not ours.
    password_reset_enabled: config.mode === 'builtin',
    error_reporting_dsn: telemetry?.sentryDsn ?? null,
    analytics_measurement_id: telemetry?.analyticsMeasurementId ?? null,
  };
}

/** GET /api/v1/config/: public, read by the SPA at start so one build serves every deployment. */
export async function runtimeConfigRoutes(app: FastifyInstance, options: { config: IdentityConfig }): Promise<void> {
  // The app's context (decorated before identity routes register) carries the telemetry settings.
  const body = runtimeConfigOf(options.config, app.context?.config.telemetry);
  app.get('/', {
    // The documented path keeps its trailing slash (SPEC §7 style); ignoreTrailingSlash serves both.
    prefixTrailingSlash: 'slash',
    // Read before anyone signs in (docs/security.md "API access control").
    config: { access: 'public' },
    schema: {
      operationId: 'getRuntimeConfig',
      summary: 'Runtime configuration of the SPA: identity provider and sign-in options (public)',
      tags: ['Config'],
      security: [],
      response: { 200: RuntimeConfig },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  });
}
