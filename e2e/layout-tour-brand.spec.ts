import { randomUUID } from 'node:crypto';
import { expect, test } from './journey.fixture';
import { demoBrand } from './demo-accounts';
import { brandCampaigns, helpStops, signedIn, tour, type Paginated, type Whoami } from './layout-tour.helpers';

/** The layout tour (layout-tour.helpers.ts) of every page of the demo brand. */
test.describe('layout tour at 390×844 and 1280×800', () => {
  test('brand pages', async ({ browser }) => {
    // Over forty visits, each with an axe run and a full-page screenshot, on a busy 2-core machine.
    test.setTimeout(1_800_000);
    const brand = await signedIn(browser, demoBrand);
    const { brand_id: brandId } = await brand.get<Whoami>('/api/v1/accounts/whoami/');
    const { published, draft } = await brandCampaigns(brand, brandId!);
    const roster = await brand.get<Paginated<{ influencer_id: string }>>(`/api/v1/campaigns/${published}/influencers/`);
    expect(roster.results.length, 'the published campaign has influencers').toBeGreaterThan(0);

    // A conversation with the first creator of the roster, so the thread page has messages to lay out.
    const creatorId = roster.results[0].influencer_id;
    const opened = await brand.post('/api/v1/messages/threads/', { influencer_id: creatorId });
    expect(opened.ok(), await opened.text()).toBe(true);
    const threadId = ((await opened.json()) as { id: string }).id;
    const sent = await brand.post(`/api/v1/messages/threads/${threadId}/messages/`, {
      body: 'Hello! Could you share your rates for a dedicated video in December? Our brief: https://example.com/brief',
    }, { 'Idempotency-Key': randomUUID() });
    expect(sent.ok(), await sent.text()).toBe(true);

    const campaignsPath = `/brands/${brandId}/campaigns`;
    const wizard = `${campaignsPath}/wizard/${draft}`;
    const details = `${campaignsPath}/${published}`;
    await tour(brand.page, 'brand', [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'campaigns', path: campaignsPath },
      { name: 'campaigns-create', path: `${campaignsPath}/create` },
      { name: 'wizard-general', path: `${wizard}/general` },
      { name: 'wizard-real-estate', path: `${wizard}/real-estate` },
      { name: 'wizard-collateral', path: `${wizard}/collateral` },
      { name: 'wizard-review', path: `${wizard}/review` },
      { name: 'campaign-details', path: details },
      { name: 'campaign-details-influencers', path: details, tab: 'Influencers' },
      { name: 'campaign-details-invited', path: details, tab: 'Invited' },
      { name: 'campaign-details-content', path: details, tab: 'Content' },
      { name: 'campaign-influencer', path: `${details}/influencers/${roster.results[0].influencer_id}` },
      { name: 'campaign-success', path: `${details}/success` },
      { name: 'influencers', path: '/influencers' },
      { name: 'influencer-profile', path: `/influencers/${creatorId}` },
      { name: 'messages', path: '/messages' },
      { name: 'message-thread', path: `/messages/${threadId}` },
      { name: 'analytics', path: '/analytics' },
      { name: 'payments', path: '/payments' },
      { name: 'team', path: '/team' },
      { name: 'profile', path: '/profile' },
      { name: 'notifications', path: '/notifications' },
      { name: 'account-security', path: '/account/security' },
      ...(await helpStops(brand)),
    ]);
  });
});
