import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingForever, rejectWith } from '../../auth/testing/fake-auth-client';
import { ChangePasswordForm } from './change-password-form.component';

/** SPEC §5 password change: empty, invalid (every rule), saving, and a wrong current password. */
const meta = {
  title: 'Settings/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, current: string, next: string, confirm: string) => {
  const form = within(canvasElement);
  if (current) await userEvent.type(form.getByLabelText('Current password'), current);
  if (next) await userEvent.type(form.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(form.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Current password')).toHaveValue('');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '', 'short', 'other');
    const form = within(canvasElement);
    await expect(await form.findByText('Current password is required')).toBeInTheDocument();
    await expect(form.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await expect(form.getByText("Passwords don't match")).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SameAsCurrent: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Secret!234', 'Secret!234', 'Secret!234');
    await expect(await within(canvasElement).findByText('New password must be different from current password')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(() => pendingForever<undefined>()) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Secret!234', 'Another!234', 'Another!234');
    await expect(await within(canvasElement).findByRole('button', { name: 'Changing password...' })).toBeDisabled();
  },
};

export const WrongCurrentPassword: Story = {
  args: { onSubmit: fn(rejectWith({ code: 'INVALID_PASSWORD', message: 'Current password is incorrect.' })) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Wrong!234', 'Another!234', 'Another!234');
    await expect(await within(canvasElement).findByText('Current password is incorrect.')).toBeInTheDocument();
  },
};
