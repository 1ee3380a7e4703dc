import { screen } from '@testing-library/react';
import { appRoutes } from '../../app/router/routes';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { acceptedDetails } from './brand-influencers.fixtures';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const brand = whoami({ is_brand: true, is_influencer: false });
const path = '/brands/b1/campaigns/c1/influencers/i1';

describe("/brands/:brandId/campaigns/:campaignId/influencers/:influencerId (the brand's view of one influencer)", () => {
  it('loads the details and shows the profile under its title', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(brand), '/campaigns/c1/brand-influencers/i1/details/': () => json(acceptedDetails) });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: path });
    expect(await screen.findByRole('heading', { name: 'Influencer Details', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ivy.creates' })).toBeInTheDocument();
  });

  it("shows 'Influencer not found' for a 404 (not on the roster, or another brand's campaign)", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(brand),
      '/campaigns/c1/brand-influencers/i1/details/': () => json({ detail: 'Not found.', code: 'not_found' }, 404),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: path });
    expect(await screen.findByText('Influencer not found', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
