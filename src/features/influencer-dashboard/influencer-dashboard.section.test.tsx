import { screen } from '@testing-library/react';
import InfluencerDashboardPage from '../pages/influencer-dashboard.page';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleInfluencerDashboard, sampleInfluencerStats } from './influencer-dashboard.fixtures';
import { sampleMyPerformance } from './verified-numbers.fixtures';

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
      '/analytics/my-performance/': () => json(sampleMyPerformance),
    });
    renderRoutes(routes, { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByText('3 open invites', {}, { timeout: 5_000 })).toBeInTheDocument();
    // Below the work cards: "Your verified numbers" (jsdom has no IntersectionObserver, so it loads at once).
    expect(await screen.findByRole('list', { name: 'Totals' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summer Audio Drop' })).toHaveAttribute('href', '/campaigns/active/r1/stats');
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
