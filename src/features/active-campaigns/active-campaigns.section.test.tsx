import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ActiveCampaignPage from '../pages/active-campaign.page';
import ActiveCampaignsPage from '../pages/active-campaigns.page';
import CampaignsPage from '../pages/campaigns.page';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import {
  activeCampaignList, completedActiveCampaign, sampleActiveContent, sampleActiveDashboard, sampleActivePlacements, sampleActiveStats,
} from './active-campaigns.fixtures';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const listRoutes = [
  { path: '/campaigns', element: <CampaignsPage /> },
  { path: '/campaigns/active', element: <ActiveCampaignsPage /> },
];
const page = (results: unknown[]) => json({ count: results.length, next: null, previous: null, results });
/** The status each list request asked for. */
function mockList() {
  const statuses: Array<string | null> = [];
  fetchMock = mockApi({
    '/influencers/campaigns/active/': (request) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      return page(status === 'completed' ? [completedActiveCampaign] : activeCampaignList);
    },
  });
  return statuses;
}

describe('influencer campaign lists', () => {
  it("/campaigns?status=completed (the sidebar's link) opens the Completed tab and asks for completed campaigns", async () => {
    const statuses = mockList();
    renderRoutes(listRoutes, { route: '/campaigns?status=completed', preloadedState: signedIn() });
    expect(await screen.findByText('Summer Sale', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    expect(statuses).toEqual(['completed']);
  });

  it('/campaigns shows All by default; /campaigns/active shows Active, and a tab click moves the status into the URL', async () => {
    const statuses = mockList();
    const first = renderRoutes(listRoutes, { route: '/campaigns', preloadedState: signedIn() });
    expect(await screen.findByText('Monsoon Launch', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();

    const { router } = renderRoutes(listRoutes, { route: '/campaigns/active', preloadedState: signedIn() });
    expect(await screen.findByText('Monsoon Launch', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('Summer Sale', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=completed');
    expect(statuses).toEqual(['all', 'active', 'completed']);
  });
});

describe('one accepted campaign: tabs are sub-routes', () => {
  const routes = [{ path: '/campaigns/active/:id/*', element: <ActiveCampaignPage /> }];
  beforeEach(() => {
    fetchMock = mockApi({
      '/influencers/campaigns/active/r1/dashboard/': () => json(sampleActiveDashboard),
      '/influencers/campaigns/active/r1/placements/': () => json(sampleActivePlacements),
      '/influencers/campaigns/active/r1/content/': () => json(sampleActiveContent),
      '/influencers/campaigns/active/r1/dashboard/stats/': () => json(sampleActiveStats),
      '/influencers/campaigns/active/': () => page(activeCampaignList),
    });
  });

  it('a bare URL goes to overview; each tab link changes the route and loads its own data', async () => {
    const { router } = renderRoutes(routes, { route: '/campaigns/active/r1', preloadedState: signedIn() });
    expect(await screen.findByText('We loved your rain-day vlogs!', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns/active/r1/overview');

    await userEvent.click(screen.getByRole('tab', { name: 'Placements' }));
    expect(await screen.findByRole('row', { name: /Branding in a Reel/ }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns/active/r1/placements');
    expect(screen.getByRole('tab', { name: 'Placements' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(await screen.findByText('Submissions by status', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaigns/active/r1/stats');
  });

  it('opens the content tab directly with the review thread; an unknown tab falls back to overview', async () => {
    const { router } = renderRoutes(routes, { route: '/campaigns/active/r1/content', preloadedState: signedIn() });
    expect(await screen.findByText('“The logo is not visible.”', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/active/r1/content'));
    await act(() => router.navigate('/campaigns/active/r1/nope'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/active/r1/overview'));
  });

  it("the Content tab's Submit content opens the submit-content dialog on this campaign", async () => {
    // The page loads the dialog's code on the first click (a dynamic import). Jest transforms that module tree on its
    // first import, which on a busy machine took longer than the wait below (seen once in a full run): transform it
    // before the click, so the wait measures the page, not the test runner's compiler.
    await import('../content-submission/submit-content.connected');
    renderRoutes(routes, { route: '/campaigns/active/r1/content', preloadedState: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit content' }, { timeout: 15_000 }));
    // The dialog's code loads on the first click (a dynamic import): slow on a busy machine, hence the patient wait.
    expect(await screen.findByRole('dialog', { name: 'Submit Content' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("says so when the campaign is not the influencer's (404)", async () => {
    renderRoutes(routes, { route: '/campaigns/active/zz/overview', preloadedState: signedIn() });
    expect(await screen.findByText('This campaign was not found, or it is not one you accepted.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my campaigns' })).toHaveAttribute('href', '/campaigns/active');
  });
});
