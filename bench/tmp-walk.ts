import { chromium } from '@playwright/test';
import { startServer } from './start-server';
const server = await startServer(3450);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function shoot(email: string, path: string, name: string, width: number, height: number, after?: (page: import('@playwright/test').Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard|setup/);
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  if (after) await after(page);
  await page.screenshot({ path: `/tmp/walk-${name}.png`, fullPage: true });
  await context.close();
}
await shoot('brand@demo.local', '/analytics', 'analytics-desktop', 1280, 800);
await shoot('brand@demo.local', '/analytics', 'analytics-phone', 390, 844);
await shoot('influencer@demo.local', '/profile', 'profile-phone', 390, 844);
await shoot('influencer@demo.local', '/dashboard', 'dashboard-phone', 390, 844);
await browser.close();
server.stop();
