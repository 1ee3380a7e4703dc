import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSecurityClient } from '../../auth/auth-client.types';
import { AuthError } from '../../auth/auth-error';
import { ToastProvider } from '../../components/toast/toast.provider';
import { TwoFactorSection } from './two-factor-section.component';

jest.setTimeout(20_000);

const setup = {
  totpUri: 'otpauth://totp/InfluenceHub:ivy%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=InfluenceHub',
  secret: 'JBSWY3DPEHPK3PXP',
  backupCodes: ['aBcDe-12345', 'fGhIj-67890'],
};

function fakeSecurity(overrides: Partial<AccountSecurityClient> = {}): AccountSecurityClient {
  return {
    twoFactorEnabled: jest.fn(async () => false),
    startAuthenticatorSetup: jest.fn(async () => setup),
    confirmAuthenticator: jest.fn(async () => undefined),
    enableEmailCodes: jest.fn(async () => undefined),
    disableTwoFactor: jest.fn(async () => undefined),
    regenerateBackupCodes: jest.fn(async () => ['nEwCo-00001']),
    ...overrides,
  };
}

function renderSection(security: AccountSecurityClient) {
  const copy = jest.fn(async () => undefined);
  const download = jest.fn();
  render(
    <ToastProvider>
      <TwoFactorSection security={security} copy={copy} download={download} />
    </ToastProvider>,
  );
  return { user: userEvent.setup(), copy, download };
}

const wrongPassword = () => new AuthError([{ code: 'INVALID_PASSWORD', message: 'Invalid email or password' }]);

describe('Settings > Two-factor authentication', () => {
  it('turns on an authenticator: password, QR code and key, a wrong then a right code, then the backup codes once', async () => {
    const security = fakeSecurity({
      confirmAuthenticator: jest
        .fn()
        .mockRejectedValueOnce(new AuthError([{ code: 'INVALID_CODE', message: 'That code is not right. Check it and try again.' }]))
        .mockResolvedValueOnce(undefined),
    });
    const { user, download } = renderSection(security);
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Off');

    await user.click(screen.getByRole('button', { name: 'Use an authenticator app' }));
    const passwordDialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    await user.type(within(passwordDialog).getByLabelText('Password', { selector: 'input' }), 'Demo!2345');
    await user.click(within(passwordDialog).getByRole('button', { name: 'Continue' }));
    expect(security.startAuthenticatorSetup).toHaveBeenCalledWith('Demo!2345');

    const setupDialog = await screen.findByRole('dialog', { name: 'Scan the QR code' });
    expect(await within(setupDialog).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\//));
    expect(within(setupDialog).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(within(setupDialog).getByLabelText('6-digit code'), '000000');
    await user.click(within(setupDialog).getByRole('button', { name: 'Verify' }));
    expect(await within(setupDialog).findByText('That code is not right. Check it and try again.')).toBeInTheDocument();
    await user.clear(within(setupDialog).getByLabelText('6-digit code'));
    await user.type(within(setupDialog).getByLabelText('6-digit code'), '123456');
    await user.click(within(setupDialog).getByRole('button', { name: 'Verify' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Save your backup codes' });
    expect(within(codesDialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(setup.backupCodes);
    await user.click(within(codesDialog).getByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledWith('influencehub-backup-codes.txt', expect.stringContaining('fGhIj-67890'));
    await user.click(within(codesDialog).getByRole('button', { name: "I've saved them" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On');
  });

  it('a wrong password keeps the dialog open with the reason', async () => {
    const security = fakeSecurity({ enableEmailCodes: jest.fn(async () => Promise.reject(wrongPassword())) });
    const { user } = renderSection(security);
    await user.click(await screen.findByRole('button', { name: 'Use e-mailed codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use e-mailed codes' });
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off');
  });

  it('when on: new backup codes and turning it off, each with the password', async () => {
    const security = fakeSecurity({ twoFactorEnabled: jest.fn(async () => true) });
    const { user } = renderSection(security);
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('On');

    await user.click(screen.getByRole('button', { name: 'New backup codes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make new backup codes' });
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Demo!2345');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your backup codes' });
    expect(within(codes).getByText('nEwCo-00001')).toBeInTheDocument();
    await user.click(within(codes).getByRole('button', { name: "I've saved them" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Demo!2345');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Off'));
    expect(security.disableTwoFactor).toHaveBeenCalledWith('Demo!2345');
  });

  it('a load failure offers Retry', async () => {
    const twoFactorEnabled = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(false);
    const { user } = renderSection(fakeSecurity({ twoFactorEnabled }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Off');
  });
});
