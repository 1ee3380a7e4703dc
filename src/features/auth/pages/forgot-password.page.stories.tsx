import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeAuthClient, pendingForever, rejectWith } from '../../../auth/testing/fake-auth-client';
import ForgotPasswordPage from './forgot-password.page';

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { selector: 'input' });
const withToken = '/forgot-password?token=reset-token';

export const RequestForm: Story = {};

export const Sending: Story = {
  parameters: { auth: createFakeAuthClient({ requestPasswordReset: () => pendingForever() }) },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'Email'), 'asha@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send reset link' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const SentConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'Email'), 'asha@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send reset link' }));
    const confirmation = "If an account exists for that e-mail, we've sent a reset link.";
    await expect(await within(canvasElement).findByText(confirmation)).toBeInTheDocument();
  },
};

/** The provider refused the e-mailed link before the SPA saw it (`?error=INVALID_TOKEN`). */
export const LinkRefusedByProvider: Story = { parameters: { route: '/forgot-password?error=INVALID_TOKEN' } };

export const TokenForm: Story = { parameters: { route: withToken } };

export const TokenFormRuleErrors: Story = {
  parameters: { route: withToken },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'New password'), 'short');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset password' }));
    await expect(await within(canvasElement).findByText('Password must be at least 8 characters')).toBeInTheDocument();
  },
};

export const InvalidToken: Story = {
  parameters: {
    route: '/forgot-password?token=expired-token',
    auth: createFakeAuthClient({
      resetPassword: rejectWith({ code: 'INVALID_TOKEN', message: 'This reset link is invalid or has expired. Request a new one.' }),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'New password'), 'New!pass456');
    await userEvent.type(input(canvasElement, 'Confirm new password'), 'New!pass456');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset password' }));
    const message = 'This reset link is invalid or has expired. Request a new one.';
    await expect(await within(canvasElement).findByText(message)).toBeInTheDocument();
  },
};

export const ResetUnavailable: Story = { parameters: { auth: createFakeAuthClient({ passwordResetEnabled: false }) } };
