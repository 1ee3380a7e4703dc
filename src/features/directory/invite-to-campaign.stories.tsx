import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closeOverlaysInJsdom } from '../shell/testing/shell-story-helpers';
import { InviteToCampaignDialog } from './invite-to-campaign.dialog';
import { inviteTexts as t } from './invite.texts';

/** "Invite to campaign" for a selection or a shortlist (creators chosen already), and for one creator from the quick action. */
const meta = {
  title: 'Directory/InviteToCampaignDialog',
  component: InviteToCampaignDialog,
  args: { open: true, onClose: fn(), creators: [{ id: 'i1', display_name: 'asha_gamer' }, { id: 'i2', display_name: 'ben.beats' }] },
  afterEach: closeOverlaysInJsdom,
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the dialog again</Button>
        <InviteToCampaignDialog {...args} open={open} onClose={() => { args.onClose(); setOpen(false); }} />
      </>
    );
  },
} satisfies Meta<typeof InviteToCampaignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selection: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.titleMany(2) }));
    await expect(dialog.getByText('asha_gamer, ben.beats')).toBeInTheDocument();
    await expect(dialog.queryByRole('combobox', { name: t.creator })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const PickACreator: Story = {
  args: { creators: undefined },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title }));
    await expect(dialog.getByRole('combobox', { name: t.creator })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: t.send })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
  },
};
