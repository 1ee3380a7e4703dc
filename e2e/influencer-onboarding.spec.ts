import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations, wcagAA } from './axe.helpers';
import { fillInfluencerSignUp } from './auth.helpers';

/** A 1×1 PNG for the profile picture (the server decides the type by these bytes). */
const picturePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const shots = process.env.E2E_SCREENSHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(option.slice(0, 6));
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new influencer completes every setup step, lands on the dashboard and is not sent back to setup', async ({ page }) => {
  const email = `creator-${Date.now()}@example.com`;
  await page.goto('/influencer-signup');
  await fillInfluencerSignUp(page, { name: 'Meera Creator', email, password: 'Str0ng!pass' });
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();

  // About you: the rules speak on submit, the picture uploads with its progress bar.
  await next(page);
  await expect(page.getByText('Display name must be between 3 and 30 characters.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picturePng });
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await page.getByLabel('Display name').fill('meera.makes');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Bio').fill('Slow travel films and regional food from Kerala.');
  await next(page);

  // Niches and languages: at least one category (SPEC's message), then two picks.
  await expect(page.getByRole('heading', { name: 'Niches & languages' })).toBeVisible();
  await next(page);
  await expect(page.getByText('Select at least one content category')).toBeVisible();
  await pick(page, 'Content categories', 'Travel, Tourism & Aviation');
  await pick(page, 'Languages', 'Malayalam');
  await next(page);

  // Progress survives a reload: the wizard resumes at Location.
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('Date of birth').fill('2016-01-01');
  await next(page);
  await expect(page.getByText('You must be at least 13 years old.')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1997-05-20');
  await next(page);

  // Social accounts: the URL must match the platform; at least one is required.
  await expect(page.getByRole('heading', { name: 'Social accounts' })).toBeVisible();
  await next(page);
  await expect(page.getByText('Add at least one social media account')).toBeVisible();
  await page.getByLabel('Handle').fill('@meeramakes');
  await page.getByLabel('Profile URL').fill('https://vimeo.com/meera');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText(/Enter a YouTube channel address/)).toBeVisible();
  await page.getByLabel('Profile URL').fill('https://www.youtube.com/@meeramakes');
  await page.getByLabel('Followers').fill('15400');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('YouTube · @meeramakes')).toBeVisible();
  await next(page);

  // Content preferences keep their defaults; payout by UPI.
  await expect(page.getByRole('heading', { name: 'Content preferences' })).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Payout' })).toBeVisible();
  await page.getByLabel(/UPI ID/).fill('meera.nair@okaxis');
  await next(page);

  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByText('me********@okaxis', { exact: false })).toBeVisible();
  await shot(page, 'influencer-setup-review');
  expect(await accessibilityViolations(page, { tags: wcagAA })).toEqual([]);
  await page.getByRole('button', { name: 'Finish setup' }).click();

  await expect(page).toHaveURL(/\/influencer-setup-complete$/);
  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await shot(page, 'influencer-setup-complete');
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Influencer Account')).toBeAttached();

  // The guard no longer sends them to setup; setup and its completion page lead to the dashboard.
  await page.goto('/profile-setup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/influencer-setup-complete');
  await expect(page).toHaveURL(/\/dashboard$/);
});
