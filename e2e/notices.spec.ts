import { expect, test, type Locator, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { signIn } from './auth.helpers';
import { demoInfluencer } from './demo-accounts';

// The seeded notices (server/src/db/seed/notices.seed.ts): four, one per severity; the error one is not dismissible.
const welcome = 'Welcome to InfluenceHub!';
const maintenance = 'Scheduled maintenance on Sunday';
const instagram = 'Instagram statistics are delayed';

async function signInToShell(page: Page) {
  await page.goto('/login');
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page.getByRole('region', { name: 'Notices' });
}

const counter = (strip: Locator) => strip.getByText(/^\d+ \/ \d+$/);

/** Steps through the strip with 'Next notice' until the notice with this text shows (the order is by date). */
async function showNotice(strip: Locator, text: string) {
  for (let step = 0; step < 5 && !(await strip.textContent())?.includes(text); step += 1) {
    await strip.getByRole('button', { name: 'Next notice' }).click();
  }
  await expect(strip).toContainText(text);
}

test('the seeded notices rotate every 5 s and hovering pauses the rotation', async ({ page }) => {
  const strip = await signInToShell(page);
  await expect(counter(strip)).toHaveText('1 / 4');
  const first = await strip.textContent();

  await expect(counter(strip)).toHaveText('2 / 4', { timeout: 7000 });
  expect(await strip.textContent()).not.toBe(first);

  await strip.hover();
  await page.waitForTimeout(6500);
  await expect(counter(strip)).toHaveText('2 / 4');

  await page.mouse.move(5, 600);
  await expect(counter(strip)).toHaveText('3 / 4', { timeout: 7000 });
});

test('previous, next and the dots move between notices', async ({ page }) => {
  const strip = await signInToShell(page);
  await strip.getByRole('button', { name: 'Show notice 3' }).click();
  await expect(counter(strip)).toHaveText('3 / 4');
  await expect(strip.getByRole('button', { name: 'Show notice 3' })).toHaveAttribute('aria-current', 'true');
  await strip.getByRole('button', { name: 'Next notice' }).click();
  await expect(counter(strip)).toHaveText('4 / 4');
  await strip.getByRole('button', { name: 'Next notice' }).click();
  await expect(counter(strip)).toHaveText('1 / 4');
  await strip.getByRole('button', { name: 'Previous notice' }).click();
  await expect(counter(strip)).toHaveText('4 / 4');
});

test('a dismissed notice stays dismissed in this tab after a reload but comes back in a new session', async ({ page, browser }) => {
  const strip = await signInToShell(page);
  await showNotice(strip, maintenance);
  await strip.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(strip).not.toContainText(maintenance);
  await expect(counter(strip)).toHaveText(/ \/ 3$/);

  await page.reload();
  await expect(counter(strip)).toHaveText(/ \/ 3$/);
  for (let step = 0; step < 3; step += 1) {
    await expect(strip).not.toContainText(maintenance);
    await strip.getByRole('button', { name: 'Next notice' }).click();
  }

  const context = await browser.newContext();
  const fresh = await signInToShell(await context.newPage());
  await expect(counter(fresh)).toHaveText(/ \/ 4$/);
  await showNotice(fresh, maintenance);
  await context.close();
});

test('the non-dismissible notice has no dismiss button; the inline link opens the help centre', async ({ page }) => {
  const strip = await signInToShell(page);
  await showNotice(strip, instagram);
  await expect(strip.getByRole('button', { name: 'Dismiss notice' })).toHaveCount(0);

  await showNotice(strip, welcome);
  const link = strip.getByRole('link', { name: 'Read the help centre' });
  await expect(link).toHaveAttribute('href', '/help');
  await link.click();
  await expect(page).toHaveURL(/\/help$/);
});

test('the notice strip has no serious accessibility violations', async ({ page }) => {
  // Checked at rest: half-way through the 250 ms slide-in the text is still fading in (the strip honours reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const strip = await signInToShell(page);
  await strip.hover();
  for (const text of [welcome, maintenance, instagram]) {
    await showNotice(strip, text);
    expect(await accessibilityViolations(page, { include: '[aria-label="Notices"]' })).toEqual([]);
  }
});
