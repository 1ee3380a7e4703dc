/**
 * Initial JS + CSS per route, as Chromium downloads it from the production build: every script and stylesheet
 * requested while the route renders, raw and gzip-compressed. Target (issue 2): /login at most 200 kB gzip;
 * SPEC §9 budget 300000 bytes. Run after `npm run build`: `node --import tsx bench/route-sizes.ts`.
 */
import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { startServer } from './start-server';

const demoPassword = 'Demo!2345';
const routes: Array<{ path: string; as: 'guest' | 'brand' | 'influencer' }> = [
  { path: '/login', as: 'guest' },
  { path: '/influencer-signup', as: 'guest' },
  { path: '/brand-signup-123', as: 'guest' },
  { path: '/forgot-password', as: 'guest' },
  { path: '/dashboard', as: 'brand' },
  { path: '/brands/x/campaigns/create', as: 'brand' },
  { path: '/dashboard', as: 'influencer' },
  { path: '/campaigns', as: 'influencer' },
  { path: '/settings', as: 'influencer' },
  { path: '/help', as: 'influencer' },
];

async function measure(page: Page, path: string) {
  const bodies = new Map<string, Buffer>();
  const onResponse = async (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      bodies.set(response.url(), await response.body());
    } catch {
      // redirected or aborted responses have no body
    }
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  let raw = 0;
  let gzip = 0;
  for (const body of bodies.values()) {
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
  }
  return { files: bodies.size, raw, gzip };
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
}

const server = await startServer(3201);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
/** Signs in once per persona in a throw-away context and returns its cookies, so measuring contexts start with an empty cache. */
const sessions = new Map<string, Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>>();
async function sessionFor(as: 'brand' | 'influencer') {
  if (!sessions.has(as)) {
    const context = await browser.newContext({ baseURL: server.url });
    await signIn(await context.newPage(), `${as}@demo.local`);
    sessions.set(as, await context.storageState());
    await context.close();
  }
  return sessions.get(as);
}
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
try {
  console.log('route'.padEnd(34), 'as'.padEnd(11), 'files', 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const as of ['guest', 'brand', 'influencer'] as const) {
    // A fresh context per route keeps the HTTP cache empty: each figure is a first visit.
    for (const route of routes.filter((candidate) => candidate.as === as)) {
      const storageState = as === 'guest' ? undefined : await sessionFor(as);
      const context = await browser.newContext({ baseURL: server.url, storageState });
      const page = await context.newPage();
      const size = await measure(page, route.path);
      console.log(route.path.padEnd(34), as.padEnd(11), String(size.files).padStart(5), kb(size.raw).padStart(10), kb(size.gzip).padStart(10));
      await context.close();
    }
  }
  console.log('\nTarget: /login initial JS + CSS at most 200 kB gzip (SPEC §9 budget: 300000 bytes).');
} finally {
  await browser.close();
  server.stop();
}
