import { expect, test, type Browser, type Page } from './journey.fixture';
import { accessibilityViolations, wcagAA } from './axe.helpers';
import { signIn } from './auth.helpers';
import { candidateOnSomePage } from './roster.helpers';
import { demoBrand, demoInfluencer, demoOperator } from './demo-accounts';
import { sandboxContentLinks } from '../server/src/integrations/sandbox/sandbox-world';

/**
 * The marketplace journey of issue 6 with two people at once (two browser contexts, as two browsers would be): the
 * demo brand publishes a campaign and invites the demo influencer, who applies and submits a YouTube link; the brand
 * rejects it, the influencer disputes, the brand responds, an operator upholds the dispute, and both sides see the
 * final state and their notifications.
 */
const shots = process.env.E2E_SCREENSHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  // Staff land on the operator's home, the disputes page (docs/shell.md "Navigation per role").
  await expect(page).toHaveURL(account === demoOperator ? /\/operator\/disputes$/ : /\/dashboard$/);
  return page;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await accessibilityViolations(page, { tags: wcagAA })).toEqual([]);
}

async function notificationTitles(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Notifications( \(.+ unread\))?$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const text = await panel.innerText();
  await page.keyboard.press('Escape');
  return text;
}

const reason = (words: string) => `${words} — written in the end-to-end journey.`;

