import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleInvite } from './team.fixtures';
import { teamTexts as t } from './team-texts';
import { TeamInviteView } from './team-invite.view';

/** /team/invite/:token: loading, unknown link, signed out, signed in, expired. */
const meta = {
  title: 'Team/TeamInvite',
  component: TeamInviteView,
  args: { status: 'ready', invite: sampleInvite, signedIn: false, returnTo: '/team/invite/abc', onAccept: fn(), onRemember: fn() },
} satisfies Meta<typeof TeamInviteView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', invite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.inviteLoading })).toBeInTheDocument();
  },
};

export const UnknownLink: Story = {
  args: { status: 'error', invite: undefined, error: 'This invite link is not valid. Ask for a new invite.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This invite link is not valid. Ask for a new invite.')).toBeInTheDocument();
  },
};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.inviteSummary('Asha Rao', 'Acme Demo Co.', 'manager'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.signUp })).toHaveAttribute('href', '/brand-signup-123');
    await expect(canvas.queryByRole('button', { name: t.accept })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.accept }));
    await expect(args.onAccept).toHaveBeenCalled();
  },
};

export const Expired: Story = {
  args: { signedIn: true, invite: { ...sampleInvite, status: 'expired' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.statusExpired)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: t.accept })).toBeNull();
  },
};
