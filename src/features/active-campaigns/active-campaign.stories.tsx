import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleActiveContent, sampleActiveDashboard, sampleActivePlacements, sampleActiveStats } from './active-campaigns.fixtures';
import { ActiveCampaignView } from './active-campaign.view';
import { ContentTabView } from './content-tab.view';
import { OverviewTabView } from './overview-tab.view';
import { PlacementsTabView } from './placements-tab.view';
import { StatsTabView } from './stats-tab.view';
import { TabState } from './tab-states.component';

/** One accepted campaign (/campaigns/active/:id/*): loading, error, not found, and each tab. */
const meta = {
  title: 'Active campaigns/ActiveCampaign',
  component: ActiveCampaignView,
  args: { rosterId: 'r1', status: 'ready', dashboard: sampleActiveDashboard, tab: 'overview', onRetry: fn() },
} satisfies Meta<typeof ActiveCampaignView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', dashboard: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading campaign' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', dashboard: undefined },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', dashboard: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('This campaign was not found, or it is not one you accepted.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to my campaigns' })).toHaveAttribute('href', '/campaigns/active');
  },
};

export const Overview: Story = {
  args: { children: <OverviewTabView dashboard={sampleActiveDashboard} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Monsoon Launch' })).toBeInTheDocument();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('href', '/campaigns/active/r1/content');
    await expect(page.getByText('We loved your rain-day vlogs!')).toBeInTheDocument();
    await expect(page.getByText('Show the product in daylight.')).toBeInTheDocument();
    // The attached file by name with its download, not only a count (issue 13).
    await expect(page.getByRole('button', { name: 'Download Monsoon brand book.png' })).toBeInTheDocument();
    await expect(page.getByText('₹40,000')).toBeInTheDocument();
    await expect(page.getByText('₹30,000')).toBeInTheDocument();
    await expect(page.getByText('1 of 2 placements verified, 2 submitted')).toBeInTheDocument();
  },
};

export const Placements: Story = {
  args: { tab: 'placements', children: <PlacementsTabView placements={sampleActivePlacements} today="2026-11-24" /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { name: 'Placements' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByRole('row', { name: /Branding in a Reel/ });
    await expect(within(row).getByText('Instagram')).toBeInTheDocument();
    await expect(within(row).getByText('1 Dec 2026')).toBeInTheDocument();
    await expect(within(row).getByText('Disputed')).toBeInTheDocument();
    await expect(page.queryByText('Overdue')).toBeNull();
  },
};

export const PlacementsOverdue: Story = {
  args: { tab: 'placements', children: <PlacementsTabView placements={sampleActivePlacements} today="2026-12-05" /> },
  play: async ({ canvasElement }) => {
    // Only the unverified Reel is overdue; the verified video is done.
    await expect(within(canvasElement).getAllByText('Overdue')).toHaveLength(1);
  },
};

export const Content: Story = {
  args: { tab: 'content', children: <ContentTabView submissions={sampleActiveContent.results} count={2} page={1} onSubmitContent={fn()} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Submit content' })).toBeInTheDocument();
    await expect(page.getAllByRole('generic', { name: 'Status: Verified' }).length).toBeGreaterThan(0);
    const dispute = page.getByText('“The logo is at 0:42, in the first scene.”');
    await expect(dispute).toBeInTheDocument();
    await expect(page.getByText('“The logo is not visible.”')).toBeInTheDocument();
    const thread = within(page.getByRole('list', { name: 'Review history: Branding in a Reel' }));
    const steps = thread.getAllByRole('listitem');
    // The API sends the influencer's steps newest first; the thread reads oldest first, like the brand's.
    await expect(steps[0]).toHaveTextContent('You submitted the content · Awaiting review');
    await expect(steps[1]).toHaveTextContent('Brand Owner (Brand) rejected the content · Rejected');
    await expect(steps[2]).toHaveTextContent('You disputed the rejection · Disputed');
    // Each link says whether its platform confirmed it is on a connected account, and what the brand sees.
    await expect(page.getByText('Account verified')).toHaveAccessibleDescription(/YouTube confirmed this is on your connected channel/);
    await expect(page.getByText('Account not verified')).toHaveAccessibleDescription(/The brand sees this as not verified: it was not checked with Instagram/);
  },
};

/** A rejected submission offers its one dispute; disputed content no longer does. */
export const ContentRejected: Story = {
  args: {
    tab: 'content',
    children: (
      <ContentTabView
        submissions={sampleActiveContent.results.map((submission) => ({ ...submission, status: 'rejected' as const, events: submission.events.slice(1) }))}
        count={2} page={1} onDispute={fn()}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const buttons = page.getAllByRole('button', { name: 'Dispute rejection' });
    await expect(buttons.length).toBe(2);
    await userEvent.click(buttons[0]);
    const children = args.children as { props: { onDispute: ReturnType<typeof fn> } };
    await expect(children.props.onDispute).toHaveBeenCalledWith(expect.objectContaining({ status: 'rejected' }));
    await expect(page.queryByRole('button', { name: 'Submit content' })).not.toBeInTheDocument();
  },
};

export const ContentEmpty: Story = {
  args: { tab: 'content', children: <ContentTabView submissions={[]} count={0} page={1} onSubmitContent={fn()} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No content submitted yet')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Submit content' })).toBeInTheDocument();
  },
};

export const ContentWithoutDialog: Story = {
  args: { tab: 'content', children: <ContentTabView submissions={sampleActiveContent.results} count={2} page={1} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Submit content' })).toBeNull();
  },
};

export const Stats: Story = {
  args: { tab: 'stats', children: <StatsTabView stats={sampleActiveStats} /> },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('₹70,000')).toBeInTheDocument();
    await expect(page.getByText('1 / 2')).toBeInTheDocument();
    await expect(page.getByText('Disputed')).toBeInTheDocument();
  },
};

export const TabLoading: Story = {
  args: { tab: 'stats', children: <TabState status="loading" label="Loading statistics" failed="Could not load the statistics." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading statistics' })).toBeInTheDocument();
  },
};

export const TabError: Story = {
  args: { tab: 'placements', children: <TabState status="error" label="Loading placements" failed="Could not load the placements." onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not load the placements.')).toBeInTheDocument();
  },
};
