import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../app/router/routes';
import { breadcrumbs } from '../../domain/navigation/breadcrumbs';
import { reconciliationTexts } from '../../domain/payments/reconciliation.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { cleanRun, differencesRun, runningRun, runsPage } from './reconciliation.fixtures';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const staffWhoami = () => json(whoami({ is_brand: true, is_influencer: false, is_staff: true }));

describe('/operator/reconciliation (staff only)', () => {
  it('shows the runs and the newest run\'s differences, with a Reconciliation link in the sidebar', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/operator/reconciliation/runs/': () => json(runsPage(differencesRun, cleanRun)),
      [`/operator/reconciliation/runs/${differencesRun.id}/`]: () => json(differencesRun),
      [`/operator/reconciliation/runs/${cleanRun.id}/`]: () => json(cleanRun),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/reconciliation' });
    expect(await screen.findByRole('heading', { name: 'Reconciliation', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Differences found' }));
    expect(table.getByText('pay_Nf3kQ2x9LmA1bc')).toBeInTheDocument();
    expect(table.getByRole('rowheader', { name: 'Status differs' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: /Reconciliation/ })).toHaveAttribute('href', '/operator/reconciliation');

    // An older run opens below the list.
    const older = screen.getAllByRole('button', { name: /^View the run of/ }).find((button) => !button.hasAttribute('disabled'));
    await userEvent.click(older!);
    expect(await screen.findByText('No differences')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('starts a run with Run now, shows its progress, and shows its outcome when it finishes', async () => {
    let phase: 'before' | 'running' | 'done' = 'before';
    let polls = 0;
    const finished = { ...differencesRun, id: runningRun.id, started_at: runningRun.started_at };
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/operator/reconciliation/runs/': (request) => {
        if (request.method === 'POST') {
          phase = 'running';
          return json(runningRun, 202);
        }
        if (phase === 'running' && (polls += 1) > 1) phase = 'done';
        return json(phase === 'before' ? runsPage(cleanRun) : runsPage(phase === 'running' ? runningRun : finished, cleanRun));
      },
      [`/operator/reconciliation/runs/${cleanRun.id}/`]: () => json(cleanRun),
      [`/operator/reconciliation/runs/${runningRun.id}/`]: () => json(phase === 'done' ? finished : runningRun),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/reconciliation' });
    const runNow = await screen.findByRole('button', { name: 'Run now' }, { timeout: 10_000 });
    await waitFor(() => expect(runNow).toBeEnabled());
    await userEvent.click(runNow);
    expect(await screen.findByRole('progressbar', { name: 'Reconciliation running…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
    const posted = fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    // The page keeps asking while the run runs, and shows the differences once it has finished.
    expect(await screen.findByRole('table', { name: 'Differences found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Reconciliation running…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
  }, 20_000);

  it('says why a run could not be started (one is running already)', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/operator/reconciliation/runs/': (request) =>
        request.method === 'POST' ? json({ detail: reconciliationTexts.alreadyRunning, code: 'reconciliation_running' }, 409) : json(runsPage()),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/reconciliation' });
    expect(await screen.findByRole('heading', { name: 'No reconciliation runs yet' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(reconciliationTexts.alreadyRunning)).toBeInTheDocument();
  });

  it('sends everyone else to /dashboard', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })) });
    const { router } = renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/reconciliation' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
  });

  it('reads Home › Reconciliation in the breadcrumbs', () => {
    expect(breadcrumbs('/operator/reconciliation').map((crumb) => (crumb.path ? `${crumb.label} (${crumb.path})` : crumb.label))).toEqual(['Home (/dashboard)', 'Reconciliation']);
  });
});
