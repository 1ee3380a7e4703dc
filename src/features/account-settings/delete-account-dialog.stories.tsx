import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closeOverlaysInJsdom } from '../shell/testing/shell-story-helpers';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './delete-account-dialog.component';

/** SPEC §5 account deletion dialog: empty, filled, invalid, deleting, and the e-mail variant for accounts without a password. */
const meta = {
  title: 'Settings/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, requiresPassword: true, onClose: fn(), onConfirm: fn<DeleteAccountDialogProps['onConfirm']>(async () => undefined) },
  afterEach: closeOverlaysInJsdom,
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Delete my account</Button>
        <DeleteAccountDialog
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
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog');

export const Empty: Story = {
  play: async () => {
    await expect(dialog()).toHaveTextContent('Type DELETE MY ACCOUNT to confirm.');
    await expect(within(dialog()).getByLabelText('Password')).toHaveValue('');
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await userEvent.type(box.getByLabelText('Confirmation'), 'DELETE MY ACCOUNT');
    await userEvent.type(box.getByLabelText('Password'), 'Secret!234');
    await userEvent.type(box.getByLabelText('Why are you leaving? (optional)'), 'Taking a break');
    await userEvent.click(box.getByRole('button', { name: 'Delete account' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  play: async ({ args }) => {
    const box = within(dialog());
    await userEvent.type(box.getByLabelText('Confirmation'), 'delete my account');
    await userEvent.click(box.getByRole('button', { name: 'Delete account' }));
    await expect(await box.findByText('Type DELETE MY ACCOUNT exactly as shown')).toBeInTheDocument();
    await expect(box.getByText('Password is required')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  // Settles after a moment, so the dialog can be closed again when the story ends.
  args: { onConfirm: fn<DeleteAccountDialogProps['onConfirm']>(() => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 300))) },
  play: async () => {
    const box = within(dialog());
    await userEvent.type(box.getByLabelText('Confirmation'), 'DELETE MY ACCOUNT');
    await userEvent.type(box.getByLabelText('Password'), 'Secret!234');
    await userEvent.click(box.getByRole('button', { name: 'Delete account' }));
    await expect(await box.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(await box.findByRole('button', { name: 'Delete account' })).toBeEnabled();
  },
};

export const WithoutPassword: Story = {
  args: { requiresPassword: false },
  play: async () => {
    const box = within(dialog());
    await expect(box.getByText('Your account has no password, so confirm with its e-mail address.')).toBeInTheDocument();
    await expect(box.queryByLabelText('Password')).toBeNull();
  },
};

export const FailedToDelete: Story = {
  args: { onConfirm: fn<DeleteAccountDialogProps['onConfirm']>(async () => ({ _form: 'Connection error. Please check your internet and try again.' })) },
  play: async () => {
    const box = within(dialog());
    await userEvent.type(box.getByLabelText('Confirmation'), 'DELETE MY ACCOUNT');
    await userEvent.type(box.getByLabelText('Password'), 'Secret!234');
    await userEvent.click(box.getByRole('button', { name: 'Delete account' }));
    await expect(await box.findByRole('alert')).toHaveTextContent('Connection error. Please check your internet and try again.');
  },
};
