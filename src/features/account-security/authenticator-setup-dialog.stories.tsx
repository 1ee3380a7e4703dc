import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingForever } from '../../auth/testing/fake-auth-client';
import { AuthenticatorSetupDialog } from './authenticator-setup-dialog.component';

const setup = {
  totpUri: 'otpauth://totp/InfluenceHub:asha%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=InfluenceHub&digits=6&period=30',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  backupCodes: ['aBcDe-12345', 'fGhIj-67890'],
};

/** Step 2 of the authenticator: QR code and key, the first code; verifying, wrong code. */
const meta = {
  title: 'Settings/AuthenticatorSetupDialog',
  component: AuthenticatorSetupDialog,
  args: { setup, onClose: fn(), onVerify: fn<(code: string) => Promise<void>>(async () => undefined), onCopy: fn(async () => undefined) },
} satisfies Meta<typeof AuthenticatorSetupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body);

export const ScanTheCode: Story = {
  play: async ({ args }) => {
    const body = dialog();
    await expect(await body.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await expect(body.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await userEvent.click(body.getByRole('button', { name: 'Copy key' }));
    await expect(args.onCopy).toHaveBeenCalledWith(setup.secret);
    await userEvent.type(body.getByLabelText('6-digit code'), '123456');
    await userEvent.click(body.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

export const MissingCode: Story = {
  play: async ({ args }) => {
    const body = dialog();
    await userEvent.click(await body.findByRole('button', { name: 'Verify' }));
    await expect(await body.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { onVerify: fn<(code: string) => Promise<void>>(() => pendingForever()) },
  play: async () => {
    const body = dialog();
    await userEvent.type(await body.findByLabelText('6-digit code'), '123456');
    await userEvent.click(body.getByRole('button', { name: 'Verify' }));
    await expect(await body.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  args: {
    onVerify: fn<(code: string) => Promise<void>>(async () => {
      throw new Error('That code is not right. Check it and try again.');
    }),
  },
  play: async () => {
    const body = dialog();
    await userEvent.type(await body.findByLabelText('6-digit code'), '000000');
    await userEvent.click(body.getByRole('button', { name: 'Verify' }));
    await expect(await body.findByText('That code is not right. Check it and try again.')).toBeInTheDocument();
  },
};
