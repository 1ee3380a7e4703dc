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
