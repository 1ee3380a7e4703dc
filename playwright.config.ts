import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run, so journeys start from the seeded demo state.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'influence-e2e-'));
export const e2eServiceToken = 'e2e-service-token-0123456789abcdef';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: browser downloads are blocked here, and these flags keep it off the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx server/src/server.ts',
    url: `${baseURL}/api/v1/health/ready/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      // PUBLIC_URL unset, as with `npm start`: the product answers on localhost and 127.0.0.1 alike
      // (e2e/sign-up-on-loopback-ip.spec.ts); it defaults to http://localhost:PORT, the baseURL.
      DATA_DIR: dataDir,
      SPA_DIST_DIR: process.env.BUILD_DIR ?? './dist',
      SEED_DEMO: 'true',
      SERVICE_TOKEN: e2eServiceToken,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      // The whole suite signs in far more than 20 times a minute; rate limits have their own server tests.
      AUTH_RATE_LIMIT: 'off',
    },
  },
});
