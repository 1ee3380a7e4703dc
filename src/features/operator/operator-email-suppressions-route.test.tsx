import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../app/router/routes';
import { breadcrumbs } from '../../domain/navigation/breadcrumbs';
import { emailSuppressionTexts } from '../../domain/outreach/email-suppression.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleSuppressions } from './operator-email-suppressions.fixtures';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const staffWhoami = () => json(whoami({ is_brand: true, is_influencer: false, is_staff: true }));
const listPath = '/email-tracking/admin/suppressions/';

/** The page with a list that `remove` and `add` change; records every call's method, path and query. */
function setup(options: { add?: (email: string) => Response; remove?: () => Response } = {}) {
  let rows = [...sampleSuppressions];
  const calls: string[] = [];
  fetchMock = mockApi({
    '/accounts/whoami/': staffWhoami,
    [listPath]: async (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.search}`);
      if (request.method === 'POST') {
        const { email } = (await request.json()) as { email: string };
        const answer = options.add?.(email);
        if (answer) return answer;
        const row = { email, reason: 'complaint' as const, since: '2026-11-27T10:00:00.000Z', message_id: null };
        rows = [row, ...rows];
        return json(row, 201);
      }
      const search = url.searchParams.get('search') ?? '';
      const results = rows.filter((row) => row.email.includes(search));
      return json({ count: results.length, next: null, previous: null, results });
    },
  });
  // DELETE .../suppressions/{email}/ has a path of its own per address.
  const mocked = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/api\/v1/, '');
    if (input.method === 'DELETE' && path.startsWith(listPath)) {
      calls.push(`DELETE ${path}`);
      const answer = options.remove?.();
      if (answer) return answer;
      const email = decodeURIComponent(path.slice(listPath.length).replace(/\/$/, ''));
      rows = rows.filter((row) => row.email !== email);
      return new Response(null, { status: 204 });
    }
    return mocked(input);
  });
  renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/email-suppressions' });
  return { calls };
}

const table = async () => within(await screen.findByRole('table', { name: 'Suppressed addresses' }, { timeout: 10_000 }));

describe('/operator/email-suppressions (staff only)', () => {
  it('lists the suppressed addresses with their reason, searches by address, and is linked from the sidebar', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { name: 'E-mail suppressions', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Suppressions' })).toHaveAttribute('href', '/operator/email-suppressions');
    const rows = await table();
    expect(rows.getByText('gone@creators.test')).toBeInTheDocument();
    expect(rows.getByText('Address bounced')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by address' }), 'gone{Enter}');
    await waitFor(() => expect(calls).toContain('GET ?page=1&page_size=25&search=gone'));
    await waitFor(async () => expect((await table()).queryByText('asha.travels@creators.test')).toBeNull());
  });

  it('removes an address after the confirm step, and the list no longer shows it', async () => {
    const { calls } = setup();
    await userEvent.click((await table()).getByRole('button', { name: 'Remove gone@creators.test' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove from the suppression list?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('gone@creators.test gets outreach e-mails again.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /email-tracking/admin/suppressions/gone%40creators.test/');
    await waitFor(async () => expect((await table()).queryByText('gone@creators.test')).toBeNull());
  });

  it('shows a refused removal inside the dialog (someone removed it meanwhile)', async () => {
    setup({ remove: () => json({ detail: emailSuppressionTexts.errors.notSuppressed, code: 'not_found' }, 404) });
    await userEvent.click((await table()).getByRole('button', { name: 'Remove gone@creators.test' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This address is not on the suppression list.');
  });

  it('adds an address as a complaint; the server refusing a duplicate shows in the dialog', async () => {
    const duplicate = emailSuppressionTexts.errors.alreadySuppressed('hard_bounce', '18 Nov 2026');
    setup({ add: (email) => (email === 'gone@creators.test' ? json({ detail: duplicate, code: 'already_suppressed' }, 409) : undefined) as unknown as Response });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Suppress an address' }));
    await userEvent.type(dialog.getByLabelText('E-mail address'), 'Gone@Creators.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Suppress' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(duplicate);

    await userEvent.clear(dialog.getByLabelText('E-mail address'));
    await userEvent.type(dialog.getByLabelText('E-mail address'), 'fbl@creators.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Suppress' }));
    expect(await screen.findByText('fbl@creators.test is suppressed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await (await table()).findByText('fbl@creators.test')).toBeInTheDocument();
    dialog = within(document.body);
    expect(dialog.queryByText(duplicate)).toBeNull();
  });

  it('sends everyone else to /dashboard', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })) });
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/email-suppressions' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
  });

  it('reads Home › E-mail suppressions', () => {
    expect(breadcrumbs('/operator/email-suppressions').map((crumb) => crumb.label)).toEqual(['Home', 'E-mail suppressions']);
  });
});
