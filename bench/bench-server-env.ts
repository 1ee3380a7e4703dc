import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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

/** Resolves once the server child answers `url` (any status), fails when it exits or is not up within a minute. */
export function waitForReady(child: ChildProcess, url: string): Promise<void> {
  return new Promise((done, fail) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return fail(new Error(`${url} exited with ${child.exitCode}`));
      try {
        await fetch(url);
        return done();
      } catch {
        if (Date.now() > deadline) return fail(new Error(`${url} did not start`));
        setTimeout(poll, 200);
      }
    };
    void poll();
  });
}

/** Runs `work` on one connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
