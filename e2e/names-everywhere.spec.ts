import { expect, test, type Page } from './journey.fixture';
import { fillInfluencerSignUp } from './auth.helpers';

/**
 * Issue 13 "Names": the name entered in setup is the name shown everywhere (docs/profiles-and-names.md), setup does
 * not ask again for what sign-up gave, a new influencer's first visit is an empty state (no 404, no console error),
 * and the brand's contact starts as the signed-up person and survives a reload.
 */

const phoneMessage = 'Please enter a valid phone number with country code (e.g. +91 98765 43210)';

/** Console errors and 404 answers from now on (the first visit must have none). */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() === 404) failures.push(`404: ${response.request().method()} ${response.url()}`);
  });
  return failures;
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(option.slice(0, 6));
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an influencer who signed up as Nora Newbie and saved Priya Sharma in setup is Priya Sharma everywhere', async ({ page }) => {
  // Sign-up, seven setup steps, settings and My Profile in one journey: longer than the default minute on a busy machine.
  test.setTimeout(240_000);
  const failures = watchFailures(page);
  const email = `names-${Date.now()}@example.com`;
  await page.goto('/influencer-signup');
  await fillInfluencerSignUp(page, { name: 'Nora Newbie', email, password: 'Str0ng!pass' });

  // First visit: setup with the sign-up name already in place, and nothing failed on the way here.
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  await expect(page.getByLabel('Last name')).toHaveValue('Newbie');
  expect(failures).toEqual([]);

  await page.getByLabel('Display name').fill('priya.sharma');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Sharma');
  await page.getByLabel('Bio').fill('Street food and slow travel films from Jaipur.');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { name: 'Niches & languages' })).toBeVisible();
  await pick(page, 'Content categories', 'Travel, Tourism & Aviation');
  await pick(page, 'Languages', 'Hindi');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await page.getByLabel('City').fill('Jaipur');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('Date of birth').fill('1996-03-14');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { name: 'Social accounts' })).toBeVisible();
  await page.getByLabel('Handle').fill('@priyaeats');
  await page.getByLabel('Profile URL').fill('https://www.youtube.com/@priyaeats');
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByText('YouTube · @priyaeats')).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { name: 'Content preferences' })).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { name: 'Payout' })).toBeVisible();
  await page.getByLabel(/UPI ID/).fill('priya.sharma@okaxis');
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Sidebar, top bar (the account button's initial) and user menu: the setup name, not the sign-up name.
  await expect(page.getByTestId('sidebar-user')).toHaveText('Priya Sharma');
  const accountButton = page.getByRole('button', { name: 'Account menu' });
  await expect(accountButton).toHaveText('P');
  await accountButton.click();
  await expect(page.getByRole('menu')).toHaveAccessibleDescription(/Priya Sharma/);
  await expect(page.getByText('Nora Newbie')).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Settings' }).click();

  // /settings: the same name, and the profile's display name (not an empty field).
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Priya Sharma');
  await expect(page.getByLabel('Display name')).toHaveValue('priya.sharma');

  // The settings phone follows the one phone rule.
  await page.getByRole('textbox', { name: 'Phone number' }).fill('98765 43210');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(phoneMessage)).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+91 98765 43210');
  await expect(page.getByText(phoneMessage)).toBeHidden();

  // A name changed in My Profile reaches the shell without a reload.
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.getByRole('button', { name: 'Edit About you' }).click();
  await page.getByLabel('Last name').fill('Verma');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('sidebar-user')).toHaveText('Priya Verma');
});

test('a brand starts its contact as the signed-up person, keeps its steps across reloads and is shown by that name', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `names-brand-${Date.now()}@example.com`;
  await page.goto('/brand-signup-123');
  await fillInfluencerSignUp(page, { name: 'Rhea Brand', email, password: 'Str0ng!pass' });
  await expect(page.getByRole('heading', { name: 'Brand Profile Setup' })).toBeVisible();

  await page.getByLabel('Company name').fill('Rhea Naturals');
  await choose(page, 'Industry', 'Beauty & Personal Care');
  await page.getByLabel('Website').fill('https://rhea.example.com');
  await page.getByLabel('Description').fill('Plant-based skincare made in small batches in Kerala.');
  await choose(page, 'Company size', '11-50 employees');
  await page.getByLabel('Address').fill('12 Marine Drive');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('Country').fill('India');

  // Step 1 survives a reload.
  await page.reload();
  await expect(page.getByText('We restored what you typed last time.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Rhea Naturals');
  await expect(page.getByLabel('Description')).toHaveValue('Plant-based skincare made in small batches in Kerala.');
  await page.getByRole('button', { name: 'Next' }).click();

  // The contact starts as the person who signed up; the step itself survives a reload too.
  await expect(page.getByLabel('Full name')).toHaveValue('Rhea Brand');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
  await page.getByLabel('Job title').fill('Founder');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Complete setup' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue('Founder');
  await expect(page.getByLabel('Full name')).toHaveValue('Rhea Brand');

  // SPEC §5 international format for every phone field.
  await page.getByLabel(/^Phone/).fill('98765 43210');
  await page.getByLabel('Support phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText(phoneMessage)).toHaveCount(2);
  await page.getByLabel(/^Phone/).fill('+91 98470 12345');
  await page.getByLabel('Support phone').fill('+91 484 400 1234');
  // The name entered in setup (the contact is the account holder: same e-mail) is the account's name.
  await page.getByLabel('Full name').fill('Rhea Menon');
  await page.getByRole('button', { name: 'Complete setup' }).click();

  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-user')).toHaveText('Rhea Menon');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toHaveAccessibleDescription(/Rhea Menon/);
});
