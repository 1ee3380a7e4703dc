import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleRoster } from './campaign-roster.fixtures';
import { RosterTableView } from './roster-table.view';

/** The brand's "Influencers" tab: loading, matching in progress, empty, filled, filtered, viewer. */
const meta = {
  title: 'Campaign roster/RosterTable',
  component: RosterTableView,
  args: {
    status: 'ready',
    entries: sampleRoster,
    count: sampleRoster.length,
    page: 1,
    pageSize: 20,
    filters: { statuses: [], platform: '' },
    currency: 'INR',
    selected: [],
    canInvite: true,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onSelectedChange: fn(),
    onRetry: fn(),
    onInviteSelected: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof RosterTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', entries: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading influencers' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', entries: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const MatchingInProgress: Story = {
  args: { entries: [], count: 0, matching: true, canInvite: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finding influencers…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { entries: [], count: 0 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No influencers yet')).toBeInTheDocument();
    await userEvent.click(page.getAllByRole('button', { name: 'Add influencer' })[1]);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { selected: ['r-asha'] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('5 influencers · 1 selected')).toBeInTheDocument();
    await expect(page.getByLabelText('Fit 100 of 100')).toBeInTheDocument();
    // Every audience says where it comes from.
    await expect(page.getAllByText('YouTube 100K · Verified').length).toBeGreaterThan(0);
    await expect(page.getAllByText('Instagram 80K · Self-reported').length).toBeGreaterThan(0);
    await expect(page.getByText('YouTube 5K · Self-reported')).toBeInTheDocument();
    await expect(page.getByLabelText('Status: Invited')).toBeInTheDocument();
    await userEvent.click(page.getByRole('checkbox', { name: 'Select Bina Tube' }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(['r-asha', 'r-bina']);
    await userEvent.click(page.getByRole('button', { name: 'Invite selected (1)' }));
    await expect(args.onInviteSelected).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Remove Bina Tube' }));
    await expect(args.onRemove).toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Restore Dev Tiny' }));
    await expect(args.onRestore).toHaveBeenCalled();
  },
};

export const FilteredEmpty: Story = {
  args: { entries: [], count: 0, filters: { statuses: ['accepted'], platform: '' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ statuses: [], platform: '' });
  },
};

export const ViewerReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(/inviting needs the influencers.invite permission/)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: /Invite selected/ })).toBeNull();
    await expect(page.queryByRole('checkbox')).toBeNull();
    await expect(page.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};
