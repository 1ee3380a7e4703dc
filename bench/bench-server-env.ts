import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh database name on the benchmark's PostgreSQL server and the production environment the real server runs
 * with: no SPA, no demo data, quiet logs, no global rate limit, long-lived tokens, and the secrets production
 * requires (one place to add the next one).
 */
export function benchServerEnv(adminUrl: string, name: string, publicUrl: string, extra: Record<string, string> = {}) {
  const databaseName = `bench_${name}_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'influence-bench-')),
    SPA_DIST_DIR: join(tmpdir(), 'no-spa-for-bench'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    AUTH_TOKEN_TTL_SECONDS: '3600',
    BETTER_AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
    PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...extra,
  };
  return { databaseName, databaseUrl, env };
}
