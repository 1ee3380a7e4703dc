import { expect, test } from './journey.fixture';
import { demoBrand, demoInfluencer } from './demo-accounts';
import { signedIn, type Paginated, type Whoami } from './layout-tour.helpers';

/**
 * Conversations (docs/messages.md): the demo brand messages the creator it invited from the campaign's influencer
 * page; the creator answers from /messages; the brand sees the answer, and "Seen", without a reload (polling).
 */
test('a brand messages a creator it works with; the creator answers from /messages and the brand sees it without a reload', async ({ browser }) => {
  const stamp = Date.now();
  const hello = `Hello from Acme, brief attached at https://example.com/brief-${stamp}`;
  const answer = `Thanks Acme, happy to help (${stamp})`;

  const brand = await signedIn(browser, demoBrand);
  const influencer = await signedIn(browser, demoInfluencer);
  const { brand_id: brandId } = await brand.get<Whoami>('/api/v1/accounts/whoami/');
  const { influencer_id: influencerId } = await influencer.get<Whoami>('/api/v1/accounts/whoami/');
  // The seed invites the demo creator to one of the demo brand's campaigns: find it.
  const campaigns = await brand.get<Paginated<{ id: string; status: string }>>(`/api/v1/campaigns/?brand_id=${brandId}&page_size=50`);
  let campaignId: string | undefined;
  for (const campaign of campaigns.results.filter((item) => item.status !== 'draft')) {
    const roster = await brand.get<Paginated<{ influencer_id: string }>>(`/api/v1/campaigns/${campaign.id}/influencers/?page_size=100`);
    if (roster.results.some((row) => row.influencer_id === influencerId)) campaignId = campaign.id;
  }
  expect(campaignId, 'the demo creator is on a demo brand campaign').toBeTruthy();

  await brand.page.goto(`/brands/${brandId}/campaigns/${campaignId}/influencers/${influencerId}`);
  await brand.page.getByRole('button', { name: /^Message / }).click();
  await expect(brand.page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const composer = brand.page.getByRole('textbox', { name: 'Message' });
  await composer.fill(hello);
  await composer.press('Enter');
  const brandLog = brand.page.getByRole('log', { name: 'Messages' });
  await expect(brandLog.getByText(`https://example.com/brief-${stamp}`)).toBeVisible();
  await expect(brandLog.getByText('(example.com)')).toBeVisible();

  await influencer.page.goto('/messages');
  await expect(influencer.page.getByRole('link', { name: /^Messages \(\d+ unread\)$/ })).toBeVisible();
  await influencer.page.getByRole('list', { name: 'Messages' }).getByText('Acme Demo Co.').click();
  const influencerLog = influencer.page.getByRole('log', { name: 'Messages' });
  await expect(influencerLog.getByText(`https://example.com/brief-${stamp}`)).toBeVisible();
  const reply = influencer.page.getByRole('textbox', { name: 'Message' });
  await reply.fill(answer);
  await reply.press('Enter');
  await expect(influencerLog.getByText(answer)).toBeVisible();

  // No reload: the brand's open thread polls every 15 s while the tab is visible.
  await expect(brandLog.getByText(answer)).toBeVisible({ timeout: 40_000 });
  await expect(brandLog.getByText('· Seen')).toBeVisible();
});
