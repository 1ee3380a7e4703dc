import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SecondFactorInput } from '../../../auth/auth-client.types';
import { pendingForever } from '../../../auth/testing/fake-auth-client';
import { TwoFactorStep } from './two-factor-step.component';

/** The sign-in code step: authenticator, e-mailed code, backup code; verifying, wrong code, trust device. */
const meta = {
  title: 'Auth/TwoFactorStep',
  component: TwoFactorStep,
  args: {
    methods: ['totp', 'otp'],
    onVerify: fn<(input: SecondFactorInput) => Promise<void>>(async () => undefined),
    onSendEmail: fn<() => Promise<void>>(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof TwoFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Authenticator: Story = {
  play: async ({ canvasElement, args }) => {
    const step = within(canvasElement);
    await userEvent.type(step.getByLabelText('6-digit code'), '12a3456');
    await expect(step.getByLabelText('6-digit code')).toHaveValue('123456');
    await userEvent.click(step.getByLabelText('Trust this device for 30 days'));
    await userEvent.click(step.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ kind: 'totp', code: '123456', trustDevice: true });
  },
};

export const EmptyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const step = within(canvasElement);
    await userEvent.click(step.getByRole('button', { name: 'Verify' }));
    await expect(await step.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { onVerify: fn<(input: SecondFactorInput) => Promise<void>>(() => pendingForever()) },
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    await userEvent.type(step.getByLabelText('6-digit code'), '123456');
    await userEvent.click(step.getByRole('button', { name: 'Verify' }));
    await expect(await step.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  args: {
    onVerify: fn<(input: SecondFactorInput) => Promise<void>>(async () => {
      throw new Error('That code is not right. Check it and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    await userEvent.type(step.getByLabelText('6-digit code'), '000000');
    await userEvent.click(step.getByRole('button', { name: 'Verify' }));
    await expect(await step.findByText('That code is not right. Check it and try again.')).toBeInTheDocument();
    await expect(step.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

export const BackupCode: Story = {
  play: async ({ canvasElement, args }) => {
    const step = within(canvasElement);
    await userEvent.click(step.getByRole('button', { name: 'Use a backup code' }));
    await userEvent.type(step.getByLabelText('Backup code'), 'aBcDe-12345');
    await userEvent.click(step.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ kind: 'backup', code: 'aBcDe-12345', trustDevice: false });
  },
};

export const EmailOnly: Story = {
  args: { methods: ['otp'] },
  play: async ({ canvasElement, args }) => {
    const step = within(canvasElement);
    await expect(step.getByText('We can e-mail you a 6-digit code.')).toBeInTheDocument();
    await userEvent.click(step.getByRole('button', { name: 'E-mail me a code' }));
    await expect(args.onSendEmail).toHaveBeenCalled();
    await expect(await step.findByText('We e-mailed you a 6-digit code. It expires in 5 minutes.')).toBeInTheDocument();
    await expect(step.getByLabelText('6-digit code')).toBeInTheDocument();
  },
};

export const EmailSent: Story = {
  args: { methods: ['otp'], initialEmailSent: true },
};

export const SendingFailed: Story = {
  args: {
    methods: ['otp'],
    onSendEmail: fn<() => Promise<void>>(async () => {
      throw new Error('Too many attempts. Please wait a moment and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    await userEvent.click(step.getByRole('button', { name: 'E-mail me a code' }));
    await expect(await step.findByText('Too many attempts. Please wait a moment and try again.')).toBeInTheDocument();
  },
};
