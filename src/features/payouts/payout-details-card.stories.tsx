import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayoutDetailsCardView } from './payout-details-card.view';
import { PayoutMethodFormView } from './payout-method-form.view';

const none = { has_payment_info: false, payment_method: null, upi: null, bank: null, updated_at: null };

const meta = {
  title: 'Payouts/PayoutDetailsCard',
  component: PayoutDetailsCardView,
  args: {
    status: 'ready',
    info: none,
    onRetry: fn(),
    onRemove: fn(async () => undefined),
    renderForm: (close: () => void) => <PayoutMethodFormView onSubmit={async () => close()} onCancel={close} />,
  },
} satisfies Meta<typeof PayoutDetailsCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDetails: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add payout method' })).toBeInTheDocument();
  },
};

export const SavedUpi: Story = {
  args: { info: { ...none, has_payment_info: true, payment_method: 'upi', upi: { upi_id_masked: 'as******@okhdfc' }, updated_at: '2026-11-20T10:00:00Z' } },
};

export const SavedBank: Story = {
  args: {
    info: {
      ...none,
      has_payment_info: true,
      payment_method: 'bank_transfer',
      bank: {
        account_number_masked: 'XXXXXXXX9012',
        account_number_last4: '9012',
        account_holder_name: 'Asha Rao',
        bank_name: 'HDFC Bank',
        ifsc_code: 'HDFC0001234',
        account_type: 'savings',
      },
      updated_at: '2026-11-20T10:00:00Z',
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(/XXXXXXXX9012/)).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  },
};

export const ChangeDialogOpen: Story = {
  args: SavedBank.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Payout method' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading', info: undefined } };

export const LoadError: Story = {
  args: { status: 'error', info: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not load your payout details.')).toBeInTheDocument();
  },
};
