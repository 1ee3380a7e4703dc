import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { signIn } from './auth.helpers';
import { demoBrand } from './demo-accounts';

const offlineText = "You're offline. Some features may not be available.";

async function signInToShell(page: Page) {
  await page.goto('/login');
  await signIn(page, demoBrand.email, demoBrand.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Going offline while the dashboard's chunks still download would fail those downloads instead.
  await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('offline: the red banner, automatic retries with their count, then back online for about 3 s', async ({ page, context }) => {
  await signInToShell(page);
  await expect(page.getByRole('alert').filter({ hasText: offlineText })).toHaveCount(0);

  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: offlineText });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Network connection lost');
  await expect(banner).toContainText('(Attempt 1/3)', { timeout: 5000 });
  await expect(banner).toContainText('(Attempt 2/3)', { timeout: 5000 });

  await context.setOffline(false);
  const back = page.getByRole('status').filter({ hasText: "You're back online!" });
  await expect(back).toBeVisible();
  await expect(banner).toHaveCount(0);
  const shownAt = Date.now();
  await expect(back).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
});

test('offline: Retry retries at once and is gone after 3 retries; back online once the browser is', async ({ page, context }) => {
  await signInToShell(page);
  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: offlineText });
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toContainText('(Attempt 1/3)');
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toContainText('(Attempt 2/3)');
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toContainText('(Attempt 3/3)');
  await expect(banner.getByRole('button', { name: /^Retry/ })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're back online!" })).toBeVisible();
});

// Playwright neither reports nor intercepts favicon requests, so the probe's method and cache mode are asserted in
// Jest (network.saga.test.ts); here the real probe answers from the real server.
test('a successful probe brings the connection back without an online event', async ({ page }) => {
  await signInToShell(page);
  // The browser reports offline although the server is reachable: only the probe can tell.
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.getByRole('alert').filter({ hasText: offlineText })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're back online!" })).toBeVisible({ timeout: 5000 });
});

test('the offline banner can be dismissed and has no serious accessibility violations', async ({ page, context }) => {
  await signInToShell(page);
  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: offlineText });
  await expect(banner).toBeVisible();

  expect(await accessibilityViolations(page, { include: '.MuiAlert-filled' })).toEqual([]);

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're back online!" })).toHaveCount(0);
});

test('the green banner stays while the pointer is over it and has no serious accessibility violations', async ({ page, context }) => {
  // The green banner shows for 3 s: a person (or axe) reading it holds it with the pointer. The page's clock is
  // Playwright's and stands still from before the connection comes back until the pointer is on the banner, so the 3 s
  // cannot run out first on a busy machine (the way back online is an event, not a timer).
  await page.clock.install();
  await signInToShell(page);
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: offlineText })).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await context.setOffline(false);
  const back = page.getByRole('status').filter({ hasText: "You're back online!" });
  await back.hover();
  await page.clock.resume();
  expect(await accessibilityViolations(page, { include: '.MuiAlert-filled' })).toEqual([]);
  await expect(back).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(back).toBeHidden();
});
