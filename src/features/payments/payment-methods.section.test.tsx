import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMethodMessages as m, paymentMethodTexts as t } from '../../domain/payments/payment-method.texts';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { sampleMethods } from './payment-methods.fixtures';
import { PaymentMethodsSection } from './payment-methods.section';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const calls = (method: string) => fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === method);
const renderSection = () =>
  renderRoutes([{ path: '/payments', element: <PaymentMethodsSection brandId="b1" /> }], { route: '/payments', preloadedState: signedIn() });

describe('PaymentMethodsSection', () => {
  it('removes the default after the confirm step; the refetched list shows the new default', async () => {
    let methods = sampleMethods;
    fetchMock = mockApi({
      '/brands/b1/payment-methods/': () => json({ results: methods, can_manage: true }),
      '/brands/b1/payment-methods/pm-bank/': () => {
        methods = [{ ...sampleMethods[3]!, is_default: true }, sampleMethods[2]!, sampleMethods[1]!];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: t.removeFor('HDFC Bank ••••5678') }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.removeTitle }, { timeout: 5_000 });
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
    expect(await screen.findByText(t.removed('HDFC Bank ••••5678'), {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'HDFC Bank ••••5678' })).toBeNull());
    const stripe = await screen.findByRole('listitem', { name: 'Stripe acct_1Nv0FGQ9RKHgCVdK' });
    expect(within(stripe).getByText(t.defaultChip)).toBeInTheDocument();
    expect(calls('DELETE')).toHaveLength(1);
  });

  it("sets a method as default, and shows a 403's reason where the person acted", async () => {
    fetchMock = mockApi({
      '/brands/b1/payment-methods/': () => json({ results: sampleMethods, can_manage: true }),
      '/brands/b1/payment-methods/pm-upi/': () => json({ detail: m.changeNotPermitted, code: 'permission_denied' }, 403),
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: t.setDefaultFor('UPI ac**********@okhdfcbank') }, { timeout: 5_000 }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(m.changeNotPermitted);
    expect(await calls('PATCH')[0]!.clone().json()).toEqual({ is_default: true });
  });
});
