import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandCampaignsPage from '../pages/brand-campaigns.page';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { campaignPage, sampleCampaigns } from './brand-campaigns.fixtures';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());
beforeEach(() => localStorage.clear());

function setup(route = '/brands/b1/campaigns', list = campaignPage()) {
  const requests: URLSearchParams[] = [];
  fetchMock = mockApi({
    '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
    '/brands/b1/': () => json({ id: 'b1', role: 'admin' }),
    '/campaigns/': (request) => {
      requests.push(new URL(request.url).searchParams);
      return json(list);
    },
  });
  const rendered = renderRoutes([{ path: '/brands/:brandId/campaigns', element: <BrandCampaignsPage /> }], { route, preloadedState: signedIn() });
  const last = () => Object.fromEntries(requests[requests.length - 1]?.entries() ?? []);
  return { ...rendered, requests, last };
}

/** Picks options of an MUI select, then waits out the menu's exit transition (the page is aria-hidden until then). */
async function choose(label: string, ...options: string[]) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  for (const option of options) await userEvent.click(screen.getByRole('option', { name: option }));
  if (options.length > 1) fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('CampaignListSection', () => {
  it('maps ?status=completed from the sidebar link to the status filter', async () => {
    const { last } = setup('/brands/b1/campaigns?status=completed');
    expect(await screen.findByText('Monsoon Launch', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(last()).toEqual({ page: '1', page_size: '20', ordering: '-created_at', brand_id: 'b1', status: 'completed' });
    expect(screen.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeInTheDocument();
  });

  it('sends the sort, platform, budget and debounced search, and keeps them in the URL', async () => {
    const { last, router, requests } = setup();
    await screen.findByText('Monsoon Launch', {}, { timeout: 5_000 });

    await choose('Sort by', 'Budget: high to low');
    await waitFor(() => expect(last().ordering).toBe('-budget'));

    await choose('Platform', 'Instagram');
    await waitFor(() => expect(last().platform).toBe('instagram'));

    await choose('Status', 'Paused', 'Active');
    await waitFor(() => expect(last().status).toBe('paused,active'));

    const before = requests.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'monsoon');
    await userEvent.type(screen.getByRole('textbox', { name: 'Min budget' }), '500');
    await waitFor(() => expect(last()).toMatchObject({ search: 'monsoon', budget_min: '500' }));
    // Debounced: not one request per keystroke.
    expect(requests.length - before).toBeLessThanOrEqual(3);
    expect(router.state.location.search).toBe('?status=paused%2Cactive&platform=instagram&budget_min=500&search=monsoon&ordering=-budget');
  });

  it('remembers the list layout across a remount', async () => {
    const first = setup();
    await screen.findByText('Monsoon Launch', {}, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('influencehub.campaignViewPreferences.u1') ?? '{}')).toMatchObject({ layout: 'list' });
    first.unmount();
    fetchMock.mockRestore();

    setup();
    await screen.findByText('Monsoon Launch', {}, { timeout: 5_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it("tells a new brand it has no campaigns yet, and filters that match nothing how to clear them", async () => {
    setup('/brands/b1/campaigns', campaignPage([]));
    expect(await screen.findByText('No campaigns yet', {}, { timeout: 5_000 })).toBeInTheDocument();
    fetchMock.mockRestore();
    const { router } = setup('/brands/b1/campaigns?status=completed&ordering=name', campaignPage([]));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=name'));
  });

  it('shows a page of 20 with a pager', async () => {
    const { last } = setup('/brands/b1/campaigns', campaignPage(sampleCampaigns, 45));
    const pager = await screen.findByRole('navigation', { name: 'Campaign pages' }, { timeout: 5_000 });
    await userEvent.click(within(pager).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(last().page).toBe('3'));
  });
});
