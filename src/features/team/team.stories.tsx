import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emulatePhone } from '../shell/testing/shell-story-helpers';
import { sampleActivity, sampleInvites, sampleMembers } from './team.fixtures';
import { teamTexts as t } from './team-texts';
import { TeamView } from './team.view';

/** /team 'Team Management': loading, error, empty, admin, read-only (manager or viewer), phone. */
const meta = {
  title: 'Team/TeamView',
  component: TeamView,
  args: {
    status: 'ready', members: sampleMembers, invites: sampleInvites, activity: sampleActivity, canManage: true, myUserId: 'u1',
    onRetry: fn(), onInvite: fn(), onChange: fn(), onRemove: fn(), onResend: fn(), onRevoke: fn(), onLeave: fn(),
  },
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', members: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.loading })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', members: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(t.loadFailed)).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { members: sampleMembers.slice(0, 1), invites: [], activity: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noInvites)).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t.noActivity)).toBeInTheDocument();
  },
};

export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Asha Rao (you)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.invite }));
    await expect(args.onInvite).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `${t.revoke}: new.hire@acme.test` }));
    await expect(args.onRevoke).toHaveBeenCalledWith(sampleInvites[0]);
    await userEvent.click(canvas.getByRole('button', { name: `${t.remove}: vera@acme.test` }));
    await expect(args.onRemove).toHaveBeenCalledWith(sampleMembers[2]);
    // The admin's own row offers no Remove: 'Leave brand' is how one goes.
    await expect(canvas.queryByRole('button', { name: `${t.remove}: ${sampleMembers[0]?.email}` })).toBeNull();
    await expect(canvas.getByText('Asha Rao invited new.hire@acme.test')).toBeInTheDocument();
    await expect(canvas.getByText('Asha Rao changed the access of Vera Viewer')).toBeInTheDocument();
  },
};

/** A long history: 20 lines a page, numbered pages under the list. */
export const ActivityPaged: Story = {
  args: { activityPages: 3, activityPage: 1, onActivityPage: fn() },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: t.activityPages });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onActivityPage).toHaveBeenCalledWith(2);
  },
};

export const ReadOnly: Story = {
  args: { canManage: false, myUserId: 'u3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.readOnly)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.invite })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Resend/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.leave })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  beforeEach: emulatePhone,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('team-member-card')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
