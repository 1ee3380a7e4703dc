import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { pendingForever, rejectWith } from '../../../auth/testing/fake-auth-client';
import { ForgotPasswordScreen } from '../components/forgot-password-screen.component';
import { withAuthClient } from '../testing/with-auth-client';

/** /forgot-password reads `token` and `error` from the URL; the stories pass them directly. */
const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { token: null, linkError: null },
  decorators: [withAuthClient()],
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { selector: 'input' });

export const RequestForm: Story = {};

export const Sending: Story = {
  decorators: [withAuthClient({ requestPasswordReset: () => pendingForever() })],
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
    await expect(await within(canvasElement).findByText("If an account exists for that e-mail, we've sent a reset link.")).toBeInTheDocument();
  },
};

export const LinkRefusedByProvider: Story = { args: { linkError: 'INVALID_TOKEN' } };

export const TokenForm: Story = { args: { token: 'reset-token' } };

export const TokenFormRuleErrors: Story = {
  args: { token: 'reset-token' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'New password'), 'short');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset password' }));
    await expect(await within(canvasElement).findByText('Password must be at least 8 characters')).toBeInTheDocument();
  },
};

export const InvalidToken: Story = {
  args: { token: 'expired-token' },
  decorators: [
    withAuthClient({
      resetPassword: rejectWith({ code: 'INVALID_TOKEN', message: 'This reset link is invalid or has expired. Request a new one.' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement, 'New password'), 'New!pass456');
    await userEvent.type(input(canvasElement, 'Confirm new password'), 'New!pass456');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset password' }));
    await expect(
      await within(canvasElement).findByText('This reset link is invalid or has expired. Request a new one.'),
    ).toBeInTheDocument();
  },
};

export const ResetUnavailable: Story = { decorators: [withAuthClient({ passwordResetEnabled: false })] };
