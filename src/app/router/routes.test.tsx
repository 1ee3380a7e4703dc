import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthClient } from '../../auth/testing/fake-auth-client';
import { signedOut as signedOutAction } from '../../features/session/session.slice';
import { json, mockApi, renderRoutes, signedIn, signedOut, whoami } from '../../test/render';
import { appRoutes } from './routes';

const brand = whoami({ is_brand: true, is_influencer: false });
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const withWhoami = (body: ReturnType<typeof whoami>) => {
  fetchMock = mockApi({ '/accounts/whoami/': () => json(body) });
};

describe('the route table (SPEC §2)', () => {
  it.each(['/', '/no/such/page'])('sends %s to /dashboard, where a brand sees the brand dashboard', async (path) => {
    withWhoami(brand);
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: path });
    // The first render also compiles the shell and page modules: allow it more than findBy's default second.
    expect(await screen.findByText('Brand Account', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · InfluenceHub'));
  });

  it('shows the influencer dashboard to influencers', async () => {
    withWhoami(whoami());
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/dashboard' });
    expect(await screen.findByText('Influencer Account')).toBeInTheDocument();
  });

  it.each([
    ['/team', 'Team Management'],
    ['/profile', 'My Profile'],
    ['/brands/b1/campaigns/wizard/new/general', 'Campaign Details'],
    ['/brands/b1/campaigns/c1/success', 'Campaign Published'],
    ['/analytics', 'Analytics'],
  ])('renders %s inside the shell with its title', async (path, title) => {
    withWhoami(brand);
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: path });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · InfluenceHub`));
  });

  it("sends a brand's /campaigns/create to the brand's campaign creation page, anyone else to /dashboard", async () => {
    withWhoami(brand);
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/campaigns/create' });
    expect(await screen.findByRole('heading', { name: 'Create Campaign', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brands/b1/campaigns/create');
    fetchMock.mockRestore();

    withWhoami(whoami());
    const other = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/campaigns/create' });
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows 'Complete Your Profile' with a way to log out to an influencer who has not set up yet", async () => {
    withWhoami(whoami({ is_profile_completed: false }));
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile-setup');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('Log out ends the session and goes to /login', async () => {
    withWhoami(brand);
    let endSession = () => undefined as unknown;
    const signOut = jest.fn(async () => {
      endSession();
    });
    const { router, store } = renderRoutes(appRoutes, {
      preloadedState: signedIn(),
      route: '/analytics',
      auth: createFakeAuthClient({ signOut }),
    });
    endSession = () => store.dispatch(signedOutAction());

    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor of a deep link to the login page', async () => {
    fetchMock = mockApi({});
    const { router } = renderRoutes(appRoutes, { preloadedState: signedOut, route: '/campaigns/invites?tab=open' });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
