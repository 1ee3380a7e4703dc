import { expect, test, type Page, type Request } from './journey.fixture';
import { signIn } from './auth.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';

/**
 * A signed-in first visit carries its session, token, whoami and first data in the page itself
 * (docs/performance.md, "Signed-in first visit"): the first screen shows without the session check, whoami or the
 * page's own query going over the network.
 */
const roundTrips = /\/api\/auth\/(get-session|token)|\/api\/v1\/accounts\/whoami\/|\/api\/v1\/brands\/[^/]+\/(dashboard\/)?$|\/api\/v1\/influencers\/[^/]+\/dashboard\/|\/api\/v1\/influencers\/dashboard\/stats\/|\/api\/v1\/campaigns\/\?/;

/** The first-screen requests the page makes until `shown` is visible. */
async function requestsUntil(page: Page, path: string, shown: (page: Page) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: Request) => {
    if (roundTrips.test(request.url())) seen.push(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  await page.goto(path);
  await shown(page);
  page.off('request', listener);
  return seen;
}

test('the brand dashboard and campaign list show their data without the session, whoami or data round trips', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoBrand.email, demoBrand.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const dashboard = await requestsUntil(page, '/dashboard', async (shown) => {
    await expect(shown.getByRole('heading', { name: 'Recent campaigns' })).toBeVisible();
    await expect(shown.getByText('Festive Gifting Guide').first()).toBeVisible();
  });
  expect(dashboard).toEqual([]);

  const brandHref = await page.getByRole('link', { name: 'View all' }).getAttribute('href');
  const list = await requestsUntil(page, brandHref!, async (shown) => {
    await expect(shown.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await expect(shown.getByText('Festive Gifting Guide').first()).toBeVisible();
  });
  expect(list).toEqual([]);

  // The page still works as an app afterwards: a filter is a query of its own.
  const filtered = page.waitForRequest((request) => /\/api\/v1\/campaigns\/\?.*status=draft/.test(request.url()));
  await page.goto(`${brandHref}?status=draft`);
  await filtered;
});

test("the influencer dashboard shows its data without round trips, and the session stays the person's own", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const seen = await requestsUntil(page, '/dashboard', async (shown) => {
    await expect(shown.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(shown.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(seen).toEqual([]);
  // The embedded token is removed from the document once read.
  await expect(page.locator('#page-bootstrap')).toHaveCount(0);
  // Signing out still ends the session: the next visit is a signed-out one.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

/**
 * The server paints the first screen of the dashboards, the campaign lists, notifications and settings in the HTML
 * (src/domain/navigation/first-paint-shell.ts): with no script run yet the page shows its heading, and the app's own
 * heading appears with the same words in the same place (within the notice strip's rounding), on a phone and a laptop.
 */
const firstPaintPages: Record<'brand' | 'influencer', string[]> = {
  brand: ['/dashboard', '/campaigns', '/notifications', '/settings'],
  influencer: ['/dashboard', '/campaigns', '/notifications', '/settings'],
};

for (const [persona, account] of [
  ['brand', demoBrand],
  ['influencer', demoInfluencer],
] as const) {
  test(`the ${persona}'s first screen is painted from the HTML where the app then draws it`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      for (const path of firstPaintPages[persona]) {
        // Before any script: the server's paint alone.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(path);
        const painted = page.locator('#root h1');
        await expect(painted).toHaveCount(1);
        const paintedText = await painted.textContent();
        const paintedBox = (await painted.boundingBox())!;
        await page.unroute('**/assets/*.js');

        await page.goto(path);
        const heading = page.locator('main h1');
        await expect(heading).toHaveText(paintedText!);
        // The app replaced the paint: one heading, the app's.
        await expect(page.locator('.ih-first-paint')).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        const box = (await heading.boundingBox())!;
        const where = `${persona} ${path} at ${size.width} px`;
        expect(Math.abs(box.x - paintedBox.x), where).toBeLessThanOrEqual(1);
        expect(Math.abs(box.y - paintedBox.y), where).toBeLessThanOrEqual(1);
        expect(Math.abs(box.height - paintedBox.height), where).toBeLessThanOrEqual(1);
      }
    }
  });
}

test('pages the server does not paint, and signed-out visits, start with an empty root', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoBrand.email, demoBrand.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route('**/assets/*.js', (route) => route.abort());
  // Messages is headed by its own page, not painted by the server.
  await page.goto('/messages');
  await expect(page.locator('#root')).toBeEmpty();
  await page.context().clearCookies();
  await page.goto('/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
});
