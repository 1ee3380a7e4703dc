import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activeCampaignList, completedActiveCampaign } from './active-campaigns.fixtures';
import { ActiveCampaignListView } from './active-campaign-list.view';

/** The influencer's campaigns (/campaigns, /campaigns/active): loading, error, empty, filled, completed, no match. */
const meta = {
  title: 'Active campaigns/ActiveCampaignList',
  component: ActiveCampaignListView,
  args: {
    status: 'ready',
    campaigns: activeCampaignList,
    count: activeCampaignList.length,
    query: { status: 'active', search: '', ordering: '-accepted_at', page: 1 },
    onQueryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ActiveCampaignListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', campaigns: undefined, count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading campaigns' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', campaigns: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Could not load your campaigns.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { campaigns: [], count: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No active campaigns yet')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'View invites' })).toHaveAttribute('href', '/campaigns/invites');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('2 campaigns')).toBeInTheDocument();
    const card = page.getByRole('link', { name: 'Open Monsoon Launch' });
    await expect(card).toHaveAttribute('href', '/campaigns/active/r1');
    await expect(within(card).getByText('1 of 2 placements verified · 2 submitted')).toBeInTheDocument();
    await expect(within(card).getByText('Next deadline: 1 Dec 2026')).toBeInTheDocument();
    await expect(within(card).getByText('₹70,000')).toBeInTheDocument();
    await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('tab', { name: 'Completed' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ status: 'completed' });
  },
};

export const Completed: Story = {
  args: { campaigns: [completedActiveCampaign], count: 1, query: { status: 'completed', search: '', ordering: '-accepted_at', page: 1 } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Summer Sale')).toBeInTheDocument();
    await expect(page.getByText('No open deadlines')).toBeInTheDocument();
  },
};

export const CompletedEmpty: Story = {
  args: { campaigns: [], count: 0, query: { status: 'completed', search: '', ordering: '-accepted_at', page: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No completed campaigns yet')).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  args: { campaigns: [], count: 0, query: { status: 'all', search: 'zzz', ordering: '-accepted_at', page: 1 } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Clear search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ search: '' });
  },
};

export const ManyPages: Story = {
  args: { count: 45 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 2 });
  },
};
