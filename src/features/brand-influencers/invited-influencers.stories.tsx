import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invitedRows } from './brand-influencers.fixtures';
import { InvitedInfluencersView } from './invited-influencers.view';

/** The campaign's "Invited" tab: loading, error, empty, no match for the filters, filled. */
const meta = {
  title: 'Brand influencers/InvitedInfluencers',
  component: InvitedInfluencersView,
  args: {
    brandId: 'b1', campaignId: 'c1', status: 'ready', rows: invitedRows,
    filter: { status: '', search: '' }, onFilter: fn(), onRetry: fn(), onPage: fn(),
  },
} satisfies Meta<typeof InvitedInfluencersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', rows: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading invited influencers' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No invites yet' })).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  args: { rows: [], filter: { status: 'expired', search: 'zz' } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ status: '', search: '' });
  },
};

export const Filled: Story = {
  args: { hasNext: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const list = within(page.getByRole('list', { name: 'Invited influencers' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('link', { name: 'ivy.creates' })).toHaveAttribute('href', '/brands/b1/campaigns/c1/influencers/i1');
    await expect(list.getByText('2 submissions: 1 Verified · 1 Disputed')).toBeInTheDocument();
    await expect(list.getByLabelText('Status: Declined')).toBeInTheDocument();
    await expect(list.getByText('Offer: ₹40,000')).toBeInTheDocument();
    // Each total says where it comes from.
    await expect(list.getByText('YouTube, Instagram · 84.7K followers · Partly self-reported · Mumbai')).toBeInTheDocument();
    await expect(list.getByText('Instagram · 120K followers · Self-reported · Mumbai')).toBeInTheDocument();
    await userEvent.type(page.getByRole('searchbox', { name: 'Search by name or handle' }), 'm');
    await expect(args.onFilter).toHaveBeenCalledWith({ status: '', search: 'm' });
    await userEvent.click(page.getByRole('button', { name: 'Next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};
