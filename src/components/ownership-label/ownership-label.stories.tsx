import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { OwnershipLabel } from './ownership-label.component';

/** Under a submitted link, for the brand and for the influencer: verified with the platform, or not verified. */
const meta = {
  title: 'Components/OwnershipLabel',
  component: OwnershipLabel,
  args: { checked: true, platform: 'youtube', audience: 'brand' },
} satisfies Meta<typeof OwnershipLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Account verified');
    await expect(label).toHaveAccessibleDescription("YouTube confirmed this was posted from the influencer's connected channel.");
  },
};

/** 'Account not verified' explains itself in visible text: why, and what the brand should do. */
export const NotVerified: Story = {
  args: { checked: false, platform: 'instagram' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Account not verified');
    await expect(label).toHaveAccessibleDescription(/the influencer's account is not connected, or the platform did not answer/);
    await expect(within(canvasElement).getByText(/Open the content and check the account before you verify it\./)).toBeVisible();
  },
};

export const InfluencerVerified: Story = {
  args: { audience: 'influencer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Account verified')).toHaveAccessibleDescription(/on your connected channel\. The brand sees it as verified\./);
  },
};

export const InfluencerNotVerified: Story = {
  args: { audience: 'influencer', checked: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Account not verified')).toHaveAccessibleDescription(/The brand sees this as not verified: it was not checked with YouTube\./);
  },
};
