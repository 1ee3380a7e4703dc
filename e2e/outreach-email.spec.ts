import { expect, test, type Page } from './journey.fixture';
import { sampleCampaign } from '../src/domain/campaigns/campaign.fixtures';
import { fillInfluencerSignUp, signedInPage } from './auth.helpers';
import { demoBrand } from './demo-accounts';
import { latestMailTo } from './mail.helpers';
import { fundInSandboxCheckout } from './payments.helpers';
import { candidateOnSomePage } from './roster.helpers';

/**
 * Outreach e-mail (docs/outreach-email.md): the demo brand invites an influencer to a campaign; the invitation e-mail
 * arrives at the journeys' local SMTP server (e2e/mail-sink), DKIM-signed over both unsubscribe headers, with a
 * tracked link that opens the invite and RFC 8058 one-click unsubscribe headers; the GET of the unsubscribe link only
 * asks, the POST unsubscribes; the campaign page's e-mail figures show the click and the unsubscribe.
 *
 * The influencer signs up here: other journeys count the demo influencer's invites and read her invite e-mails,
 * and an unsubscribe would stop those, so this one is never a demo account.
 */

/** /api/v1 as the person signed in on `page` (the bearer token the SPA gets from /api/auth/token). */
async function apiOf(page: Page) {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const response = method === 'get' ? await page.request.get(`/api/v1/${path}`, { headers }) : await page.request.post(`/api/v1/${path}`, { headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return { get: <T>(path: string) => call<T>('get', path), post: <T>(path: string, data: unknown) => call<T>('post', path, data) };
}

test('a brand invites an influencer: the e-mail arrives with a working link and one-click unsubscribe', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 10_000_000;
  const email = `outreach-${stamp}@example.com`;
  const displayName = `mail.creator${stamp}`;

  // A new influencer signs up and completes the profile (through the API: the setup pages have their own journey).
  await page.goto('/influencer-signup');
  await fillInfluencerSignUp(page, { name: 'Mira Mail', email, password: 'Outreach!pass1' });
  await expect(page).toHaveURL(/\/profile-setup$/);
  const influencerApi = await apiOf(page);
  await influencerApi.post('influencers/profile/', {
    display_name: displayName, first_name: 'Mira', last_name: 'Mail', bio: 'Travel and monsoon fashion videos from Mumbai.',
    categories: ['Clothes, Shoes, Handbags & Accessories'], languages: ['English', 'Hindi'], city: 'Mumbai', country: 'India', date_of_birth: '1995-04-12',
  });
  await influencerApi.post('influencers/me/social-accounts/', {
    platform: 'youtube', handle: `@miramail${stamp}`, profile_url: `https://www.youtube.com/@miramail${stamp}`, followers: 40_000, average_engagement: 4,
  });
  await influencerApi.post('influencers/payment/update_upi/', { upi_id: `mira${stamp}@okhdfc` });
  await influencerApi.post('influencers/profile-setup/', {});
  const { influencer_id: influencerId } = await influencerApi.get<{ influencer_id: string }>('accounts/whoami/');

  // The demo brand publishes and funds a campaign, and puts the influencer on its roster.
  const brand = await signedInPage(browser, demoBrand);
  const brandApi = await apiOf(brand);
  const { results: brands } = await brandApi.get<{ results: Array<{ id: string }> }>('brands/');
  const name = `Mail Journey ${stamp}`;
  const campaign = await brandApi.post<{ id: string }>('campaigns/', { ...sampleCampaign(), name, brand_id: brands[0]!.id });
  await brandApi.post(`campaigns/${campaign.id}/publish/`, {});
  await expect(async () => {
    const { status } = await brandApi.get<{ status: string }>(`campaigns/${campaign.id}/`);
    expect(['planned', 'processing_influencers']).not.toContain(status);
  }).toPass({ timeout: 60_000 });
  const roster = await brandApi.get<{ results: Array<{ influencer_id: string }> }>(`campaigns/${campaign.id}/influencers/?page_size=100`);
  if (!roster.results.some((row) => row.influencer_id === influencerId)) await brandApi.post(`campaigns/${campaign.id}/influencers/`, { influencer_id: influencerId });
  await fundInSandboxCheckout(brand, campaign.id, name);
  const campaignPath = `/brands/${brands[0]!.id}/campaigns/${campaign.id}`;

  // The Outreach e-mail tab previews the default template for this invitee, as the server renders it.
  await brand.goto(campaignPath);
  await brand.getByRole('tab', { name: 'Outreach e-mail' }).click();
  const editor = brand.getByRole('region', { name: 'Invitation e-mail template' });
  await editor.getByRole('combobox', { name: 'Preview for' }).click();
  await brand.getByRole('option', { name: displayName }).click();
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByRole('region', { name: `Preview for ${displayName}` }).getByText(`Acme Demo Co. invites you to "${name}"`)).toBeVisible();

  // The brand invites the influencer from the Influencers tab.
  await brand.getByRole('tab', { name: 'Influencers' }).click();
  await (await candidateOnSomePage(brand, new RegExp(`^Select ${displayName.replace(/\./g, '\\.')}$`))).check();
  await brand.getByRole('button', { name: 'Invite selected' }).click();
  await brand.getByRole('dialog', { name: /Invite 1 influencer/ }).getByLabel('Message (optional)').fill('Your monsoon looks are exactly our style.');
  await brand.getByRole('dialog', { name: /Invite 1 influencer/ }).getByRole('button', { name: 'Send invites' }).click();
  await expect(brand.getByText('1 invite sent.')).toBeVisible();

  // The e-mail: the template's text, a tracked link to the invite, and the one-click unsubscribe headers.
  const mail = await latestMailTo(page.request, email, /email-tracking\/c\//);
  expect(mail.subject).toBe(`Acme Demo Co. invites you to "${name}"`);
  expect(mail.text).toContain('Hi mail.creator');
  expect(mail.text).toContain('Your monsoon looks are exactly our style.');
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/v1\/email-tracking\/unsubscribe\/[^>]+>$/);
  // What a receiving mailbox checks: the signature verifies and covers both unsubscribe headers (RFC 8058 §4).
  expect(mail.dkim.result).toBe('pass');
  expect(mail.dkim.signedHeaders).toEqual(expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']));
  const unsubscribeUrl = new URL(mail.headers['List-Unsubscribe']!.slice(1, -1));
  const inviteLink = new URL(mail.text.match(/https?:\/\/\S+\/api\/v1\/email-tracking\/c\/\S+/)![0]);

  // The link opens the invite for the influencer (signed in on `page`).
  await page.goto(`${inviteLink.pathname}${inviteLink.search}`);
  await expect(page).toHaveURL(/\/campaigns\/invites\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: new RegExp(name) }).first()).toBeVisible();

  // The unsubscribe link in a browser only asks; the mailbox provider's one-click POST unsubscribes.
  await page.goto(unsubscribeUrl.pathname);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from invitation e-mails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  const oneClick = await page.request.post(unsubscribeUrl.pathname, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);

  // The campaign's e-mail figures: one sent, clicked, unsubscribed.
  await brand.reload();
  await brand.getByRole('tab', { name: 'Outreach e-mail' }).click();
  const figures = brand.getByRole('region', { name: 'Invitation e-mails' });
  const row = figures.getByRole('table', { name: 'Per influencer' }).getByRole('row').filter({ hasText: displayName });
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(figures.getByRole('listitem', { name: 'Unsubscribed', exact: true })).toContainText('1');
  await expect(figures.getByRole('listitem', { name: 'Clicked', exact: true })).toContainText('1');
});
