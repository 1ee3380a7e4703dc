import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { acceptedDetails, declinedDetails } from './brand-influencers.fixtures';
import { InfluencerDetailsView } from './influencer-details.view';

/** The brand's view of one campaign influencer: loading, error, not found, accepted with submissions, declined. */
const meta = {
  title: 'Brand influencers/InfluencerDetails',
  component: InfluencerDetailsView,
  args: { brandId: 'b1', campaignId: 'c1', status: 'ready', details: acceptedDetails, onRetry: fn() },
} satisfies Meta<typeof InfluencerDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', details: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading influencer' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', details: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', details: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Influencer not found')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to campaign' })).toHaveAttribute('href', '/brands/b1/campaigns/c1');
  },
};

export const AcceptedWithSubmissions: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'ivy.creates' })).toBeInTheDocument();
    await expect(page.getByLabelText('Status: Accepted')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'YouTube @ivycreates' })).toHaveAttribute('href', 'https://www.youtube.com/@ivycreates');
    await expect(page.getByText('Followers: 48.2K')).toBeInTheDocument();
    // Where each account's numbers come from: read from YouTube, typed in for Instagram.
    const profile = within(page.getByRole('region', { name: 'ivy.creates' }));
    await expect(profile.getByText('Verified').closest('.MuiChip-root')).toHaveAttribute('title', 'Read from YouTube · Read 19 Jun 2026, 00:00');
    await expect(profile.getByText('Avg. views: 21.4K')).toBeInTheDocument();
    await expect(profile.getByText('Self-reported')).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: 'Application' })).toBeInTheDocument();
    await expect(page.getByText('Happy to add a Short as well.')).toBeInTheDocument();
    await expect(page.getByText('Not submitted')).toBeInTheDocument();
    const thread = within(page.getByRole('list', { name: 'Review history: Dedicated video' }));
    await expect(thread.getAllByRole('listitem')).toHaveLength(3);
    await expect(thread.getByText('“The product is not shown in daylight as the brief asks.”')).toBeInTheDocument();
    await expect(page.getAllByLabelText('Status: Disputed').length).toBeGreaterThan(0);
  },
};

export const Declined: Story = {
  args: { details: declinedDetails },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Status: Declined')).toBeInTheDocument();
    await expect(page.getByText('Fully booked until August, sorry!')).toBeInTheDocument();
    await expect(page.getByText('No bio yet.')).toBeInTheDocument();
    await expect(page.getByText('Nothing submitted yet.')).toBeInTheDocument();
    await expect(page.queryByRole('heading', { name: 'Application' })).not.toBeInTheDocument();
  },
};
