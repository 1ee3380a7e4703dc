import { expect, type APIRequestContext, type Browser, type Page } from './journey.fixture';
import { latestMailTo } from './mail.helpers';

/**
 * Sign-up answers "check your inbox" (it never says whether the address was taken): follow the e-mailed
 * confirmation link, which signs the person in and lands on /verify-email, then /dashboard.
 */
export async function confirmSignUpByEmail(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const mail = await latestMailTo(page.request, email, /\/api\/auth\/verify-email\?/);
  const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
}

export async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills and submits the sign-up form of the current page, then confirms the address through the e-mailed link. */
export async function fillInfluencerSignUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.getByLabel(/full name/i).fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel(/confirm password/i).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUpByEmail(page, account.email);
}

/** Logs out from the shell's user menu, or with the plain 'Log out' button of the setup pages. */
export async function signOut(page: Page) {
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  // Wait for whichever the page shows: right after a sign-in the shell may not be drawn yet, and checking the menu
  // at that instant sent the helper looking for the setup pages' button on the dashboard.
  await expect(accountMenu.or(page.getByRole('button', { name: 'Log out' })).first()).toBeVisible();
  if (await accountMenu.isVisible()) {
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  } else {
    await page.getByRole('button', { name: 'Log out' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}

/** A page of its own browser context (another person at another browser), signed in and on the dashboard. */
export async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}
