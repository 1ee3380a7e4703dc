import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import CampaignInvitesPage from '../pages/campaign-invites.page';
import { sampleInvites } from './campaign-invites.fixtures';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

describe('InviteListSection', () => {
  it('asks for pending invites first, and follows the tab in the URL', async () => {
    const asked: string[] = [];
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami()),
      '/influencers/campaign-invites/': (request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const status = url.searchParams.get('status');
        const results = sampleInvites.filter((invite) => !status || invite.status === status);
        return json({ count: results.length, next: null, previous: null, results });
      },
    });
    const { router } = renderRoutes([{ path: '/campaigns/invites', element: <CampaignInvitesPage /> }], { route: '/campaigns/invites', preloadedState: signedIn() });
    expect(await screen.findByText('2 invites', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked[0]).toContain('status=invited');
    expect(asked[0]).toContain('ordering=expires_at');
    expect(screen.getByRole('heading', { name: 'Campaign Invites', level: 1 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    expect(await screen.findByText('1 invite')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=accepted');
    expect(screen.getByRole('link', { name: /^Trail Runners by Acme Apparel, Accepted/ })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami()),
      '/influencers/campaign-invites/': () => (++calls <= 3 ? json({ detail: 'Boom', code: 'server_error' }, 500) : json({ count: 0, next: null, previous: null, results: [] })),
    });
    renderRoutes([{ path: '/campaigns/invites', element: <CampaignInvitesPage /> }], { route: '/campaigns/invites?status=all', preloadedState: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.getByText('No invites yet')).toBeInTheDocument(), { timeout: 10_000 });
  });
});
