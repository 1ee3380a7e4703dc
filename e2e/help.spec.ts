import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { signIn } from './auth.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';

/** The help centre (SPEC §2 help, help/{category}, help/{category}/{slug}) for each role, on the seeded content. */

async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await accessibilityViolations(page)).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const topicCards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

const sharedTopics = ['Getting Started', 'Campaigns and Placements', 'Content Verification and Rebuttals'];

test.describe('as the demo influencer', () => {
  test.beforeEach(async ({ page }) => signInAs(page, demoInfluencer));

  test('browses help, a topic and an article; sees only influencer and shared topics', async ({ page }) => {
    await page.goto('/help');
    await expect(heading(page, 'Help Centre')).toBeVisible();
    await expect(topicCards(page)).toHaveText([
      ...sharedTopics, 'Payouts', 'Connecting YouTube and Instagram', 'Account and Security', 'Notifications and Notices',
    ]);
    await expect(page.getByRole('link', { name: /Payouts.*4 articles/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: /Payouts/ }).click();
    await expect(page).toHaveURL(/\/help\/payouts$/);
    await expect(heading(page, 'Payouts')).toBeVisible();
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('link');
    await expect(articles).toHaveCount(4);
    await expectNoSeriousViolations(page);

    await articles.filter({ hasText: 'Getting paid by bank transfer' }).click();
    await expect(page).toHaveURL(/\/help\/payouts\/bank-transfer-payouts$/);
    await expect(heading(page, 'Getting paid by bank transfer')).toBeVisible();
    await expect(page).toHaveTitle('Getting paid by bank transfer · InfluenceHub');
    await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About the IFSC' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Savings or Current.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Related articles' }).getByRole('link')).toHaveCount(3);
    await expectNoSeriousViolations(page);

    // A link inside the article navigates in the SPA: the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { helpNoReload: true }));
    await page.locator('.help-article-body').getByRole('link', { name: 'Getting paid by UPI' }).click();
    await expect(heading(page, 'Getting paid by UPI')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { helpNoReload?: boolean }).helpNoReload)).toBe(true);

    await page.getByRole('link', { name: 'Back to Payouts' }).click();
    await expect(page).toHaveURL(/\/help\/payouts$/);
  });

  test("cannot open the brands' topic or articles", async ({ page }) => {
    await page.goto('/help/team');
    await expect(heading(page, 'Help topic not found')).toBeVisible();
    await page.goto('/help/getting-started/brand-quick-start');
    await expect(heading(page, 'Article not found')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('as the demo brand', () => {
  test.beforeEach(async ({ page }) => signInAs(page, demoBrand));

  test('browses help, a topic and an article; sees only brand and shared topics', async ({ page }) => {
    await page.goto('/help');
    await expect(topicCards(page)).toHaveText([
      ...sharedTopics, 'Team and Permissions', 'Account and Security', 'Notifications and Notices',
    ]);
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: /Team and Permissions/ }).click();
    await expect(heading(page, 'Team and Permissions')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: /Team roles and permissions/ }).click();
    await expect(page).toHaveURL(/\/help\/team\/team-roles-and-permissions$/);
    await expect(heading(page, 'Team roles and permissions')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Viewer', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/help/getting-started');
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link')).toHaveText([
      /Getting started as a brand/,
      /Finding your way around/,
    ]);
  });

  test("cannot open the influencers' topics", async ({ page }) => {
    await page.goto('/help/payouts');
    await expect(heading(page, 'Help topic not found')).toBeVisible();
    await page.goto('/help/payouts/upi-payouts');
    await expect(heading(page, 'Article not found')).toBeVisible();
  });
});
