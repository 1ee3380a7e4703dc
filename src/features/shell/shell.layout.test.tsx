import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { createFakeAuthClient } from '../../auth/testing/fake-auth-client';
import { PageTitle } from '../../components/page-title/page-title.component';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { settingsStorageKey } from '../settings/settings.storage';
import ShellLayout from './shell.layout';
import { emulatePhone } from './testing/shell-story-helpers';

const routes: RouteObject[] = [
  { path: '/login', element: <h1>Login</h1> },
  { element: <ShellLayout />, children: [{ path: '*', element: <PageTitle /> }] },
];

const brand = whoami({ is_brand: true, is_influencer: false });
let fetchMock: jest.SpyInstance;
beforeEach(() => localStorage.clear());
afterEach(() => fetchMock?.mockRestore());

const renderShell = (route: string, user = whoami(), auth = createFakeAuthClient()) => {
  fetchMock = mockApi({ '/accounts/whoami/': () => json(user) });
  return renderRoutes(routes, { preloadedState: signedIn(), route, auth });
};

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
const linksOf = (scope: ReturnType<typeof within>) =>
  scope.getAllByRole('link').map((link: HTMLElement) => `${link.textContent} ${link.getAttribute('href')}`);

describe('the shell sidebar (SPEC §2 Navigation)', () => {
  it('offers a brand exactly the brand items, with the Management group', async () => {
    renderShell('/dashboard', brand);
    await screen.findByText('Management');
    expect(linksOf(mainNav())).toEqual([
      'Dashboard /dashboard', 'All Campaigns /campaigns', 'Create Campaign /campaigns/create', 'Influencers /influencers', 'Messages /messages',
      'Analytics /analytics', 'Payments /payments', 'Team /team', 'Settings /settings', 'Help /help',
    ]);
    expect(mainNav().getByRole('button', { name: 'Campaigns' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers an influencer exactly the influencer items, with the Account group', async () => {
    renderShell('/campaigns', whoami());
    await screen.findByText('Account');
    expect(linksOf(mainNav())).toEqual([
      'Dashboard /dashboard', 'Active Campaigns /campaigns/active', 'Invitations /campaigns/invites',
      'Completed /campaigns?status=completed', 'Messages /messages', 'My Profile /profile', 'Settings /settings', 'Help /help',
    ]);
  });

  it('offers a brand viewer no Create Campaign: not in the sidebar, not in the quick actions', async () => {
    renderShell('/dashboard', whoami({ is_brand: true, is_influencer: false, brand_role: 'viewer' }));
    const quickActions = within(await screen.findByRole('list', { name: 'Quick Actions' }));
    // whoami answered: the role's entries are gone, not disabled.
    await waitFor(() => expect(quickActions.queryByText('Create Campaign')).not.toBeInTheDocument());
    expect(linksOf(mainNav())).toEqual([
      'Dashboard /dashboard', 'All Campaigns /campaigns', 'Influencers /influencers', 'Messages /messages', 'Analytics /analytics',
      'Payments /payments', 'Team /team', 'Settings /settings', 'Help /help',
    ]);
    expect(linksOf(quickActions)).toEqual(['View Analytics /analytics', 'Payments /payments']);
    expect(screen.queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Influencer' })).not.toBeInTheDocument();
  });

  it("follows the member's own flags: a manager without campaigns.create gets no Create Campaign in the sidebar or quick actions", async () => {
    renderShell('/dashboard', whoami({
      is_brand: true, is_influencer: false, brand_role: 'manager',
      brand_permissions: ['campaigns.edit', 'campaigns.view', 'influencers.invite', 'influencers.view', 'analytics.view', 'payments.view'],
    }));
    const quickActions = within(await screen.findByRole('list', { name: 'Quick Actions' }));
    await waitFor(() => expect(quickActions.queryByText('Create Campaign')).not.toBeInTheDocument());
    expect(linksOf(mainNav())).not.toContain('Create Campaign /campaigns/create');
    expect(quickActions.getByRole('button', { name: 'Invite Influencer' })).toBeInTheDocument();
  });

  it("gives the operator the operator's navigation, not the brand sidebar", async () => {
    renderShell('/operator/disputes', whoami({ is_brand: true, is_influencer: false, is_staff: true }));
    await screen.findByText('Operations');
    expect(linksOf(mainNav())).toEqual(['Disputes /operator/disputes', 'Reconciliation /operator/reconciliation', 'E-mail /operator/outbox', 'Suppressions /operator/email-suppressions', 'Message reports /operator/message-reports', 'Notifications /notifications', 'Help /help']);
    expect(mainNav().getByRole('link', { name: 'Disputes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Management')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quick Actions' })).not.toBeInTheDocument();
  });

  it('remembers the collapsed sidebar across a reload', async () => {
    const first = renderShell('/analytics', brand);
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(mainNav().queryByText('Analytics')).not.toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    expect(JSON.parse(localStorage.getItem(settingsStorageKey) ?? '{}')).toMatchObject({ sidebarCollapsed: true });
    first.unmount();
    fetchMock.mockRestore();

    renderShell('/analytics', brand);
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it("shows the user's name and logs out to /login with the sidebar's Logout button", async () => {
    const signOut = jest.fn(async () => undefined);
    const { router } = renderShell('/help', brand, createFakeAuthClient({ signOut }));
    expect(await screen.findByTestId('sidebar-user')).toHaveTextContent('Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens the quick-action dialogs and follows the quick-action links', async () => {
    const { router } = renderShell('/dashboard', brand);
    const quickActions = within(await screen.findByRole('list', { name: 'Quick Actions' }));
    await userEvent.click(quickActions.getByRole('button', { name: 'Invite Influencer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Influencer' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Browse influencers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/influencers'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(quickActions.getByRole('link', { name: 'View Analytics' }));
    expect(router.state.location.pathname).toBe('/analytics');
  });

  it('gives influencers the submit-content dialog', async () => {
    renderShell('/dashboard', whoami());
    const quickActions = within(await screen.findByRole('list', { name: 'Quick Actions' }));
    expect(quickActions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/campaigns/invites', '/profile', '/earnings']);
    await userEvent.click(quickActions.getByRole('button', { name: 'Submit Content' }));
    expect(await screen.findByRole('dialog', { name: 'Submit Content' })).toBeInTheDocument();
  });
});

describe('the shell on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = emulatePhone();
  });
  afterEach(() => restore());

  it('opens the navigation drawer from the menu button; it closes on navigation and on Escape', async () => {
    const { router } = renderShell('/dashboard', whoami());
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const menuButton = await screen.findByRole('button', { name: 'Open navigation' });

    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Sidebar' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Invitations' }));
    expect(router.state.location.pathname).toBe('/campaigns/invites');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());

    await userEvent.click(menuButton);
    await screen.findByRole('dialog', { name: 'Sidebar' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());

    await userEvent.click(menuButton);
    await screen.findByRole('dialog', { name: 'Sidebar' });
    await act(() => router.navigate('/help'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());
  });
});

describe('breadcrumbs in the shell', () => {
  it('are hidden on the dashboard and lead home from a deep page', async () => {
    const { router } = renderShell('/dashboard', whoami());
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();

    await act(() => router.navigate('/campaigns/active/42/content'));
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/campaigns/active/42');
    await userEvent.click(crumbs.getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
