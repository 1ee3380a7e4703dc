import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { signIn, signOut } from './auth.helpers';
import { demoInfluencer, demoLeaver } from './demo-accounts';

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toBeVisible();
}

test('an influencer changes settings, saves, and finds them again after a reload', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page);
  await expect(page.getByText('Using the default settings')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Invalid first: validated on submit with the rule's message, nothing saved.
  await page.getByLabel('Display name').fill('a b');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Display name can only contain letters, numbers, dots, dashes and underscores')).toBeVisible();

  await page.getByLabel('Display name').fill('ivy.settings');
  await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
  await page.getByRole('switch', { name: 'Weekly digest' }).check();
  await page.getByRole('switch', { name: 'E-mail notifications' }).uncheck();
  await page.getByLabel('Profile visibility').click();
  await page.getByRole('option', { name: 'Connections only' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByText(/^Last saved/)).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('ivy.settings');
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Pune');
  await expect(page.getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'E-mail notifications' })).not.toBeChecked();
  await expect(page.getByLabel('Profile visibility')).toHaveText('Connections only');
  await expect(page.getByText(/^Last saved/)).toBeVisible();

  // Discard puts the saved values back.
  await page.getByRole('textbox', { name: 'Location' }).fill('Mumbai');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Pune');
});

test('an influencer changes the password, signs in with the new one, then deletes the account and can no longer sign in', async ({ page }) => {
  const newPassword = 'Changed!789';
  await page.goto('/login');
  await signIn(page, demoLeaver.email, demoLeaver.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page);

  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill('Wrong!2345');
  await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm new password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Current password is incorrect.')).toBeVisible();

  await passwordForm.getByLabel('Current password').fill(demoLeaver.password);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  await signOut(page);
  await signIn(page, demoLeaver.email, demoLeaver.password);
  await expect(page.getByText('Sign in failed. Please check your email and password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openSettings(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Confirmation').fill('DELETE MY ACCOUNT');
  await dialog.getByLabel('Password', { exact: true }).fill('not-it');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  // Shown once, in the dialog: account deletion is not toasted as a failed mutation.
  await expect(page.getByText('The password is incorrect.')).toHaveCount(1);

  await dialog.getByLabel('Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Why are you leaving? (optional)').fill('Just testing');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  await signIn(page, demoLeaver.email, newPassword);
  await expect(page.getByText('Sign in failed. Please check your email and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
