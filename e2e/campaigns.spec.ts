import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from './auth.helpers';
import { demoBrand, demoViewer } from './demo-accounts';

/** A 1×1 PNG collateral file (the server decides the type by these bytes). */
const moodboardPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const shots = process.env.E2E_SCREENSHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
}

const spendCard = (page: Page) => page.getByText(/committed of/);

test('the demo brand creates a campaign in four steps with a collateral file, publishes it, finds it in the list and sees the dashboard change', async ({ page }) => {
  const name = `Diwali Drop ${Date.now() % 100000}`;
  await page.goto('/login');
  await signIn(page, demoBrand.email, demoBrand.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(spendCard(page)).toBeVisible();
  const spendBefore = await spendCard(page).innerText();

  // The sidebar's Create Campaign leads to the brand's creation page (never back to the dashboard).
  await page.getByRole('link', { name: 'Create Campaign' }).first().click();
  await expect(page).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns\/create$/);

  // Step 1, Campaign Details: the rules speak on submit; then a valid draft is created.
  await page.getByRole('button', { name: 'Next: Select Platforms' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Description').fill('Too short');
  await expect(page.getByText('Description must be between 10 and 500 characters.').first()).toBeVisible();
  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Description').fill('Festive launch of our wireless earbuds with tech and lifestyle creators.');
  await choose(page, 'Objective', 'Brand awareness');
  await page.getByLabel('Budget').fill('90000.5');
  await page.getByRole('button', { name: 'Next: Select Platforms' }).click();
  await expect(page).toHaveURL(/\/campaigns\/wizard\/[0-9a-f-]{36}\/real-estate$/);
  const campaignUrl = page.url().replace(/\/wizard\/([0-9a-f-]{36})\/real-estate$/, '/$1');

  // Step 2, Select Platforms: a placement over the budget is refused with the running total, then fixed.
  await page.getByRole('checkbox', { name: 'YouTube' }).check();
  await page.getByRole('button', { name: 'Add placement' }).click();
  await page.getByLabel('Quantity').fill('10');
  await page.getByRole('button', { name: 'Next: Add Collateral' }).click();
  await expect(page.getByText(/is over the budget of 90000.50 INR/).first()).toBeVisible();
  await page.getByLabel('Quantity').fill('2');

  // Leaving and coming back resumes the draft where it was saved.
  await page.getByRole('button', { name: 'Next: Add Collateral' }).click();
  await expect(page).toHaveURL(/\/collateral$/);
  await page.reload();
  await expect(page).toHaveURL(/\/collateral$/);

  // Step 3, Add Collateral: guidelines and an uploaded file with its progress bar.
  await page.getByLabel('Brand guidelines').fill('Show the earbuds in daylight; mention the 30-hour battery.');
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'moodboard.png', mimeType: 'image/png', buffer: moodboardPng });
  await expect(page.getByRole('list', { name: 'Attached files' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next: Review' }).click();

  // Step 4, Review: everything on one page, then Publish.
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await shot(page, 'campaign-review');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await shot(page, 'campaign-success');

  // The list finds it by filter and sort.
  await page.getByRole('link', { name: 'Back to campaigns' }).click();
  await expect(page).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns$/);
  await page.getByLabel('Search campaigns').fill('Diwali Drop');
  await expect(page.getByText('1 campaign', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await page.getByLabel('Search campaigns').fill('');
  await choose(page, 'Sort by', 'Name A–Z');
  await expect(page).toHaveURL(/ordering=name/);
  await expect(page.getByRole('listitem').getByRole('heading').first()).toHaveText(name);
  await expectNoSeriousViolations(page);

  // Its details page; the dashboard's spend changed.
  await page.goto(campaignUrl);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(spendCard(page)).toBeVisible();
  await expect(spendCard(page)).not.toHaveText(spendBefore);
});

test('a team viewer sees the campaigns but cannot publish or change them', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoViewer.email, demoViewer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'All Campaigns', exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns$/);
  const create = page.getByRole('button', { name: 'Create Campaign' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription('Only admins and managers of this brand can create campaigns.');

  // The seeded draft: its review step refuses to publish with the server's reason.
  const draft = page.getByRole('link', { name: /Festive Gifting Guide/ }).first();
  const href = await draft.getAttribute('href');
  const campaignId = href?.match(/([0-9a-f-]{36})\/general$/)?.[1] ?? href?.match(/campaigns\/([0-9a-f-]{36})$/)?.[1];
  expect(campaignId).toBeTruthy();
  const brandPath = new URL(page.url()).pathname;
  await page.goto(`${brandPath}/wizard/${campaignId}/review`);
  await page.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(page.getByText('Viewers cannot change campaigns.')).toBeVisible();

  // The published campaign's details page offers no status actions to a viewer.
  await page.goto(brandPath);
  await page.getByRole('link', { name: /Monsoon Launch/ }).first().click();
  await expect(page.getByText('Only admins and managers of this brand can change this campaign.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel campaign' })).toHaveCount(0);
});
