import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetupCompleteView } from './setup-complete.view';

/** /influencer-setup-complete: right after setup, while checking the profile, and when it is not complete yet. */
const meta = {
  title: 'Influencer profile/SetupCompleteView',
  component: SetupCompleteView,
  args: { state: 'complete', onDashboard: fn(), onContinueSetup: fn() },
} satisfies Meta<typeof SetupCompleteView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    await expect(page.getByText('Your profile is complete. Brands can now find you and send you campaign invites.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Go to dashboard' }));
    await expect(args.onDashboard).toHaveBeenCalled();
  },
};

/** 'Go to dashboard' pressed: whoami is being refreshed before leaving. */
export const Leaving: Story = {
  args: { leaving: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Go to dashboard' })).toBeDisabled();
    await expect(page.getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Loading…')).toBeInTheDocument();
    await expect(page.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Opened before setup was finished: a way back to the wizard instead of the celebration. */
export const Incomplete: Story = {
  args: { state: 'incomplete' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Your profile is not complete yet.' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Continue setup' }));
    await expect(args.onContinueSetup).toHaveBeenCalled();
  },
};
