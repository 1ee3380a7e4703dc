import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TwoFactorPanel } from './two-factor-panel.component';

/** Settings > Two-factor authentication: loading, load failure, off, on. */
const meta = {
  title: 'Settings/TwoFactorPanel',
  component: TwoFactorPanel,
  args: {
    status: 'off',
    onRetry: fn(),
    onUseAuthenticator: fn(),
    onUseEmailCodes: fn(),
    onTurnOff: fn(),
    onNewBackupCodes: fn(),
  },
} satisfies Meta<typeof TwoFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking two-factor authentication...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('Could not load your two-factor settings.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByTestId('two-factor-status')).toHaveTextContent('Off');
    await userEvent.click(panel.getByRole('button', { name: 'Use an authenticator app' }));
    await expect(args.onUseAuthenticator).toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'Use e-mailed codes' }));
    await expect(args.onUseEmailCodes).toHaveBeenCalled();
  },
};

export const On: Story = {
  args: { status: 'on' },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByTestId('two-factor-status')).toHaveTextContent('On');
    await userEvent.click(panel.getByRole('button', { name: 'Turn off' }));
    await expect(args.onTurnOff).toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'New backup codes' }));
    await expect(args.onNewBackupCodes).toHaveBeenCalled();
  },
};
