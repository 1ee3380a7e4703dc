import { readFile } from 'node:fs/promises';
import { expect, test } from './journey.fixture';
import { paymentFailureMessages } from '../src/domain/payments/payment.texts';
import { signedInPage } from './auth.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';

/**
 * Issue 15 in the browser (docs/payments.md): the demo brand's card is declined in the sandbox checkout (SPEC §8's
 * message where the brand paid, nothing funded); the demo brand approves a payout for verified content, which the
 * sandbox RazorpayX processes, and the demo creator sees it paid on /earnings and downloads its statement; the brand
 * then finds the line's invoice on /payments and downloads it.
 * The running demo campaign "Summer Audio Drop" is funded with part of its budget and its verified reels wait for
 * approval (server/src/db/seed/analytics.seed.ts).
 */
const campaign = 'Summer Audio Drop';

test('a declined card shows its message on the payments page, and nothing is funded', async ({ browser }) => {
  const brand = await signedInPage(browser, demoBrand);
  await brand.goto('/payments');
  const escrow = brand.getByRole('heading', { name: 'Campaign escrow' });
  await expect(escrow).toBeVisible();
  await brand.getByRole('button', { name: `Fund ${campaign}` }).click();
  const dialog = brand.getByRole('dialog', { name: 'Fund campaign' });
  await dialog.getByRole('textbox', { name: /Amount \(INR\)/ }).fill('5000');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  // The sandbox's stand-in for Razorpay Checkout.
  await expect(brand.getByText('Sandbox · no real money')).toBeVisible();
  await brand.getByRole('button', { name: 'Card declined' }).click();
  await expect(brand).toHaveURL(/\/payments\?funding=[0-9a-f-]{36}$/);
  const message = brand.getByText(paymentFailureMessages.declined).first();
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
  const history = brand.getByRole('region', { name: 'Funding history' });
  await expect(history.getByLabel('Status: Failed').first()).toBeVisible();
});

test('the brand approves a payout for verified content; the creator sees it paid and downloads the statement', async ({ browser }) => {
  test.setTimeout(180_000);
  const brand = await signedInPage(browser, demoBrand);
  await brand.goto('/payments');
  const approvals = brand.getByRole('list', { name: 'Payouts awaiting approval' });
  const ivyLine = approvals.getByRole('listitem', { name: `ivy.creates: ${campaign}, Branding in a Reel` });
  await expect(ivyLine).toBeVisible();
  await ivyLine.getByRole('button', { name: 'Approve ₹12,000 for ivy.creates' }).click();
  const confirm = brand.getByRole('dialog', { name: 'Approve this payout?' });
  await confirm.getByRole('button', { name: 'Release ₹12,000' }).click();
  await expect(brand.getByText('₹12,000 released to ivy.creates.')).toBeVisible();
  await expect(ivyLine).toHaveCount(0);

  // The payout goes out at once and the sandbox bank processes it about 20 s later; the creator looks again.
  const creator = await signedInPage(browser, demoInfluencer);
  await creator.goto('/earnings');
  const line = creator.getByRole('listitem', { name: `${campaign}: Branding in a Reel` });
  await expect(line).toBeVisible();
  await expect(async () => {
    await creator.reload();
    await expect(line.getByLabel('Status: Paid')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
  await expect(line.getByText('UTR')).toBeVisible();

  const download = creator.waitForEvent('download');
  await line.getByRole('button', { name: `Download the payout statement for ${campaign}, Branding in a Reel (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payout-statement-.+\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The payout issued the line's invoice (docs/payments.md "Tax invoices"): the brand finds it on /payments and saves
  // its PDF. The demo creator has no GSTIN: a bill of supply, no GST charged.
  await brand.reload();
  const invoice = brand.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: new RegExp(campaign) });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByText('Not charged')).toBeVisible();
  await expect(invoice.getByText('₹12,000')).toHaveCount(2);
  const invoicePdf = brand.waitForEvent('download');
  await invoice.getByRole('button', { name: /^Download invoice IH\/\d{4}\/\d{6} as PDF$/ }).click();
  const invoiceFile = await invoicePdf;
  expect(invoiceFile.suggestedFilename()).toMatch(/^invoice-IH-\d{4}-\d{6}\.pdf$/);
  expect((await readFile((await invoiceFile.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
