import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { SessionsSection } from './sessions-section.component';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const session = (id: string, device: string, current = false) => ({
  id, device, current, user_agent: null, ip_address: '203.0.113.7',
  signed_in_at: '2026-11-20T09:00:00.000Z', last_active_at: '2026-11-27T08:30:00.000Z',
});

function setup(initial = [session('here', 'Chrome on Windows', true), session('phone', 'Safari on iPhone'), session('laptop', 'Firefox on Linux')]) {
  let sessions = [...initial];
  const calls: string[] = [];
  fetchMock = mockApi({
    '/accounts/sessions/': () => json({ results: sessions }),
    '/accounts/sessions/phone/': (request) => {
      calls.push(`${request.method} phone`);
      sessions = sessions.filter((s) => s.id !== 'phone');
      return new Response(null, { status: 204 });
    },
    '/accounts/sessions/sign-out-others/': (request) => {
      calls.push(`${request.method} others`);
      const ended = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return json({ ended });
    },
  });
  renderRoutes([{ path: '/', element: <SessionsSection /> }], { preloadedState: signedIn() });
  return { calls };
}

describe('Settings > Sessions', () => {
  it('lists the devices, this one first, and signs out one and then all others', async () => {
    const { calls } = setup();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]!).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out: Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(calls).toEqual(['DELETE phone']);

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('No other devices are signed in.')).toBeInTheDocument();
    expect(calls).toEqual(['DELETE phone', 'POST others']);
  });

  it('shows a load failure with Retry', async () => {
    fetchMock = mockApi({ '/accounts/sessions/': () => json({ detail: 'Boom', code: 'server_error' }, 500) });
    renderRoutes([{ path: '/', element: <SessionsSection /> }], { preloadedState: signedIn() });
    expect(await screen.findByText('Could not load your sessions.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
