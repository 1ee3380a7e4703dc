import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyDashboard, sampleDashboard } from '../brand-campaigns/brand-campaigns.fixtures';
import { BrandDashboardView } from './brand-dashboard.view';

/** The brand dashboard: loading, error, a brand with no campaigns, filled, and as a team viewer sees it. */
const meta = {
  title: 'Brand dashboard/BrandDashboard',
  component: BrandDashboardView,
  args: { status: 'ready', dashboard: sampleDashboard, onRetry: fn() },
} satisfies Meta<typeof BrandDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', dashboard: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', dashboard: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Could not load your dashboard.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { dashboard: emptyDashboard },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No campaigns yet')).toBeInTheDocument();
    await expect(page.getByText('Create Campaign').closest('a')).toHaveAttribute('href', '/brands/b1/campaigns/create');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Active campaigns')).toBeInTheDocument();
    await expect(page.getByText('1.3M')).toBeInTheDocument();
    await expect(page.getByText('12')).toBeInTheDocument();
    await expect(page.getByText('₹1,40,000 committed of ₹2,00,000')).toBeInTheDocument();
    await expect(page.getByText('Over budget')).toBeInTheDocument();
    await expect(page.getByText('Monsoon Launch').closest('a')).toHaveAttribute('href', '/brands/b1/campaigns/c1');
    await expect(page.getByText('View all campaigns').closest('a')).toHaveAttribute('href', '/brands/b1/campaigns');
  },
};

export const MetricsHidden: Story = {
  args: { showMetrics: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByText('Total reach')).toBeNull();
    await expect(page.getByText('Recent campaigns')).toBeInTheDocument();
  },
};

/** A team viewer (issue 13): the campaigns to look at, no Create Campaign anywhere. */
export const Viewer: Story = {
  args: { canCreate: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Recent campaigns')).toBeInTheDocument();
    await expect(page.queryByText('Create Campaign')).toBeNull();
    await expect(page.queryByText('Launch your next campaign')).toBeNull();
  },
};

/** A viewer of a brand without campaigns: told why there is nothing to create, never offered the button. */
export const ViewerEmpty: Story = {
  args: { canCreate: false, dashboard: emptyDashboard },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No campaigns yet')).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Create Campaign' })).toBeNull();
    await expect(page.getByText('Only admins and managers of this brand can create campaigns.')).toBeInTheDocument();
  },
};
