import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { ProvenanceChip } from './provenance-chip.component';

/** Next to follower and engagement numbers wherever they are shown: verified (read from the platform) or self-reported. */
const meta = {
  title: 'Components/ProvenanceChip',
  component: ProvenanceChip,
  args: { provenance: 'verified', platform: 'youtube', verifiedAt: '2026-11-26T10:05:00.000Z' },
} satisfies Meta<typeof ProvenanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Verified').closest('.MuiChip-root');
    await expect(chip).toHaveAttribute('title', 'Read from YouTube · Read 26 Nov 2026, 10:05');
  },
};

export const SelfReported: Story = {
  args: { provenance: 'self_reported', verifiedAt: null },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Self-reported').closest('.MuiChip-root');
    await expect(chip).toHaveAttribute('title', 'Typed in by the influencer, not checked with the platform');
  },
};

export const Mixed: Story = {
  args: { provenance: 'mixed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Partly self-reported')).toBeInTheDocument();
  },
};
