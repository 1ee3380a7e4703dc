import { screen } from '@testing-library/react';
import BrandDashboardPage from '../pages/brand-dashboard.page';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleDashboard } from '../brand-campaigns/brand-campaigns.fixtures';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

describe('BrandDashboardSection', () => {
  it("renders the brand's numbers from GET brands/{brand_id}/dashboard/", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/brands/b1/dashboard/': () => json({ ...sampleDashboard, active_campaigns: 7, total_influencers: 1234, total_reach: 45_600 }),
    });
    renderRoutes([{ path: '/dashboard', element: <BrandDashboardPage /> }], { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByText('45.6K', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('$3,000.00 committed of $2,500.50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'INR committed against budget' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByText('Brand Account')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('offers a team viewer no Create Campaign (whoami brand_role)', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false, brand_role: 'viewer' })),
      '/brands/b1/dashboard/': () => json(sampleDashboard),
    });
    renderRoutes([{ path: '/dashboard', element: <BrandDashboardPage /> }], { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByText('Recent campaigns', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).not.toBeInTheDocument();
  });

  it('offers a manager whose own flags drop campaigns.create no Create Campaign (whoami brand_permissions)', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({
        is_brand: true, is_influencer: false, brand_role: 'manager',
        brand_permissions: ['campaigns.edit', 'campaigns.view', 'influencers.invite', 'influencers.view'],
      })),
      '/brands/b1/dashboard/': () => json(sampleDashboard),
    });
    renderRoutes([{ path: '/dashboard', element: <BrandDashboardPage /> }], { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByText('Recent campaigns', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).not.toBeInTheDocument();
  });

  it('offers Retry when the dashboard cannot load', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/brands/b1/dashboard/': () => json({ detail: 'Not found', code: 'not_found' }, 404),
    });
    renderRoutes([{ path: '/dashboard', element: <BrandDashboardPage /> }], { route: '/dashboard', preloadedState: signedIn() });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
