import { screen, waitFor, within } from '@testing-library/react';
import { appRoutes } from '../../app/router/routes';
import { breadcrumbs } from '../../domain/navigation/breadcrumbs';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { answeredDispute } from './operator.fixtures';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const page = { count: 1, next: null, previous: null, results: [answeredDispute] };

describe('/operator/disputes (staff only)', () => {
  it('shows a staff user the disputes and a Disputes link in the sidebar', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json({ ...whoami({ is_brand: true, is_influencer: false }), is_staff: true }),
      '/operator/disputes/': () => json(page),
    });
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/disputes' });
    expect(await screen.findByRole('heading', { name: 'Disputes', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'ivy.creates: Dedicated video' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: /Disputes/ })).toHaveAttribute('href', '/operator/disputes');
    expect(router.state.location.pathname).toBe('/operator/disputes');
  });

  it("lands staff on the disputes page from /dashboard (the operator's home), with the operator navigation", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false, is_staff: true })),
      '/operator/disputes/': () => json(page),
    });
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/disputes'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Disputes', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
    expect(nav.getByText('Operations')).toBeInTheDocument();
  });

  it('sends everyone else to /dashboard and shows them no Disputes link', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })) });
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/disputes' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.queryByRole('link', { name: /Disputes/ })).not.toBeInTheDocument();
  });
});

describe('breadcrumbs of the marketplace pages', () => {
  const trail = (path: string) => breadcrumbs(path).map((crumb) => (crumb.path ? `${crumb.label} (${crumb.path})` : crumb.label));
  it('reads Home › Disputes on the operator page', () => {
    expect(trail('/operator/disputes')).toEqual(['Home (/dashboard)', 'Disputes']);
  });
  it("links the campaign from a brand's influencer details page", () => {
    expect(trail('/brands/b1/campaigns/c1/influencers/i1')).toEqual(['Home (/dashboard)', 'Campaigns (/brands/b1/campaigns)', 'Details (/brands/b1/campaigns/c1)', 'Influencers', 'Influencer Details']);
  });
});
