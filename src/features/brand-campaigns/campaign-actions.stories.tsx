import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { apiCampaign, draftCampaign } from './brand-campaigns.fixtures';
import { CampaignActions } from './campaign-actions.component';

/** The status actions of the details page with their confirm dialogs: a change with a note, a refusal, a draft deleted. */
const meta = {
  title: 'Brand campaigns/CampaignActions',
  component: CampaignActions,
  args: {
    campaign: apiCampaign(),
    onStatusAction: fn(async (): Promise<string | undefined> => undefined),
    onDelete: fn(async (): Promise<string | undefined> => undefined),
  },
} satisfies Meta<typeof CampaignActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PauseWithNote: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pause' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Pause this campaign?')).toBeInTheDocument();
    await userEvent.click(dialog.getByLabelText('Note (optional)'));
    await userEvent.paste('Later');
    await userEvent.click(dialog.getByRole('button', { name: 'Pause' }));
    await expect(args.onStatusAction).toHaveBeenCalledWith('pause', 'Later');
  },
};

export const Refused: Story = {
  args: { onStatusAction: fn(async (): Promise<string | undefined> => 'Cannot complete a campaign that is paused.') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark completed' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark completed' }));
    await expect(await dialog.findByText('Cannot complete a campaign that is paused.')).toBeInTheDocument();
  },
};

export const DeleteDraft: Story = {
  args: { campaign: draftCampaign },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Edit').closest('a')).toHaveAttribute('href', '/brands/b1/campaigns/wizard/c-draft/general');
    await userEvent.click(page.getByRole('button', { name: 'Delete draft' }));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Delete this draft?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete draft' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** A manager whose own flags keep campaigns.delete but not campaigns.edit: only Delete draft (what the server allows). */
export const OwnFlagsDeleteOnly: Story = {
  args: { campaign: { ...draftCampaign, role: 'manager', permissions: ['campaigns.delete', 'campaigns.view'] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Delete draft' })).toBeInTheDocument();
    await expect(page.queryByText('Edit')).not.toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Cancel campaign' })).not.toBeInTheDocument();
  },
};

/** A viewer whose own flags add campaigns.edit: the status actions, as the server would accept them. */
export const OwnFlagsViewerEditor: Story = {
  args: { campaign: apiCampaign({ role: 'viewer', permissions: ['campaigns.edit', 'campaigns.view'] }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await expect(page.queryByText('Only admins and managers of this brand can change this campaign.')).not.toBeInTheDocument();
  },
};
