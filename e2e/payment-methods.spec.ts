import { expect, test } from './journey.fixture';
import { paymentMethodMessages as m, paymentMethodTexts as t } from '../src/domain/payments/payment-method.texts';
import { accessibilityViolations, wcagAA } from './axe.helpers';
import { signedInPage } from './auth.helpers';
import { demoBrand, demoViewer } from './demo-accounts';

/**
 * A brand's payment methods on /payments (SPEC §3 and §4; docs/payments-page.md "Payment methods"): the demo brand's
 * HDFC Bank account is its default; an admin adds a UPI id (after its required message), makes it the default and
 * removes it again (the bank account becomes the default), on a phone too; the viewer only sees the list.
 */
const hdfc = 'HDFC Bank ••••5678';
const upi = 'UPI ac**********@okhdfcbank';

test('an admin adds a UPI id, makes it the default and removes it; the bank account is the default again', async ({ browser }) => {
  const brand = await signedInPage(browser, demoBrand);
  await brand.setViewportSize({ width: 390, height: 844 });
  await brand.goto('/payments');
  const methods = brand.getByRole('list', { name: t.heading });
  const bank = methods.getByRole('listitem', { name: hdfc });
  // The page loads its figures first; a busy machine can take a while.
  await expect(bank.getByText(t.defaultChip, { exact: true })).toBeVisible({ timeout: 60_000 });

  await brand.getByRole('button', { name: t.add }).click();
  const dialog = brand.getByRole('dialog', { name: t.dialogTitle });
  await dialog.getByRole('radio', { name: 'UPI' }).check();
  await expect(dialog.getByText(t.unsaved)).toBeVisible();
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(dialog.getByText(m.upiRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^UPI ID/ }).fill('acme.finance@okhdfcbank');
  await dialog.getByRole('textbox', { name: /^UPI app/ }).fill('Google Pay');
  // One column on a phone: nothing wider than the screen.
  expect(await brand.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await accessibilityViolations(brand, { include: '[role="dialog"]', tags: wcagAA })).toEqual([]);
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(brand.getByText(t.added(upi))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const upiRow = methods.getByRole('listitem', { name: upi });
  await upiRow.getByRole('button', { name: t.setDefaultFor(upi) }).click();
  await expect(upiRow.getByText(t.defaultChip, { exact: true })).toBeVisible();
  await expect(bank.getByText(t.defaultChip, { exact: true })).toHaveCount(0);
  expect(await brand.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await upiRow.getByRole('button', { name: t.removeFor(upi) }).click();
  const confirm = brand.getByRole('dialog', { name: t.removeTitle });
  await expect(confirm).toContainText(t.removeDefaultBody(upi));
  await confirm.getByRole('button', { name: t.removeConfirm }).click();
  await expect(upiRow).toHaveCount(0);
  await expect(bank.getByText(t.defaultChip, { exact: true })).toBeVisible();

  // The add dialog opens empty again after it was used.
  await brand.getByRole('button', { name: t.add }).click();
  await expect(dialog.getByRole('radio', { name: 'Bank account' })).toBeChecked();
  await expect(dialog.getByText(t.unsaved)).toHaveCount(0);
});

test('a viewer sees the methods but cannot change them', async ({ browser }) => {
  const viewer = await signedInPage(browser, demoViewer);
  await viewer.goto('/payments');
  const methods = viewer.getByRole('list', { name: t.heading });
  await expect(methods.getByRole('listitem', { name: hdfc })).toBeVisible({ timeout: 60_000 });
  await expect(viewer.getByText(t.changeNotPermitted)).toBeVisible();
  await expect(viewer.getByRole('button', { name: t.add })).toHaveCount(0);
  await expect(methods.getByRole('button')).toHaveCount(0);
});
