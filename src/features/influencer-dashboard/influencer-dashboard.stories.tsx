import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyInfluencerDashboard, emptyInfluencerStats, sampleInfluencerDashboard, sampleInfluencerStats } from './influencer-dashboard.fixtures';
import { InfluencerDashboardView } from './influencer-dashboard.view';
import { VerifiedNumbersCardView } from './verified-numbers-card.view';
import { sampleMyPerformance } from './verified-numbers.fixtures';

/** The influencer dashboard: loading, error, no profile yet, a new influencer, filled, stats still loading. */
const meta = {
  title: 'Influencer dashboard/InfluencerDashboard',
  component: InfluencerDashboardView,
  args: { status: 'ready', dashboard: sampleInfluencerDashboard, stats: sampleInfluencerStats, onRetry: fn() },
} satisfies Meta<typeof InfluencerDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', dashboard: undefined, stats: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', dashboard: undefined, stats: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Could not load your dashboard.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoProfile: Story = {
  args: { status: 'no-profile', dashboard: undefined, stats: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile-setup');
  },
};

export const Empty: Story = {
  args: { dashboard: emptyInfluencerDashboard, stats: emptyInfluencerStats },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Welcome! Your dashboard fills up as you work')).toBeInTheDocument();
    await expect(page.getByText('No open invites right now. Brands will find you through your profile.')).toBeInTheDocument();
    await expect(page.getAllByText('₹0')).toHaveLength(2);
    await expect(page.queryByText('Earnings, last 6 months')).toBeNull();
  },
};

export const Filled: Story = {
  args: { verifiedNumbers: <VerifiedNumbersCardView status="ready" report={sampleMyPerformance} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Your verified numbers' })).toBeInTheDocument();
    await expect(page.getByText('₹50,000')).toBeInTheDocument();
    await expect(page.getByText('₹30,000')).toBeInTheDocument();
    await expect(page.getByText('60%')).toBeInTheDocument();
    await expect(page.getByText('3 open invites')).toBeInTheDocument();
    for (const link of page.getAllByRole('link', { name: 'Winter Warmers' })) await expect(link).toHaveAttribute('href', '/campaigns/invites/v1');
    await expect(page.getByRole('link', { name: 'View all invites' })).toHaveAttribute('href', '/campaigns/invites');
    await expect(page.getByRole('link', { name: 'Branding in a Reel' })).toHaveAttribute('href', '/campaigns/active/r1/placements');
    await expect(page.getByRole('link', { name: 'Festive Glow' })).toHaveAttribute('href', '/campaigns/active/r3');
    await expect(page.getByText('Earnings, last 6 months')).toBeInTheDocument();
    await expect(page.getByRole('listitem', { name: 'Nov: ₹40,000' })).toBeInTheDocument();
    await expect(page.getByText('Content: 4 submitted, 2 verified, 1 rejected, 1 in review')).toBeInTheDocument();
  },
};

export const StatsUnavailable: Story = {
  args: { stats: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Earnings come with the dashboard; the other numbers wait for the stats call.
    await expect(page.getByText('₹50,000')).toBeInTheDocument();
    await expect(page.getAllByText('—')).toHaveLength(2);
  },
};
