import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCollateralFiles } from '../campaign-collateral/campaign-collateral.fixtures';
import { apiCampaign, draftCampaign, sampleEvents } from './brand-campaigns.fixtures';
import { CampaignDetailsView } from './campaign-details.view';

/** Brand campaign details: loading, error, not found, draft, active, paused, final, viewer, history (dialogs: campaign-actions.stories). */
const meta = {
  title: 'Brand campaigns/CampaignDetails',
  component: CampaignDetailsView,
  args: {
    brandId: 'b1',
    status: 'ready',
    campaign: apiCampaign(),
    eventsStatus: 'ready',
    events: [],
    onRetry: fn(),
    onRetryEvents: fn(),
    onStatusAction: fn(async (): Promise<string | undefined> => undefined),
    onDelete: fn(async (): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof CampaignDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', campaign: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading campaign' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', campaign: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', campaign: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Campaign not found')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/brands/b1/campaigns');
  },
};

export const Draft: Story = {
  args: { campaign: draftCampaign },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Winter Teaser')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/brands/b1/campaigns/wizard/c-draft/general');
    await expect(page.getByText('No placements yet.')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Delete draft' })).toBeInTheDocument();
  },
};

export const ActiveWithActions: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Status: Active')).toBeInTheDocument();
    await expect(page.getByText('₹70,000')).toBeInTheDocument();
    await expect(page.getByText('Dedicated video')).toBeInTheDocument();
    await expect(page.getByText('Show the product in daylight.')).toBeInTheDocument();
    await expect(page.getByText('Mark completed')).toBeInTheDocument();
    await expect(page.queryByText('Edit')).toBeNull();
  },
};

export const Paused: Story = {
  args: { campaign: apiCampaign({ status: 'paused', paused_from_status: 'active' }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByLabelText('Status: Paused')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Cancel campaign' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Pause' })).toBeNull();
  },
};

export const CanceledFinal: Story = {
  args: { campaign: apiCampaign({ status: 'canceled' }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('This campaign is finished; it can no longer change.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Cancel campaign' })).toBeNull();
  },
};

export const Viewer: Story = {
  args: { campaign: apiCampaign({ role: 'viewer' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only admins and managers of this brand can change this campaign.')).toBeInTheDocument();
  },
};

export const WithHistory: Story = {
  args: { campaign: apiCampaign({ status: 'paused', paused_from_status: 'active' }), events: sampleEvents },
  play: async ({ canvasElement }) => {
    const history = within(within(canvasElement).getByRole('region', { name: 'Activity' }));
    await expect(history.getByText('Paused')).toBeInTheDocument();
    await expect(history.getByText('“Waiting for new creatives”')).toBeInTheDocument();
    await expect(history.getByText(/Draft → Published/)).toBeInTheDocument();
    // The matching job's steps are the system's, in words.
    await expect(history.getAllByText(/System/)).toHaveLength(5);
    await expect(history.getByText('Candidates found')).toBeInTheDocument();
    await expect(history.getByText('“12 candidates matched”')).toBeInTheDocument();
  },
};

/** Attached files by name, each downloadable (issue 13), instead of "2 files attached". */
export const WithFiles: Story = {
  args: {
    campaign: (() => {
      const campaign = apiCampaign();
      return { ...campaign, collateral: { ...campaign.collateral, asset_ids: sampleCollateralFiles.map((file) => file.id) } };
    })(),
    collateralFiles: sampleCollateralFiles,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(within(page.getByRole('list', { name: 'Attached files' })).getByText('Monsoon brand book.png')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Download Product b-roll.mp4' })).toBeInTheDocument();
    await expect(page.queryByText('2 files attached')).not.toBeInTheDocument();
  },
};
