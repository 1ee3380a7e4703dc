import { expect, test, type Page } from './journey.fixture';
import { accessibilityViolations } from './axe.helpers';
import { signIn } from './auth.helpers';
import { demoInfluencer } from './demo-accounts';

/** The seeded demo influencer is paid by UPI (server/src/db/seed/payouts.seed.ts). */
const seededUpiMasked = 'iv*********@okhdfc';

async function openPayoutCard(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Payout details' });
  await expect(card).toBeVisible();
  return card;
}

test('an influencer changes payout details to a bank account, removes them and adds a UPI ID again', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demoInfluencer.email, demoInfluencer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  let card = await openPayoutCard(page);
  await expect(card.getByText(seededUpiMasked)).toBeVisible();

  // Closing the dialog throws away what was typed (SPEC §4 "Payment method form").
  await card.getByRole('button', { name: 'Change' }).click();
  let dialog = page.getByRole('dialog', { name: 'Payout method' });
  await expect(dialog.getByRole('button', { name: 'UPI', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Bank transfer' }).click();
  await dialog.getByRole('textbox', { name: 'Account holder name' }).fill('Ivy Rao');
  await expect(dialog.getByText('Unsaved changes')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Change' }).click();
  dialog = page.getByRole('dialog', { name: 'Payout method' });
  await expect(dialog.getByRole('textbox', { name: 'UPI ID' })).toHaveValue('');
  await expect(dialog.getByText('Unsaved changes')).toBeHidden();

  // The shared rules, on submit, with their messages; nothing is saved.
  await dialog.getByRole('button', { name: 'Bank transfer' }).click();
  await dialog.getByRole('textbox', { name: 'Account number', exact: true }).fill('12345');
  await dialog.getByRole('textbox', { name: 'IFSC code' }).fill('HDFC1234567');
  await dialog.getByRole('button', { name: 'Save payout details' }).click();
  await expect(dialog.getByText('Account number must be 9 to 18 digits.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid IFSC code: 4 letters, then 0, then 6 letters or digits (e.g. HDFC0001234).')).toBeVisible();
  await expect(dialog.getByText('Account holder name is required.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Account holder name' }).fill('Ivy Rao');
  await dialog.getByRole('textbox', { name: 'Account number', exact: true }).fill('123456789012');
  await dialog.getByRole('textbox', { name: 'Re-enter account number' }).fill('123456789012');
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill('HDFC Bank');
  await dialog.getByRole('textbox', { name: 'IFSC code' }).fill('hdfc0001234');
  await dialog.getByRole('combobox', { name: 'Account type' }).click();
  await page.getByRole('option', { name: 'Current' }).click();
  await dialog.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText('Payout details saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('HDFC Bank · Current')).toBeVisible();
  await expect(card.getByText(/Ivy Rao · .*9012 · HDFC0001234/)).toBeVisible();
  await expect(card.getByText('123456789012')).toHaveCount(0);

  // Masked on the server too, and still there after a reload.
  await page.reload();
  card = await openPayoutCard(page);
  await expect(card.getByText(/Ivy Rao · .*9012 · HDFC0001234/)).toBeVisible();
  await expect(page.getByText('123456789012')).toHaveCount(0);
  // Changing opens on the saved method.
  await card.getByRole('button', { name: 'Change' }).click();
  dialog = page.getByRole('dialog', { name: 'Payout method' });
  await expect(dialog.getByRole('button', { name: 'Bank transfer' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Remove asks first; cancelling keeps the details.
  await card.getByRole('button', { name: 'Remove' }).click();
  let confirm = page.getByRole('dialog', { name: 'Remove payout details?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('HDFC Bank · Current')).toBeVisible();
  await card.getByRole('button', { name: 'Remove' }).click();
  confirm = page.getByRole('dialog', { name: 'Remove payout details?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Payout details removed.')).toBeVisible();
  await expect(card.getByText('No payout method yet. Add one so brands can pay you.')).toBeVisible();
  await page.reload();
  card = await openPayoutCard(page);
  await expect(card.getByText('No payout method yet. Add one so brands can pay you.')).toBeVisible();

  // Back to the seeded UPI ID, so the demo account ends as it started.
  await card.getByRole('button', { name: 'Add payout method' }).click();
  dialog = page.getByRole('dialog', { name: 'Payout method' });
  await dialog.getByRole('textbox', { name: 'UPI ID' }).fill('ivy.creates');
  await dialog.getByRole('button', { name: 'Save payout details' }).click();
  await expect(dialog.getByText('Enter a valid UPI ID, like name@okbank.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'UPI ID' }).fill('ivy.creates@okhdfc');
  await dialog.getByRole('button', { name: 'Save payout details' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(seededUpiMasked)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the payout card and its dialog fit the screen', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demoInfluencer.email, demoInfluencer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = await openPayoutCard(page);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(seededUpiMasked)).toBeVisible();
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: 'Change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payout method' });
    await dialog.getByRole('button', { name: 'Bank transfer' }).click();
    await expect(dialog.getByRole('button', { name: 'Save payout details' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
