import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayoutDetailsCardView } from './payout-details-card.view';
import { PayoutMethodFormView } from './payout-method-form.view';

const none = { has_payment_info: false, payment_method: null, upi: null, bank: null, updated_at: null };

function renderCard(onSubmit = jest.fn(async (_values: object) => undefined)) {
  const dirtyChanges: boolean[] = [];
  render(
    <PayoutDetailsCardView
      status="ready"
      info={none}
      onRemove={jest.fn()}
      renderForm={(close) => (
        <PayoutMethodFormView
          onSubmit={async (values) => {
            await onSubmit(values);
            close();
          }}
          onCancel={close}
          onDirtyChange={(dirty) => dirtyChanges.push(dirty)}
        />
      )}
    />,
  );
  return { dirtyChanges, onSubmit };
}

describe('payout details card and form', () => {
  it('marks the form dirty on edit and resets it when the dialog is closed (SPEC §4)', async () => {
    const user = userEvent.setup();
    const { dirtyChanges } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add payout method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout method' }, { timeout: 15_000 });
    await user.type(within(dialog).getByRole('textbox', { name: /UPI ID/ }), 'asha@okhdfc');
    expect(within(dialog).getByText('Unsaved changes')).toBeInTheDocument();
    expect(dirtyChanges).toContain(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add payout method' }));
    const reopened = await screen.findByRole('dialog', { name: 'Payout method' });
    expect(within(reopened).getByRole('textbox', { name: /UPI ID/ })).toHaveValue('');
  });

  it('validates on submit, then re-validates on change, and sends only the chosen method', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Add payout method' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const upi = within(dialog).getByRole('textbox', { name: /UPI ID/ });
    await user.type(upi, 'asha');
    expect(within(dialog).queryByText('Enter a valid UPI ID, like name@okbank.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save payout details' }));
    expect(await within(dialog).findByText('Enter a valid UPI ID, like name@okbank.')).toBeInTheDocument();
    await user.type(upi, '@okhdfc');
    await waitFor(() => expect(within(dialog).queryByText('Enter a valid UPI ID, like name@okbank.')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save payout details' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ method: 'upi', upi_id: 'asha@okhdfc' });
  });

  it('asks for the account number twice for a bank transfer', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Add payout method' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Bank transfer' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '123456789012');
    await user.type(within(dialog).getByRole('textbox', { name: /Re-enter account number/ }), '123456789013');
    await user.click(within(dialog).getByRole('button', { name: 'Save payout details' }));
    expect(await within(dialog).findByText('Account numbers do not match.')).toBeInTheDocument();
    expect(within(dialog).getByText('IFSC code is required.')).toBeInTheDocument();
  });

  it('opens on the saved method when asked to, not dirty', () => {
    render(<PayoutMethodFormView defaultValues={{ method: 'bank_transfer' }} onSubmit={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Bank transfer' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: /IFSC code/ })).toHaveValue('');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('is a region named by its heading', () => {
    render(<PayoutDetailsCardView status="ready" info={none} onRemove={jest.fn()} renderForm={() => null} />);
    expect(screen.getByRole('region', { name: 'Payout details' })).toHaveTextContent('No payout method yet. Add one so brands can pay you.');
  });
});
