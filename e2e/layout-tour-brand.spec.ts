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
      { name: 'analytics', path: '/analytics' },
      { name: 'payments', path: '/payments' },
      { name: 'team', path: '/team' },
      { name: 'profile', path: '/profile' },
      { name: 'notifications', path: '/notifications' },
      ...(await helpStops(brand)),
    ]);
  });
});
