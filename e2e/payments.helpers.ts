import { expect, type Page } from './journey.fixture';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Funds a campaign as its admin would (docs/payments.md "Funding"): /payments?fund=<id> opens the Fund dialog with
 * what is left of the budget, the sandbox checkout pays it, and the page says so once the provider confirmed it.
 * Invites need funded money, so every journey that invites on a new campaign funds it first.
 */
export async function fundInSandboxCheckout(page: Page, campaignId: string, campaignName: string): Promise<void> {
  await page.goto(`/payments?fund=${campaignId}`);
  const dialog = page.getByRole('dialog', { name: 'Fund campaign' });
  await expect(dialog.getByText(campaignName)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(new RegExp(`added to ${escapeRegExp(campaignName)}\\.$`))).toBeVisible({ timeout: 30_000 });
}
