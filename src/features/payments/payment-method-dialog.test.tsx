import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  paymentMethodFieldLabels as labels,
  paymentMethodMessages as m,
  paymentMethodTexts as t,
} from '../../domain/payments/payment-method.texts';
import { json, mockApi, renderRoutes, signedIn } from '../../test/render';
import { bankMethod } from './payment-methods.fixtures';
import { PaymentMethodsSection } from './payment-methods.section';

/** The add dialog through the /payments section, against a mocked API (SPEC §3 fields and messages, SPEC §4 form). */
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const posts = () => fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');
const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

async function openDialog() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/payments', element: <PaymentMethodsSection brandId="b1" /> }], { route: '/payments', preloadedState: signedIn() });
  await user.click(await screen.findByRole('button', { name: t.add }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', { name: t.dialogTitle }, { timeout: 5_000 });
  return { user, dialog };
}

describe('Add payment method dialog', () => {
  beforeEach(() => {
    fetchMock = mockApi({ '/brands/b1/payment-methods/': () => json({ results: [bankMethod()], can_manage: true }) });
  });

  it('asks for the bank fields SPEC §3 requires, each with its message, and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    for (const message of [m.holderRequired, m.accountNumberRequired, m.bankNameRequired, m.ifscRequired]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).queryByText(m.swiftInvalid)).toBeNull();
    // Then on change (SPEC §5): a fixed field loses its message at once.
    await user.type(field(dialog, labels.bank_name), 'HDFC Bank');
    await waitFor(() => expect(within(dialog).queryByText(m.bankNameRequired)).toBeNull());
    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(m.upiRequired)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sets the dirty flag on edit and clears it on Reset', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByText(t.unsaved)).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.reset })).toBeDisabled();
    await user.type(field(dialog, labels.account_holder_name), 'Acme');
    expect(within(dialog).getByText(t.unsaved)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.reset }));
    expect(within(dialog).queryByText(t.unsaved)).toBeNull();
    expect(field(dialog, labels.account_holder_name)).toHaveValue('');
    // Changing the type is an edit too.
    await user.click(within(dialog).getByRole('radio', { name: 'PayPal' }));
    expect(within(dialog).getByText(t.unsaved)).toBeInTheDocument();
  });

  it('closing the dialog resets the form: the next opening starts empty, on the bank type, without messages', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Stripe' }));
    await user.type(field(dialog, labels.stripe_account_id), 'acct_oops');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(m.stripeAccountInvalid)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: t.add }));
    const again = await screen.findByRole('dialog', { name: t.dialogTitle });
    expect(within(again).getByRole('radio', { name: 'Bank account' })).toBeChecked();
    expect(within(again).queryByText(t.unsaved)).toBeNull();
    await user.click(within(again).getByRole('radio', { name: 'Stripe' }));
    expect(field(again, labels.stripe_account_id)).toHaveValue('');
    expect(within(again).queryByText(m.stripeAccountInvalid)).toBeNull();
    // Escape closes (and resets) too.
    await user.type(field(again, labels.stripe_account_id), 'acct_1Nv0FGQ9RKHgCVdK');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: t.add }));
    const third = await screen.findByRole('dialog', { name: t.dialogTitle });
    expect(within(third).getByRole('radio', { name: 'Bank account' })).toBeChecked();
    expect(within(third).queryByText(t.unsaved)).toBeNull();
  });

  it("sends only the chosen type's fields, shows the server's message under its field, then adds and closes", async () => {
    let attempt = 0;
    fetchMock.mockRestore();
    fetchMock = mockApi({
      '/brands/b1/payment-methods/': async (request) => {
        if (request.method === 'GET') return json({ results: [bankMethod()], can_manage: true });
        attempt += 1;
        if (attempt === 1) {
          return json({ detail: m.upiInvalid, code: 'validation_error', errors: { 'details.upi_id': [m.upiInvalid] } }, 400);
        }
        return json({ id: 'pm2', type: 'upi', summary: 'UPI ac**@okhdfcbank', is_default: false, details: { upi_id_masked: 'ac**@okhdfcbank' }, created_at: '2026-03-04T09:00:00Z' }, 201);
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(field(dialog, labels.account_holder_name), 'Acme');
    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }));
    await user.type(field(dialog, labels.upi_id), 'acme@okhdfcbank');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(m.upiInvalid, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await posts()[0]!.clone().json()).toEqual({ type: 'upi', details: { upi_id: 'acme@okhdfcbank' } });
    // No generic toast repeats the refusal.
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.added('UPI ac**@okhdfcbank'), {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
