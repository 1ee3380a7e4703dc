import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialAccountCard } from './social-account-card.component';
import { connectedYoutubeAccount, instagramAccount, needsReconnectInstagramAccount } from './testing/influencer-profile.fixtures';

/** One social account with where its numbers come from: connected, needs reconnect, or self-reported. */
const meta = {
  title: 'Influencer profile/SocialAccountCard',
  component: SocialAccountCard,
  args: { account: connectedYoutubeAccount, onVerify: fn(), onConnect: fn(), onDisconnect: fn() },
} satisfies Meta<typeof SocialAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read from YouTube: verified numbers with the time read; Verify now and Disconnect. */
export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'YouTube · @ashatravels' })).toBeInTheDocument();
    await expect(card.getByText('Verified')).toBeInTheDocument();
    await expect(card.getByText('Subscribers').nextSibling).toHaveTextContent('48,200');
    await expect(card.getByText('Videos').nextSibling).toHaveTextContent('112');
    await expect(card.getByText('Avg. views (recent)').nextSibling).toHaveTextContent('21,450');
    await expect(card.getByText('Engagement').nextSibling).toHaveTextContent('4.52%');
    await expect(card.getByText('Read 26 Nov 2026, 10:05')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Verify now: @ashatravels' }));
    await expect(args.onVerify).toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: 'Disconnect @ashatravels' }));
    await expect(args.onDisconnect).toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { busy: 'verify' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('button', { name: 'Verify now: @ashatravels' })).toBeDisabled();
    await expect(card.getByText('Verifying…')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Disconnect @ashatravels' })).toBeDisabled();
  },
};

/** Instagram refused our access: the numbers stay as last read, Reconnect asked for. */
export const NeedsReconnect: Story = {
  args: { account: needsReconnectInstagramAccount },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByLabelText('Status: Needs reconnect')).toBeInTheDocument();
    await expect(card.getByRole('alert')).toHaveTextContent('Instagram no longer accepts our access. Reconnect it so brands keep seeing verified numbers.');
    await expect(card.getByText('Followers').nextSibling).toHaveTextContent('36,500');
    await expect(card.getByText('Posts')).toBeInTheDocument();
    await expect(card.queryByRole('button', { name: /Verify now/ })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Reconnect Instagram' }));
    await expect(args.onConnect).toHaveBeenCalled();
  },
};

/** Typed in by hand: self-reported, with Connect to verify and Remove. */
export const SelfReported: Story = {
  args: { account: instagramAccount },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Self-reported')).toBeInTheDocument();
    await expect(card.getByText('Typed in by the influencer, not checked with the platform')).toBeInTheDocument();
    await expect(card.getByText('Followers').nextSibling).toHaveTextContent('—');
    await userEvent.click(card.getByRole('button', { name: 'Connect Instagram' }));
    await expect(args.onConnect).toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: 'Remove @asha_eats' }));
    await expect(args.onDisconnect).toHaveBeenCalled();
  },
};
