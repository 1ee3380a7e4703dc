import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../app/router/routes';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { sampleOutbox, sampleRecords } from '../outreach-email/outreach-email.fixtures';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const staffWhoami = () => json(whoami({ is_brand: true, is_influencer: false, is_staff: true }));
const page = <T,>(results: T[]) => json({ count: results.length, next: null, previous: null, results });

describe('/operator/outbox (staff only)', () => {
  it('lists the kept e-mails, opens one with its links clickable, and shows the tracking records; linked from the sidebar', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/dev/outbox/': () => page(sampleOutbox),
      '/email-tracking/admin/records/': () => page(sampleRecords),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/outbox' });
    expect(await screen.findByRole('heading', { name: 'E-mail', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: /^E-mail$/ })).toHaveAttribute('href', '/operator/outbox');

    const table = within(await screen.findByRole('table', { name: 'Kept e-mails' }));
    expect(table.getByText('new.hire@acme.test')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: `Read "${sampleOutbox[0]!.subject}"` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: /email-tracking\/c\/m1/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Tracking records' }));
    const records = within(await screen.findByRole('table', { name: 'Tracking records' }));
    expect(records.getByText('gone@creators.test')).toBeInTheDocument();
    expect(records.getByText('Bounced')).toBeInTheDocument();
  });

  it('says so when SMTP is configured (the outbox answers 404)', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': staffWhoami,
      '/dev/outbox/': () => json({ detail: 'The development outbox is off: SMTP_URL is configured.', code: 'not_found' }, 404),
    });
    renderRoutes(appRoutes, { preloadedState: signedIn(), route: '/operator/outbox' });
    expect(await screen.findByText(/SMTP is configured: e-mails leave the server/, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
