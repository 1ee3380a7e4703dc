import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { createInitialNetworkState, type NetworkState } from '../network.slice';
import { OfflineBanner } from './offline-banner.component';

/** The offline banner (SPEC §4). States are preloaded; the retry saga is not running here. */
const meta = {
  title: 'Shell/OfflineBanner',
  component: OfflineBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const network = (state: Partial<NetworkState>) => ({
  store: { preloadedState: { network: { ...createInitialNetworkState(), isOnline: false, wasOffline: true, ...state } } },
});
const offline = { error: 'Network connection lost' };

export const Offline: Story = {
  parameters: network(offline),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveTextContent("You're offline. Some features may not be available.");
    await expect(within(banner).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Reconnecting: Story = {
  parameters: network({ ...offline, isRetrying: true, retryCount: 1, lastRetryTime: 0 }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Reconnecting...');
    await expect(within(canvasElement).getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  },
};

export const FailedAttempt: Story = {
  parameters: network({ retryCount: 1, lastRetryTime: 0, error: 'Failed to fetch' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('(Attempt 1/3) Failed to fetch');
  },
};

export const RetriesUsedUp: Story = {
  parameters: network({ retryCount: 3, lastRetryTime: 0, error: 'Retry failed' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('(Attempt 3/3) Retry failed');
    await expect(within(canvasElement).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  },
};

export const BackOnline: Story = {
  parameters: network({ isOnline: true, error: null }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent("You're back online!");
  },
};

export const Dismissed: Story = {
  parameters: network(offline),
  decorators: [
    (Story) => (
      <>
        <Story />
        <Typography sx={{ p: 2 }} color="text.secondary">
          The banner was dismissed.
        </Typography>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Online with no history: nothing is shown (the caption is the story's). */
export const Online: Story = {
  parameters: { store: { preloadedState: { network: createInitialNetworkState() } } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Typography sx={{ p: 2 }} color="text.secondary">
          Online with no history: the banner renders nothing.
        </Typography>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
