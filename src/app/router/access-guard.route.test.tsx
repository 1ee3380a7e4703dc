import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { authLoading, json, mockApi, never, renderRoutes, signedIn, signedOut, whoami } from '../../test/render';
import { AccessGuardRoute } from './access-guard.route';
import { InfluencerOnlyRoute } from './influencer-only.route';

function Page({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return (
    <>
      <h1>{name}</h1>
      <p>{`at ${location.pathname}${location.search}`}</p>
      {from ? <p>{`remembered ${from.pathname}${from.search}`}</p> : null}
    </>
  );
}

const page = (path: string, name: string): RouteObject => ({ path, element: <Page name={name} /> });

const routes: RouteObject[] = [
  page('/login', 'Login'),
  {
    element: <AccessGuardRoute />,
    children: [
      page('/dashboard', 'Dashboard'),
      page('/profile-setup', 'Complete Your Profile'),
      page('/brand-profile-setup', 'Brand Profile Setup'),
      page('/influencer-setup-complete', 'Setup Complete'),
      page('/brands/:brandId/campaigns/create', 'Create Campaign'),
      page('/brands/:brandId/campaigns', 'Brand Campaigns'),
      {
        element: <InfluencerOnlyRoute />,
        children: [page('/settings', 'Settings'), page('/campaigns/*', 'Campaigns')],
      },
    ],
  },
];

const brand = whoami({ is_brand: true, is_influencer: false });
const influencer = whoami();
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const answer = (body: ReturnType<typeof whoami> | 'pending' | 401) => {
  fetchMock = mockApi({
    '/accounts/whoami/': () => (body === 'pending' ? never() : body === 401 ? json({ detail: 'no', code: 'unauthenticated' }, 401) : json(body)),
  });
};

const heading = (name: string) => screen.findByRole('heading', { name });

describe('signed-in access guard (SPEC §2)', () => {
  it("shows 'Loading authentication...' while the identity provider loads", () => {
    answer(influencer);
    renderRoutes(routes, { preloadedState: authLoading, route: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading authentication...');
  });

  it('sends a signed-out visitor to /login, remembering the wanted page', async () => {
    answer(influencer);
    renderRoutes(routes, { preloadedState: signedOut, route: '/campaigns/invites?tab=open' });
    await heading('Login');
    expect(screen.getByText('at /login')).toBeInTheDocument();
    expect(screen.getByText('remembered /campaigns/invites?tab=open')).toBeInTheDocument();
  });

  it("shows 'Verifying access...' while whoami loads", async () => {
    answer('pending');
    renderRoutes(routes, { preloadedState: signedIn(), route: '/dashboard' });
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying access...');
  });

  it('renders the page for a user with a complete profile', async () => {
    answer(brand);
    renderRoutes(routes, { preloadedState: signedIn(), route: '/brands/b1/campaigns/create' });
    await heading('Create Campaign');
  });

  it.each([
    ['/profile-setup', influencer],
    ['/influencer-setup-complete', influencer],
    ['/brand-profile-setup', brand],
  ])('sends a complete profile away from %s to /dashboard', async (path, user) => {
    answer(user);
    renderRoutes(routes, { preloadedState: signedIn(), route: path });
    await heading('Dashboard');
  });

  it('sends an incomplete influencer to /profile-setup', async () => {
    answer(whoami({ is_profile_completed: false }));
    renderRoutes(routes, { preloadedState: signedIn(), route: '/campaigns' });
    await heading('Complete Your Profile');
  });

  it('sends an incomplete brand to /brand-profile-setup, also from the influencer setup', async () => {
    answer(whoami({ is_brand: true, is_influencer: false, is_profile_completed: false }));
    renderRoutes(routes, { preloadedState: signedIn(), route: '/profile-setup' });
    await heading('Brand Profile Setup');
  });

  it('keeps profile setup routes to the matching role', async () => {
    answer(whoami({ is_profile_completed: false, is_brand: false, is_influencer: false }));
    renderRoutes(routes, { preloadedState: signedIn(), route: '/brand-profile-setup' });
    await heading('Dashboard');
  });

  it('treats a failed whoami as neither role with an incomplete profile', async () => {
    answer(401);
    const { router } = renderRoutes(routes, { preloadedState: signedIn(), route: '/profile-setup' });
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a brand from /campaigns (its sidebar link) to its own campaign list, keeping the query', async () => {
    answer(brand);
    const { router } = renderRoutes(routes, { preloadedState: signedIn(), route: '/campaigns?status=completed' });
    await heading('Brand Campaigns');
    expect(router.state.location.pathname).toBe('/brands/b1/campaigns');
    expect(router.state.location.search).toBe('?status=completed');
  });

  it.each(['/settings', '/campaigns/invites', '/campaigns/active', '/campaigns/active/42/content'])(
    'sends a brand from the influencer-only %s to /dashboard',
    async (path) => {
      answer(brand);
      renderRoutes(routes, { preloadedState: signedIn(), route: path });
      await heading('Dashboard');
    },
  );

  it('lets an influencer open the influencer-only routes', async () => {
    answer(influencer);
    renderRoutes(routes, { preloadedState: signedIn(), route: '/settings' });
    await heading('Settings');
  });
});
