import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { ActiveCampaignsSeed } from './active-campaigns-seed.component';
import { SubmitContentConnected } from './submit-content.connected';
import { sampleActiveCampaign } from './submit-content.fixtures';

/** The submit-content quick action with its data: one active campaign (chosen for you), or none yet. */
const meta = {
  title: 'Content submission/SubmitContentConnected',
  component: SubmitContentConnected,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SubmitContentConnected>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Submit Content' }));

export const OneActiveCampaign: Story = {
  decorators: [(Story) => <ActiveCampaignsSeed campaigns={[sampleActiveCampaign]}><Story /></ActiveCampaignsSeed>],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('combobox', { name: /Campaign/ })).toHaveTextContent('Summer Glow · Acme Demo Co.');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  },
};

export const NoActiveCampaigns: Story = {
  decorators: [(Story) => <ActiveCampaignsSeed campaigns={[]}><Story /></ActiveCampaignsSeed>],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText(/No active campaigns/)).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'See invitations' })).toHaveAttribute('href', '/campaigns/invites');
  },
};
