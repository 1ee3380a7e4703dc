import { expect, test, type Browser, type Page } from './journey.fixture';
import { sampleCampaign } from '../src/domain/campaigns/campaign.fixtures';
import { signIn } from './auth.helpers';
import { demoBrand, demoOperator, demoViewer } from './demo-accounts';

/**
 * Issue 13: a refusal is seen where the person acted, a viewer is never offered Create Campaign, and the operator has
 * the operator's own shell. The viewer is the demo brand's seeded read-only member (viewer@demo.local: the product has
 * no team-invite API yet, and the server's test helpers are not reachable from a browser test).
 */
const viewerRefusal = 'Viewers cannot change campaigns.';

async function signedInAs(page: Page, account: { email: string; password: string }, landing: RegExp) {
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(landing);
}

/** Nothing named Create Campaign anywhere on the page: no link, no button, no palette option. */
async function expectNoCreateCampaign(page: Page) {
  await expect(page.getByRole('link', { name: /create campaign/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /create campaign/i })).toHaveCount(0);
}

/**
 * A complete draft of the viewer's brand, made by the brand's admin through the API, and its wizard path: the seeded
 * draft may already have been published by an earlier journey (marketplace.spec.ts publishes it).
 */
async function draftWizardPath(browser: Browser, campaignsPath: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signedInAs(admin, demoBrand, /\/dashboard$/);
    const { token } = (await (await admin.request.get('/api/auth/token')).json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const me = (await (await admin.request.get('/api/v1/accounts/whoami/', { headers })).json()) as { brand_id: string };
    const created = await admin.request.post('/api/v1/campaigns/', { headers, data: { ...sampleCampaign(), name: `Viewer Check ${Date.now() % 100000}`, brand_id: me.brand_id } });
    expect(created.status(), await created.text()).toBe(201);
    return `${campaignsPath}/wizard/${((await created.json()) as { id: string }).id}`;
  } finally {
    await context.close();
  }
}

for (const size of [{ name: 'laptop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`a viewer pressing Publish or Next sees the refusal in the viewport (${size.name})`, async ({ page, browser }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signedInAs(page, demoViewer, /\/dashboard$/);
    await page.goto('/campaigns');
    await expect(page).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns$/);
    const wizard = await draftWizardPath(browser, new URL(page.url()).pathname);

    // The review is taller than the window: Publish sits at its foot, and so must the answer.
    await page.goto(`${wizard}/review`);
    const publish = page.getByRole('button', { name: 'Publish campaign' });
    await publish.click();
    const refusal = page.getByRole('alert').filter({ hasText: viewerRefusal });
    await expect(refusal).toBeInViewport();
    await expect(publish).toBeInViewport();
    await expect(page).toHaveURL(/\/review$/);

    // A step's save is refused under its Next button, in view too.
    await page.goto(`${wizard}/general`);
    await page.getByRole('button', { name: 'Next: Select Platforms' }).click();
    await expect(page.getByRole('alert').filter({ hasText: viewerRefusal })).toBeInViewport();
    await expect(page).toHaveURL(/\/general$/);
  });
}

test("the operator gets the operator's navigation, not the brand sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(page, demoOperator, /\/operator\/disputes$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByText('Operations')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Disputes' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'All Campaigns' })).toHaveCount(0);
  await expect(nav.getByText('Management')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Quick Actions' })).toHaveCount(0);
  await expectNoCreateCampaign(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('Operator Account')).toBeVisible();
  await page.keyboard.press('Escape');
  // The reported-messages queue is one of the operator's pages (docs/messages.md "Reports").
  await nav.getByRole('link', { name: 'Message reports' }).click();
  await expect(page).toHaveURL(/\/operator\/message-reports$/);
  await expect(page.getByRole('heading', { name: 'Message reports', level: 1 })).toBeVisible();
  await expect(page.getByText(/newest first/)).toBeVisible();
});
