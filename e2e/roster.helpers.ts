import { expect, type Locator, type Page } from './journey.fixture';

/**
 * A candidate's checkbox on the campaign's Influencers tab, turning the roster's pages until it shows: the demo
 * campaigns match some thirty creators, ranked by fit, so a given one is not always on the first page.
 */
export async function candidateOnSomePage(page: Page, name: RegExp): Promise<Locator> {
  const candidate = page.getByRole('checkbox', { name });
  const firstOfPage = page.getByRole('checkbox', { name: /^Select (?!all candidates)/ }).first();
  await expect(firstOfPage).toBeVisible({ timeout: 30_000 });
  while (!(await candidate.isVisible())) {
    const before = (await firstOfPage.getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: 'Go to next page' }).click({ timeout: 5_000 });
    await expect(firstOfPage).not.toHaveAttribute('aria-label', before);
  }
  return candidate;
}
