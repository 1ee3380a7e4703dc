import { expect, test } from './journey.fixture';
import { fillInfluencerSignUp, signIn, signOut } from './auth.helpers';
import { latestMailTo } from './mail.helpers';

test('a user resets a forgotten password through the e-mailed link', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.com`;
  await page.goto('/influencer-signup');
  await fillInfluencerSignUp(page, { name: 'Reset Tester', email, password: 'Old!pass123' });
  await expect(page).toHaveURL(/\/profile-setup$/);
  await signOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes before the lazily loaded page replaces the login form, which has an Email field too.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText("If an account exists for that e-mail, we've sent a reset link.")).toBeVisible();

  const mail = await latestMailTo(request, email, /forgot-password\?token=/);
  const link = mail.text.match(/https?:\/\/\S+forgot-password\?token=[\w.-]+/)?.[0];
  expect(link, 'reset link in the e-mail').toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);

  await page.getByLabel('New password', { exact: true }).fill('New!pass456');
  await page.getByLabel('Confirm new password').fill('New!pass456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, 'Old!pass123');
  await expect(page.getByText('Sign in failed. Please check your email and password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await signIn(page, email, 'New!pass456');
  await expect(page).toHaveURL(/\/profile-setup$/);
});
