import { defaultOutreachDailyCap } from '../../src/domain/outreach/outreach-email.texts';
import { readFileSync } from 'node:fs';
import { envValue, wholeNumberValue, type Env } from './config-values';
import path from 'node:path';
import { repoRoot, serverRoot } from './server-paths';
import { parseIdentityConfig, type IdentityConfig } from './identity/identity.config';
import { parseStorageConfig, type StorageConfig } from './storage/storage.config';
import { parsePayoutKeyConfig, type PayoutKeyConfig } from './crypto/payout-key';
import { parseContentLookupConfig, type ContentLookupConfig } from './integrations/content-lookup/content-lookup.config';
import { parseSocialProvidersConfig, type SocialProvidersConfig } from './integrations/social/social-providers.config';
import { parsePaymentProvidersConfig, type PaymentProvidersConfig } from './integrations/payments/payment-providers.config';
import { parseJobsConfig, type JobsConfig } from './jobs/jobs.config';
import { parseUserRateLimits, type UserRateLimits } from './plugins/user-rate-limits';
import { parseDatabaseConfig, type DatabaseConfig } from './db/database.config';

export { configVariables, type ConfigVariable } from './config.variables';

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Browser-facing origin without a trailing slash, e.g. http://localhost:3000. */
  readonly publicUrl: string;
  readonly dataDir: string;
  /** null: embedded PGlite under dataDir/pglite. */
  readonly databaseUrl: string | null;
  readonly nodeEnv: NodeEnv;
  readonly isProduction: boolean;
  readonly logLevel: string;
  readonly spaDistDir: string;
  readonly corsOrigins: readonly string[];
  readonly serviceToken: string | null;
  /** Lower-cased. */
  readonly staffEmails: readonly string[];
  /** REQUIRE_2FA_FOR_PAYMENT_APPROVERS: payments.approve actions need a second factor (docs/security.md). */
  readonly requireTwoFactorForPaymentApprovers: boolean;
  readonly seedDemo: boolean;
  /** Requests per minute per IP; 0 disables the limit (and every other rate limit). */
  readonly rateLimitMax: number;
  /** Per-user limits on uploads, invite answers, submissions and reviews (docs/security.md). */
  readonly userRateLimits: UserRateLimits;
  /** Fastify trustProxy: false, true, a hop count or a comma list of trusted proxy addresses. */
  readonly trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  readonly version: string;
  readonly identity: IdentityConfig;
  /** Client telemetry: where the SPA reports errors and analytics events, how long metrics are kept. */
  readonly telemetry: TelemetryConfig;
  /** Where uploaded assets are stored (docs/assets-and-image-proxy.md). */
  readonly storage: StorageConfig;
  /** The key sealing payout details (docs/payouts.md); null key: kept in DATA_DIR/secrets. */
  readonly payoutKey: PayoutKeyConfig;
  /** How submitted content URLs are traced to their author (docs/marketplace.md). */
  readonly contentLookup: ContentLookupConfig;
  /** YouTube and Instagram account linking: sandbox or live, endpoints and app credentials (docs/social-integrations.md). */
  readonly socialProviders: SocialProvidersConfig;
  readonly paymentProviders: PaymentProvidersConfig;
  /** Background jobs (pg-boss): whether this process runs them (docs/marketplace.md). */
  readonly jobs: JobsConfig;
  /** PostgreSQL pool size and query deadline (docs/deployment.md). */
  readonly database: DatabaseConfig;
  /** Outreach e-mails per brand per UTC day (OUTREACH_DAILY_CAP); the rest is deferred to the next day. */
  readonly outreachDailyCap: number;
}

export interface TelemetryConfig {
  readonly sentryDsn: string | null;
  readonly analyticsMeasurementId: string | null;
  readonly metricsRetentionDays: number;
  /** Requests per minute per IP on POST /api/v1/metrics/. */
  readonly metricsRateLimitMax: number;
}

/** Thrown with every problem found, so the operator can fix them all at once. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}


const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export const serverVersion: string = (
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }
).version;

const value = envValue;

const list = (raw: string | undefined): string[] =>
  (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** Relative paths from the environment resolve against the cwd; defaults against the repository root. */
const directory = (raw: string | undefined, fallback: string): string =>
  raw ? path.resolve(raw) : path.join(repoRoot, fallback);


function boolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name} must be true or false (got "${raw}").`);
  return fallback;
}

function trustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  if (raw === undefined || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (!/^\d+$/.test(raw)) return raw;
  const hops = Number(raw);
  return (_address, hop) => hop < hops;
}

/** A Sentry DSN is https://<public key>@<host>/<project id>. */
function sentryDsn(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url && /^https?:$/.test(url.protocol) && url.username && /\/\d+$/.test(url.pathname)) return raw;
  problems.push('SENTRY_DSN must look like https://<public key>@<host>/<project id>.');
  return null;
}

function measurementId(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  if (/^G-[A-Z0-9]{4,20}$/i.test(raw)) return raw.toUpperCase();
  problems.push(`ANALYTICS_MEASUREMENT_ID must be a Google Analytics 4 measurement id like G-ABC123DEF4 (got "${raw}").`);
  return null;
}

function origin(raw: string, name: string, problems: string[]): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an http(s) URL (got "${raw}").`);
    return raw;
  }
}

/** Reads and validates the whole configuration; throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnvRaw = value(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}").`);
  }
  const nodeEnv = (['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development') as NodeEnv;
  const isProduction = nodeEnv === 'production';
  const port = wholeNumberValue(env, 'PORT', 3000, 0, 65535, problems);
  const publicUrl = origin(value(env, 'PUBLIC_URL') ?? `http://localhost:${port}`, 'PUBLIC_URL', problems);
  const dataDir = directory(value(env, 'DATA_DIR'), 'data');
  const databaseUrl = value(env, 'DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const logLevel = value(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}.`);
  const corsRaw = list(value(env, 'CORS_ORIGINS'));
  const corsOrigins = corsRaw.length
    ? corsRaw.map((item) => origin(item, 'CORS_ORIGINS', problems))
    : [URL.canParse(publicUrl) ? new URL(publicUrl).origin : publicUrl, ...(nodeEnv === 'development' ? ['http://localhost:8080'] : [])];
  const serviceToken = value(env, 'SERVICE_TOKEN') ?? null;
  if (serviceToken !== null && serviceToken.length < 16) problems.push('SERVICE_TOKEN must be at least 16 characters.');
  const staffEmails = list(value(env, 'STAFF_EMAILS')).map((email) => email.toLowerCase());
  for (const email of staffEmails) if (!/^[^@\s]+@[^@\s]+$/.test(email)) problems.push(`STAFF_EMAILS has an invalid e-mail "${email}".`);

  const identity = parseIdentityConfig(env, { publicUrl, dataDir, isProduction });
  problems.push(...identity.problems);

  const storage = parseStorageConfig(env, problems);
  const payoutKey = parsePayoutKeyConfig(env, { dataDir, isProduction, databaseUrl }, problems);
  const contentLookup = parseContentLookupConfig(env, problems);
  const socialProviders = parseSocialProvidersConfig(env, { isProduction, publicUrl }, problems);
  const paymentProviders = parsePaymentProvidersConfig(env, { publicUrl }, problems);
  const jobs = parseJobsConfig(env, problems);
  const database = parseDatabaseConfig(env, problems);

  const config: AppConfig = {
    storage,
    payoutKey,
    contentLookup,
    socialProviders,
    paymentProviders,
    jobs,
    database,
    port,
    host: value(env, 'HOST') ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl,
    nodeEnv,
    isProduction,
    logLevel,
    spaDistDir: directory(value(env, 'SPA_DIST_DIR'), 'dist'),
    corsOrigins,
    serviceToken,
    staffEmails,
    requireTwoFactorForPaymentApprovers: boolean(env, 'REQUIRE_2FA_FOR_PAYMENT_APPROVERS', false, problems),
    seedDemo: boolean(env, 'SEED_DEMO', databaseUrl === null, problems),
    rateLimitMax: wholeNumberValue(env, 'RATE_LIMIT_MAX', 600, 0, 1_000_000, problems),
    userRateLimits: parseUserRateLimits(env, problems),
    trustProxy: trustProxy(value(env, 'TRUST_PROXY')),
    version: serverVersion,
    identity: identity.value,
    outreachDailyCap: wholeNumberValue(env, 'OUTREACH_DAILY_CAP', defaultOutreachDailyCap, 1, 100_000, problems),
    telemetry: {
      sentryDsn: sentryDsn(value(env, 'SENTRY_DSN'), problems),
      analyticsMeasurementId: measurementId(value(env, 'ANALYTICS_MEASUREMENT_ID'), problems),
      metricsRetentionDays: wholeNumberValue(env, 'METRICS_RETENTION_DAYS', 30, 1, 3650, problems),
      metricsRateLimitMax: wholeNumberValue(env, 'METRICS_RATE_LIMIT_MAX', 120, 1, 1_000_000, problems),
    },
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
