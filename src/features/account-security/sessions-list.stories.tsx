import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AccountSession } from '../../api/enhanced-api';
import { SessionsList } from './sessions-list.component';

const session = (id: string, device: string, current = false): AccountSession => ({
  id,
  device,
  current,
  user_agent: null,
  ip_address: '203.0.113.7',
  signed_in_at: '2026-11-20T09:00:00.000Z',
  last_active_at: '2026-11-27T08:30:00.000Z',
});
const here = session('s1', 'Chrome on Windows', true);
const others = [session('s2', 'Safari on iPhone'), session('s3', 'Firefox on Linux')];

/** Settings > Sessions: loading, load failure, only this device, several devices, signing one out. */
const meta = {
  title: 'Settings/SessionsList',
  component: SessionsList,
  args: { status: 'ready', sessions: [here, ...others], timeZone: 'UTC', ending: null, onRetry: fn(), onEnd: fn(), onEndOthers: fn() },
} satisfies Meta<typeof SessionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your sessions...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', sessions: [] },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OnlyThisDevice: Story = {
  args: { sessions: [here] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByText('This device')).toBeInTheDocument();
    await expect(list.getByText('No other devices are signed in.')).toBeInTheDocument();
    await expect(list.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
  },
};

export const SeveralDevices: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getAllByText(/203\.0\.113\.7/)).toHaveLength(3);
    await userEvent.click(list.getByRole('button', { name: 'Sign out: Safari on iPhone' }));
    await expect(args.onEnd).toHaveBeenCalledWith('s2');
    await userEvent.click(list.getByRole('button', { name: 'Sign out all other sessions' }));
    await expect(args.onEndOthers).toHaveBeenCalled();
  },
};

export const SigningOut: Story = {
  args: { ending: 's2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  },
};
