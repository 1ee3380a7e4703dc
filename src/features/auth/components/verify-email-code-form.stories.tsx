import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingForever } from '../../../auth/testing/fake-auth-client';
import { VerifyEmailCodeForm } from './verify-email-code-form.component';

/** The code entry of /verify-email: empty, prefilled from the e-mail's link, invalid, verifying, wrong code. */
const meta = {
  title: 'Auth/VerifyEmailCodeForm',
  component: VerifyEmailCodeForm,
  args: { onSubmit: fn<(email: string, code: string) => Promise<void>>(async () => undefined) },
} satisfies Meta<typeof VerifyEmailCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Prefilled: Story = {
  args: { initialEmail: 'asha@example.com' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText('Email')).toHaveValue('asha@example.com');
    await userEvent.type(form.getByLabelText('Verification code'), '482913');
    await userEvent.click(form.getByRole('button', { name: 'Verify e-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('asha@example.com', '482913');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Verification code'), '123');
    await userEvent.click(form.getByRole('button', { name: 'Verify e-mail' }));
    await expect(await form.findByText('Email is required')).toBeInTheDocument();
    await expect(form.getByText('Verification code must be exactly 6 digits.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { initialEmail: 'asha@example.com', onSubmit: fn<(email: string, code: string) => Promise<void>>(() => pendingForever()) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Verification code'), '482913');
    await userEvent.click(form.getByRole('button', { name: 'Verify e-mail' }));
    await expect(await form.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

export const ExpiredCode: Story = {
  args: {
    initialEmail: 'asha@example.com',
    onSubmit: fn<(email: string, code: string) => Promise<void>>(async () => {
      throw new Error('This code has expired. Ask for a new one.');
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText('Verification code'), '482913');
    await userEvent.click(form.getByRole('button', { name: 'Verify e-mail' }));
    await expect(await form.findByText('This code has expired. Ask for a new one.')).toBeInTheDocument();
  },
};
