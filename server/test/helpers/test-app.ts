import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { LogStream } from '../../src/observability/logger-options';
import { loadConfig, type AppConfig } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/database';
import { createTestDatabase } from './test-database';

export { createTestDatabase } from './test-database';

export const testServiceToken = 'test-service-token-0123456789abcdef';
export const testStaffEmail = 'staff@example.test';
export const testPublicUrl = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  config: AppConfig;
  dataDir: string;
  /** Closes the app, the database (dropping a TEST_DATABASE_URL database) and the temp data dir. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Receives every log line (set LOG_LEVEL in `env`; the default is silent). */
  logStream?: LogStream;
  /** Adds test-only routes or hooks before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Compile every response serializer when the app starts (the default builds each on first use). */
  eagerSerializers?: boolean;
}

/**
 * Builds the real app for one test file. Defaults: test env, no SPA, rate limits and e-mail verification off, a known service token
 * and staff e-mail; `env` overrides or adds variables.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ih-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: testPublicUrl,
    DATA_DIR: dataDir,
    SPA_DIST_DIR: path.join(dataDir, 'no-spa'),
    SERVICE_TOKEN: testServiceToken,
    STAFF_EMAILS: testStaffEmail,
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT: 'off',
    // Most tests sign up and go straight on; test/identity covers the e-mailed verification (the default).
    AUTH_EMAIL_VERIFICATION: 'off',
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, logStream: options.logStream, eagerSerializers: options.eagerSerializers });
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
