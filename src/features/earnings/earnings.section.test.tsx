import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EarningsPage from '../pages/earnings.page';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { earningsWithoutPan, earningsWithoutPayoutMethod, emptyEarnings, sampleEarnings } from './earnings.fixtures';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const renderPage = () =>
  renderRoutes([{ path: '/earnings', element: <EarningsPage /> }], { route: '/earnings', preloadedState: signedIn() });

describe('/earnings', () => {
  it('shows the balances and every line from GET influencers/me/earnings/', async () => {
    fetchMock = mockApi({ '/influencers/me/earnings/': () => json(sampleEarnings) });
    renderPage();
    const available = await screen.findByRole('list', { name: 'Balances in INR' }, { timeout: 5_000 });
    expect(within(available).getByText('Available').closest('li')).toHaveTextContent('₹20,000');
    expect(within(available).getByText('Pending approval').closest('li')).toHaveTextContent('₹40,000');
    expect(within(available).getByText('Processing').closest('li')).toHaveTextContent('₹0');
    expect(within(available).getByText('Paid').closest('li')).toHaveTextContent('₹5,400');
    expect(screen.getByRole('heading', { name: 'Earnings', level: 1 })).toBeInTheDocument();

    const first = screen.getByRole('listitem', { name: 'Monsoon Launch: Dedicated video' });
    expect(within(first).getByText('₹40,000')).toBeInTheDocument();
    expect(within(first).getByLabelText('Status: Awaiting approval')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Monsoon Launch: find it in your campaigns' }))
      .toHaveAttribute('href', '/campaigns/active?status=all&search=Monsoon+Launch');
    const content = within(first).getByRole('link', { name: /View content/ });
    expect(content).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(content).toHaveAttribute('target', '_blank');
    expect(content).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const paid = screen.getByRole('listitem', { name: 'Winter Warmers: Branding in a new Short' });
    expect(within(paid).getByLabelText('Status: Paid')).toBeInTheDocument();
    expect(within(paid).getByText('₹5,400')).toBeInTheDocument();
    expect(within(paid).getByText('₹600')).toBeInTheDocument();
    expect(within(paid).getByText('HDFCR52026100512345678')).toBeInTheDocument();
    expect(within(paid).getByText('5 Oct 2026, 06:45')).toBeInTheDocument();

    const returned = screen.getByRole('listitem', { name: 'Winter Warmers: Branded post' });
    expect(within(returned).getByLabelText('Status: Returned')).toBeInTheDocument();
    expect(within(returned).getByRole('alert')).toHaveTextContent('The beneficiary bank rejected the transfer (account closed).');
    expect(screen.queryByText('Add your payout details')).not.toBeInTheDocument();
    // A statement for each line with a payout, none for a line still awaiting approval.
    expect(within(paid).getByRole('button', { name: 'Download the payout statement for Winter Warmers, Branding in a new Short (PDF)' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /statement/i })).not.toBeInTheDocument();
  });

  it('downloads a payout statement with the bearer token, and says why when it cannot', async () => {
    const createObjectURL = jest.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this); });
    let statementStatus = 200;
    const statementUrls: string[] = [];
    // The API's own calls go through RTK Query (Requests); the statement is a plain fetch of its URL.
    fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (typeof input === 'string') {
        statementUrls.push(input);
        return statementStatus === 200
          ? new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="payout-statement-5-Oct-2026-p1.pdf"' } })
          : json({ detail: 'Not found.', code: 'not_found' }, 404);
      }
      return json(sampleEarnings);
    });
    renderPage();
    const paid = await screen.findByRole('listitem', { name: 'Winter Warmers: Branding in a new Short' }, { timeout: 5_000 });
    await userEvent.click(within(paid).getByRole('button', { name: 'Download the payout statement for Winter Warmers, Branding in a new Short (PDF)' }));
    await within(paid).findByText('Download statement');
    expect(clicked.map((link) => link.download)).toEqual(['payout-statement-5-Oct-2026-p1.pdf']);
    expect(statementUrls).toEqual(['/api/v1/payouts/p1/statement/']);
    statementStatus = 404;
    await userEvent.click(within(paid).getByRole('button', { name: 'Download the payout statement for Winter Warmers, Branding in a new Short (PDF)' }));
    expect(await within(paid).findByText('Not found.')).toBeInTheDocument();
    click.mockRestore();
  });

  it('explains where earnings come from when there are none yet', async () => {
    fetchMock = mockApi({ '/influencers/me/earnings/': () => json(emptyEarnings) });
    renderPage();
    expect(await screen.findByText('No earnings yet', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/when a brand verifies content you submitted/)).toBeInTheDocument();
    expect(screen.getAllByText('₹0')).toHaveLength(4);
  });

  it('asks for payout details when the creator has none, with a link to Settings', async () => {
    fetchMock = mockApi({ '/influencers/me/earnings/': () => json(earningsWithoutPayoutMethod) });
    renderPage();
    expect(await screen.findByText('Add your payout details', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add payout details' })).toHaveAttribute('href', '/settings');
  });

  it('asks for the PAN when none is on file, with a link to its card in Settings', async () => {
    fetchMock = mockApi({ '/influencers/me/earnings/': () => json(earningsWithoutPan) });
    renderPage();
    expect(await screen.findByText('Add your PAN', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add PAN' })).toHaveAttribute('href', '/settings#tax-details');
  });

  it('offers Retry when the earnings cannot load, and shows them after it', async () => {
    let calls = 0;
    fetchMock = mockApi({
      '/influencers/me/earnings/': () => (++calls === 1 ? json({ detail: 'Not found', code: 'not_found' }, 404) : json(sampleEarnings)),
    });
    renderPage();
    expect(await screen.findByText('Could not load your earnings.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Balances in INR' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
