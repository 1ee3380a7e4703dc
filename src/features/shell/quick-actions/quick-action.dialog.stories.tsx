import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closeOverlaysInJsdom } from '../testing/shell-story-helpers';
import { ActiveCampaignsSeed } from '../../content-submission/active-campaigns-seed.component';
import { sampleActiveCampaign } from '../../content-submission/submit-content.fixtures';
import QuickActionDialog from './quick-action.dialog';

/** The quick-action dialogs (SPEC §2): what they are for, and where to go until their forms arrive. */
const meta = {
  title: 'Shell/QuickActionDialog',
  component: QuickActionDialog,
  args: { dialog: 'invite-influencer', open: true, onClose: fn() },
  afterEach: closeOverlaysInJsdom,
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the dialog again</Button>
        <QuickActionDialog
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof QuickActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const InviteInfluencer: Story = {
  play: async ({ canvasElement, args }) => {
    // The real form (src/features/directory): a creator search, the brand's open campaigns, the offer, Send.
    const invite = within(await dialog(canvasElement, 'Invite Influencer'));
    await expect(invite.getByRole('combobox', { name: 'Creator' })).toBeInTheDocument();
    await expect(invite.getByRole('button', { name: 'Send invite' })).toBeDisabled();
    await expect(invite.getByRole('link', { name: 'Browse influencers' })).toHaveAttribute('href', '/influencers');
    await userEvent.click(invite.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SubmitContent: Story = {
  args: { dialog: 'submit-content' },
  decorators: [(Story) => <ActiveCampaignsSeed campaigns={[sampleActiveCampaign]}><Story /></ActiveCampaignsSeed>],
  play: async ({ canvasElement }) => {
    // The real form (src/features/content-submission), no longer a pointer to the active campaigns.
    const submit = within(await dialog(canvasElement, 'Submit Content'));
    await expect(await submit.findByRole('combobox', { name: /Placement/ })).toBeInTheDocument();
    await expect(submit.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  },
};
