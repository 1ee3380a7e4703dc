import { screen } from '@testing-library/react';
import InfluencerDashboardPage from '../pages/influencer-dashboard.page';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleInfluencerDashboard, sampleInfluencerStats } from './influencer-dashboard.fixtures';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());
const routes = [{ path: '/dashboard', element: <InfluencerDashboardPage /> }];

describe('InfluencerDashboardSection', () => {
  it("renders the influencer's dashboard from GET influencers/{influencer_id}/dashboard/ and the stats", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami()),
      '/influencers/i1/dashboard/': () => json(sampleInfluencerDashboard),
      '/influencers/dashboard/stats/': () => json(sampleInfluencerStats),
    });
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByText('3 open invites', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText('60%', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('₹50,000')).toBeInTheDocument();
    expect(screen.getByText('Influencer Account')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('offers Retry when the dashboard cannot load', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami()),
      '/influencers/i1/dashboard/': () => json({ detail: 'Not found.', code: 'not_found' }, 404),
    });
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
