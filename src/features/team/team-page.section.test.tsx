import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamMessages as m } from '../../domain/brands/team.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleActivity, sampleInvites, sampleMembers } from './team.fixtures';
import { TeamPageSection } from './team-page.section';
import { teamTexts as t } from './team-texts';

/** /team against a mocked API: read-only for non-admins, the invite dialog's shared rules and the server's answers. */
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const api = (canManage: boolean, invite: (request: Request) => Response | Promise<Response> = () => json({}, 201)) => mockApi({
  '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
  '/brands/b1/team/members/': () => json({ results: sampleMembers, can_manage: canManage, my_user_id: 'u1' }),
  '/brands/b1/team/invites/': (request) => (request.method === 'POST' ? invite(request) : json({ results: sampleInvites })),
  '/brands/b1/team/activity/': () => json({ count: 2, next: null, previous: null, results: sampleActivity }),
});
const render = () => renderRoutes([{ path: '/team', element: <TeamPageSection /> }], { route: '/team', preloadedState: signedIn() });

describe('Team page', () => {
  it('shows the team read-only to a non-admin', async () => {
    fetchMock = api(false);
    render();
    expect(await screen.findByText(t.readOnly, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('new.hire@acme.test · Manager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.invite })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('checks the invite on submit with the shared rules, then shows the server refusal under the field', async () => {
    const posted: unknown[] = [];
    fetchMock = api(true, async (request) => {
      posted.push(await request.json());
      return json({ detail: 'Invalid input.', code: 'validation_error', errors: { email: [m.alreadyMember] } }, 400);
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: t.invite }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.invite });
    await user.click(within(dialog).getByRole('button', { name: t.sendInvite }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'Vera@Acme.test');
    await user.click(within(dialog).getByRole('button', { name: t.sendInvite }));
    expect(await within(dialog).findByText(m.alreadyMember)).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ email: 'Vera@Acme.test', role: 'viewer', permissions: ['campaigns.view', 'influencers.view', 'payments.view', 'analytics.view'] });
  });

  it('pages the activity 20 at a time and asks the server for the page picked', async () => {
    const asked: string[] = [];
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/brands/b1/team/members/': () => json({ results: sampleMembers, can_manage: true, my_user_id: 'u1' }),
      '/brands/b1/team/invites/': () => json({ results: [] }),
      '/brands/b1/team/activity/': (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('page')}/${query.get('page_size')}`);
        const first = query.get('page') !== '2';
        return json({ count: 45, next: null, previous: null, results: first ? sampleActivity : [{ ...sampleActivity[0], id: 'old', actor_name: 'Older Admin' }] });
      },
    });
    const user = userEvent.setup();
    render();
    const pages = await screen.findByRole('navigation', { name: t.activityPages }, { timeout: 5_000 });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Older Admin invited new.hire@acme.test')).toBeInTheDocument();
    expect(asked).toEqual(['1/20', '2/20']);
  });
});
