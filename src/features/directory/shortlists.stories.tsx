import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closeOverlaysInJsdom } from '../shell/testing/shell-story-helpers';
import { AddToShortlistDialog } from './add-to-shortlist.dialog';
import { shortlistTexts as t } from './shortlists.texts';

/** "Add to shortlist" for one creator or a selection: the brand's lists, and a new list by name. */
const meta = {
  title: 'Directory/AddToShortlistDialog',
  component: AddToShortlistDialog,
  args: { open: true, onClose: fn(), influencerIds: ['i1', 'i2'] },
  afterEach: closeOverlaysInJsdom,
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open the dialog again</Button>
        <AddToShortlistDialog {...args} open={open} onClose={() => { args.onClose(); setOpen(false); }} />
      </>
    );
  },
} satisfies Meta<typeof AddToShortlistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selection: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.addTitleMany(2) }));
    await expect(dialog.getByRole('button', { name: t.create })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: t.newList }), 'Diwali');
    await expect(dialog.getByRole('button', { name: t.create })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: t.close }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
