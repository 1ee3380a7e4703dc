import { expect, test } from './journey.fixture';
import { sampleCampaign } from '../src/domain/campaigns/campaign.fixtures';
import { contentOwnershipLabels, contentOwnershipMessages } from '../src/domain/marketplace/content-ownership.texts';
import { sandboxContentLinks } from '../server/src/integrations/sandbox/sandbox-world';
import { demoBrand, demoInfluencer } from './demo-accounts';
import { signedIn, type Paginated, type Whoami } from './layout-tour.helpers';
import { fundInSandboxCheckout } from './payments.helpers';

/**
 * Issue 14 "Content verification": the demo influencer, whose YouTube channel Ivy Creates is connected in the sandbox
 * (the embedded default), submits a video of another channel (refused next to the field, with the reason naming her
 * channel) and then one of her own (accepted, verified); the brand's review queue labels it verified.
 * The campaign is made here through the API (the demo's own invite stays open for other journeys).
 */
interface RosterRow { id: string; influencer_id: string; status: string }
interface InviteRow { id: string; campaign: { id: string } }

test('the demo influencer submits a video of their own channel (accepted, verified) and one of another channel (refused with the reason)', async ({ browser }) => {
  test.setTimeout(150_000);
  const name = `Verified Drop ${Date.now() % 1_000_000}`;
  const brand = await signedIn(browser, demoBrand);
  const influencer = await signedIn(browser, demoInfluencer);

  // The brand publishes a campaign and invites the demo influencer by hand; she accepts (the campaign becomes active).
  const { brand_id: brandId } = await brand.get<Whoami>('/api/v1/accounts/whoami/');
  const { influencer_id: influencerId } = await influencer.get<Whoami>('/api/v1/accounts/whoami/');
  const created = await brand.post('/api/v1/campaigns/', { ...sampleCampaign(), name, brand_id: brandId });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { id: string }).id;
  expect((await brand.post(`/api/v1/campaigns/${campaignId}/publish/`, {})).ok()).toBe(true);
  // Invites need funded money: the brand pays in the sandbox checkout first (docs/payments.md).
  await fundInSandboxCheckout(brand.page, campaignId, name);
  // Matching runs in the background and may list her first: added by hand unless it already did.
  const added = await brand.post(`/api/v1/campaigns/${campaignId}/influencers/`, { influencer_id: influencerId });
  expect([201, 409]).toContain(added.status());
  const roster = await brand.get<Paginated<RosterRow>>(`/api/v1/campaigns/${campaignId}/influencers/?page_size=100&search=ivy`);
  const row = roster.results.find((entry) => entry.influencer_id === influencerId);
  expect(row?.status).toBe('candidate');
  expect((await brand.post(`/api/v1/campaigns/${campaignId}/influencers/invite/`, { roster_ids: [row!.id] })).ok()).toBe(true);
  const invites = await influencer.get<Paginated<InviteRow>>('/api/v1/influencers/campaign-invites/?page_size=100');
  const invite = invites.results.find((entry) => entry.campaign.id === campaignId);
  expect(invite).toBeTruthy();
  const accepted = await influencer.post(`/api/v1/influencers/campaign-invites/${invite!.id}/accept/`, {
    proposed_content: 'A launch video on my channel with a daylight try-on and a rain test, plus a reel for the collection.',
    expected_delivery_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    requested_compensation: '20000',
    agreed_to_terms: true,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // Her Content tab: Submit content for the YouTube placement.
  const page = influencer.page;
  await page.goto('/campaigns/active');
  await page.getByRole('link', { name: new RegExp(name) }).first().click();
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Submit content', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Content' });
  await dialog.getByRole('combobox', { name: 'Placement' }).click();
  await page.getByRole('option', { name: /Dedicated video/ }).click();

  // A video of Studio Nova's channel: refused, the reason next to the field, naming her connected channel.
  const field = dialog.getByLabel('Content URL');
  await field.fill(sandboxContentLinks.otherChannelVideo);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  const refusal = contentOwnershipMessages.youtubeOtherChannel(['Ivy Creates']);
  await expect(field).toHaveAccessibleDescription(refusal);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(refusal).toContain('This video is on another YouTube channel, not on your connected channel Ivy Creates.');

  // Her own video: accepted, and labelled verified on her Content tab.
  await field.fill(sandboxContentLinks.ownVideo);
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Content submitted. The brand will review it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: sandboxContentLinks.ownVideo }) });
  await expect(card.getByText(contentOwnershipLabels.verified, { exact: true })).toHaveAccessibleDescription(contentOwnershipLabels.ownVerifiedHint('youtube'));

  // The brand's review queue says the same.
  await brand.page.goto(`/brands/${brandId}/campaigns/${campaignId}`);
  await brand.page.getByRole('tab', { name: 'Content' }).click();
  const item = brand.page.getByRole('article').filter({ has: brand.page.getByRole('link', { name: 'Open content' }) });
  await expect(item.getByText(contentOwnershipLabels.verified, { exact: true })).toHaveAccessibleDescription(contentOwnershipLabels.verifiedHint('youtube'));
});
