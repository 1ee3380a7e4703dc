import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills and submits the influencer sign-up form of the current page (/influencer-signup). */
export async function fillInfluencerSignUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.getByLabel(/full name/i).fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel(/confirm password/i).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Logs out from the shell's user menu, or with the plain 'Log out' button of the setup pages. */
export async function signOut(page: Page) {
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  if (await accountMenu.isVisible()) {
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  } else {
    await page.getByRole('button', { name: 'Log out' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}
