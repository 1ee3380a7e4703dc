import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { isLoopbackHostname } from '../identity/builtin/origin-policy';
import type { IdentityConfig } from '../identity/identity.config';
import { throttled } from './api-error';
import { telemetryCspSources } from '../routes/api/v1/metrics/telemetry-csp';

/** Paths load balancers and orchestrators poll; never rate limited. */
const probePaths = ['/api/v1/health/live/', '/api/v1/health/ready/'];

/**
 * Content Security Policy for the SPA: scripts only from this origin, styles from this origin plus inline
 * (emotion injects style tags), images from this origin, data: and any https: host (avatars, thumbnails).
 * `extraSources` widens script/connect/frame sources for an external identity provider (Clerk).
 */
export function contentSecurityPolicy(publicUrl: string, extraSources: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extraSources],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extraSources],
    frameSrc: ["'self'", ...extraSources],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", 'https:'],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
  };
}

/** Origins Clerk's browser SDK loads from and talks to (its Frontend API and bot protection). */
export function identityCspSources(identity: IdentityConfig): string[] {
  if (identity.mode !== 'clerk' || !identity.clerk) return [];
  const sources = new Set<string>(['https://challenges.cloudflare.com']);
  if (URL.canParse(identity.clerk.issuer)) sources.add(new URL(identity.clerk.issuer).origin);
  // pk_test_<base64("frontend-api-host$")>
  const encoded = identity.clerk.publishableKey.split('_')[2] ?? '';
  const host = Buffer.from(encoded, 'base64').toString('utf8').replace(/\$$/, '');
  if (/^[a-z0-9.-]+$/i.test(host)) sources.add(`https://${host}`);
  return [...sources];
}

/** External plugins first: security headers, CORS allow-list, rate limit. */
export async function registerSecurity(
  app: FastifyInstance,
  options: { config: AppConfig },
): Promise<void> {
  const { config } = options;
  const telemetry = telemetryCspSources(config.telemetry);
  // Script and connect sources share one list: the identity provider's and telemetry's origins.
  const extraSources = [...identityCspSources(config.identity), ...telemetry.scriptSrc, ...telemetry.connectSrc];
  // Built once: @fastify/helmet rebuilds helmet's middleware (and re-parses the CSP) on every request, which was
  // about a tenth of the CPU of an authenticated API call.
  const securityHeaders = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config.publicUrl, extraSources) },
    crossOriginEmbedderPolicy: false,
  } as const;
  const applySecurityHeaders = helmet(securityHeaders);
  // Browsers ignore Cross-Origin-Opener-Policy on an origin that is not potentially trustworthy (plain http on a
  // network address, which the start banner prints) and log a console error on every page saying so: not sent there.
  const applyInsecureOriginHeaders = helmet({ ...securityHeaders, crossOriginOpenerPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    const host = URL.parse(`http://${request.host}`)?.hostname;
    const trustworthy = request.protocol === 'https' || (host !== undefined && isLoopbackHostname(host));
    const apply = trustworthy ? applySecurityHeaders : applyInsecureOriginHeaders;
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // API responses carry personal data (payout details, profiles, messages): no browser or proxy may keep a copy
  // unless the route chose its own caching (runtime config, public pictures, the image proxy). Errors included.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Service-Token', 'X-Requested-With', 'Idempotency-Key'],
    // A client may tell a replayed response from a fresh one (docs/idempotency.md).
    exposedHeaders: ['Idempotent-Replayed', 'X-Request-Id'],
    maxAge: 600,
  });

  if (config.rateLimitMax > 0) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/') || probePaths.some((probe) => request.url.startsWith(probe)),
      errorResponseBuilder: (_request, context) => throttled(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  }
}
