import { defineConfig } from '@playwright/test';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run, so journeys start from the seeded demo state.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'influence-e2e-'));
export const e2eServiceToken = 'e2e-service-token-0123456789abcdef';

/**
 * The journeys' mailbox (e2e/mail-sink/mail-sink.server.ts): the product sends every e-mail through its real SMTP
 * mailer, DKIM-signed, to this local SMTP server, and the tests read what arrived (e2e/mail.helpers.ts). Ports follow
 * the shard's E2E_PORT, so side-by-side shards never share a mailbox.
 */
export const mailSinkUrl = `http://127.0.0.1:${port + 23_000}`;
const smtpPort = port + 22_000;
const dkimDomain = 'mail.influencehub.test';
const dkimSelector = 'e2e';
// Playwright evaluates this file in its runner and again in each worker: only the runner's key pair reaches the
// two servers (both started from the runner), so a worker's different pair is never used.
const dkimKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

export default defineConfig({
  testDir: './e2e',
  // A journey of twenty-odd steps takes 40-65 s while the other shard and the server share the 2 cores (each step
  // 1-2 s; campaigns.spec.ts's wizard journey once ran out at 60 s on its last step). Longer journeys set their own.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The journeys run as a person who asked for less motion (src/theme/theme.ts): no spinner, skeleton pulse or
    // ripple keeps the renderer drawing frames nobody looks at. Measured on two journeys: 22-25 % less CPU (docs/testing.md).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium as the headless shell (package chromium-headless-shell, installed by
      // scripts/ensure-chromium.mjs): browser downloads are blocked here, and it is the build Playwright's own headless
      // runs use. A new context costs about a third of the full browser's CPU (docs/testing.md "Time"). These flags
      // keep it off the closed network.
      executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/mail-sink/mail-sink.server.ts',
      url: `${mailSinkUrl}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        E2E_SMTP_PORT: String(smtpPort),
        E2E_MAIL_SINK_PORT: String(port + 23_000),
        E2E_DKIM_DOMAIN: dkimDomain,
        E2E_DKIM_SELECTOR: dkimSelector,
        E2E_DKIM_PUBLIC_KEY_TXT: `v=DKIM1; k=rsa; p=${dkimKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`,
      },
    },
    {
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
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: `InfluenceHub <hello@${dkimDomain}>`,
        DKIM_DOMAIN: dkimDomain,
        DKIM_SELECTOR: dkimSelector,
        DKIM_PRIVATE_KEY: dkimKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    },
  ],
});
