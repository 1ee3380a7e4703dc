import { expect, test, type Page } from './journey.fixture';
import { connectOutcomeTexts, socialConnectLabels } from '../src/domain/social/social-connect.texts';
import { accessibilityViolations } from './axe.helpers';
import { signIn } from './auth.helpers';
import { demoInfluencer } from './demo-accounts';

/**
 * Connecting accounts in sandbox mode, the embedded default (docs/social-integrations.md "Sandbox"): the product
 * serves a simulated YouTube and Instagram with a consent page, and the real clients read them.
 */
async function openMyProfile(page: Page) {
  await page.goto('/login');
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: socialConnectLabels.heading });
  await expect(section).toBeVisible();
  return section;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('the demo influencer connects a YouTube channel on the sandbox consent page and sees its verified numbers', async ({ page }) => {
  const section = await openMyProfile(page);
  // The seeded connection: Ivy Creates, read from the sandbox.
  const seeded = card(page, 'YouTube · @ivycreates');
  await expect(seeded.getByText('Verified')).toBeVisible();
  await expect(seeded.getByRole('definition').first()).toHaveText('48,200');
  // Her Instagram is typed in: self-reported.
  await expect(card(page, 'Instagram · @ivy.creates').getByText('Self-reported')).toBeVisible();

  await section.getByRole('group', { name: socialConnectLabels.connectGroup }).getByRole('button', { name: 'Connect YouTube' }).click();
  await expect(page).toHaveURL(/\/sandbox\/youtube\/o\/oauth2\/v2\/auth\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a YouTube channel' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /Ivy Travels/ }).check();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on the page it started from, with the outcome; the address loses it once shown.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.getByRole('alert')).toHaveText(connectOutcomeTexts.connected('youtube'));
  const travels = card(page, 'YouTube · @ivytravels');
  await expect(travels.getByText('Verified')).toBeVisible();
  await expect(travels.getByText('Ivy Travels')).toBeVisible();
  await expect(travels.getByText('Subscribers').locator('..').getByRole('definition')).toHaveText('12,900');
  await expect(travels.getByText('Videos').locator('..').getByRole('definition')).toHaveText('6');
  await expect(travels.getByText(/^Read \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  expect(await accessibilityViolations(page, { include: 'main' })).toEqual([]);

  await travels.getByRole('button', { name: 'Verify now: @ivytravels' }).click();
  await expect(page.getByText(socialConnectLabels.verified('youtube'))).toBeVisible();

  // Disconnecting asks first, then the channel goes (its grant revoked in the sandbox).
  await travels.getByRole('button', { name: 'Disconnect @ivytravels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect @ivytravels?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText(socialConnectLabels.disconnected('youtube'))).toBeVisible();
  await expect(travels).toBeHidden();
  await expect(seeded).toBeVisible();
});

/** Nothing sticks out sideways (the layout tour's rule), on a phone. */
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('on a phone: cancelling on the consent page comes back with the cancelled outcome and changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const section = await openMyProfile(page);
  await expect(section.getByRole('article').first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  const accounts = await section.getByRole('article').count();
  await section.getByRole('group', { name: socialConnectLabels.connectGroup }).getByRole('button', { name: 'Connect Instagram' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an Instagram account' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.getByRole('alert')).toHaveText(connectOutcomeTexts.cancelled('instagram'));
  await expect(section.getByRole('article')).toHaveCount(accounts);
});
