import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { ProfileSummary } from './profile-summary.component';
import { blankProfile, completeProfile, instagramAccount, profileThrough } from './testing/influencer-profile.fixtures';

/** The profile as brands see it (Review step, top of My Profile), with the owner's private lines. */
const meta = {
  title: 'Influencer profile/ProfileSummary',
  component: ProfileSummary,
  args: { profile: completeProfile },
} satisfies Meta<typeof ProfileSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  args: { profile: { ...completeProfile, social_accounts: [...completeProfile.social_accounts, instagramAccount] }, payoutHint: 'as******@okhdfc' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement);
    await expect(summary.getByText('asha.travels')).toBeInTheDocument();
    await expect(summary.getByText('Asha Rao · Kochi, India')).toBeInTheDocument();
    await expect(summary.getByText('Slow travel films and regional food from Kerala.')).toBeInTheDocument();
    const chips = within(summary.getByLabelText('Content categories'));
    await expect(chips.getByText('Travel, Tourism & Aviation')).toBeInTheDocument();
    await expect(chips.getByText('Malayalam')).toBeInTheDocument();
    await expect(summary.getByText('YouTube · @asha.travels · https://www.youtube.com/@asha.travels')).toBeInTheDocument();
    await expect(summary.getByText('Instagram · @asha_eats · https://www.instagram.com/asha_eats')).toBeInTheDocument();
    await expect(summary.getByText('Date of birth: 20 May 1997 · Payout: as******@okhdfc')).toBeInTheDocument();
  },
};

/** Only the About step saved: the initial stands in for the picture, nothing else is invented. */
export const AboutOnly: Story = {
  args: { profile: profileThrough(1) },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement);
    await expect(summary.getByText('A')).toBeInTheDocument();
    await expect(summary.getByText('Asha Rao')).toBeInTheDocument();
    await expect(summary.queryByText(/Date of birth/)).not.toBeInTheDocument();
    await expect(summary.queryByText(/YouTube/)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { profile: { ...blankProfile, display_name: 'newcreator' } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement);
    await expect(summary.getByText('newcreator')).toBeInTheDocument();
    await expect(summary.getByText('N')).toBeInTheDocument();
    await expect(summary.getByLabelText('Content categories')).toBeEmptyDOMElement();
  },
};
