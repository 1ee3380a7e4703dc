import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectedAccountsView } from './connected-accounts.view';
import { connectedYoutubeAccount, instagramAccount, needsReconnectInstagramAccount } from './testing/influencer-profile.fixtures';

/**
 * Connected accounts (My Profile and the setup's social step): connect YouTube or Instagram, the accounts with where
 * their numbers come from, the outcome of the last connection, and the confirmation before a disconnect.
 */
const meta = {
  title: 'Influencer profile/ConnectedAccounts',
  component: ConnectedAccountsView,
  args: {
    status: 'ready',
    accounts: [connectedYoutubeAccount],
    onConnect: fn(), onVerify: fn(), onDisconnect: fn(), onConfirmDisconnect: fn(), onCancelDisconnect: fn(), onDismissOutcome: fn(), onRetry: fn(),
  },
} satisfies Meta<typeof ConnectedAccountsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your accounts…' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByText('No connected accounts yet.')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Connect YouTube' }));
    await expect(args.onConnect).toHaveBeenCalledWith('youtube');
    await userEvent.click(view.getByRole('button', { name: 'Connect Instagram' }));
    await expect(args.onConnect).toHaveBeenCalledWith('instagram');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', accounts: [] },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('alert')).toHaveTextContent('Could not load your social accounts.');
    await userEvent.click(view.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Linked accounts' }));
    await expect(list.getByText('Verified')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Verify now: @ashatravels' }));
    await expect(args.onVerify).toHaveBeenCalledWith(connectedYoutubeAccount);
  },
};

export const NeedsReconnect: Story = {
  args: { accounts: [connectedYoutubeAccount, needsReconnectInstagramAccount] },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await userEvent.click(view.getByRole('button', { name: 'Reconnect Instagram' }));
    await expect(args.onConnect).toHaveBeenCalledWith('instagram');
  },
};

export const SelfReported: Story = {
  args: { accounts: [instagramAccount] },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Linked accounts' }));
    await expect(list.getByText('Self-reported')).toBeInTheDocument();
    await expect(list.getByRole('button', { name: 'Connect Instagram' })).toBeEnabled();
  },
};

/** Waiting for the connect call before the browser leaves for YouTube. */
export const Connecting: Story = {
  args: { busy: { platform: 'youtube', action: 'connect' } },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('button', { name: 'Opening YouTube…' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Connect Instagram' })).toBeDisabled();
  },
};

export const OutcomeConnected: Story = {
  args: { outcome: { platform: 'youtube', outcome: 'connected', reason: null } },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('alert')).toHaveTextContent('Your YouTube channel is connected. Its numbers are now verified.');
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await expect(args.onDismissOutcome).toHaveBeenCalled();
  },
};

export const OutcomeCancelled: Story = {
  args: { outcome: { platform: 'instagram', outcome: 'cancelled', reason: null }, accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Instagram connection cancelled. Nothing was changed.');
  },
};

export const OutcomeFailed: Story = {
  args: { outcome: { platform: 'youtube', outcome: 'failed', reason: 'taken' }, accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not connect your YouTube channel. This YouTube channel is already connected to another InfluenceHub account.',
    );
  },
};

export const ConfirmDisconnect: Story = {
  args: { confirming: connectedYoutubeAccount },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Disconnect @ashatravels?' }));
    await expect(dialog.getByText(/We stop reading YouTube/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await expect(args.onConfirmDisconnect).toHaveBeenCalled();
  },
};

export const ConfirmRemoveTyped: Story = {
  args: { accounts: [instagramAccount], confirming: instagramAccount },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Remove @asha_eats?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelDisconnect).toHaveBeenCalled();
  },
};
