import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { signIn } from './auth.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';

/** The command palette, driven by the keyboard only once signed in. */

async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The shortcut is registered by the shell, which loads after the URL changes.
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const input = (page: Page) => page.getByRole('combobox', { name: 'Command or search' });

async function openWithShortcut(page: Page, shortcut = 'Control+K') {
  await page.keyboard.press(shortcut);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('placeholder', 'Type a command or search...');
}

/** The text of the option aria-activedescendant points at. */
async function activeOption(page: Page) {
  const id = await input(page).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`).innerText() : null;
}

/** ArrowDown until `label` is the active option (at most once round the list). */
async function arrowTo(page: Page, label: string | RegExp) {
  const matches = (text: string | null) => (typeof label === 'string' ? text?.startsWith(label) : label.test(text ?? ''));
  const count = await page.getByRole('option').count();
  for (let step = 0; step <= count && !matches(await activeOption(page)); step += 1) await page.keyboard.press('ArrowDown');
  expect(matches(await activeOption(page)), `active option is ${String(label)}`).toBe(true);
}

test.describe('as the demo brand', () => {
  test.beforeEach(async ({ page }) => signInAs(page, demoBrand));

  test('Ctrl+K, type, ArrowDown, Enter navigates; the quick actions are the brand ones', async ({ page }) => {
    await openWithShortcut(page);
    await expect(page.getByRole('group', { name: 'Quick Actions' }).getByRole('option', { name: 'Invite Influencer' })).toBeVisible();
    await page.keyboard.type('go to');
    await expect(page.getByRole('option', { name: 'Go to Influencers' })).toBeVisible();
    expect(await activeOption(page)).toBe('Go to Dashboard');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toBe('Go to Influencers');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/influencers$/);
    await expect(palette(page)).toBeHidden();
  });

  test('Escape closes and gives focus back; Cmd+K toggles too', async ({ page }) => {
    const searchBox = page.getByRole('button', { name: 'Search' });
    await searchBox.focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(searchBox).toBeFocused();
    await openWithShortcut(page, 'Meta+K');
    await page.keyboard.press('Meta+K');
    await expect(palette(page)).toBeHidden();
  });

  test('search finds an influencer and a help article, never a brand', async ({ page }) => {
    await openWithShortcut(page);
    await page.keyboard.type('ivy');
    const influencers = page.getByRole('group', { name: 'Search Influencers' });
    await expect(influencers.getByRole('option', { name: 'ivy.creates' })).toBeVisible();
    await arrowTo(page, 'ivy.creates');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/influencers\?focus=[0-9a-f-]{36}$/);

    await openWithShortcut(page);
    await page.keyboard.type('acme');
    await expect(page.getByText('No results found.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Search Brands' })).toHaveCount(0);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('placement types');
    await expect(page.getByRole('group', { name: 'Search Help articles' }).getByRole('option', { name: /Placement types explained/ })).toBeVisible();
    await arrowTo(page, 'Placement types explained');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/help\/campaigns\/placement-types$/);
  });

  test('the open palette has no serious or critical accessibility violation', async ({ page }) => {
    await openWithShortcut(page);
    await page.keyboard.type('ivy');
    await expect(page.getByRole('option', { name: 'ivy.creates' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('as the demo influencer', () => {
  test.beforeEach(async ({ page }) => signInAs(page, demoInfluencer));

  test('search finds a brand and influencer help, never influencers or brand-only help', async ({ page }) => {
    await openWithShortcut(page);
    await expect(page.getByRole('option', { name: 'Submit Content' })).toBeVisible();
    await page.keyboard.type('acme');
    await expect(page.getByRole('group', { name: 'Search Brands' }).getByRole('option', { name: 'Acme Demo Co.' })).toBeVisible();

    await page.keyboard.press('Control+A');
    await page.keyboard.type('ivy');
    await expect(page.getByText('No results found.')).toBeVisible();

    await page.keyboard.press('Control+A');
    await page.keyboard.type('getting started as');
    const help = page.getByRole('group', { name: 'Search Help articles' });
    await expect(help.getByRole('option', { name: /Getting started as an influencer/ })).toBeVisible();
    await expect(help.getByRole('option', { name: /Getting started as a brand/ })).toHaveCount(0);
    await arrowTo(page, 'Getting started as an influencer');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/help\/getting-started\/influencer-quick-start$/);
  });

  test("a dialog quick action opens the shell's dialog, which gets the focus", async ({ page }) => {
    await openWithShortcut(page);
    await page.keyboard.type('submit');
    expect(await activeOption(page)).toBe('Submit Content');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit Content' });
    await expect(dialog).toBeVisible();
    await expect(palette(page)).toBeHidden();
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
