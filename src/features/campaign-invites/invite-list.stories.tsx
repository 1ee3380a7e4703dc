import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleInvites } from './campaign-invites.fixtures';
import { emptyInviteListQuery } from './invite-list-query';
import { InviteListView } from './invite-list.view';

/** The influencer's invites (/campaigns/invites): loading, error, none yet, filled, filtered, paged. */
const meta = {
  title: 'Campaign invites/InviteList',
  component: InviteListView,
  args: {
    status: 'ready',
    invites: sampleInvites,
    count: sampleInvites.length,
    query: { ...emptyInviteListQuery, tab: 'all' },
    onQueryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InviteListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', invites: undefined, count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading invites' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', invites: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Could not load your invites.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { invites: [], count: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No invites yet')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/profile');
  },
};

export const NoPendingInvites: Story = {
  args: { invites: [], count: 0, query: { ...emptyInviteListQuery, tab: 'invited' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No pending invites')).toBeInTheDocument();
    await expect(page.getByText(/Invites you have answered are under the other tabs/)).toBeInTheDocument();
    await expect(page.queryByText('No invites match')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('5 invites')).toBeInTheDocument();
    const card = page.getByRole('link', { name: 'Monsoon Launch by Acme Apparel, Invited, View details' });
    await expect(card).toHaveAttribute('href', `/campaigns/invites/${sampleInvites[0]!.id}`);
    await expect(within(card).getByText('₹40,000')).toBeInTheDocument();
    await expect(within(card).getByText('YouTube')).toBeInTheDocument();
    await expect(within(card).getByText(/^Expires in \d+ days$/)).toBeInTheDocument();
    await expect(page.getByText('₹8,500.50')).toBeInTheDocument();
    await expect(page.getByLabelText('Status: Expired')).toBeInTheDocument();
    await userEvent.click(page.getByRole('tab', { name: 'Accepted' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'accepted' });
  },
};

export const Filtered: Story = {
  args: { invites: [], count: 0, query: { tab: 'declined', search: 'zzz', page: 1 } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { name: 'Declined' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No invites match')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Clear search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ search: '' });
  },
};

export const SearchAndPages: Story = {
  args: { count: 30, query: { tab: 'invited', search: '', page: 1 } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText('Search invites'), 'acme');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith({ search: 'acme' }));
    await userEvent.click(page.getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 2 });
  },
};
