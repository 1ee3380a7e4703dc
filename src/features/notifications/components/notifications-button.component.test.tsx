import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { json, mockApi, renderRoutes, signedIn } from '../../../test/render';
import NotificationsPage from '../pages/notifications.page';
import { NotificationsButton } from './notifications-button.component';

const item = (id: string, title: string, read = false, extra: object = {}) => ({
  id, type: 'info', title, message: `About ${title}`, action_url: null, action_label: null, read,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(), ...extra,
});
const page = (results: unknown[], unread: number, count = results.length) =>
  json({ count, next: null, previous: null, unread_count: unread, results });

const routes: RouteObject[] = [
  { path: '/notifications', element: <><NotificationsButton /><NotificationsPage /></> },
  { path: '*', element: <NotificationsButton /> },
  { path: '/campaigns/invites', element: <h1>Invites</h1> },
];

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock.mockRestore());

const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const openPanel = async () => {
  await userEvent.click(bell());
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
};

describe('NotificationsButton with the server (real store and sagas)', () => {
  it('shows the unread count from the server and follows an action link inside the app, marking it read', async () => {
    const invite = item('n1', 'New invite', false, { action_url: '/campaigns/invites', action_label: null });
    fetchMock = mockApi({
      '/notifications/': () => page([invite, item('n2', 'Old news', true)], 1),
      '/notifications/n1/read/': () => json({ ...invite, read: true }),
    });
    const { router } = renderRoutes(routes, { preloadedState: signedIn(), route: '/dashboard' });
    await waitFor(() => expect(bell()).toHaveTextContent('1'));
    const panel = await openPanel();
    expect(panel.getAllByText('5 minutes ago', { selector: 'time' })).toHaveLength(2);
    await userEvent.click(panel.getByRole('link', { name: 'View' }));
    expect(router.state.location.pathname).toBe('/campaigns/invites');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).url.endsWith('/notifications/n1/read/'))).toBe(true);
  });

  it('rolls a refused mark-read back and shows the SPEC §8 text', async () => {
    fetchMock = mockApi({
      '/notifications/': () => page([item('n1', 'Payout sent')], 1),
      '/notifications/n1/read/': () => json({ detail: 'Forbidden.', code: 'permission_denied' }, 403),
    });
    renderRoutes(routes, { preloadedState: signedIn(), route: '/dashboard' });
    const panel = await openPanel();
    await userEvent.click(await panel.findByRole('button', { name: 'Mark as read: Payout sent' }));
    expect(await screen.findByText("You don't have permission to do that.")).toBeInTheDocument();
    expect(bell()).toHaveTextContent('1');
    expect(panel.getByRole('button', { name: 'Mark as read: Payout sent' })).toBeInTheDocument();
  });

  it('restores everything when clearing fails for lack of a connection', async () => {
    fetchMock = mockApi({ '/notifications/': (request) => (request.method === 'DELETE' ? Promise.reject(new TypeError('Failed to fetch')) : page([item('n1', 'Payout sent')], 1)) });
    renderRoutes(routes, { preloadedState: signedIn(), route: '/dashboard' });
    const panel = await openPanel();
    await panel.findByText('Payout sent');
    await userEvent.click(panel.getByRole('button', { name: 'Clear all' }));
    expect(panel.getByText('No notifications yet')).toBeInTheDocument();
    expect(await screen.findByText('Connection error. Please check your internet and try again.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(panel.getByText('Payout sent')).toBeInTheDocument();
    expect(bell()).toHaveTextContent('1');
  });
});

describe('the notifications page', () => {
  it('loads more pages and filters unread on the server', async () => {
    const first = Array.from({ length: 20 }, (_, index) => item(`n${index}`, `Invite ${index}`));
    fetchMock = mockApi({
      '/notifications/': (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('unread') === 'true') return page([item('u1', 'Only unread')], 1);
        return query.get('page') === '2' ? page([item('n20', 'Invite 20')], 21, 21) : page(first, 21, 21);
      },
    });
    renderRoutes(routes, { preloadedState: signedIn(), route: '/notifications' });
    expect(await screen.findByText('Invite 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Invite 20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('Only unread')).toBeInTheDocument();
    expect(screen.queryByText('Invite 0')).toBeNull();
  });

  it('offers Retry when the first load fails', async () => {
    let fail = true;
    fetchMock = mockApi({
      '/notifications/': () => (fail ? json({ detail: 'Nope', code: 'bad_request' }, 400) : page([item('n1', 'Back again')], 1)),
    });
    renderRoutes(routes, { preloadedState: signedIn(), route: '/notifications' });
    expect(await screen.findByText('Failed to load notifications')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
