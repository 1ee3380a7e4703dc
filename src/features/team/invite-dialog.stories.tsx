import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { teamMessages as m } from '../../domain/brands/team.texts';
import { teamTexts as t } from './team-texts';
import { InviteDialog, type InviteValues, type SubmitResult } from './invite-dialog.component';

type Submit = (values: InviteValues) => Promise<SubmitResult>;

/** Invite member: checked on submit with the shared rules; a server refusal stays in the dialog. */
const meta = {
  title: 'Team/InviteDialog',
  component: InviteDialog,
  args: { open: true, onClose: fn(), onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invalid: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Message/ }), 'Hello');
    await expect(screen.getByText('5/500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.sendInvite }));
    await expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefusal: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ form: m.alreadyInvited })) },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'new.hire@acme.test');
    await userEvent.click(screen.getByRole('button', { name: t.sendInvite }));
    await expect(await screen.findByText(m.alreadyInvited)).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'new.hire@acme.test', role: 'viewer' }));
  },
};
