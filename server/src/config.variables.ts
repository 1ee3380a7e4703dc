import { payoutKeyVariables } from './crypto/payout-key';
import { contentLookupConfigVariables } from './integrations/content-lookup/content-lookup.config';
import { socialProvidersConfigVariables } from './integrations/social/social-providers.config';
import { paymentProvidersConfigVariables } from './integrations/payments/payment-providers.config';
import { storageConfigVariables } from './storage/storage.config';
import { jobsConfigVariables } from './jobs/jobs.config';
import { userRateLimitVariables } from './plugins/user-rate-limits';
import { databaseConfigVariables } from './db/database.config';
import { workerMetricsVariables } from './observability/worker-metrics.config';

/** Every environment variable the server reads (identity variables are listed by the identity module). */
export interface ConfigVariable {
  readonly name: string;
  readonly defaultValue: string;
  readonly description: string;
}

export const configVariables: readonly ConfigVariable[] = [
  { name: 'PORT', defaultValue: '3000', description: 'TCP port the server listens on.' },
  { name: 'HOST', defaultValue: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'PUBLIC_URL',
    defaultValue: 'http://localhost:PORT',
    description: 'Browser-facing origin of the product; used for absolute links (pagination, e-mails, auth).',
  },
  { name: 'DATA_DIR', defaultValue: './data', description: 'Directory for embedded data: PGlite files, secrets, outbox.' },
  {
    name: 'DATABASE_URL',
    defaultValue: '(unset)',
    description: 'PostgreSQL 15+ connection string; when unset the embedded PGlite under DATA_DIR/pglite is used.',
  },
  { name: 'NODE_ENV', defaultValue: 'development', description: 'development, production or test.' },
  {
    name: 'LOG_LEVEL',
    defaultValue: 'info (silent in test)',
    description: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
  },
  { name: 'SPA_DIST_DIR', defaultValue: './dist', description: 'Built SPA served at / when the directory exists.' },
  {
    name: 'CORS_ORIGINS',
    defaultValue: 'PUBLIC_URL (+ http://localhost:8080 in development)',
    description: 'Comma-separated origins allowed to call the API from a browser.',
  },
  {
    name: 'SERVICE_TOKEN',
    defaultValue: '(unset)',
    description: 'Operator/service token (16+ characters) for staff-only endpoints; unset means staff users only.',
  },
  { name: 'STAFF_EMAILS', defaultValue: '(empty)', description: 'Comma-separated e-mails whose users are staff, once the identity provider has verified the address.' },
  {
    name: 'REQUIRE_2FA_FOR_PAYMENT_APPROVERS',
    defaultValue: 'false',
    description: 'true: brand members who approve payments (fund campaigns, approve payouts, payment methods, GSTIN) must turn on two-factor authentication first (403 two_factor_required).',
  },
  {
    name: 'SEED_DEMO',
    defaultValue: 'true without DATABASE_URL, else false',
    description: 'Create the demo accounts and demo data on start.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    defaultValue: '600',
    description: 'Requests per minute per client IP on /api (0 disables the limit and every other rate limit).',
  },
  ...userRateLimitVariables,
  {
    name: 'TRUST_PROXY',
    defaultValue: 'false',
    description: 'Behind a load balancer: true, a hop count or trusted proxy IPs, so rate limits see client IPs.',
  },
  {
    name: 'SENTRY_DSN',
    defaultValue: '(unset)',
    description: "Sentry-compatible DSN the SPA reports caught errors to; unset: error reports go to this server's log.",
  },
  {
    name: 'ANALYTICS_MEASUREMENT_ID',
    defaultValue: '(unset)',
    description: 'Google Analytics 4 measurement id (G-...); when set the SPA loads gtag.js and sends each metric as an event.',
  },
  {
    name: 'OUTREACH_DAILY_CAP',
    defaultValue: '100',
    description: 'Outreach e-mails (influencer invites and reminders) one brand may send per UTC day; the rest wait for the next day.',
  },
  { name: 'METRICS_RETENTION_DAYS', defaultValue: '30', description: 'Days client metrics are kept before they are pruned.' },
  {
    name: 'METRICS_RATE_LIMIT_MAX',
    defaultValue: '120',
    description: 'Requests per minute per client IP on POST /api/v1/metrics/ (needs RATE_LIMIT_MAX above 0).',
  },
  ...storageConfigVariables,
  ...payoutKeyVariables,
  ...contentLookupConfigVariables,
  ...socialProvidersConfigVariables,
  ...paymentProvidersConfigVariables,
  ...jobsConfigVariables,
  ...databaseConfigVariables,
  ...workerMetricsVariables,
];
