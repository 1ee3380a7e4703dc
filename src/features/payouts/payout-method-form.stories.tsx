import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { payoutMessages } from '../../domain/payouts/payout.messages';
import { PayoutMethodFormView, type PayoutSubmitResult } from './payout-method-form.view';

const meta = {
  title: 'Payouts/PayoutMethodForm',
  component: PayoutMethodFormView,
  args: { onSubmit: fn(async (): Promise<PayoutSubmitResult> => undefined), onCancel: fn() },
} satisfies Meta<typeof PayoutMethodFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyUpi: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /UPI ID/ })).toHaveValue('');
  },
};

export const FilledBank: Story = {
  args: {
    defaultValues: {
      method: 'bank_transfer',
      account_holder_name: 'Asha Rao',
      account_number: '123456789012',
      confirm_account_number: '123456789012',
      bank_name: 'HDFC Bank',
      ifsc_code: 'HDFC0001234',
      account_type: 'savings',
    },
  },
};

export const Invalid: Story = {
  args: { defaultValues: { method: 'bank_transfer', account_number: '1234', confirm_account_number: '4321', ifsc_code: 'HDFC1001234' } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save payout details' }));
    await expect(await form.findByText(payoutMessages.accountNumberInvalid)).toBeInTheDocument();
    await expect(form.getByText(payoutMessages.accountNumbersDiffer)).toBeInTheDocument();
    await expect(form.getByText(payoutMessages.ifscInvalid)).toBeInTheDocument();
    await expect(form.getByText(payoutMessages.holderRequired)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { defaultValues: { upi_id: 'asha.rao@okhdfc' }, onSubmit: fn((): Promise<PayoutSubmitResult> => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save payout details' }));
    await expect(await form.findByRole('progressbar')).toBeInTheDocument();
  },
};

export const ServerRefused: Story = {
  args: { defaultValues: { upi_id: 'asha.rao@okhdfc' }, onSubmit: fn(async (): Promise<PayoutSubmitResult> => ({ fields: { upi_id: payoutMessages.upiInvalid } })) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save payout details' }));
    await expect(await form.findByText(payoutMessages.upiInvalid)).toBeInTheDocument();
  },
};