test('brand and influencer go from a published campaign through funding, an invite, a rejected submission and a dispute to an operator decision', async ({ browser }) => {
  // Four people, three reloads waiting on jobs (invite delivery, review, the operator's decision): 2-3 minutes on a
  // busy 2-core CI machine.
  test.setTimeout(300_000);
  const brand = await signedIn(browser, demoBrand);
  const influencer = await signedIn(browser, demoInfluencer);

  // The brand publishes its seeded draft from the review step.
  await brand.getByRole('link', { name: 'All Campaigns', exact: true }).click();
  await expect(brand).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns$/);
  const draft = brand.getByRole('link', { name: /Festive Gifting Guide/ }).first();
  const campaignId = (await draft.getAttribute('href'))?.match(/[0-9a-f-]{36}/g)?.pop();
  expect(campaignId).toBeTruthy();
  const brandPath = new URL(brand.url()).pathname;
  await brand.goto(`${brandPath}/wizard/${campaignId}/review`);
  await brand.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(brand).toHaveURL(new RegExp(`/campaigns/${campaignId}/success$`));

  // Matching runs as a background job; the Influencers tab shows the candidates once it is done.
  await brand.goto(`${brandPath}/${campaignId}`);
  await brand.getByRole('tab', { name: 'Influencers' }).click();
  const ivy = await candidateOnSomePage(brand, /Select ivy/i);
  await shot(brand, 'marketplace-1-brand-candidates');
  await ivy.check();
  await brand.getByRole('button', { name: 'Invite selected' }).click();
  let inviteDialog = brand.getByRole('dialog', { name: /Invite 1 influencer/ });
  // The draft was never funded: the offer needs funded money first (docs/payments.md "Invites and acceptances").
  // The brand follows the dialog's link, pays in the sandbox checkout and comes back to invite.
  await expect(inviteDialog.getByText(/more than the campaign's funded money not yet promised/)).toBeVisible();
  await inviteDialog.getByRole('link', { name: 'Fund campaign' }).click();
  const fundDialog = brand.getByRole('dialog', { name: 'Fund campaign' });
  await expect(fundDialog.getByText('Festive Gifting Guide')).toBeVisible();
  await fundDialog.getByRole('button', { name: 'Continue to payment' }).click();
  await brand.getByRole('button', { name: /^Pay ₹60,000/ }).click();
  await expect(brand.getByText('₹60,000 added to Festive Gifting Guide.')).toBeVisible({ timeout: 30_000 });
  await brand.goto(`${brandPath}/${campaignId}`);
  await brand.getByRole('tab', { name: 'Influencers' }).click();
  await (await candidateOnSomePage(brand, /Select ivy/i)).check();
  await brand.getByRole('button', { name: 'Invite selected' }).click();
  inviteDialog = brand.getByRole('dialog', { name: /Invite 1 influencer/ });
  await expect(inviteDialog.getByText(/more than the campaign's funded money/)).toHaveCount(0);
  await inviteDialog.getByLabel('Message (optional)').fill('We would love a gift guide video from you.');
  await inviteDialog.getByRole('button', { name: 'Send invites' }).click();
  await expect(brand.getByText('1 invite sent.')).toBeVisible();

  // The influencer finds the invite and accepts it with an application; the form checks SPEC's rules first.
  await influencer.goto('/campaigns/invites');
  await influencer.getByRole('link', { name: /Festive Gifting Guide/ }).first().click();
  await expect(influencer.getByRole('heading', { name: /Festive Gifting Guide/ })).toBeVisible();
  await influencer.getByRole('button', { name: 'Accept', exact: true }).click();
  const form = influencer.getByRole('form', { name: 'Campaign application' });
  await form.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(form.getByText('You must agree to the campaign terms')).toBeVisible();
  await form.getByLabel('Proposed content').fill('A festive gift guide video featuring the headphones, with a listening test and a giveaway mention.');
  await form.getByRole('button', { name: 'Add link' }).click();
  await form.getByLabel('Previous work link 1').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  const delivery = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Expected delivery date').fill(delivery);
  await form.getByRole('checkbox', { name: /I agree to the campaign terms/ }).check();
  await shot(influencer, 'marketplace-2-application');
  await form.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(influencer.getByText('Invite accepted. The brand has been told.')).toBeVisible();
  await expect(influencer.getByText('Your application')).toBeVisible();

  // The accepted campaign is active work; the influencer submits a YouTube link for its placement.
  await influencer.goto('/campaigns/active');
  await influencer.getByRole('link', { name: /Festive Gifting Guide/ }).first().click();
  await influencer.getByRole('tab', { name: 'Content' }).click();
  await influencer.getByRole('button', { name: 'Submit content', exact: true }).click();
  const submit = influencer.getByRole('dialog', { name: 'Submit Content' });
  await submit.getByRole('combobox', { name: 'Placement' }).click();
  await influencer.getByRole('option').first().click();
  await submit.getByLabel('Content URL').fill('https://www.instagram.com/p/Cabc12345/');
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(submit.getByText('This placement needs a YouTube URL.')).toBeVisible();
  // A video of her connected sandbox channel, Ivy Creates: YouTube (the sandbox) confirms it is hers.
  await submit.getByLabel('Content URL').fill(sandboxContentLinks.ownVideo);
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(influencer.getByText('Content submitted. The brand will review it.')).toBeVisible();

  // The brand rejects it with a reason.
  await brand.reload();
  await brand.getByRole('tab', { name: 'Content' }).click();
  await brand.getByRole('button', { name: 'Reject' }).first().click();
  const rejectDialog = brand.getByRole('dialog', { name: 'Reject content' });
  await rejectDialog.getByLabel('Reason for rejecting').fill(reason('The headphones are never shown on screen'));
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(brand.getByText('Content rejected.')).toBeVisible();

  // The influencer disputes the rejection once.
  await influencer.reload();
  await influencer.getByRole('button', { name: 'Dispute rejection' }).first().click();
  const disputeDialog = influencer.getByRole('dialog', { name: 'Dispute rejection' });
  await disputeDialog.getByLabel('Your explanation').fill(reason('They are shown from 02:10 to 03:45 in the listening test'));
  await disputeDialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(influencer.getByText('Your dispute was sent.')).toBeVisible();

  // The brand responds.
  await brand.reload();
  await brand.getByRole('tab', { name: 'Content' }).click();
  await brand.getByRole('button', { name: 'Respond to dispute' }).first().click();
  const respondDialog = brand.getByRole('dialog', { name: 'Respond to dispute' });
  await respondDialog.getByLabel('Your response').fill(reason('The brief asked for the product in the first minute'));
  await respondDialog.getByRole('button', { name: 'Send response' }).click();
  await expect(brand.getByText('Your response was sent.')).toBeVisible();
  await shot(brand, 'marketplace-3-brand-review-queue');

  // The operator reads both sides and upholds the dispute.
  const operator = await signedIn(browser, demoOperator);
  await operator.getByRole('link', { name: 'Disputes' }).click();
  await expect(operator).toHaveURL(/\/operator\/disputes$/);
  const dispute = operator.getByRole('article', { name: /ivy/i }).first();
  await expect(dispute.getByText(/The brief asked for the product in the first minute/)).toBeVisible();
  await shot(operator, 'marketplace-4-operator-disputes');
  await expectNoSeriousViolations(operator);
  await dispute.getByRole('button', { name: /^Approve/ }).click();
  const decide = operator.getByRole('dialog', { name: 'Approve the dispute?' });
  await decide.getByLabel('Reason (both sides see it)').fill(reason('The product is clearly shown in the listening test'));
  await decide.getByRole('button', { name: 'Approve dispute' }).click();
  await expect(operator.getByText('Dispute approved: the content counts as verified.')).toBeVisible();

  // Both sides see the final state with the whole thread, and their notifications.
  await influencer.reload();
  await expect(influencer.getByText('Dispute upheld').first()).toBeVisible();
  await expect(influencer.getByText(/The product is clearly shown in the listening test/).first()).toBeVisible();
  await shot(influencer, 'marketplace-5-influencer-final');
  await expectNoSeriousViolations(influencer);
  const influencerNotes = await notificationTitles(influencer);
  for (const title of ['Content rejected', 'Brand responded to your dispute', 'Dispute upheld']) expect(influencerNotes).toContain(title);
  expect(influencerNotes).toMatch(/invited you to Festive Gifting Guide|Festive Gifting Guide/);

  await brand.reload();
  await brand.getByRole('tab', { name: 'Content' }).click();
  await expect(brand.getByText('Dispute upheld').first()).toBeVisible();
  await expectNoSeriousViolations(brand);
  const brandNotes = await notificationTitles(brand);
  for (const title of ['Invite accepted', 'Content submitted', 'Rejection disputed']) expect(brandNotes).toContain(title);
});
