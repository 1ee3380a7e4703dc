import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialAccount } from '../../api/generated/api';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { ConnectedAccountsSection } from './connected-accounts.section';
import { connectedYoutubeAccount, instagramAccount, needsReconnectInstagramAccount } from './testing/influencer-profile.fixtures';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

type Answer = (request: Request) => Response | Promise<Response>;

/** The section on /profile with the API answering as given; records what was sent. */
function setup(options: { route?: string; accounts?: SocialAccount[]; answers?: Record<string, Answer> } = {}) {
  const sent: Array<{ path: string; method: string; body: unknown }> = [];
  const record = (answer: Answer): Answer => async (request) => {
    const text = await request.clone().text();
    sent.push({ path: new URL(request.url).pathname, method: request.method, body: text ? JSON.parse(text) : null });
    return answer(request);
  };
  fetchMock = mockApi({
    '/accounts/whoami/': () => json(whoami()),
    '/influencers/profile/': () => json(null),
    ...Object.fromEntries(Object.entries(options.answers ?? {}).map(([path, answer]) => [path, record(answer)])),
  });
  const opened: string[] = [];
  const result = renderRoutes(
    [{ path: '/profile', element: <ConnectedAccountsSection accounts={options.accounts ?? [connectedYoutubeAccount]} returnTo="/profile" openConsentPage={(url) => opened.push(url)} /> }],
    { route: options.route ?? '/profile', preloadedState: signedIn() },
  );
  return { ...result, sent, opened };
}

describe('ConnectedAccountsSection', () => {
  it('Connect YouTube asks the server to start, naming this page to come back to, and opens the consent page', async () => {
    const { sent, opened } = setup({
      answers: { '/integrations/youtube/connect/': () => json({ authorization_url: 'http://localhost/sandbox/youtube/o/oauth2/v2/auth?state=s', expires_at: '2026-11-26T10:15:00Z' }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect YouTube' }));
    await waitFor(() => expect(opened).toEqual(['http://localhost/sandbox/youtube/o/oauth2/v2/auth?state=s']));
    expect(sent).toEqual([{ path: '/api/v1/integrations/youtube/connect/', method: 'POST', body: { return_to: '/profile' } }]);
    expect(screen.getByRole('button', { name: 'Opening YouTube…' })).toBeDisabled();
  });

  it('says when the connection could not start, naming the platform, and lets the person try again', async () => {
    const { opened } = setup({ answers: { '/integrations/instagram/connect/': () => json({ detail: 'x', code: 'server_error' }, 500) } });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Instagram' }));
    expect(await screen.findByText('Could not start Instagram sign-in. Please try again.')).toBeInTheDocument();
    expect(opened).toEqual([]);
    expect(screen.getByRole('button', { name: 'Connect Instagram' })).toBeEnabled();
  });

  it('shows the outcome the platform sent back once (toast and alert) and removes it from the address', async () => {
    const { router } = setup({ route: '/profile?tab=x&social=youtube&outcome=failed&reason=taken' });
    const message = 'Could not connect your YouTube channel. This YouTube channel is already connected to another InfluenceHub account.';
    const section = within(screen.getByRole('region', { name: 'Connected accounts' }));
    expect(await section.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    await userEvent.click(within(section.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(section.queryByRole('alert')).toBeNull());
  });

  it('Verify now sends the account and says it was read again; a dead grant says to reconnect', async () => {
    const { sent } = setup({ answers: { '/integrations/youtube/verify/': () => json({ ...connectedYoutubeAccount, followers: 50_000 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify now: @ashatravels' }));
    expect(await screen.findByText('Your YouTube channel was read again.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/v1/integrations/youtube/verify/', method: 'POST', body: { account_id: connectedYoutubeAccount.id } }]);
  });

  it('a verification the platform fails names the platform (SPEC §8)', async () => {
    setup({ answers: { '/integrations/youtube/verify/': () => json({ detail: 'Could not verify your YouTube channel. Please try again.', code: 'social_provider_unavailable' }, 503) } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify now: @ashatravels' }));
    expect(await screen.findByText('Could not verify your YouTube channel. Please try again.')).toBeInTheDocument();
  });

  it('a verification that finds the grant dead switches to the reconnect message', async () => {
    setup({ answers: { '/integrations/youtube/verify/': () => json({ ...connectedYoutubeAccount, connection_status: 'needs_reconnect' }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify now: @ashatravels' }));
    expect(await screen.findByText('YouTube no longer accepts our access. Reconnect it so brands keep seeing verified numbers.')).toBeInTheDocument();
  });

  it('Disconnect asks first, then removes the account; a refusal names the platform and the reason', async () => {
    let refuse = false;
    const { sent } = setup({
      accounts: [connectedYoutubeAccount, needsReconnectInstagramAccount, instagramAccount],
      answers: {
        [`/influencers/me/social-accounts/${connectedYoutubeAccount.id}/`]: () => (refuse
          ? json({ detail: 'Invalid input.', code: 'validation_error', errors: { social_accounts: ['Add at least one social media account'] } }, 400)
          : new Response(null, { status: 204 })),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect @ashatravels' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect @ashatravels?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect @ashatravels' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Your YouTube channel was disconnected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ path: `/api/v1/influencers/me/social-accounts/${connectedYoutubeAccount.id}/`, method: 'DELETE', body: null }]);

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect @ashatravels' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Could not disconnect your YouTube channel: Add at least one social media account')).toBeInTheDocument();
  });
});
