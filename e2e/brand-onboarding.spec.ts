import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations, wcagAA } from './axe.helpers';
import { fillInfluencerSignUp } from './auth.helpers';

/** A 1×1 PNG: the logo upload (the server decides the type by these bytes). */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const shots = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new brand signs up, completes both setup steps with a logo, reaches the dashboard and is not sent back to setup', async ({ page }) => {
  const email = `brand-${Date.now()}@example.com`;
  await page.goto('/brand-signup-123');
  // The brand sign-up form is the same form as the influencer's, with persona 'brand'.
  await fillInfluencerSignUp(page, { name: 'Rhea Brand', email, password: 'Str0ng!pass' });

  await expect(page).toHaveURL(/\/brand-profile-setup$/);
  await expect(page.getByRole('heading', { name: 'Brand Profile Setup' })).toBeVisible();

  // Empty submit: the required fields say so, nothing is sent.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();

  await page.getByLabel('Company name').fill('Rhea Naturals');
  // A reload keeps what was typed (draft in localStorage).
  await page.reload();
  await expect(page.getByText('We restored what you typed last time.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Rhea Naturals');

  await page.getByLabel('Legal name').fill('Rhea Naturals LLP');
  await choose(page, 'Industry', 'Beauty & Personal Care');
  await page.getByLabel('Website').fill('rhea.example.com');
  await page.getByLabel('Description').fill('Plant-based skincare made in small batches in Kerala.');
  await page.getByLabel('Founded year').fill('2019');
  await choose(page, 'Company size', '11-50 employees');
  await page.getByLabel('Address').fill('12 Marine Drive');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('State / region').fill('Kerala');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('Postal code').fill('682031');
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();

  // The website rule (SPEC §5 URL) stops the step until it is fixed, then re-validates on change.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid URL.')).toBeVisible();
  await page.getByLabel('Website').fill('https://rhea.example.com');
  await expect(page.getByText('Please enter a valid URL.')).toBeHidden();
  await shot(page, 'brand-setup-company');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Full name').fill('Rhea Menon');
  await page.getByLabel('Job title').fill('Founder');
  await page.getByLabel(/^E-mail/).fill('rhea@rhea.example.com');
  await page.getByLabel(/^Phone/).fill('+91 98470 12345');
  await page.getByLabel('Billing e-mail').fill('accounts@rhea.example.com');
  await page.getByLabel('Instagram').fill('https://instagram.com/rheanaturals');
  await shot(page, 'brand-setup-contact');
  expect(await accessibilityViolations(page, { tags: wcagAA, impacts: 'all' })).toEqual([]);
  await page.getByRole('button', { name: 'Complete setup' }).click();

  await expect(page).toHaveURL(/\/brand-setup-complete$/);
  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await shot(page, 'brand-setup-complete');
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Brand Account')).toBeVisible();

  // The guard no longer sends the brand to setup, and setup itself now leads to the dashboard.
  await page.goto('/brand-profile-setup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('brand setup on a phone: one column, the steps and buttons fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/brand-signup-123');
  await fillInfluencerSignUp(page, { name: 'Pia Phone', email: `phone-brand-${Date.now()}@example.com`, password: 'Str0ng!pass' });
  await expect(page.getByRole('heading', { name: 'Brand Profile Setup' })).toBeVisible();
  await shot(page, 'brand-setup-phone-top');
  // On a phone the sign-up's welcome toast sits over the foot of the form; the keyboard reaches the button anyway.
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(page.getByText('Please fill in all required fields.').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'brand-setup-phone');
});
