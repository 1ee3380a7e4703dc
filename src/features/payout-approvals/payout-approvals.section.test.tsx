import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { awaitingLines } from './payout-approvals.fixtures';
import { PayoutApprovalsSection } from './payout-approvals.section';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const renderSection = (canApprove = true) =>
  renderRoutes([{ path: '/payments', element: <PayoutApprovalsSection brandId="b1" canApprove={canApprove} /> }],
    { route: '/payments', preloadedState: signedIn() });

const approveCalls = () => fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname.endsWith('/approve/'));

describe('PayoutApprovalsSection', () => {
  it('lists the lines awaiting approval: creator, campaign, placement, content link, amount, verified date', async () => {
    fetchMock = mockApi({ '/brands/b1/payout-lines/': () => json({ results: awaitingLines }) });
    renderSection();
    const row = await screen.findByRole('listitem', { name: 'Asha Rao: Monsoon Launch, Dedicated video' }, { timeout: 5_000 });
    expect(within(row).getByText('Monsoon Launch · Dedicated video')).toBeInTheDocument();
    expect(within(row).getByText('₹40,000')).toBeInTheDocument();
    expect(within(row).getByText('Verified 20 Nov 2026')).toBeInTheDocument();
    const content = within(row).getByRole('link', { name: /View content: Asha Rao/ });
    expect(content).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(content).toHaveAttribute('target', '_blank');
    expect(content).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(3);
    // A CPM line says how its amount was reached.
    const cpm = screen.getByRole('listitem', { name: /^Ananya Rao/ });
    expect(within(cpm).getByText("45,000 verified views, capped at 50,000 × ₹200 per 1,000 views, at the campaign's cut-off.")).toBeInTheDocument();
  });

  it('shows a refusal for lack of funds inside the dialog, with the basis of the amount', async () => {
    const missing = 'This payout needs ₹3,000 more than this campaign holds for it. Fund the campaign with at least that much (or, if it is closed, contact support), then approve again.';
    fetchMock = mockApi({
      '/brands/b1/payout-lines/': () => json({ results: awaitingLines }),
      '/payout-lines/l3/approve/': () => json({ detail: missing, code: 'insufficient_funds' }, 409),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve ₹9,000 for Ananya Rao' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('45,000 verified views');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release ₹9,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(missing);
  });

  it('approves after the confirm step, toasts and refetches the list', async () => {
    let remaining = awaitingLines;
    fetchMock = mockApi({
      '/brands/b1/payout-lines/': () => json({ results: remaining }),
      '/payout-lines/l1/approve/': () => {
        remaining = awaitingLines.slice(1);
        return json({ ...awaitingLines[0], status: 'approved', approved_at: '2026-11-21T10:00:00Z' });
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve ₹40,000 for Asha Rao' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' }, { timeout: 5_000 });
    expect(dialog).toHaveTextContent("Release ₹40,000 to Asha Rao? The money moves from Monsoon Launch to the creator's balance");
    expect(approveCalls()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release ₹40,000' }));
    expect(await screen.findByText('₹40,000 released to Asha Rao.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: /Vikram/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Asha Rao/ })).not.toBeInTheDocument());
    expect(approveCalls()).toHaveLength(1);
    expect((approveCalls()[0]![0] as Request).method).toBe('POST');
  });

  it('shows a 409 refusal inside the dialog, without a generic toast', async () => {
    fetchMock = mockApi({
      '/brands/b1/payout-lines/': () => json({ results: awaitingLines }),
      '/payout-lines/l1/approve/': () => json({ detail: 'This payout was approved already.', code: 'already_approved' }, 409),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve ₹40,000 for Asha Rao' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release ₹40,000' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payout was approved already.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByText('This payout was approved already.')).toHaveLength(1);
  });

  it('offers a viewer no Approve, and says only admins can approve', async () => {
    fetchMock = mockApi({ '/brands/b1/payout-lines/': () => json({ results: awaitingLines }) });
    renderSection(false);
    expect(await screen.findByText('Only admins of this brand can approve payouts.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /Asha Rao/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('says when nothing awaits approval', async () => {
    fetchMock = mockApi({ '/brands/b1/payout-lines/': () => json({ results: [] }) });
    renderSection();
    expect(await screen.findByText('Nothing awaiting your approval', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('offers Retry when the list cannot load', async () => {
    fetchMock = mockApi({ '/brands/b1/payout-lines/': () => json({ detail: 'Not found', code: 'not_found' }, 404) });
    renderSection();
    expect(await screen.findByText('Could not load the payouts awaiting approval.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
