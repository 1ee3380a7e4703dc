import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../app/router/routes';
import { breadcrumbs } from '../../domain/navigation/breadcrumbs';
import { messageReportErrors } from '../../domain/messages/message-reports.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { openConversationReport, openMessageReport, resolvedReport } from './message-reports.fixtures';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const staffWhoami = () => json(whoami({ is_brand: true, is_influencer: false, is_staff: true }));
const page = (results: unknown[], next: string | null = null) => json({ count: results.length, next, previous: null, results });

describe('/operator/message-reports (staff only)', () => {
  it('lists the reports with the message text and its real link host; linked from the sidebar; Home › Message reports', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': staffWhoami, '/operator/message-reports/': () => page([openConversationReport, openMessageReport, resolvedReport]) });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/message-reports' });
    expect(await screen.findByRole('heading', { name: 'Message reports', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: /Message reports/ })).toHaveAttribute('href', '/operator/message-reports');
    const card = within(await screen.findByRole('article', { name: `Report by Brenda Brand: ${openMessageReport.reason}` }));
    expect(card.getByRole('link', { name: 'https://pay.example.net/acme-login' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(card.getByText('(pay.example.net)')).toBeInTheDocument();
    expect(card.getByText('Acme Demo Co. and ivy.creates')).toBeInTheDocument();
    expect(card.getByLabelText('Status: Open')).toBeInTheDocument();
    expect(breadcrumbs('/operator/message-reports').map((crumb) => crumb.label)).toEqual(['Home', 'Message reports']);
  });

  it('resolves a report: posts the decision with an Idempotency-Key, confirms, and shows the refreshed list', async () => {
    let resolved = false;
    const posted: Array<{ body: unknown; key: string | null }> = [];
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/operator/message-reports/': () => page([resolved ? { ...openMessageReport, status: 'message_removed', message_removed: true, allowed_decisions: [] } : openMessageReport]),
      [`/operator/message-reports/${openMessageReport.id}/resolve/`]: async (request) => {
        posted.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        resolved = true;
        return json({ ...openMessageReport, status: 'message_removed', message_removed: true, allowed_decisions: [] });
      },
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/message-reports' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve the report by Brenda Brand' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve the report' }));
    await userEvent.click(dialog.getByRole('radio', { name: /Remove the message/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve report' }));
    expect(await screen.findByText('Message removed from the conversation.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({ decision: 'remove_message' });
    expect(posted[0]!.key).toBeTruthy();
    expect(await screen.findByLabelText('Status: Message removed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resolve the report/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog when another operator resolved the report first (409)", async () => {
    const detail = messageReportErrors.alreadyResolved('Dismissed');
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/operator/message-reports/': () => page([openMessageReport]),
      [`/operator/message-reports/${openMessageReport.id}/resolve/`]: () => json({ detail, code: 'already_resolved' }, 409),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/message-reports' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve the report by Brenda Brand' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve the report' }));
    await userEvent.click(dialog.getByRole('radio', { name: /Close the conversation/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Resolve report' }));
    expect(await dialog.findByText(detail)).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let failing = true;
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/operator/message-reports/': () => (failing ? json({ detail: 'Boom', code: 'server_error' }, 500) : page([])),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/message-reports' });
    expect(await screen.findByText('The message reports could not be loaded.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No reports' })).toBeInTheDocument();
  });

  it('sends everyone else to /dashboard', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })) });
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/message-reports' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
  });
});
