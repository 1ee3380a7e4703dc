import { expect, test, type Locator, type Page } from './journey.fixture';
import { formatDateRange, formatMoney } from '../src/domain/format/display-format';
import { signedInPage } from './auth.helpers';
import { latestMailTo } from './mail.helpers';
import { demoBrand, demoInfluencer } from './demo-accounts';
import { fundInSandboxCheckout } from './payments.helpers';
import { candidateOnSomePage } from './roster.helpers';

/**
 * Issue 13 "Everything agrees with everything else": one campaign's name, money and dates read as the same strings
 * on the brand's dashboard, campaign list, campaign details and wizard review, in the invite notification, on the
 * influencer's invite page and in the e-mail of that notification, all written by src/domain/format.
 * The campaign is created here (demo data changes under other work), and the invite is sent here.
 */
const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /api/v1 as the person signed in on `page` (the bearer token the SPA gets from /api/auth/token). */
async function apiOf(page: Page) {
  const tokenResponse = await page.request.get('/api/auth/token');
  expect(tokenResponse.ok()).toBe(true);
  const { token } = (await tokenResponse.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(`/api/v1/${path}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await page.request.post(`/api/v1/${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** The value (<dd>) beside a label (<dt>) of a definition list. */
const definition = (scope: Locator, label: string) =>
  scope.locator('dt').filter({ hasText: new RegExp(`^${escape(label)}$`) }).locator('xpath=following-sibling::dd[1]');

interface RosterRow { id: string; influencer_id: string; status: string; display_name: string; offered_amount: string | null }

test('one campaign reads the same on the dashboard, list, details, review, notification, invite and e-mail', async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `Same Strings ${Date.now() % 1_000_000}`;
  const start = isoDay(10);
  const end = isoDay(40);
  const budget = formatMoney('50000', 'INR');
  const dates = formatDateRange(start, end);
  // The shared formats themselves, so a change there cannot slip through unnoticed.
  expect(budget).toBe('₹50,000');
  expect(dates).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4} – \d{1,2} [A-Z][a-z]{2} \d{4}$/);

  const brand = await signedInPage(browser, demoBrand);
  const influencer = await signedInPage(browser, demoInfluencer);

  // The brand creates the campaign in the wizard.
  await brand.getByRole('link', { name: 'Create Campaign' }).first().click();
  await expect(brand).toHaveURL(/\/campaigns\/create$/);
  await brand.getByLabel('Campaign name').fill(name);
  await brand.getByLabel('Description').fill('Checks that every screen, notification and e-mail writes this campaign alike.');
  await brand.getByRole('combobox', { name: 'Objective' }).click();
  await brand.getByRole('option', { name: 'Brand awareness', exact: true }).click();
  await brand.getByLabel('Start date').fill(start);
  await brand.getByLabel('End date').fill(end);
  await brand.getByLabel('Budget').fill('50000');
  await brand.getByRole('button', { name: 'Next: Select Platforms' }).click();
  await expect(brand).toHaveURL(/\/wizard\/[0-9a-f-]{36}\/real-estate$/);
  const campaignId = brand.url().match(/\/wizard\/([0-9a-f-]{36})\//)![1];
  await brand.getByRole('checkbox', { name: 'YouTube' }).check();
  await brand.getByRole('button', { name: 'Add placement' }).click();
  await brand.getByLabel('Quantity').fill('1');
  await brand.getByRole('button', { name: 'Next: Add Collateral' }).click();
  await expect(brand).toHaveURL(/\/collateral$/);
  await brand.getByRole('button', { name: 'Next: Review' }).click();

  // Review.
  await expect(brand).toHaveURL(/\/review$/);
  const details = brand.getByRole('region', { name: 'Campaign Details' });
  await expect(definition(details, 'Campaign name')).toHaveText(name);
  await expect(definition(details, 'Dates')).toHaveText(dates);
  await expect(definition(details, 'Budget')).toHaveText(budget);
  await brand.getByRole('button', { name: 'Publish campaign' }).click();
  await expect(brand).toHaveURL(/\/success$/);

  // Dashboard: the recent campaign line.
  await brand.goto('/dashboard');
  const recent = brand.getByRole('link', { name: new RegExp(escape(name)) }).first();
  await expect(recent).toBeVisible();
  await expect(recent.getByText(name, { exact: true })).toBeVisible();
  await expect(recent.getByText(`${budget} · ${dates}`, { exact: true })).toBeVisible();

  // The campaign list: its card.
  await brand.getByRole('link', { name: 'All Campaigns', exact: true }).click();
  await expect(brand).toHaveURL(/\/brands\/[0-9a-f-]{36}\/campaigns$/);
  await brand.getByLabel('Search campaigns').fill(name);
  await expect(brand.getByText('1 campaign', { exact: true })).toBeVisible();
  const card = brand.getByRole('listitem').filter({ has: brand.getByRole('heading', { name, exact: true }) });
  await expect(card.getByText(budget, { exact: true })).toBeVisible();
  await expect(card.getByText(dates, { exact: true })).toBeVisible();

  // The details page: heading and overview.
  const brandPath = new URL(brand.url()).pathname;
  await brand.goto(`${brandPath}/${campaignId}`);
  await expect(brand.getByRole('heading', { name, exact: true })).toBeVisible();
  const overview = brand.getByRole('region', { name: 'Overview' });
  await expect(definition(overview, 'Dates')).toHaveText(dates);
  await expect(definition(overview, 'Budget')).toHaveText(budget);

  // The brand invites the demo influencer (matched by the matcher, or added by hand when the targeting left them out).
  const brandApi = await apiOf(brand);
  const influencerApi = await apiOf(influencer);
  const { influencer_id: influencerId } = await influencerApi.get<{ influencer_id: string | null }>('accounts/whoami/');
  expect(influencerId).toBeTruthy();
  await expect(async () => {
    const campaign = await brandApi.get<{ status: string }>(`campaigns/${campaignId}/`);
    expect(['planned', 'processing_influencers']).not.toContain(campaign.status);
  }).toPass({ timeout: 60_000 });
  const rosterRows = async () => (await brandApi.get<{ results: RosterRow[] }>(`campaigns/${campaignId}/influencers/?page_size=100`)).results;
  if (!(await rosterRows()).some((row) => row.influencer_id === influencerId)) {
    await brandApi.post(`campaigns/${campaignId}/influencers/`, { influencer_id: influencerId });
  }
  const candidate = (await rosterRows()).find((row) => row.influencer_id === influencerId)!;
  // Invites need funded money: paid in the sandbox checkout first (docs/payments.md).
  await fundInSandboxCheckout(brand, campaignId, name);
  await brand.goto(`${brandPath}/${campaignId}`);
  await brand.getByRole('tab', { name: 'Influencers' }).click();
  await (await candidateOnSomePage(brand, new RegExp(`^Select ${candidate.display_name}$`))).check();
  await brand.getByRole('button', { name: 'Invite selected' }).click();
  await brand.getByRole('dialog', { name: /Invite 1 influencer/ }).getByRole('button', { name: 'Send invites' }).click();
  await expect(brand.getByText('1 invite sent.')).toBeVisible();
  const invited = (await rosterRows()).find((row) => row.id === candidate.id)!;
  expect(invited.status).toBe('invited');
  const offer = formatMoney(invited.offered_amount, 'INR');
  expect(offer).toMatch(/^₹[\d,]+(\.\d{2})?$/);
  await expect(brand.getByRole('row').filter({ hasText: candidate.display_name }).getByText(offer, { exact: true })).toBeVisible();

  // The influencer's notification: the same name, dates and offer.
  const announcement = `You are invited to "${name}" (${dates}) for ${offer}. Answer within 7 days.`;
  await influencer.reload();
  await influencer.getByRole('button', { name: /^Notifications( \(.+ unread\))?$/ }).click();
  const panel = influencer.getByRole('dialog', { name: 'Notifications' });
  const note = panel.getByRole('listitem').filter({ hasText: name }).first();
  await expect(note).toBeVisible({ timeout: 15_000 });
  await expect(note.getByText(announcement, { exact: true })).toBeVisible();

  // Its link opens the invite, which shows the same strings.
  await note.getByRole('link', { name: 'View invite' }).click();
  await expect(influencer).toHaveURL(/\/campaigns\/invites\/[0-9a-f-]{36}$/);
  await expect(influencer.getByRole('heading', { name: new RegExp(escape(name)) }).first()).toBeVisible();
  await expect(influencer.getByText(offer, { exact: true }).first()).toBeVisible();
  await expect(influencer.getByText(`Campaign dates: ${dates}`, { exact: true }).first()).toBeVisible();

  // The invitation e-mail (docs/outreach-email.md) opens with the notification's sentence, word for word.
  const mail = await latestMailTo(influencer.request, demoInfluencer.email, new RegExp(escape(`"${name}"`)));
  expect(mail.subject).toBe(`Acme Demo Co. invites you to "${name}"`);
  expect(mail.text.split('\n\n')[0]).toBe(announcement);
});
