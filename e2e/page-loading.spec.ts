import { expect, test, type Page } from './journey.fixture';
import { signIn } from './auth.helpers';
import { demoInfluencer } from './demo-accounts';

/** Holds back the page chunks whose file names match, as a slow mobile connection would. */
async function slowChunks(page: Page, chunkName: RegExp) {
  await page.route('**/assets/**/*.js', async (route) => {
    if (chunkName.test(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
}

const loader = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading...' });

test('following a link to a page that is still downloading shows the loader at once, not the previous page', async ({ page }) => {
  // Inside the app: a signed-out deep link is sent to the app's own /login (a first visit of /login itself loads the
  // light entry of the signed-out pages, whose links are full page loads: docs/performance.md).
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await slowChunks(page, /page-forgot-password/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(loader(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});

test('inside the shell the loader fills the page area while the top bar, breadcrumbs and sidebar already show the new page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await slowChunks(page, /page-help/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help' }).click();
  await expect(loader(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Help Centre');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Help Centre', level: 1 })).toBeVisible();
  await expect(loader(page)).toBeHidden();
});
