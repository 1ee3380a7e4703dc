import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentsPage from '../pages/payments.page';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { amountMessages } from '../../domain/payments/money-amount';
import { paymentFailureMessages, paymentPageTexts as t, paymentTexts } from '../../domain/payments/payment.texts';
import { emptyPayments, funding, sampleCheckout, samplePayments, viewerPayments } from './payments.fixtures';

jest.setTimeout(30_000);

let fetchMock: jest.SpyInstance;
let submitSpy: jest.SpyInstance;
beforeEach(() => {
  submitSpy = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});
afterEach(() => {
  fetchMock?.mockRestore();
  submitSpy.mockRestore();
  document.querySelectorAll('body > form').forEach((form) => form.remove());
});

const brandWhoami = () => json(whoami({ is_brand: true, is_influencer: false }));
const open = (route = '/payments') => renderRoutes([{ path: '/payments', element: <PaymentsPage /> }], { route, preloadedState: signedIn() });
const wait = { timeout: 8_000 };

async function openFundDialog(name = 'Monsoon Launch') {
  await userEvent.click(await screen.findByRole('button', { name: `Fund ${name}` }, wait));
  return within(await screen.findByRole('dialog', {}, wait));
}

describe('/payments overview', () => {
  it('shows balances, escrow per campaign with links and Fund, and the funding history', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': brandWhoami, '/brands/b1/payments/': () => json(samplePayments) });
    open();
    const balance = await screen.findByRole('article', { name: 'INR balance' }, wait);
    expect(within(balance).getByText('₹1,30,000')).toBeInTheDocument();
    expect(within(balance).getByText(t.available)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monsoon Launch' })).toHaveAttribute('href', '/brands/b1/campaigns/c1');
    expect(screen.getByRole('button', { name: 'Fund Monsoon Launch' })).toBeInTheDocument();
    // No budget: fundable without a limit. Completed: closed.
    expect(screen.getByRole('button', { name: 'Fund Festive Unboxing Series with Regional Creators' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fund Winter Wrap' })).not.toBeInTheDocument();
    expect(screen.getByText(t.closed)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: t.history });
    expect(within(history).getByLabelText('Status: Failed')).toBeInTheDocument();
    expect(within(history).getByLabelText('Status: Confirming')).toBeInTheDocument();
    expect(within(history).getByLabelText('Status: Paid')).toBeInTheDocument();
    expect(within(history).getByText(paymentFailureMessages.declined)).toBeInTheDocument();
    expect(within(history).getByText('4 Mar 2026, 08:00')).toBeInTheDocument();
    expect(screen.queryByText(paymentTexts.notPermitted)).not.toBeInTheDocument();
  });

  it('explains funding when nothing was funded yet, and says the history is empty', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': brandWhoami, '/brands/b1/payments/': () => json(emptyPayments) });
    open();
    expect(await screen.findByText(t.nothingFundedTitle, {}, wait)).toBeInTheDocument();
    expect(screen.getByText(t.historyEmpty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fund Monsoon Launch' })).toBeInTheDocument();
  });

  it('offers a viewer no Fund button and one line saying only admins fund', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': brandWhoami, '/brands/b1/payments/': () => json(viewerPayments) });
    open();
    expect(await screen.findByText(paymentTexts.notPermitted, {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Fund / })).not.toBeInTheDocument();
    expect(screen.getAllByText(paymentTexts.notPermitted)).toHaveLength(1);
  });

  it('offers Retry when the payments cannot load', async () => {
    let calls = 0;
    fetchMock = mockApi({
      '/accounts/whoami/': brandWhoami,
      '/brands/b1/payments/': () => (++calls === 1 ? json({ detail: 'Not found', code: 'not_found' }, 404) : json(samplePayments)),
    });
    open();
    expect(await screen.findByText(t.loadFailed, {}, wait)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Monsoon Launch' }, wait)).toBeInTheDocument();
  });

  it('tells an influencer that payments belong to brands', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': () => json(whoami()) });
    open();
    expect(await screen.findByText(t.noBrand, {}, wait)).toBeInTheDocument();
  });
});

describe('fund dialog', () => {
  it('checks the amount on submit, then on change: empty, bad format, over the budget room', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': brandWhoami, '/brands/b1/payments/': () => json(samplePayments) });
    open();
    const dialog = await openFundDialog();
    expect(dialog.getByText('Monsoon Launch')).toBeInTheDocument();
    expect(dialog.getByText('INR')).toBeInTheDocument();
    expect(dialog.getByText(t.sandboxNote)).toBeInTheDocument();
    const amount = dialog.getByLabelText(/Amount \(INR\)/);
    expect(amount).toHaveValue('50000.00');
    expect(dialog.getByText(t.upTo('₹50,000'))).toBeInTheDocument();

    await userEvent.clear(amount);
    // Nothing said before the first submit (SPEC §5).
    expect(dialog.queryByText(amountMessages.required)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    expect(await dialog.findByText(amountMessages.required)).toBeInTheDocument();
    await userEvent.type(amount, '12.345');
    expect(await dialog.findByText(amountMessages.invalid)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50000.01');
    expect(await dialog.findByText(paymentTexts.overBudget('₹50,000'))).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'POST')).toHaveLength(0);
  });

  it("shows the server's amount error under the field", async () => {
    const message = paymentTexts.minimum('₹1');
    fetchMock = mockApi({
      '/accounts/whoami/': brandWhoami,
      '/brands/b1/payments/': () => json(samplePayments),
      '/brands/b1/funding-orders/': () => json({ detail: message, code: 'validation_error', errors: { amount: [message] } }, 400),
    });
    open();
    const dialog = await openFundDialog();
    const amount = dialog.getByLabelText(/Amount \(INR\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.50');
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    expect(await dialog.findByText(message, {}, wait)).toHaveAttribute('id', `${amount.id}-helper-text`);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(submitSpy).not.toHaveBeenCalled();
  });

  it.each([
    [403, { detail: paymentTexts.notPermitted, code: 'permission_denied' }, paymentTexts.notPermitted],
    [502, { detail: paymentTexts.providerUnavailable, code: 'payment_provider_unavailable' }, paymentTexts.providerUnavailable],
    [409, { detail: paymentTexts.campaignClosed, code: 'campaign_closed' }, paymentTexts.campaignClosed],
  ])('shows a %s refusal inside the dialog', async (status, body, text) => {
    fetchMock = mockApi({
      '/accounts/whoami/': brandWhoami,
      '/brands/b1/payments/': () => json(samplePayments),
      '/brands/b1/funding-orders/': () => json(body, status),
    });
    open();
    const dialog = await openFundDialog();
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    expect(await dialog.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(text);
    expect(dialog.getByRole('button', { name: t.continue })).toBeEnabled();
  });

  it('posts the amount and leaves for the checkout by a form navigation', async () => {
    let sent: unknown;
    fetchMock = mockApi({
      '/accounts/whoami/': brandWhoami,
      '/brands/b1/payments/': () => json(samplePayments),
      '/brands/b1/funding-orders/': async (request) => {
        sent = await request.json();
        return json(sampleCheckout, 201);
      },
    });
    open();
    const dialog = await openFundDialog();
    const amount = dialog.getByLabelText(/Amount \(INR\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '25,000.5');
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(submitSpy).toHaveBeenCalledTimes(1), wait);
    expect(sent).toEqual({ campaign_id: 'c1', amount: '25000.50' });
    const form = submitSpy.mock.contexts[0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('get');
    expect(form.action).toBe(sampleCheckout.checkout.url);
    expect(Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]))).toEqual(sampleCheckout.checkout.fields);
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
    // Busy until the page goes.
    expect(dialog.getByRole('button', { name: t.continue })).toBeDisabled();
  });

  it('starts afresh after closing (SPEC §4)', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': brandWhoami, '/brands/b1/payments/': () => json(samplePayments) });
    open();
    let dialog = await openFundDialog();
    const amount = dialog.getByLabelText(/Amount \(INR\)/);
    await userEvent.clear(amount);
    await userEvent.click(dialog.getByRole('button', { name: t.continue }));
    expect(await dialog.findByText(amountMessages.required)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openFundDialog();
    expect(dialog.getByLabelText(/Amount \(INR\)/)).toHaveValue('50000.00');
    expect(dialog.queryByText(amountMessages.required)).not.toBeInTheDocument();
  });
});

describe('?fund=<campaign> (the invite dialog\'s "Fund campaign" link)', () => {
  it('opens the Fund dialog for that campaign, and not for a member who cannot fund', async () => {
    fetchMock = mockApi({ '/accounts/whoami/': brandWhoami, '/brands/b1/payments/': () => json(samplePayments) });
    const { unmount } = open('/payments?fund=c1');
    const dialog = within(await screen.findByRole('dialog', {}, wait));
    expect(dialog.getByText(/Monsoon Launch/)).toBeInTheDocument();
    unmount();
    fetchMock.mockRestore();
    fetchMock = mockApi({ '/accounts/whoami/': brandWhoami, '/brands/b1/payments/': () => json(viewerPayments) });
    open('/payments?fund=c1');
    expect(await screen.findByText(paymentTexts.notPermitted, {}, wait)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('return from the checkout (?funding=)', () => {
  it('says it is confirming, polls until paid, then shows the amount and refetches the figures', async () => {
    let polls = 0;
    let overviews = 0;
    fetchMock = mockApi({
      '/accounts/whoami/': brandWhoami,
      '/brands/b1/payments/': () => (++overviews, json(samplePayments)),
      '/funding-orders/f9/': () => json(++polls < 2 ? funding({ id: 'f9', status: 'authorized', paid_at: null }) : funding({ id: 'f9', amount: '25000.50' })),
    });
    open('/payments?funding=f9');
    expect(await screen.findByText(paymentTexts.confirming, {}, wait)).toBeInTheDocument();
    expect(await screen.findByText(paymentTexts.paid('₹25,000.50', 'Monsoon Launch'), {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(overviews).toBeGreaterThanOrEqual(2));
  });

  it("shows SPEC §8's message of a failed payment", async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': brandWhoami,
      '/brands/b1/payments/': () => json(samplePayments),
      '/funding-orders/f9/': () => json(funding({ id: 'f9', status: 'failed', failure_kind: 'invalid_card', failure_message: paymentFailureMessages.invalid_card, paid_at: null })),
    });
    open('/payments?funding=f9');
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent(paymentFailureMessages.invalid_card);
  });

  it('shows a cancelled checkout, and dismissing removes ?funding', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': brandWhoami,
      '/brands/b1/payments/': () => json(samplePayments),
      '/funding-orders/f9/': () => json(funding({ id: 'f9', status: 'cancelled', failure_message: paymentTexts.cancelled, paid_at: null })),
    });
    const { router } = open('/payments?funding=f9');
    expect(await screen.findByText(paymentTexts.cancelled, {}, wait)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.dismiss }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(paymentTexts.cancelled)).not.toBeInTheDocument();
  });
});
