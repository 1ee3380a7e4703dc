import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations, wcagAA } from './axe.helpers';
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
  expect(await accessibilityViolations(page, { tags: wcagAA })).toEqual([]);
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
  await expect(page.getByText(/is over the budget of ₹90,000.50/).first()).toBeVisible();
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
  // Published, and within seconds the matching job moves it on (docs/marketplace.md "Campaign status steps").
  await expect(page.getByText(/^(Published|Finding influencers|Outreach pending)$/).first()).toBeVisible();
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
  // Not offered at all (issue 13), only the reason in its place (e2e/refusals-visible.spec.ts checks everywhere).
  await expect(page.getByText('Only admins and managers of this brand can create campaigns.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Campaign' })).toHaveCount(0);

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

test('the brand buys branding in existing videos: added to the draft, counted in the total, listed on review, one removed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoBrand.email, demoBrand.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Create Campaign' }).first().click();
  await page.getByLabel('Campaign name').fill(`Old Videos ${Date.now() % 100000}`);
  await page.getByLabel('Description').fill('Brand mentions added to reviews our creators already published.');
  await choose(page, 'Objective', 'Brand awareness');
  await page.getByLabel('Budget').fill('50000');
  await page.getByRole('button', { name: 'Next: Select Platforms' }).click();
  await expect(page).toHaveURL(/\/real-estate$/);

  await page.getByRole('checkbox', { name: 'YouTube' }).check();
  const section = page.getByRole('region', { name: 'Branding in existing videos' });
  await expect(section.getByText('No existing videos added yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add existing videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add branding in existing videos' });
  // The rules speak before anything is sent: a link that is not YouTube, and no position.
  await dialog.getByRole('textbox', { name: 'Video link 1' }).fill('https://vimeo.com/12345');
  await dialog.getByRole('button', { name: 'Add 1 video' }).click();
  await expect(dialog.getByText(/YouTube/).first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Video link 1' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Add another video' }).click();
  await dialog.getByRole('textbox', { name: 'Video link 2' }).fill('https://youtu.be/aqz-KE-bpKQ');
  await choose(page, 'Position in the video', 'In the middle');
  await dialog.getByRole('textbox', { name: /^Price per video/ }).fill('2500');
  await dialog.getByRole('button', { name: 'Add 2 videos' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 videos added to the draft.')).toBeVisible();
  await expect(section.getByText('2 videos: ₹5,000')).toBeVisible();
  await shot(page, 'campaign-old-videos');
  expect(await accessibilityViolations(page, { tags: wcagAA })).toEqual([]);

  // Removing one takes effect with the step's save; the review lists what was kept.
  await section.getByRole('button', { name: 'Remove https://youtu.be/aqz-KE-bpKQ' }).click();
  await expect(section.getByText('1 video: ₹2,500')).toBeVisible();
  await page.getByRole('button', { name: 'Next: Add Collateral' }).click();
  await expect(page).toHaveURL(/\/collateral$/);
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(/Branding in an existing video, in the middle of https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ/)).toBeVisible();
  await expect(page.getByText(/aqz-KE-bpKQ/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/in the middle of https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ/)).toBeVisible();
  await shot(page, 'campaign-old-videos-review');
});
